import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'dwa-env-'));

describe('loadEnv', () => {
  it('applies defaults for development', () => {
    const dir = tempDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env.port).toBe(3000);
    expect(env.nodeEnv).toBe('development');
    expect(env.demoData).toBe(true);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.publicOrigin).toBe('http://localhost:3000');
  });

  it('lists every bad variable at once', () => {
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', DATA_DIR: tempDir() });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems.join('\n');
      expect(problems).toMatch(/^PORT:/m);
      expect(problems).toMatch(/^DATABASE_URL:/m);
      expect(problems).toMatch(/^LOG_LEVEL:/m);
      expect((error as EnvError).problems).toHaveLength(3);
    }
  });

  it('requires secrets and the public origin in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      /SESSION_SECRET: is required in production[\s\S]*PUBLIC_ORIGIN: is required in production/,
    );
    const env = loadEnv({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_ORIGIN: 'https://dwa.example',
      DATA_DIR: tempDir(),
    });
    expect(env.demoData).toBe(false);
  });

  it('generates a development secret once and keeps it in the data dir', () => {
    const dir = tempDir();
    const first = loadEnv({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadEnv({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(existsSync(join(dir, 'secrets.json'))).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')).sessionSecret).toBe(first);
  });

  it('treats empty values as unset and rejects a short secret', () => {
    expect(loadEnv({ PORT: '', DATA_DIR: tempDir() }).port).toBe(3000);
    expect(() => loadEnv({ SESSION_SECRET: 'short', DATA_DIR: tempDir() })).toThrow(
      /SESSION_SECRET: must be at least 32 characters/,
    );
  });
});
