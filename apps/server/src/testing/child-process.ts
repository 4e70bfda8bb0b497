// The server's entry points and CLIs as separate processes, as a person or a deployer runs them
// (`node <file.ts>` through scripts/typescript-runtime.mjs), for the tests that must see exactly
// that: what the process prints, its exit code, a port nobody uses.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../../..');

export interface RunningScript {
  child: ChildProcess;
  /** What it printed so far (stdout and stderr). */
  output(): string;
  /** What it printed on stdout alone. */
  stdout(): string;
  exited: Promise<number | null>;
}

/** Starts `script` (a path from the repository root) with only PATH and `env`: nothing from the
 * developer's shell or .env decides the outcome. */
export function startScript(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
): RunningScript {
  const child = spawn(
    process.execPath,
    ['--import', './scripts/typescript-runtime.mjs', script, ...args],
    { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let stdout = '';
  child.stdout?.on('data', (d) => {
    output += d;
    stdout += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  return { child, output: () => output, stdout: () => stdout, exited };
}

/** Runs `script` to its end: its exit code and everything it printed. */
export async function runScript(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string; stdout: string }> {
  const run = startScript(script, args, env);
  const code = await run.exited;
  return { code, output: run.output(), stdout: run.stdout() };
}

/** A local port free right now (the probe's listener is closed before it answers). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? ok(address.port) : fail()));
    });
  });
}
