// One process at a time on an embedded (PGlite) database: PGlite is PostgreSQL inside this
// process, with no server to arbitrate, so a second process opening the same directory (a CLI
// while the server runs, a second server) would write over the first one's pages. PGlite's own
// postmaster.pid cannot tell a running server from a crash (it holds a fake pid and stays
// behind after kill -9), so the owner's real pid is kept beside the data.
import { openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  readonly dataDir: string;
  readonly owner: Owner;

  constructor(dataDir: string, owner: Owner) {
    super(
      `The embedded database in ${dataDir} is in use by process ${owner.pid} (${owner.purpose}, since ${owner.since}). Stop it first: PGlite is one process's database.`,
    );
    this.dataDir = dataDir;
    this.owner = owner;
  }
}

interface Owner {
  pid: number;
  purpose: string;
  since: string;
  /** Which process that pid was (boot id + start time, Linux): after a crash and a restart the
   * same number may belong to another process (a container's npm, a shell), which must not
   * keep the database closed. Absent where /proc is not there: the pid alone decides. */
  start?: string;
}

const lockFile = (dataDir: string) => join(dataDir, 'pgdata.owner');

/** Claims `dataDir` for this process; answers the release. Throws DataDirInUseError while
 * another live process holds it. A claim left by a dead process (a crash) is taken over. */
export function claimDataDir(dataDir: string, purpose: string): () => void {
  const file = lockFile(dataDir);
  const start = processStart(process.pid);
  const owner: Owner = {
    pid: process.pid,
    purpose,
    since: new Date().toISOString(),
    ...(start ? { start } : {}),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // 'wx': created only if absent, so two processes starting together cannot both win.
      const fd = openSync(file, 'wx', 0o600);
      writeFileSync(fd, `${JSON.stringify(owner)}\n`);
      const release = () => releaseDataDir(dataDir);
      process.once('exit', release);
      return () => {
        process.off('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readOwner(file);
      if (holder && holder.pid !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(dataDir, holder);
      }
      // Stale (its process is gone, or it is this pid again after a container restart).
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not claim ${dataDir}`);
}

/** Who holds `dataDir` now (a live process), or null. */
export function dataDirOwner(dataDir: string): Owner | null {
  const holder = readOwner(lockFile(dataDir));
  return holder && holder.pid !== process.pid && isAlive(holder) ? holder : null;
}

function releaseDataDir(dataDir: string) {
  const holder = readOwner(lockFile(dataDir));
  if (holder?.pid === process.pid) rmSync(lockFile(dataDir), { force: true });
}

function readOwner(file: string): Owner | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    return typeof parsed?.pid === 'number' ? parsed : { pid: -1, purpose: '?', since: '?' };
  } catch {
    return null;
  }
}

function isAlive({ pid, start }: Owner): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, owned by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (isZombie(pid)) return false;
  // The number is in use: by the process that claimed it only if it started when that one did.
  const now = start ? processStart(pid) : null;
  return now === null || now === start;
}

/** "<boot id>:<start time in clock ticks since boot>" of a process, or null off Linux. */
export function processStart(pid: number): string | null {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "pid (comm)": state is field 3, starttime field 22 (proc(5)).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return `${boot}:${fields[19]}`;
  } catch {
    return null;
  }
}

/** A server killed with -9 whose parent (a bench, a supervisor) has not reaped it yet still
 * answers kill(pid, 0), but holds nothing. Linux only; elsewhere it counts as alive. */
function isZombie(pid: number): boolean {
  try {
    // "pid (comm) S …": the state follows the last ')' (comm may hold spaces and parentheses).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}
