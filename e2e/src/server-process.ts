// Starts the server as users run it (`npm run serve`: Node runs the TypeScript sources; see
// scripts/typescript-runtime.mjs) with the built web app, on a free port with a fresh data
// directory.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? ok(address.port) : fail()));
    });
  });
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // WEB_DIST (as for the server and the web build) picks another build folder.
  const webDist = resolve(ROOT, process.env.WEB_DIST || 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the e2e tests.');
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'dwa-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', './scripts/typescript-runtime.mjs', 'apps/server/src/server.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_ORIGIN: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // Every journey asks for codes from 127.0.0.1: the per-IP limit is for the internet.
        CODE_SENDS_PER_IP_PER_HOUR: '1000',
        WEB_DIST: webDist,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  // A runner that dies without its teardown (killed, crashed) must not leave the server behind.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null) {
      const exited = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, dataDir, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server did not become healthy in 90 s:\n${output}`);
}
