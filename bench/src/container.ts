// npm run bench -- container [--cached] [--keep-images]
// The deployers' container set-up, proved on this machine (docs/deploy.md, decision 046): builds
// the image (Dockerfile, cold unless --cached) and the proxy image, boots deploy/compose.yaml
// with deploy/compose.local.yaml (the same stack on images built from Debian packages: no
// registry needed) under podman-compose, in production mode (a dummy live Paystack key and
// WhatsApp token: nothing calls them at start), and checks through the proxy:
//   both instances ready (app2 with JOB_WORKERS=false: workers elsewhere) and the image's
//   HEALTHCHECK passing; a seller (rows written with psql in the db container, the password
//   hashed by the image's own code) signs in and saves a product with a photo through the proxy,
//   and the home page, the product page and the photo (from the S3 store) are served;
//   X-Forwarded-For: the instance logs the address Caddy saw, not one the client made up;
//   backup.ts and ledger-check.ts run in the container (pg_dump against PostgreSQL 15);
//   a rolling restart (one instance, then the other) under 8 clients reading through Caddy;
//   both instances stopped: the translated unavailable page for lang=tw (and Accept-Language);
//   two instances started at the same moment on an empty database (the migration race).
// Figures: build time, image size (and above its base), up-to-ready time, memory per instance
// (podman stats), stop time. Everything is torn down afterwards; the local base images and the
// build cache stay for the next run. bench/.results/container-<date>.json.
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  form,
  photoJpeg,
  productBody,
} from '../../apps/server/src/testing/catalog/test-requests.ts';
import {
  containersConf,
  ensureLocalImages,
  imageBytes,
  LOCAL,
  missingTools,
  NOISE,
  podman,
  quiet,
  run,
} from './container-podman.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const RESULTS = resolve(import.meta.dirname, '../.results');
const APP_IMAGE = 'localhost/dwa:bench';
const PROXY_IMAGE = 'localhost/dwa-proxy:bench';
const READY_LIMIT_MS = 240_000;
// Not the demo seller's number (+233241234567): the pre-launch check would take it for demo data.
const SELLER_PHONE = '+233207654321';
const LANGS = ['en', 'tw', 'pidgin'] as const;
/** What Fastify answers (return503OnClosing) to a request on a connection that was already open
 * when the server began closing: the request was never handled. */
