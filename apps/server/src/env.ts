// Configuration, parsed once at boot. Every bad variable is listed, then the process exits:
// a half-configured server must never start.
import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    /** The address users reach the site at (scheme, host and port; no path): the one origin of
     * every absolute link (pages, receipts, WhatsApp messages, sitemap, the startup banner) and
     * of the Origin check. Unset: http://localhost:PORT (decision 036). */
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .refine(
        (value) => /^https?:\/\/[^/?#]+\/?$/.test(value),
        'must be an origin such as https://dwa.example (no path, query or fragment)',
      )
      .optional(),
    DATA_DIR: z.string().min(1).default('./.data'),
    /** Which proxies may tell the client's address in X-Forwarded-For: a hop count ("1" behind
     * one load balancer) or addresses/CIDRs ("10.0.0.0/8,127.0.0.1"). Unset: none, so a client
     * cannot pick its own address for the per-IP limits. */
    TRUST_PROXY: z
      .string()
      .regex(
        /^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
        'must be a hop count (e.g. 1) or comma-separated addresses/CIDRs',
      )
      .optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** JSON lines (pino), or one readable line per event; default pretty in development only. */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    /** Loads demo data into an empty database. Defaults to on except in production. */
    DEMO_DATA: booleanish.optional(),
    /** Production settings on a staging copy: allows the stand-ins production refuses (the
     * payment simulator or a Paystack test key, WhatsApp kept in the outbox, demo data). Never
     * the default; the pre-launch checks of each stand-in then fail, so launch is refused. */
    STAGING: booleanish.optional(),
    /** Seconds between SIGTERM and closing: readiness already says 503, requests are still
     * answered, so a balancer takes the instance out before it stops taking them. Default 5 in
     * production (above a balancer's health-check interval), 0 elsewhere (Ctrl-C at once). */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).optional(),
    /** Runs the job workers and schedules here (default). Off: this instance only takes
     * requests (the webhook, the API) and other instances on the same database work the queue. */
    JOB_WORKERS: booleanish.optional(),
    /** Keys hashes of session ids and one-time codes. ≥ 32 characters. */
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Encrypts secrets admins save in the database (the bot's access token and app secret).
     * ≥ 32 characters; unset, a key derived from SESSION_SECRET. Changing it (or,
     * unset, SESSION_SECRET) makes saved secrets unreadable: they must be saved again. */
    SETTINGS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** The directory `npm run db:backup` writes to and `db:restore` reads (copy it off the
     * machine: docs/recipes/backups.md); the pre-launch check "backups configured" is ready
     * when it is a directory this server can write to. */
    BACKUP_TARGET: z.string().min(1).optional(),
    /** Opens GET /metrics (Prometheus text) to `Authorization: Bearer <token>`; unset, the
     * route answers 404. ≥ 32 characters: it guards the public port. */
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    WEB_DIST: z.string().min(1).default('apps/web/dist'),
    /** One-time codes one IP address may ask for in an hour. Mobile networks put many phones
     * behind one address (carrier NAT), so an operator may need more than the default. */
    CODE_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
    /** How long hot public listings are answered from memory (0 turns it off). */
    LISTING_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /** How WhatsApp messages leave: the outbox (logged and listed for admins) or Meta's API. */
    WHATSAPP_TRANSPORT: z.enum(['outbox', 'cloud_api']).default('outbox'),
    WHATSAPP_TOKEN: z.string().min(1).optional(),
    WHATSAPP_PHONE_NUMBER_ID: z
      .string()
      .regex(/^\d+$/, 'must be the numeric phone-number id from Meta')
      .optional(),
    WHATSAPP_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, 'must look like v21.0')
      .default('v21.0'),
    /** Meta's Graph API (sends and media). Default: Meta's own with the Cloud API; with the
     * outbox, the app's local stand-in (/api/whatsapp/dev-graph). Tests point it at a fake. */
    WHATSAPP_GRAPH_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Signs Meta's webhook deliveries (X-Hub-Signature-256). Required in production. */
    WHATSAPP_APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /** What Meta must echo to verify the webhook URL. Required in production. */
    WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** How long the bot waits after a seller's last photo or caption before it answers: the
     * photos of one product arrive as separate messages. */
    WHATSAPP_PHOTO_WINDOW_SECONDS: z.coerce.number().int().min(0).max(60).default(6),
    WHATSAPP_OTP_TEMPLATE: z
      .string()
      .regex(/^[a-z0-9_]+$/, 'must be a template name (lowercase letters, digits, _)')
      .default('dwa_login_code'),
    /** `adjustable`: POST /api/test/clock moves the server's time (end-to-end journeys only). */
    E2E_CLOCK: z.enum(['adjustable']).optional(),
    /** Who moves the money: the local simulator (default; a prompt page stands in for the
     * payer's phone) or Paystack (decision 039). */
    PAYMENT_PROVIDER: z.enum(['simulator', 'paystack']).default('simulator'),
    PAYSTACK_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_\w+$/, 'must be a Paystack secret key (sk_test_… or sk_live_…)')
      .optional(),
    /** Paystack's API; tests point it at a local fake. */
    PAYSTACK_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.paystack.co'),
    /** Where photos live: disk under DATA_DIR/media (default) or an S3-compatible bucket. */
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 of a-z 0-9 . -)')
      .optional(),
    /** Unset: AWS S3 itself. Any S3-compatible service's URL otherwise (R2, MinIO, B2…). */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-west-1 (R2: auto)')
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanish.optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_ORIGIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message: 'is required in production',
      });
    } else if (env.PORT === 0 && !env.PUBLIC_ORIGIN) {
      // A port picked at listen time cannot be in links made before it.
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message: 'is required with PORT=0 (links must name the real port)',
      });
    }
    // Checked in every NODE_ENV: a server told to use Meta must not start unable to send codes.
    if (env.WHATSAPP_TRANSPORT === 'cloud_api') {
      for (const name of ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when WHATSAPP_TRANSPORT=cloud_api',
          });
        }
      }
    }
    if (env.NODE_ENV === 'production' && !env.STAGING) {
      for (const issue of standInsRefused(env)) ctx.addIssue({ code: 'custom', ...issue });
    }
    if (env.STAGING && env.NODE_ENV !== 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['STAGING'],
        message: 'applies only with NODE_ENV=production (elsewhere every stand-in is allowed)',
      });
    }
    if (env.NODE_ENV === 'production') {
      for (const name of ['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const) {
        if (!env[name]) {
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
        }
      }
    }
    // The bearer token travels with every request.
    if (
      env.NODE_ENV === 'production' &&
      env.WHATSAPP_GRAPH_URL &&
      !env.WHATSAPP_GRAPH_URL.startsWith('https://')
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['WHATSAPP_GRAPH_URL'],
        message: 'must be https in production',
      });
    }
    // The secret key travels with every request.
    if (
      env.NODE_ENV === 'production' &&
      env.PAYMENT_PROVIDER === 'paystack' &&
      !env.PAYSTACK_BASE_URL.startsWith('https://')
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYSTACK_BASE_URL'],
        message: 'must be https in production',
      });
    }
    if (env.E2E_CLOCK && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['E2E_CLOCK'],
        message: 'is allowed only with NODE_ENV=test',
      });
    }
    if (env.PAYMENT_PROVIDER === 'paystack' && !env.PAYSTACK_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYSTACK_SECRET_KEY'],
        message: 'is required when PAYMENT_PROVIDER=paystack',
      });
    }
    if (env.STORAGE === 's3') {
      for (const name of ['S3_BUCKET', 'S3_REGION'] as const) {
        if (!env[name]) {
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE=s3' });
        }
      }
    }
    // Half a key pair is a mistake; neither means the SDK's default chain (instance role…).
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      const given = env.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required with ${given}` });
    }
  });

const STAGING_HINT = 'or STAGING=true on a staging copy, which can never launch';

/** What production refuses unless STAGING=true: each stand-in would take money, messages or
 * sign-ins that are not real. Each problem names the variable to set. */
function standInsRefused(env: {
  PAYMENT_PROVIDER: 'simulator' | 'paystack';
  PAYSTACK_SECRET_KEY?: string | undefined;
  WHATSAPP_TRANSPORT: 'outbox' | 'cloud_api';
  DEMO_DATA?: boolean | undefined;
}): { path: string[]; message: string }[] {
  const refused: { path: string[]; message: string }[] = [];
  if (env.PAYMENT_PROVIDER === 'simulator') {
    refused.push({
      path: ['PAYMENT_PROVIDER'],
      message: `is the simulator, which approves any payment with any PIN: set PAYMENT_PROVIDER=paystack and PAYSTACK_SECRET_KEY=sk_live_… (${STAGING_HINT})`,
    });
  } else if (env.PAYSTACK_SECRET_KEY?.startsWith('sk_test_')) {
    refused.push({
      path: ['PAYSTACK_SECRET_KEY'],
      message: `is a test key, which collects no real money: use the live key sk_live_… (${STAGING_HINT})`,
    });
  }
  if (env.WHATSAPP_TRANSPORT === 'outbox') {
    refused.push({
      path: ['WHATSAPP_TRANSPORT'],
      message: `is the outbox, which sends nothing (sign-in codes included): set WHATSAPP_TRANSPORT=cloud_api with WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID (${STAGING_HINT})`,
    });
  }
  if (env.DEMO_DATA) {
    refused.push({
      path: ['DEMO_DATA'],
      message: `would load demo shops and sign-ins: unset it (${STAGING_HINT})`,
    });
  }
  return refused;
}

/** Every variable the server reads: `.env.example` documents exactly these (a test holds it). */
export const ENV_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

/** The bucket settings are guaranteed present exactly when S3 is chosen. */
export type StorageEnv =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      /** Both or neither (then the SDK's default credential chain). */
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

interface WhatsAppCommon {
  apiVersion: string;
  /** Without a trailing slash. */
  graphUrl: string;
  otpTemplate: string;
  /** Keys the HMAC of webhook deliveries. */
  appSecret: string;
  verifyToken: string;
  /** Whether WHATSAPP_APP_SECRET / WHATSAPP_VERIFY_TOKEN were set (else generated outside
   * production). Secrets an admin saves (Bot Settings) take precedence over both. */
  appSecretConfigured: boolean;
  verifyTokenConfigured: boolean;
  /** Bearer token for media downloads (Meta's token, or the local stand-in's). */
  mediaToken: string;
  /** Seconds the bot waits for more photos before it answers a seller. */
  photoWindowSeconds: number;
}

/** The credentials are guaranteed present exactly when the Cloud API is chosen. */
export type WhatsAppEnv = WhatsAppCommon &
  (
    | { transport: 'outbox'; token: string | undefined; phoneNumberId: string | undefined }
    | { transport: 'cloud_api'; token: string; phoneNumberId: string }
  );

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** PUBLIC_ORIGIN as an origin (no trailing slash), else http://localhost:PORT. */
  publicOrigin: string;
  /** Whether PUBLIC_ORIGIN was set (the startup banner says how to set it when it matters). */
  publicOriginConfigured: boolean;
  dataDir: string;
  /** Fastify's trustProxy: false, a hop count, or a list of addresses/CIDRs. */
  trustProxy: false | number | string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** Readable lines for a person at a terminal (development), JSON for machines. */
  logFormat: 'json' | 'pretty';
  demoData: boolean;
  jobWorkers: boolean;
  /** SHUTDOWN_DRAIN_SECONDS: how long a stopping instance keeps answering, not ready. */
  shutdownDrainSeconds: number;
  sessionSecret: string;
  /** Key material for secrets kept in the settings table (admin-whatsapp's bot settings). */
  settingsSecret: string;
  backupTarget: string | undefined;
  /** Bearer token of GET /metrics; unset: no metrics route. */
  metricsToken: string | undefined;
  webDist: string;
  listingCacheMs: number;
  codeSendsPerIpPerHour: number;
  storage: StorageEnv;
  whatsapp: WhatsAppEnv;
  payments: PaymentsEnv;
  /** NODE_ENV=test only: journeys may move the server's time (POST /api/test/clock). */
  adjustableClock: boolean;
  /** STAGING=true: production settings on a copy that may run stand-ins and never launches. */
  staging: boolean;
}

/** The Paystack key is guaranteed present exactly when Paystack is chosen. */
export type PaymentsEnv =
  | { provider: 'simulator' }
  | { provider: 'paystack'; secretKey: string; baseUrl: string };

export class EnvError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/** Parses configuration from `source` (process.env by default). Throws EnvError naming every
 * bad variable. Development secrets are generated once and kept in the data dir. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings mean "unset": that is how a blank line in .env reads.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const sessionSecret = e.SESSION_SECRET ?? developmentSecret(dataDir, 'sessionSecret');
  // One spelling of the origin for every link: the URL parser's (lower-case host, no default
  // port, no trailing slash), as browsers send it in Origin.
  const publicOrigin = e.PUBLIC_ORIGIN
    ? new URL(e.PUBLIC_ORIGIN).origin
    : `http://localhost:${e.PORT}`;
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicOrigin,
    publicOriginConfigured: e.PUBLIC_ORIGIN !== undefined,
    dataDir,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    demoData: e.DEMO_DATA ?? e.NODE_ENV !== 'production',
    jobWorkers: e.JOB_WORKERS ?? true,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS ?? (e.NODE_ENV === 'production' ? 5 : 0),
    sessionSecret,
    settingsSecret:
      e.SETTINGS_SECRET ??
      Buffer.from(hkdfSync('sha256', sessionSecret, '', 'dwa settings', 32)).toString('base64url'),
    backupTarget: e.BACKUP_TARGET,
    metricsToken: e.METRICS_TOKEN,
    webDist: resolve(e.WEB_DIST),
    listingCacheMs: e.LISTING_CACHE_MS,
    codeSendsPerIpPerHour: e.CODE_SENDS_PER_IP_PER_HOUR,
    storage: storageEnv(e),
    whatsapp: whatsappEnv(e, dataDir, publicOrigin),
    payments:
      e.PAYMENT_PROVIDER === 'paystack'
        ? {
            provider: 'paystack',
            secretKey: e.PAYSTACK_SECRET_KEY!,
            baseUrl: e.PAYSTACK_BASE_URL.replace(/\/+$/, ''),
          }
        : { provider: 'simulator' },
    adjustableClock: e.E2E_CLOCK === 'adjustable',
    staging: e.STAGING ?? false,
  };
}

