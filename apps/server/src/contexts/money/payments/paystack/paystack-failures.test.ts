// Every way a Paystack call can fail ends as a ProviderError of a known kind (and so a known
// retry decision), never an unhandled exception or a guess, and never with the secret key in it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakePaystack, startFakePaystack } from '../../../../testing/fake-paystack.ts';
import {
  chargeRequest as charge,
  providerError,
  TEST_SECRET as SECRET,
} from '../../../../testing/money/paystack/paystack-test-kit.ts';
import { createPaystackProvider, type PaystackProviderOptions } from './paystack-client.ts';

let fake: FakePaystack;

const paystack = (options: Partial<PaystackProviderOptions> = {}) =>
  createPaystackProvider({ secretKey: SECRET, baseUrl: fake.url, timeoutMs: 2000, ...options });

beforeAll(async () => {
  fake = await startFakePaystack({ secretKey: SECRET });
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

describe('failures', () => {
  it('4xx: rejected with Paystack’s message, not retryable', async () => {
    const provider = paystack();
    await provider.charge(charge());
    const error = await providerError(provider.charge(charge()));
    expect(error).toMatchObject({ kind: 'rejected', retryable: false, httpStatus: 400 });
    expect(error.message).toBe('Paystack POST /charge: Duplicate Transaction Reference');
  });

  it('a wrong key (401 Invalid key) is a credentials error, told once per call, never the key', async () => {
    const told: { request: string; message: string }[] = [];
    const provider = paystack({
      secretKey: 'sk_test_wrong',
      credentials: {
        onCredentialsRejected: async (rejected) => {
          told.push(rejected);
        },
        onCredentialsAccepted: async () => {},
      },
    });
    const error = await providerError(provider.verify('x'));
    expect(error).toMatchObject({ kind: 'credentials', httpStatus: 401, retryable: false });
    expect(error.message).toBe('Paystack GET /transaction/verify/x: Invalid key');
    expect(told).toEqual([
      { request: 'Paystack GET /transaction/verify/x', message: 'Invalid key' },
    ]);
    expect(JSON.stringify(told)).not.toContain('sk_test_wrong');
    // A 4xx that is not about the key stays a refusal of the request.
    fake.script('GET /transaction/verify/y', {
      status: 400,
      body: { status: false, message: 'Transaction reference not found' },
    });
    expect((await providerError(paystack().verify('y'))).kind).toBe('rejected');
  });

  it('5xx and a dropped connection: unavailable, retryable', async () => {
    fake.script('POST /charge', { status: 500, body: { status: false, message: 'Server error' } });
    const provider = paystack();
    const fiveHundred = await providerError(provider.charge(charge()));
    expect(fiveHundred).toMatchObject({ kind: 'unavailable', retryable: true, httpStatus: 500 });

    fake.script('POST /charge', { drop: true });
    const dropped = await providerError(provider.charge(charge({ reference: 'dwa_pay_2' })));
    expect(dropped).toMatchObject({ kind: 'unavailable', retryable: true });
  });

  it('a server that cannot be reached is unavailable', async () => {
    const error = await providerError(
      paystack({ baseUrl: 'http://127.0.0.1:9' }).verify('dwa_pay_1'),
    );
    expect(error).toMatchObject({ kind: 'unavailable', retryable: true });
  });

  it('an answer later than timeoutMs is a timeout, retryable, and does not wait for it', async () => {
    fake.script('GET /transaction/verify/dwa_pay_1', { delayMs: 1500 });
    const started = Date.now();
    const error = await providerError(paystack({ timeoutMs: 150 }).verify('dwa_pay_1'));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('malformed JSON or missing fields: bad_response', async () => {
    const provider = paystack();
    fake.script('POST /charge', { raw: '{"status": true, "data": {' });
    const malformed = await providerError(provider.charge(charge()));
    expect(malformed).toMatchObject({ kind: 'bad_response', retryable: false, httpStatus: 200 });

    fake.script('GET /transaction/verify/dwa_pay_2', {
      body: { status: true, message: 'ok', data: { reference: 'dwa_pay_2', status: 'success' } },
    });
    const missing = await providerError(provider.verify('dwa_pay_2'));
    expect(missing.kind).toBe('bad_response');
    expect(missing.message).toContain('amount');
  });
});
