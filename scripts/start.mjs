// npm start: the newcomer's one command. Builds the web app when its sources changed since the
// last build (quietly: its output shows only if it fails), then runs the server in this process,
// so what a person sees is the address, the demo sign-ins and one line per request.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isWebBuildCurrent, ROOT } from './web-build-stamp.mjs';

process.chdir(ROOT);
// The server reads .env too; read here first so NODE_ENV and WEB_DIST in it count for the build.
if (existsSync('.env')) process.loadEnvFile('.env');

if (!isWebBuildCurrent()) {
  process.stdout.write('Building the web app… ');
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build'], { encoding: 'utf8', stdio: 'pipe' });
  if (build.status !== 0) {
    console.log('it failed:\n');
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    if (!existsSync(join('node_modules', 'vite'))) {
      console.error('\nThe build needs the development dependencies: run `npm install` first.');
    }
    process.exit(build.status ?? 1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

await import('./typescript-runtime.mjs');
await import('../apps/server/src/server.ts');