function storageEnv(e: z.infer<typeof EnvSchema>): StorageEnv {
  if (e.STORAGE === 'disk') return { kind: 'disk' };
  // superRefine has rejected s3 without a bucket and region.
  return {
    kind: 's3',
    bucket: e.S3_BUCKET!,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION!,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  };
}

function trustProxyOf(value: string | undefined): Env['trustProxy'] {
  if (value === undefined) return false;
  return /^\d+$/.test(value) ? Number(value) : value.replace(/\s+/g, '');
}

function whatsappEnv(
  e: z.infer<typeof EnvSchema>,
  dataDir: string,
  publicOrigin: string,
): WhatsAppEnv {
  const cloud = e.WHATSAPP_TRANSPORT === 'cloud_api';
  const graphUrl =
    e.WHATSAPP_GRAPH_URL ??
    (cloud ? 'https://graph.facebook.com' : `${publicOrigin}/api/whatsapp/dev-graph`);
  const common: WhatsAppCommon = {
    apiVersion: e.WHATSAPP_API_VERSION,
    graphUrl: graphUrl.replace(/\/+$/, ''),
    otpTemplate: e.WHATSAPP_OTP_TEMPLATE,
    appSecret: e.WHATSAPP_APP_SECRET ?? developmentSecret(dataDir, 'whatsappAppSecret'),
    verifyToken: e.WHATSAPP_VERIFY_TOKEN ?? developmentSecret(dataDir, 'whatsappVerifyToken'),
    appSecretConfigured: e.WHATSAPP_APP_SECRET !== undefined,
    verifyTokenConfigured: e.WHATSAPP_VERIFY_TOKEN !== undefined,
    mediaToken:
      e.WHATSAPP_TOKEN ?? (cloud ? '' : developmentSecret(dataDir, 'whatsappDevGraphToken')),
    photoWindowSeconds: e.WHATSAPP_PHOTO_WINDOW_SECONDS,
  };
  if (e.WHATSAPP_TRANSPORT === 'cloud_api') {
    // superRefine has rejected a cloud_api configuration without these.
    return {
      ...common,
      transport: 'cloud_api',
      token: e.WHATSAPP_TOKEN!,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
    };
  }
  return {
    ...common,
    transport: 'outbox',
    token: e.WHATSAPP_TOKEN,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
  };
}

/** Outside production a missing secret is generated once into `<dataDir>/secrets.json`, so
 * sessions survive restarts without anyone choosing a value. */
function developmentSecret(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  if (!secrets[name]) {
    secrets[name] = randomBytes(32).toString('base64url');
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets[name];
}
