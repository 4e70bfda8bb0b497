// The commands that open the embedded database, while another process holds it (the server a
// newcomer left running): each says who holds it and what to do, exits 1 without a stack trace,
// and db:reset deletes nothing.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDataDir } from '../lib/data-dir-lock.ts';
import { runScript } from '../testing/child-process.ts';

const run = (script: string, args: string[], dataDir: string) =>
  runScript(script, args, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

let dataDir: string;
let release: () => void;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dwa-in-use-'));
  await mkdir(join(dataDir, 'pgdata'));
  await writeFile(join(dataDir, 'pgdata', 'PG_VERSION'), '18\n');
  // This process stands for the running server.
  release = claimDataDir(dataDir, 'the server');
});
afterAll(async () => {
  release();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a command on an embedded database another process holds', () => {
  it.each([
    ['apps/server/src/cli/reset.ts', [], 'npm run db:reset'],
    ['apps/server/src/cli/admin-create.ts', ['--email', 'ops@dwa.example'], 'npm run admin:create'],
    ['apps/server/src/cli/migrate.ts', [], 'npm run db:migrate'],
    ['apps/server/src/cli/ledger-check.ts', [], 'npm run ledger:check'],
    ['apps/server/src/server.ts', [], 'start it again'],
  ])(
    '%s says who holds it and exits 1',
    async (script, args, next) => {
      const { code, output } = await run(script, args, dataDir);
      expect(code).toBe(1);
      expect(output).toContain(`is in use by process ${process.pid} (the server, since`);
      expect(output).toContain(next);
      expect(output).not.toMatch(/\n\s+at /);
      // Nothing of the holder's was deleted.
      expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    },
    60_000,
  );
});
