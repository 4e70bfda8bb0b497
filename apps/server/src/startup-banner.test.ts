import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { startupBanner } from './startup-banner.ts';

const env = (vars: Record<string, string>) =>
  loadEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'dwa-banner-')), ...vars });

describe('startupBanner', () => {
  it('names the configured public origin, the one the links use', () => {
    const configured = env({ PORT: '4100', PUBLIC_ORIGIN: 'http://127.0.0.1:4100/' });
    expect(startupBanner(configured, { host: '127.0.0.1', port: 4100 }, 'pglite')).toEqual([
      'Dwa is running at http://127.0.0.1:4100  (pglite)',
    ]);
  });

  it('without PUBLIC_ORIGIN names the fallback every link uses', () => {
    const fallback = env({ PORT: '3000' });
    expect(startupBanner(fallback, { host: '127.0.0.1', port: 3000 }, 'pglite')).toEqual([
      'Dwa is running at http://localhost:3000  (pglite)',
    ]);
  });

  it('says where it listens behind a proxy, and how to set the origin for other devices', () => {
    const proxied = env({ PORT: '3000', PUBLIC_ORIGIN: 'https://dwa.example' });
    expect(startupBanner(proxied, { host: '0.0.0.0', port: 3000 }, 'postgresql')).toEqual([
      'Dwa is running at https://dwa.example  (postgresql)',
      '  listening on 0.0.0.0:3000',
    ]);
    const lan = env({ PORT: '3000', HOST: '0.0.0.0' });
    const lines = startupBanner(lan, { host: '0.0.0.0', port: 3000 }, 'pglite');
    expect(lines[0]).toBe('Dwa is running at http://localhost:3000  (pglite)');
    expect(lines.at(-1)).toMatch(/set PUBLIC_ORIGIN to the address other devices use/);
  });
});
