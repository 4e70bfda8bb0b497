import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'dwa-env-'));

/** What the README named as production's required variables before production refused the
 * stand-ins (decision 043). */
const README_PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  PUBLIC_ORIGIN: 'https://dwa.example',
  WHATSAPP_APP_SECRET: 'meta-app-secret-0123456789',
  WHATSAPP_VERIFY_TOKEN: 'verify-token-0123456789',
};

/** A complete production configuration: real payments and real WhatsApp. */
const PRODUCTION = {
  ...README_PRODUCTION,
  PAYMENT_PROVIDER: 'paystack',
  PAYSTACK_SECRET_KEY: 'sk_live_abc123',
  WHATSAPP_TRANSPORT: 'cloud_api',
  WHATSAPP_TOKEN: 'EAAG-token',
  WHATSAPP_PHONE_NUMBER_ID: '1234567890',
};

describe('loadEnv', () => {
  it('applies defaults for development', () => {
    const dir = tempDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env.port).toBe(3000);
    expect(env.nodeEnv).toBe('development');
    expect(env.demoData).toBe(true);
    expect(env.jobWorkers).toBe(true);
    expect(loadEnv({ DATA_DIR: dir, JOB_WORKERS: 'false' }).jobWorkers).toBe(false);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.publicOrigin).toBe('http://localhost:3000');
  });

  it('opens /metrics only to a long enough METRICS_TOKEN (none: no metrics route)', () => {
    expect(loadEnv({ DATA_DIR: tempDir() }).metricsToken).toBeUndefined();
    const token = 'm'.repeat(32);
    expect(loadEnv({ DATA_DIR: tempDir(), METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadEnv({ DATA_DIR: tempDir(), METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 32 characters/,
    );
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
      /SESSION_SECRET: is required in production[\s\S]*PUBLIC_ORIGIN: is required in production[\s\S]*WHATSAPP_APP_SECRET: is required in production[\s\S]*WHATSAPP_VERIFY_TOKEN: is required in production/,
    );
    const env = loadEnv({ ...PRODUCTION, DATA_DIR: tempDir() });
    expect(env.demoData).toBe(false);
    expect(env.staging).toBe(false);
    expect(env.payments.provider).toBe('paystack');
    expect(env.whatsapp.transport).toBe('cloud_api');
  });

  it("refuses production with only the README's required variables: money and messages would be fake", () => {
    try {
      loadEnv({ ...README_PRODUCTION, DATA_DIR: tempDir() });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems;
      expect(problems).toEqual([
        expect.stringMatching(
          /^PAYMENT_PROVIDER: is the simulator, .* set PAYMENT_PROVIDER=paystack and PAYSTACK_SECRET_KEY=sk_live_… \(or STAGING=true/,
        ),
        expect.stringMatching(
          /^WHATSAPP_TRANSPORT: is the outbox, .* set WHATSAPP_TRANSPORT=cloud_api with WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID \(or STAGING=true/,
        ),
      ]);
    }
    // Naming the simulator and the outbox on purpose changes nothing.
    expect(() =>
      loadEnv({
        ...README_PRODUCTION,
        PAYMENT_PROVIDER: 'simulator',
        WHATSAPP_TRANSPORT: 'outbox',
        DATA_DIR: tempDir(),
      }),
    ).toThrow(/PAYMENT_PROVIDER: is the simulator[\s\S]*WHATSAPP_TRANSPORT: is the outbox/);
  });

  it('refuses a Paystack test key, a plain-http Paystack and demo data in production', () => {
    expect(() =>
      loadEnv({ ...PRODUCTION, PAYSTACK_SECRET_KEY: 'sk_test_abc123', DATA_DIR: tempDir() }),
    ).toThrow(/PAYSTACK_SECRET_KEY: is a test key, which collects no real money/);
    expect(() =>
      loadEnv({ ...PRODUCTION, PAYSTACK_BASE_URL: 'http://paystack.example', DATA_DIR: tempDir() }),
    ).toThrow(/PAYSTACK_BASE_URL: must be https in production/);
    expect(() => loadEnv({ ...PRODUCTION, DEMO_DATA: 'true', DATA_DIR: tempDir() })).toThrow(
      /DEMO_DATA: would load demo shops and sign-ins/,
    );
  });

  it('lets a deliberate staging copy run the stand-ins in production, and only in production', () => {
    const env = loadEnv({
      ...README_PRODUCTION,
      STAGING: 'true',
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_abc123',
      DEMO_DATA: 'true',
      DATA_DIR: tempDir(),
    });
    expect(env.staging).toBe(true);
    expect(env.payments).toMatchObject({ provider: 'paystack', secretKey: 'sk_test_abc123' });
    expect(env.whatsapp.transport).toBe('outbox');
    expect(env.demoData).toBe(true);
    const simulated = loadEnv({ ...README_PRODUCTION, STAGING: 'yes', DATA_DIR: tempDir() });
    expect(simulated.payments.provider).toBe('simulator');
    expect(
      loadEnv({
        ...README_PRODUCTION,
        STAGING: 'false',
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_live_abc123',
        WHATSAPP_TRANSPORT: 'cloud_api',
        WHATSAPP_TOKEN: 't',
        WHATSAPP_PHONE_NUMBER_ID: '1',
        DATA_DIR: tempDir(),
      }).staging,
    ).toBe(false);
    expect(() => loadEnv({ STAGING: 'true', DATA_DIR: tempDir() })).toThrow(
      /STAGING: applies only with NODE_ENV=production/,
    );
  });

  it('has one spelling of the public origin, and refuses what is not an origin', () => {
    const origin = (value: string) =>
      loadEnv({ DATA_DIR: tempDir(), PUBLIC_ORIGIN: value }).publicOrigin;
    expect(origin('https://Dwa.Example/')).toBe('https://dwa.example');
    expect(origin('https://dwa.example:443')).toBe('https://dwa.example');
    expect(origin('http://127.0.0.1:4100')).toBe('http://127.0.0.1:4100');
    expect(loadEnv({ DATA_DIR: tempDir(), PORT: '3100' }).publicOrigin).toBe(
      'http://localhost:3100',
    );
    for (const bad of ['https://dwa.example/app', 'ftp://dwa.example', 'https://dwa.example?x']) {
      expect(() => origin(bad), bad).toThrow(/^[\s\S]*PUBLIC_ORIGIN:/);
    }
    // A port chosen at listen time cannot be in the links: say the address.
    expect(() => loadEnv({ DATA_DIR: tempDir(), PORT: '0' })).toThrow(
      /PUBLIC_ORIGIN: is required with PORT=0/,
    );
    expect(
      loadEnv({ DATA_DIR: tempDir(), PORT: '0', PUBLIC_ORIGIN: 'http://127.0.0.1:4100' }).port,
    ).toBe(0);
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

  it('sends WhatsApp through the outbox by default, with generated webhook secrets', () => {
    const dir = tempDir();
    const env = loadEnv({ DATA_DIR: dir, PORT: '3100' });
    expect(env.whatsapp).toEqual({
      transport: 'outbox',
      token: undefined,
      phoneNumberId: undefined,
      apiVersion: 'v21.0',
      // Media of simulated messages comes from the app's own stand-in for Meta.
      graphUrl: 'http://localhost:3100/api/whatsapp/dev-graph',
      otpTemplate: 'dwa_login_code',
      appSecret: expect.stringMatching(/^[\w-]{43}$/),
      verifyToken: expect.stringMatching(/^[\w-]{43}$/),
      appSecretConfigured: false,
      verifyTokenConfigured: false,
      mediaToken: expect.stringMatching(/^[\w-]{43}$/),
      photoWindowSeconds: 6,
    });
    // Generated once and kept: the simulator and a restart sign with the same secret.
    expect(loadEnv({ DATA_DIR: dir }).whatsapp.appSecret).toBe(env.whatsapp.appSecret);
    const secrets = JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'));
    expect(secrets.whatsappAppSecret).toBe(env.whatsapp.appSecret);
  });

  it('requires the token and phone-number id for the Cloud API in every environment', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      try {
        loadEnv({
          NODE_ENV,
          WHATSAPP_TRANSPORT: 'cloud_api',
          WHATSAPP_TOKEN: '',
          SESSION_SECRET: 'x'.repeat(40),
          PUBLIC_ORIGIN: 'https://dwa.example',
          DATA_DIR: tempDir(),
        });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        expect((error as EnvError).problems).toEqual(
          expect.arrayContaining([
            'WHATSAPP_TOKEN: is required when WHATSAPP_TRANSPORT=cloud_api',
            'WHATSAPP_PHONE_NUMBER_ID: is required when WHATSAPP_TRANSPORT=cloud_api',
          ]),
        );
      }
    }
    expect(() =>
      loadEnv({ WHATSAPP_TRANSPORT: 'cloud_api', WHATSAPP_TOKEN: 'tok', DATA_DIR: tempDir() }),
    ).toThrow(/^ {2}- WHATSAPP_PHONE_NUMBER_ID: is required/m);
  });

  it('reads a complete Cloud API configuration', () => {
    const env = loadEnv({
      WHATSAPP_TRANSPORT: 'cloud_api',
      WHATSAPP_TOKEN: 'EAAG-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_API_VERSION: 'v22.0',
      WHATSAPP_GRAPH_URL: 'http://127.0.0.1:9999/',
      WHATSAPP_OTP_TEMPLATE: 'dwa_code_2',
      WHATSAPP_APP_SECRET: 'meta-app-secret-0123456789',
      WHATSAPP_VERIFY_TOKEN: 'verify-token-0123456789',
      DATA_DIR: tempDir(),
    });
    expect(env.whatsapp).toEqual({
      transport: 'cloud_api',
      token: 'EAAG-token',
      phoneNumberId: '106540352242922',
      apiVersion: 'v22.0',
      graphUrl: 'http://127.0.0.1:9999',
      otpTemplate: 'dwa_code_2',
      appSecret: 'meta-app-secret-0123456789',
      verifyToken: 'verify-token-0123456789',
      appSecretConfigured: true,
      verifyTokenConfigured: true,
      mediaToken: 'EAAG-token',
      photoWindowSeconds: 6,
    });
    const defaults = loadEnv({
      WHATSAPP_TRANSPORT: 'cloud_api',
      WHATSAPP_TOKEN: 'EAAG-token',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      DATA_DIR: tempDir(),
    });
    expect(defaults.whatsapp.graphUrl).toBe('https://graph.facebook.com');
  });

  it('rejects malformed WhatsApp settings', () => {
    try {
      loadEnv({
        WHATSAPP_TRANSPORT: 'twilio',
        WHATSAPP_PHONE_NUMBER_ID: '+233 24',
        WHATSAPP_API_VERSION: '21',
        WHATSAPP_GRAPH_URL: 'ftp://graph.example',
        WHATSAPP_OTP_TEMPLATE: 'Login Code',
        WHATSAPP_PHOTO_WINDOW_SECONDS: '61',
        DATA_DIR: tempDir(),
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems;
      expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
        'WHATSAPP_API_VERSION',
        'WHATSAPP_GRAPH_URL',
        'WHATSAPP_OTP_TEMPLATE',
        'WHATSAPP_PHONE_NUMBER_ID',
        'WHATSAPP_PHOTO_WINDOW_SECONDS',
        'WHATSAPP_TRANSPORT',
      ]);
    }
  });

  it('refuses a plain-http Graph API in production', () => {
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        PUBLIC_ORIGIN: 'https://dwa.example',
        WHATSAPP_GRAPH_URL: 'http://graph.example',
        DATA_DIR: tempDir(),
      }),
    ).toThrow(/WHATSAPP_GRAPH_URL: must be https in production/);
  });

  it('moves money through the simulator unless Paystack is chosen with its key', () => {
    const dir = tempDir();
    expect(loadEnv({ DATA_DIR: dir }).payments).toEqual({ provider: 'simulator' });
    expect(() => loadEnv({ DATA_DIR: dir, PAYMENT_PROVIDER: 'paystack' })).toThrow(
      /PAYSTACK_SECRET_KEY: is required when PAYMENT_PROVIDER=paystack/,
    );
    expect(() =>
      loadEnv({ DATA_DIR: dir, PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'secret' }),
    ).toThrow(/PAYSTACK_SECRET_KEY: must be a Paystack secret key/);
    expect(
      loadEnv({
        DATA_DIR: dir,
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_test_abc123',
        PAYSTACK_BASE_URL: 'http://127.0.0.1:9999/',
      }).payments,
    ).toEqual({
      provider: 'paystack',
      secretKey: 'sk_test_abc123',
      baseUrl: 'http://127.0.0.1:9999',
    });
  });

  it('lets only a test server have its clock moved', () => {
    const dir = tempDir();
    expect(
      loadEnv({ DATA_DIR: dir, NODE_ENV: 'test', E2E_CLOCK: 'adjustable' }).adjustableClock,
    ).toBe(true);
    expect(loadEnv({ DATA_DIR: dir }).adjustableClock).toBe(false);
    expect(() => loadEnv({ DATA_DIR: dir, E2E_CLOCK: 'adjustable' })).toThrow(
      /E2E_CLOCK: is allowed only with NODE_ENV=test/,
    );
  });

  it('keeps photos on disk by default', () => {
    expect(loadEnv({ DATA_DIR: tempDir() }).storage).toEqual({ kind: 'disk' });
  });

  it('requires the bucket and region for STORAGE=s3, naming both', () => {
    try {
      loadEnv({ STORAGE: 's3', S3_BUCKET: '', DATA_DIR: tempDir() });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).problems).toEqual([
        'S3_BUCKET: is required when STORAGE=s3',
        'S3_REGION: is required when STORAGE=s3',
      ]);
    }
  });

  it('takes both S3 keys or neither', () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'dwa-media', S3_REGION: 'eu-west-1' };
    expect(() => loadEnv({ ...s3, S3_ACCESS_KEY_ID: 'AKIA123', DATA_DIR: tempDir() })).toThrow(
      /^ {2}- S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID$/m,
    );
    expect(() => loadEnv({ ...s3, S3_SECRET_ACCESS_KEY: 'secret', DATA_DIR: tempDir() })).toThrow(
      /^ {2}- S3_ACCESS_KEY_ID: is required with S3_SECRET_ACCESS_KEY$/m,
    );
    // Neither: the SDK's default credential chain (an instance role, AWS_* variables…).
    expect(loadEnv({ ...s3, DATA_DIR: tempDir() }).storage).toEqual({
      kind: 's3',
      bucket: 'dwa-media',
      endpoint: undefined,
      region: 'eu-west-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('reads a complete S3-compatible configuration', () => {
    const env = loadEnv({
      STORAGE: 's3',
      S3_BUCKET: 'dwa-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
      DATA_DIR: tempDir(),
    });
    expect(env.storage).toEqual({
      kind: 's3',
      bucket: 'dwa-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      forcePathStyle: true,
    });
  });

  it('rejects malformed storage settings', () => {
    try {
      loadEnv({
        STORAGE: 'gcs',
        S3_BUCKET: 'Dwa_Media',
        S3_ENDPOINT: 'ftp://files.example',
        S3_REGION: 'EU West',
        S3_FORCE_PATH_STYLE: 'sometimes',
        DATA_DIR: tempDir(),
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).problems.map((p) => p.split(':')[0]).sort()).toEqual([
        'S3_BUCKET',
        'S3_ENDPOINT',
        'S3_FORCE_PATH_STYLE',
        'S3_REGION',
        'STORAGE',
      ]);
    }
  });
});
