// pg_dump and pg_restore for a PostgreSQL DATABASE_URL. The password goes to the tool through
// PGPASSWORD, never on its command line (which `ps` shows to every user of the machine).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export class PgToolMissingError extends Error {
  readonly tool: string;

  constructor(tool: string) {
    super(
      `${tool} is not on PATH. Install the PostgreSQL client of your server's major version (Debian: apt-get install postgresql-client) or follow docs/recipes/backups.md.`,
    );
    this.tool = tool;
  }
}

export async function runPgTool(
  tool: 'pg_dump' | 'pg_restore',
  databaseUrl: string,
  args: string[],
): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  try {
    await run(tool, [...args, `--dbname=${url.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new PgToolMissingError(tool);
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${tool} failed${stderr ? `: ${stderr}` : ''}`);
  }
}
