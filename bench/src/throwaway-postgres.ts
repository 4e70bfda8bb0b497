// A PostgreSQL cluster in a temp dir for benchmarks (same recipe as .ci/run).
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
  /** kill -9 of the postmaster, as a crash of the machine's database would (durability bench). */
  crash(): void;
  /** Starts it again on the same data after crash() (crash recovery replays the WAL). */
  restart(): void;
}

/** On `port`, else on BENCH_PG_PORT when set (a machine shared with other work, where each
 * has its own port), else on a random port of 55000–55999. */
export function startThrowawayPostgres(
  port = Number(process.env.BENCH_PG_PORT) || 55_000 + Math.floor(Math.random() * 1000),
): ThrowawayPostgres {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`;
  const dir = mkdtempSync(join(tmpdir(), 'dwa-pg-'));
  const isRoot = process.getuid?.() === 0;
  if (isRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const run = (cmd: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], {
          stdio: 'ignore',
        })
      : execFileSync(join(bin, cmd), args, { stdio: 'ignore' });
  run('initdb', [
    '-D',
    `${dir}/data`,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const start = () =>
    run('pg_ctl', [
      '-D',
      `${dir}/data`,
      '-w',
      '-l',
      `${dir}/pg.log`,
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c shared_buffers=512MB -c max_connections=200`,
      'start',
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash() {
      const pid = Number(readFileSync(`${dir}/data/postmaster.pid`, 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
    },
    restart() {
      // The killed postmaster's backends leave once they notice it is gone; until then the
      // old shared memory is in use and a new postmaster refuses to start.
      for (let attempt = 1; ; attempt++) {
        try {
          start();
          return;
        } catch (error) {
          if (attempt >= 20) throw error;
          execFileSync('sleep', ['0.5']);
        }
      }
    },
    stop() {
      try {
        run('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
