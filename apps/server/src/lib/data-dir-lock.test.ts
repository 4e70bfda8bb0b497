import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimDataDir, DataDirInUseError, dataDirOwner, processStart } from './data-dir-lock.ts';

const linux = processStart(process.pid) !== null;

describe('the embedded database claim', () => {
  let dir: string;
  let other: ReturnType<typeof spawn> | null = null;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dwa-lock-'));
  });
  afterEach(async () => {
    other?.kill('SIGKILL');
    other = null;
    await rm(dir, { recursive: true, force: true });
  });

  /** A live process that is not this one, with the claim it would have written. */
  async function liveOther() {
    other = spawn('sleep', ['30'], { stdio: 'ignore' });
    await new Promise((resolve) => other?.once('spawn', resolve));
    const pid = other.pid as number;
    return { pid, purpose: 'server.ts', since: new Date().toISOString(), start: processStart(pid) };
  }

  it('refuses while the process that claimed it lives, and is released on close', async () => {
    const owner = await liveOther();
    await writeFile(join(dir, 'pgdata.owner'), JSON.stringify(owner));
    expect(() => claimDataDir(dir, 'cli')).toThrow(DataDirInUseError);
    expect(dataDirOwner(dir)?.pid).toBe(owner.pid);
    other?.kill('SIGKILL');
    await new Promise((resolve) => other?.once('exit', resolve));
    const release = claimDataDir(dir, 'cli');
    expect(dataDirOwner(dir)).toBeNull(); // held by this process: not "another owner"
    release();
    expect(() => claimDataDir(dir, 'again')()).not.toThrow();
  });

  it.runIf(linux)('takes over a claim whose pid now belongs to another process', async () => {
    // After a crash and a restart the old number is a different, live process (started later).
    const owner = await liveOther();
    const stale = { ...owner, start: `${owner.start?.split(':')[0]}:1` };
    await writeFile(join(dir, 'pgdata.owner'), JSON.stringify(stale));
    expect(dataDirOwner(dir)).toBeNull();
    const release = claimDataDir(dir, 'server.ts');
    release();
  });
});