const CLOSING_503 =
  '{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => Math.round(ms / 100) / 10;
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => ok(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** "274.7MB" (podman stats) in MB. */
function statMb(text: string) {
  const m = /([\d.]+)\s*([kKMG]i?B|B)/.exec(text);
  if (!m) return Number.NaN;
  const scale: Record<string, number> = { B: 1e-6, kB: 1e-3, KB: 1e-3, MB: 1, GB: 1e3 };
  return Math.round(Number(m[1]) * (scale[m[2]!.replace('i', '')] ?? 1) * 10) / 10;
}

export async function benchContainer(options: { cached: boolean; keepImages: boolean }) {
  const missing = missingTools();
  if (missing) {
    console.error(missing);
    process.exitCode = 2;
    return;
  }
  const started = performance.now();
  const work = mkdtempSync(join(tmpdir(), 'dwa-container-'));
  process.env.CONTAINERS_CONF = containersConf(work);
  const say = (line: string) => console.log(line);
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => {
    checks.push({ name, ok, detail });
    say(`  ${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
  };
  const log = join(work, 'commands.log');
  const loadStart = loadavg()[0]!;

  say('Container bench: local base images');
  const baseImages = await ensureLocalImages(say);

  say(`Building the image (${options.cached ? 'layer cache allowed' : 'cold: --no-cache'})`);
  const nodeArg = ['--build-arg', `NODE_IMAGE=${LOCAL.node}`];
  let t = performance.now();
  await podman(
    [
      'build',
      '--format',
      'docker',
      ...(options.cached ? [] : ['--no-cache']),
      ...nodeArg,
      '--target',
      'runtime',
      '-t',
      APP_IMAGE,
      '.',
    ],
    { log },
  );
  const appBuildSeconds = seconds(performance.now() - t);
  t = performance.now();
  await podman(
    [
      'build',
      '--format',
      'docker',
      ...nodeArg,
      '--build-arg',
      `CADDY_IMAGE=${LOCAL.caddy}`,
      '--target',
      'proxy',
      '-t',
      PROXY_IMAGE,
      '.',
    ],
    { log },
  ).catch((error: Error) => {
    throw new Error(
      `${error.message}\nThe proxy image copies apps/web/dist/unavailable/{en,tw,pidgin}.html from the web build.`,
    );
  });
  const proxyBuildSeconds = seconds(performance.now() - t);
  const image = {
    appMb: mb(await imageBytes(APP_IMAGE)),
    baseMb: mb(await imageBytes(LOCAL.node)),
    proxyMb: mb(await imageBytes(PROXY_IMAGE)),
    caddyBaseMb: mb(await imageBytes(LOCAL.caddy)),
  };
  say(
    `  built in ${appBuildSeconds} s (proxy ${proxyBuildSeconds} s): ${image.appMb} MB, ` +
      `${Math.round((image.appMb - image.baseMb) * 10) / 10} MB above the Node base`,
  );

  // The stack in a project directory of its own: the repository's files and a fresh .env.
  const project = `dwa-bench-${process.pid}`;
  const dir = join(work, 'deploy');
  mkdirSync(dir);
  for (const f of ['compose.yaml', 'compose.local.yaml', 'Caddyfile']) {
    copyFileSync(join(ROOT, 'deploy', f), join(dir, f));
  }
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${httpPort}`;
  const secret = () => randomBytes(24).toString('hex');
  const env: Record<string, string> = {
    DWA_IMAGE: APP_IMAGE,
    DWA_PROXY_IMAGE: PROXY_IMAGE,
    DWA_SITE_ADDRESS: ':80',
    HTTP_BIND: `127.0.0.1:${httpPort}`,
    HTTPS_BIND: `127.0.0.1:${httpsPort}`,
    PUBLIC_ORIGIN: origin,
    SESSION_SECRET: secret(),
    WHATSAPP_APP_SECRET: secret(),
    WHATSAPP_VERIFY_TOKEN: secret(),
    // Production's real providers, with dummy credentials: nothing calls Paystack or Meta at
    // start, and no step of this bench sends a message or takes a payment.
    WHATSAPP_TRANSPORT: 'cloud_api',
    WHATSAPP_TOKEN: `dummy-${secret()}`,
    WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: `sk_live_dummy${secret()}`,
    POSTGRES_PASSWORD: secret(),
    MINIO_ROOT_USER: 'dwa',
    MINIO_ROOT_PASSWORD: secret(),
  };
  writeFileSync(
    join(dir, '.env'),
    Object.entries(env)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(''),
  );
  const compose = (args: string[], allowFail = false) =>
    run(
      'podman-compose',
      ['-p', project, '-f', 'compose.yaml', '-f', 'compose.local.yaml', ...args],
      { cwd: dir, log, allowFail },
    );
  const name = async (service: string) =>
    (
      await podman([
        'ps',
        '-a',
        '--filter',
        `label=com.docker.compose.project=${project}`,
        '--filter',
        `label=com.docker.compose.service=${service}`,
        '--format',
        '{{.Names}}',
      ])
    ).stdout.trim();
  const restarts = async (container: string) =>
    Number((await podman(['inspect', '--format', '{{.RestartCount}}', container])).stdout);
  const readiness = async (container: string) => {
    const r = await podman(
      [
        'exec',
        container,
        'node',
        '-e',
        "fetch('http://127.0.0.1:3000/api/health/ready').then(async (r) => console.log(r.status, await r.text()), () => console.log(0))",
      ],
      { allowFail: true },
    );
    const [status, ...body] = r.stdout.trim().split(' ');
    return { status: Number(status), body: body.join(' ') };
  };
  const waitReady = async (containers: string[], since: number) => {
    const at: Record<string, number> = {};
    const last: Record<string, string> = {};
    while (Object.keys(at).length < containers.length) {
      if (performance.now() - since > READY_LIMIT_MS) {
        throw new Error(`not ready after ${READY_LIMIT_MS / 1000} s: ${JSON.stringify(last)}`);
      }
      await Promise.all(
        containers
          .filter((c) => !(c in at))
          .map(async (c) => {
            const r = await readiness(c);
            last[c] = `${r.status} ${r.body}`;
            if (r.status === 200) at[c] = seconds(performance.now() - since);
          }),
      );
      if (Object.keys(at).length < containers.length) await sleep(500);
    }
    return { at, last };
  };
  /** The first error lines the instances logged (since `since`, ISO time). */
  const errorLines = async (containers: string[], since?: string) =>
    (
      await Promise.all(
        containers.map((c) =>
          podman(['logs', ...(since ? ['--since', since] : []), c], { allowFail: true }),
        ),
      )
    )
      .flatMap((r, i) =>
        `${r.stdout}\n${r.stderr}`
          .split('\n')
          .filter((l) => /[Ee]rror: |Failed query|ECONNREFUSED|ENOTFOUND/.test(l) && !NOISE.test(l))
          .map((l) => `app${i + 1}: ${l.trim().slice(0, 160)}`),
      )
      .slice(0, 6);
  const memory = async (containers: string[]) => {
    const r = await podman(['stats', '--no-stream', '--format', 'json', ...containers]);
    const rows = JSON.parse(r.stdout) as { name: string; mem_usage: string }[];
    return Object.fromEntries(rows.map((row) => [row.name, statMb(row.mem_usage)]));
  };
  const psql = (container: string, input: string) =>
    podman(
      [
        'exec',
        '-i',
        '-e',
        `PGPASSWORD=${env.POSTGRES_PASSWORD}`,
        container,
        'psql',
        '-h',
        '127.0.0.1',
        '-U',
        'dwa',
        '-d',
        'dwa',
        '-v',
        'ON_ERROR_STOP=1',
        '-qAt',
      ],
      { input },
    );
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, { headers, signal: AbortSignal.timeout(30_000) });

  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    cpus: cpus().length,
    tools: {
      podman: (await podman(['--version'])).stdout.trim(),
      podmanCompose: (await run('podman-compose', ['version'], { allowFail: true })).stdout
        .split('\n')
        .find((l) => l.startsWith('podman-compose')),
    },
    baseImagesBuiltSeconds: baseImages,
    build: { cold: !options.cached, appSeconds: appBuildSeconds, proxySeconds: proxyBuildSeconds },
    image,
  };

  try {
    say(`Stack ${project}: podman-compose up (proxy on ${origin})`);
    const upAt = performance.now();
    await compose(['up', '-d']);
    const upSeconds = seconds(performance.now() - upAt);
    const [app1, app2, proxy, db] = await Promise.all(['app1', 'app2', 'proxy', 'db'].map(name));
    if (!app1 || !app2 || !proxy || !db) throw new Error('a service has no container');
    const ready = await waitReady([app1, app2], upAt);
    let proxyReady = Number.NaN;
    while (performance.now() - upAt < READY_LIMIT_MS) {
      const r = await get('/api/health/ready').catch(() => null);
      if (r?.status === 200) {
        proxyReady = seconds(performance.now() - upAt);
        break;
      }
      await sleep(250);
    }
    say(
      `  up returned after ${upSeconds} s; ready: app1 ${ready.at[app1]} s, app2 ${ready.at[app2]} s, ` +
        `through the proxy ${proxyReady} s`,
    );
    report.upToReady = {
      startupErrors: await errorLines([app1, app2]),
      upCommandSeconds: upSeconds,
      app1Seconds: ready.at[app1],
      app2Seconds: ready.at[app2],
      proxySeconds: proxyReady,
      restarts: { app1: await restarts(app1), app2: await restarts(app2) },
    };
    const workers = (c: string) => JSON.parse(ready.last[c]!.slice(4)).jobs.workers as string;
    check('app1 ready', workers(app1) === 'running', `job workers ${workers(app1)}`);
    check('app2 ready (JOB_WORKERS=false)', workers(app2) === 'elsewhere', workers(app2));
    for (const c of [app1, app2]) {
      const hc = await podman(['healthcheck', 'run', c], { allowFail: true });
      check(`image HEALTHCHECK on ${c}`, hc.code === 0, `exit ${hc.code}`);
    }
    const memoryReady = await memory([app1, app2]);
    say(`  memory after ready: ${JSON.stringify(memoryReady)} MB`);

    say('A seller and a product, through the proxy');
    const password = `bench-${secret()}`;
    const hashed = await podman([
      'exec',
      '-e',
      `PW=${password}`,
      app1,
      'node',
      '--input-type=module',
      '-e',
      "const { hashPassword } = await import('/app/apps/server/src/lib/passwords.ts'); process.stdout.write(await hashPassword(process.env.PW));",
    ]);
    const sql = `with s as (insert into sellers (business_name, whatsapp_number, location_slug)
      values ('Container Proof Kente', '${SELLER_PHONE}', 'kumasi') returning id)
      insert into seller_credentials (seller_id, password_hash)
      select id, $h$${hashed.stdout.trim()}$h$ from s returning seller_id;`;
    await psql(db, sql);
    const login = await fetch(`${origin}/api/auth/seller/login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ phone: SELLER_PHONE, password }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .filter((c) => c.startsWith('dwa_session='))
      .join('; ');
    check('seller signs in through the proxy', login.status === 200 && !!cookie, `${login.status}`);
    const title = `Container proof kente ${randomBytes(3).toString('hex')}`;
    const body = productBody(form({ title }, 1), [{ data: await photoJpeg(1200, 800, 40) }]);
    const saved = await fetch(`${origin}/api/seller/products`, {
      method: 'POST',
      headers: { ...body.headers, origin, cookie },
      body: new Uint8Array(body.payload),
    });
    const product = (await saved.json()) as { id?: string };
    check('product saved with a photo (sharp, S3)', saved.status === 201, `${saved.status}`);
    await sleep(1500); // the listing and page micro-caches (1 s)
    const home = await get('/');
    const homeHtml = await home.text();
    check('home page lists it', home.status === 200 && homeHtml.includes(title), `${home.status}`);
    const page = await get(`/products/${product.id}`);
    const pageHtml = await page.text();
    check('product page', page.status === 200 && pageHtml.includes(title), `${page.status}`);
    const photoPath = /\/media\/products\/[^"' ]+\.webp/.exec(pageHtml)?.[0];
    const photo = photoPath ? await get(photoPath) : null;
    check(
      'photo served from the bucket',
      photo?.status === 200 && photo.headers.get('content-type') === 'image/webp',
      `${photoPath ?? 'no photo in the page'} ${photo?.status} ${photo?.headers.get('content-type')}`,
    );

    say('X-Forwarded-For');
    const nonce = randomBytes(6).toString('hex');
    await get(`/api/health?xff=${nonce}`, { 'x-forwarded-for': '203.0.113.7' });
    await sleep(1000);
    const seenByApp = (
      await Promise.all([app1, app2].map((c) => podman(['logs', c], { allowFail: true })))
    )
      .flatMap((r) => `${r.stdout}\n${r.stderr}`.split('\n'))
      .filter((l) => l.includes(nonce) && l.includes('remoteAddress'))
      .map((l) => JSON.parse(l).req.remoteAddress as string)[0];
    const caddyLog = await podman(['logs', proxy], { allowFail: true });
    const seenByCaddy = `${caddyLog.stdout}\n${caddyLog.stderr}`
      .split('\n')
      .filter((l) => l.includes(nonce))
      .map((l) => JSON.parse(l).request.remote_ip as string)[0];
    check(
      'the instance trusts the address Caddy saw, not the client-made one',
      !!seenByApp && seenByApp === seenByCaddy && seenByApp !== '203.0.113.7',
      `client sent 203.0.113.7; Caddy saw ${seenByCaddy}; the instance logged ${seenByApp}`,
    );

    say('CLIs in the container');
    t = performance.now();
    const backup = await podman(['exec', app1, 'node', 'apps/server/src/cli/backup.ts'], {
      allowFail: true,
    });
    const backupSeconds = seconds(performance.now() - t);
    check(
      'backup.ts (pg_dump in the image)',
      backup.code === 0,
      `${backupSeconds} s: ${quiet(backup.stdout || backup.stderr).split('\n')[0]}`,
    );
    const ledger = await podman(['exec', app1, 'node', 'apps/server/src/cli/ledger-check.ts'], {
      allowFail: true,
    });
    check('ledger-check.ts', ledger.code === 0, quiet(ledger.stdout).split('\n')[0] ?? '');

    say('The first admin (admin-create.ts) and the pre-launch checks');
    const adminEmail = 'owner@dwa-bench.test';
    const created = await podman([
      'exec',
      app1,
      'node',
      'apps/server/src/cli/admin-create.ts',
      '--email',
      adminEmail,
    ]);
    const oneTime = /One-time password: (\S+)/.exec(created.stdout)?.[1] ?? '';
    const post = (path: string, json: object, cookie = '') =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(json),
      });
    const sessionOf = (r: Response) =>
      r.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .filter((c) => c.startsWith('dwa_session='))
        .join('; ');
    const adminPassword = `Bench-${secret()}!`;
    const adminLogin = await post('/api/auth/admin/login', {
      email: adminEmail,
      password: oneTime,
    });
    const changed = await post(
      '/api/auth/admin/change-password',
      { currentPassword: oneTime, newPassword: adminPassword, confirmPassword: adminPassword },
      sessionOf(adminLogin),
    );
    const prelaunch = await fetch(`${origin}/api/admin/prelaunch`, {
      headers: { cookie: sessionOf(changed) },
    });
    const prelaunchBody = (await prelaunch.json()) as {
      verdict?: string;
      checks?: { id: string; status: string; reason: string }[];
    };
    const statusOf = Object.fromEntries((prelaunchBody.checks ?? []).map((c) => [c.id, c.status]));
    const notReady = (prelaunchBody.checks ?? []).filter((c) => c.status !== 'ready');
    check(
      'admin-create.ts, first sign-in, pre-launch checks',
      prelaunch.status === 200 && (prelaunchBody.checks?.length ?? 0) === 13,
      `${prelaunch.status}, verdict ${prelaunchBody.verdict}; not ready: ` +
        (notReady.map((c) => `${c.id} (${c.status}: ${c.reason})`).join('; ') || 'none'),
    );
    report.prelaunch = { verdict: prelaunchBody.verdict, checks: statusOf };

    say('Rolling restart under 8 clients reading through Caddy');
    const statuses: Record<string, number> = {};
    let reading = true;
    const readers = Array.from({ length: 8 }, async (_, i) => {
      while (reading) {
        const path = i % 2 === 0 ? '/' : `/api/products/${product.id}`;
        const status = await get(path)
          .then(async (r) => {
            const text = await r.text();
            // Fastify's answer on a connection that was open when its instance began closing.
            return r.status === 503 && text === CLOSING_503 ? '503 closing' : String(r.status);
          })
          .catch((e: Error) => e.name);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    });
    const restartTimes: Record<
      string,
      { stopSeconds: number; exitCode: number; readySeconds: number }
    > = {};
    const rollingSince = new Date().toISOString();
    for (const c of [app2, app1]) {
      await sleep(3000);
      const s = performance.now();
      await podman(['stop', '-t', '30', c]);
      const stopSeconds = seconds(performance.now() - s);
      const exitCode = Number(
        (await podman(['inspect', '--format', '{{.State.ExitCode}}', c])).stdout,
      );
      const r = performance.now();
      await podman(['start', c]);
      const back = await waitReady([c], r);
      restartTimes[c] = { stopSeconds, exitCode, readySeconds: back.at[c]! };
    }
    await sleep(6000); // Caddy's health check takes the last one back (every 5 s)
    reading = false;
    await Promise.all(readers);
    const total = Object.values(statuses).reduce((a, b) => a + b, 0);
    // What the instances logged for their 500s. podman's network DNS (aardvark-dns) stalls
    // name lookups for 5-10 s while a container joins or leaves the network: a database
    // connection the other instance opens then times out (pg's 5 s) and its request answers
    // 500. Those are counted apart; any other 500 fails the check.
    const serverErrors: Record<string, number> = {};
    for (const r of await Promise.all(
      [app1, app2].map((c) => podman(['logs', '--since', rollingSince, c], { allowFail: true })),
    )) {
      for (const line of `${r.stdout}\n${r.stderr}`.split('\n')) {
        if (!line.startsWith('{"level":50')) continue;
        const message = String(JSON.parse(line).err?.message ?? JSON.parse(line).msg)
          .split('\n')
          .at(-1)!
          .slice(0, 120);
        serverErrors[message] = (serverErrors[message] ?? 0) + 1;
      }
    }
    const dnsStalls = Object.entries(serverErrors)
      .filter(([m]) => /timeout exceeded when trying to connect|connection timeout/i.test(m))
      .reduce((n, [, v]) => n + v, 0);
    const unexplained = Object.entries(statuses)
      .filter(([k]) => k !== '200' && k !== '503 closing')
      .reduce((n, [k, v]) => n + (k === '500' ? Math.max(0, v - dnsStalls) : v), 0);
    check(
      'rolling restart: every read answered, but for the stopping instance and DNS stalls',
      unexplained === 0,
      `${JSON.stringify(statuses)} of ${total}; the instances' errors: ` +
        `${JSON.stringify(serverErrors)}; ${JSON.stringify(restartTimes)}`,
    );
    report.rolling = {
      statuses,
      total,
      serverErrors,
      databaseConnectTimeouts: dnsStalls,
      restartTimes,
    };
    const memoryAfter = await memory([app1, app2]);
    say(`  memory after the checks and the load: ${JSON.stringify(memoryAfter)} MB`);
    report.memoryMb = { afterReady: memoryReady, afterChecks: memoryAfter };

    say('Both instances stopped: the unavailable pages');
    const stops: Record<string, { seconds: number; exitCode: number; lastLines?: string[] }> = {};
    await Promise.all(
      [app1, app2].map(async (c) => {
        const s = performance.now();
        await podman(['stop', '-t', '30', c]);
        const code = Number(
          (await podman(['inspect', '--format', '{{.State.ExitCode}}', c])).stdout,
        );
        stops[c] = { seconds: seconds(performance.now() - s), exitCode: code };
        if (code !== 0) {
          // What it was doing when it was killed, for the report.
          const logs = await podman(['logs', '--tail', '12', c], { allowFail: true });
          stops[c].lastLines = `${logs.stdout}${logs.stderr}`.trim().split('\n');
        }
      }),
    );
    check(
      'SIGTERM: both stop cleanly',
      Object.values(stops).every((s) => s.exitCode === 0),
      JSON.stringify(stops),
    );
    report.stop = stops;
    const pages: Record<string, string> = {};
    for (const lang of LANGS) {
      const r = await podman(['exec', proxy, 'cat', `/srv/unavailable/${lang}.html`]);
      pages[lang] = r.stdout;
    }
    const cases: [string, Record<string, string>, (typeof LANGS)[number]][] = [
      ['cookie lang=tw', { cookie: 'lang=tw' }, 'tw'],
      ['Accept-Language ak-GH', { 'accept-language': 'ak-GH,en;q=0.5' }, 'tw'],
      ['Accept-Language pcm', { 'accept-language': 'pcm-NG' }, 'pidgin'],
      [
        'cookie lang=en over Accept-Language tw',
        { cookie: 'lang=en', 'accept-language': 'tw' },
        'en',
      ],
      ['no language', {}, 'en'],
    ];
    for (const [label, headers, lang] of cases) {
      const s = performance.now();
      const r = await get(`/products/${product.id}`, headers);
      const text = await r.text();
      check(
        `unavailable page, ${label}`,
        [502, 503, 504].includes(r.status) && text === pages[lang] && text.length > 0,
        `${r.status}, ${lang}.html ${text === pages[lang] ? 'served' : 'NOT served'}, ` +
          `${Math.round(performance.now() - s)} ms`,
      );
    }

    say('restore.ts --force from the backup, in a one-off container (instances stopped)');
    t = performance.now();
    const restored = await compose(
      ['run', '--rm', '--no-deps', 'app1', 'node', 'apps/server/src/cli/restore.ts', '--force'],
      true,
    );
    const restoreSeconds = seconds(performance.now() - t);
    const titles = (await psql(db, 'select title from products;\n')).stdout.trim();
    check(
      'restore.ts brings the product back',
      restored.code === 0 && titles === title,
      `${restoreSeconds} s (with the container's start), products: ${titles || 'none'}`,
    );

    say('Two instances starting at the same moment on an empty database');
    await psql(
      db,
      'set client_min_messages = warning;\n' +
        'drop schema public cascade; drop schema drizzle cascade;\n' +
        'drop schema if exists pgboss cascade; drop schema if exists pgboss_v12 cascade;\n' +
        'create schema public;\n',
    );
    const raceAt = performance.now();
    const sinceIso = new Date().toISOString();
    await Promise.all([podman(['start', app1]), podman(['start', app2])]);
    const raced = await waitReady([app1, app2], raceAt);
    const errors = await errorLines([app1, app2], sinceIso);
    const race = {
      readySeconds: raced.at,
      // podman counts restarts (by the restart policy) from the last `podman start`.
      restarts: { app1: await restarts(app1), app2: await restarts(app2) },
      errors,
    };
    report.migrationRace = race;
    // Both ready without a crash: migrations take turns under an advisory lock, and pg-boss 12
    // orders its own install and queue creation (with pg-boss 10 one instance crashed on a
    // deadlock in 3 of 6 such starts, and its restart policy brought it back).
    check(
      'both come up (ready) after starting together on an empty database, neither restarted',
      race.restarts.app1 === 0 && race.restarts.app2 === 0,
      `ready ${JSON.stringify(race.readySeconds)} s, restarts ${JSON.stringify(race.restarts)}` +
        (errors.length ? `; first error: ${errors[0]}` : '; no error logged'),
    );
  } finally {
    say('Tearing down');
    await compose(['down', '-v', '-t', '30'], true);
    for (const net of ['edge', 'backend', 'default']) {
      await podman(['network', 'rm', `${project}_${net}`], { allowFail: true });
    }
    if (!options.keepImages) {
      await podman(['rmi', APP_IMAGE, PROXY_IMAGE], { allowFail: true });
    }
    const left = await podman(
      ['ps', '-a', '-q', '--filter', `label=com.docker.compose.project=${project}`],
      { allowFail: true },
    );
    if (left.stdout.trim()) say(`  left running: ${left.stdout.trim()}`);
    rmSync(work, { recursive: true, force: true });
  }

  report.checks = checks;
  report.failed = checks.filter((c) => !c.ok).length;
  report.loadAverage = { start: loadStart, end: loadavg()[0] };
  report.totalSeconds = seconds(performance.now() - started);
  say(
    `Container bench: ${checks.length - (report.failed as number)}/${checks.length} checks passed ` +
      `in ${report.totalSeconds} s (load average ${loadStart.toFixed(1)} → ${loadavg()[0]!.toFixed(1)})`,
  );
  mkdirSync(RESULTS, { recursive: true });
  const file = join(RESULTS, `container-${(report.date as string).replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  say(`Written to ${file}`);
  if (report.failed) process.exitCode = 1;
}
