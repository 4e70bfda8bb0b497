// npm run whatsapp:simulate as a newcomer meets it: it reads PORT and DATA_DIR as the server does,
// and when the server is not there, or runs with other settings, it says so in a sentence (exit 1),
// never with a stack.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runScript } from '../testing/child-process.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const simulate = (args: string[], env: Record<string, string>) =>
  runScript('apps/server/src/cli/whatsapp-simulate.ts', args, env);

let dataDir: string;
let t: TestApp;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dwa-simulate-'));
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run whatsapp:simulate', () => {
  it('says plainly that no server answers at the port it read, and how to fix it', async () => {
    const port = await freePort();
    const { code, output } = await simulate(['--from', '0241234567', '--text', 'Kente GHS 450'], {
      PORT: String(port),
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expect(output).toContain(`No Dwa server answers at http://127.0.0.1:${port}.`);
    expect(output).toContain(`same settings as this command (PORT=${port}, DATA_DIR=${dataDir})`);
    expect(output).not.toMatch(/ECONNREFUSED|fetch failed|\n\s+at /);
  });

  it("says when the server runs with another data directory's keys", async () => {
    const address = t.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const { code, output } = await simulate(
      ['--from', '0241234567', '--text', 'hello', '--url', url],
      { DATA_DIR: dataDir },
    );
    expect(code).toBe(1);
    expect(output).toContain(`The server at ${url} refused this command's key`);
    expect(output).not.toMatch(/\n\s+at /);
  });
});
