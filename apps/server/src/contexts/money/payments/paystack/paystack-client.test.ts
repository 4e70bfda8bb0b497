// The Paystack provider against the fake Paystack on 127.0.0.1: the exact requests Paystack
// gets and how its answers map to outcomes. Failures are in paystack-failures.test.ts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../../lib/clock.ts';
import { type FakePaystack, startFakePaystack } from '../../../../testing/fake-paystack.ts';
import {
  chargeRequest as charge,
  providerError,
  TEST_SECRET as SECRET,
} from '../../../../testing/money/paystack/paystack-test-kit.ts';
import { TELECEL_DISPLAY_TEXT } from '../../../../testing/paystack-documented.ts';
import { RecipientInvalidError } from '../provider.ts';
import { createPaystackProvider, type PaystackProviderOptions } from './paystack-client.ts';
import { NETWORK_CODES_TTL_MS } from './paystack-networks.ts';

let fake: FakePaystack;

const paystack = (options: Partial<PaystackProviderOptions> = {}) =>
  createPaystackProvider({ secretKey: SECRET, baseUrl: fake.url, timeoutMs: 2000, ...options });

const paths = () => fake.requests.map((r) => `${r.method} ${r.path}`);

beforeAll(async () => {
  fake = await startFakePaystack({ secretKey: SECRET });
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

describe('charge', () => {
  it('sends bearer JSON with pesewas, the local phone and the provider code from /bank', async () => {
    const outcome = await paystack().charge(charge());

    expect(outcome).toEqual({
      status: 'pay_offline',
      displayText: 'Please complete authorization process on your mobile phone',
    });
    expect(paths()).toEqual(['GET /bank?currency=GHS&type=mobile_money', 'POST /charge']);
    const sent = fake.requests[1]!;
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.body).toEqual({
      email: 'seller-12@pay.dwa.test',
      amount: 5000,
      currency: 'GHS',
      reference: 'dwa_pay_1',
      mobile_money: { phone: '0241234567', provider: 'mtn' },
    });
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${SECRET}`);
  });

  it('uses whatever code Paystack lists, matched by name (Telecel renamed)', async () => {
    fake.script('GET /bank', {
      body: {
        status: true,
        message: 'Banks retrieved',
        data: [{ name: 'Telecel Cash', slug: 'telecel-gh', code: 'TCL', active: true }],
      },
    });
    // The fake only knows VOD, so it refuses TCL: proof the listed code was the one sent.
    const error = await providerError(paystack().charge(charge({ network: 'vodafone' })));
    expect(error.kind).toBe('rejected');
    expect((fake.requests[1]!.body as { mobile_money: unknown }).mobile_money).toEqual({
      phone: '0241234567',
      provider: 'tcl',
    });
  });

  it('loads the provider codes once, shared by concurrent charges, until they expire', async () => {
    const clock = fixedClock(new Date('2026-03-01T08:00:00Z'));
    const provider = paystack({ clock });
    await Promise.all(
      ['a', 'b', 'c'].map((ref) => provider.charge(charge({ reference: `dwa_pay_${ref}` }))),
    );
    await provider.charge(charge({ reference: 'dwa_pay_d', network: 'airteltigo' }));
    const bankLoads = () => paths().filter((p) => p.startsWith('GET /bank')).length;
    expect(bankLoads()).toBe(1);

    clock.advance(NETWORK_CODES_TTL_MS - 1);
    await provider.charge(charge({ reference: 'dwa_pay_e' }));
    expect(bankLoads()).toBe(1);
    clock.advance(1);
    await provider.charge(charge({ reference: 'dwa_pay_f' }));
    expect(bankLoads()).toBe(2);
  });

  it('does not keep a failed load of the provider codes', async () => {
    const provider = paystack();
    fake.script('GET /bank', { status: 503, body: { status: false, message: 'Down' } });
    expect((await providerError(provider.charge(charge()))).kind).toBe('unavailable');
    expect(await provider.charge(charge())).toMatchObject({ status: 'pay_offline' });
    expect(paths()).toEqual([
      'GET /bank?currency=GHS&type=mobile_money',
      'GET /bank?currency=GHS&type=mobile_money',
      'POST /charge',
    ]);
  });

  it('refuses a network Paystack does not list, before charging', async () => {
    fake.script('GET /bank', {
      body: { status: true, message: 'ok', data: [{ name: 'MTN', slug: 'mtn-gh', code: 'MTN' }] },
    });
    const error = await providerError(paystack().charge(charge({ network: 'airteltigo' })));
    expect(error.kind).toBe('rejected');
    expect(error.message).toContain('airteltigo');
    expect(paths()).toEqual(['GET /bank?currency=GHS&type=mobile_money']);
  });

  it('refuses a phone that is not Ghana E.164 or an amount that is not whole pesewas', async () => {
    const provider = paystack();
    await expect(provider.charge(charge({ phoneE164: '0241234567' }))).rejects.toThrow(RangeError);
    await expect(provider.charge(charge({ amountPesewas: 10.5 }))).rejects.toThrow(RangeError);
    await expect(provider.charge(charge({ amountPesewas: 0 }))).rejects.toThrow(RangeError);
    expect(paths().filter((p) => p === 'POST /charge')).toEqual([]);
  });

  it('Telecel voucher: send_otp, then submitOtp completes with the fee', async () => {
    const provider = paystack();
    const first = await provider.charge(
      charge({ network: 'vodafone', phoneE164: '+233201234567' }),
    );
    expect(first).toEqual({
      status: 'send_otp',
      displayText: TELECEL_DISPLAY_TEXT,
    });
    expect((fake.requests[1]!.body as { mobile_money: unknown }).mobile_money).toEqual({
      phone: '0201234567',
      provider: 'vod',
    });

    const second = await provider.submitOtp('dwa_pay_1', '482913');
    expect(second).toEqual({ status: 'success', gatewayFeePesewas: 98 }); // 1.95% of 5000
    const submit = fake.requests.at(-1)!;
    expect(`${submit.method} ${submit.path}`).toBe('POST /charge/submit_otp');
    expect(submit.body).toEqual({ otp: '482913', reference: 'dwa_pay_1' });
  });

  it('a charge declined with a 4xx and data.status failed is a failed outcome, not an error', async () => {
    fake.script('POST /charge', {
      status: 400,
      body: {
        status: false,
        message: 'Charge attempted',
        data: { status: 'failed', message: 'Insufficient funds', gateway_response: 'Declined' },
      },
    });
    expect(await paystack().charge(charge())).toEqual({
      status: 'failed',
      reason: 'Insufficient funds',
    });
  });
});

describe('verify', () => {
  it('maps pending, success with fees and paid_at, and a decline', async () => {
    const provider = paystack();
    await provider.charge(charge({ reference: 'dwa/pay 1' }));
    expect(await provider.verify('dwa/pay 1')).toEqual({
      reference: 'dwa/pay 1',
      status: 'pending',
      amountPesewas: 5000,
      requestedPesewas: 5000,
      feePesewas: 0,
      currency: 'GHS',
    });
    expect(fake.requests.at(-1)!.path).toBe('/transaction/verify/dwa%2Fpay%201');

    await fake.settleCharge('dwa/pay 1', 'success');
    const paid = await provider.verify('dwa/pay 1');
    expect(paid).toMatchObject({ status: 'success', amountPesewas: 5000, feePesewas: 98 });
    expect(paid.paidAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    await provider.charge(charge({ reference: 'dwa_pay_2', amountPesewas: 20000 }));
    await fake.settleCharge('dwa_pay_2', 'failed');
    expect(await provider.verify('dwa_pay_2')).toEqual({
      reference: 'dwa_pay_2',
      status: 'failed',
      amountPesewas: 20000,
      requestedPesewas: 20000,
      feePesewas: 0,
      currency: 'GHS',
      reason: 'Declined by customer',
    });
  });

  it('refuses an answer about another reference', async () => {
    fake.script('GET /transaction/verify/dwa_pay_1', {
      body: {
        status: true,
        message: 'Verification successful',
        data: {
          reference: 'someone_else',
          status: 'success',
          amount: 5000,
          fees: 98,
          currency: 'GHS',
        },
      },
    });
    expect((await providerError(paystack().verify('dwa_pay_1'))).kind).toBe('bad_response');
  });
});

describe('transfers', () => {
  const wallet = { name: 'Kofi Rider', phoneE164: '+233551234987', network: 'mtn' as const };
  const payout = (recipientCode: string, reference = 'dwa_payout_1') => ({
    reference,
    amountPesewas: 12_345,
    recipientCode,
    reason: 'Dwa rider payout',
  });

  it('creates the recipient, then transfers from the balance to it; verify settles', async () => {
    const provider = paystack();
    const code = await provider.createRecipient(wallet);
    expect(code).toBe('RCP_fake1'); // the code the fake's /transferrecipient answered
    expect(await provider.transfer(payout(code))).toEqual({ status: 'pending' });
    expect(paths()).toEqual([
      'GET /bank?currency=GHS&type=mobile_money',
      'POST /transferrecipient',
      'POST /transfer',
    ]);
    expect(fake.requests[1]!.body).toEqual({
      type: 'mobile_money',
      name: 'Kofi Rider',
      account_number: '0551234987',
      bank_code: 'MTN',
      currency: 'GHS',
    });
    expect(fake.requests[2]!.body).toEqual({
      source: 'balance',
      amount: 12_345,
      recipient: 'RCP_fake1',
      reference: 'dwa_payout_1',
      reason: 'Dwa rider payout',
    });

    expect(await provider.verifyTransfer('dwa_payout_1')).toEqual({ status: 'success' });
    expect(fake.requests.at(-1)!.path).toBe('/transfer/verify/dwa_payout_1');
    // The same wallet again: Paystack answers the same recipient.
    expect(await provider.createRecipient(wallet)).toBe(code);
  });

  it('a recipient code Paystack does not have is a RecipientInvalidError', async () => {
    const provider = paystack();
    const error = await providerError(provider.transfer(payout('RCP_forgotten')));
    expect(error).toBeInstanceOf(RecipientInvalidError);
    expect(error.httpStatus).toBe(400);
    // Another refusal stays a plain rejection (nothing to create again).
    fake.script('POST /transfer', {
      status: 400,
      body: { status: false, message: 'Invalid amount', code: 'invalid_params' },
    });
    const other = await providerError(
      provider.transfer(payout(await provider.createRecipient(wallet))),
    );
    expect(other).not.toBeInstanceOf(RecipientInvalidError);
    expect(other.kind).toBe('rejected');
  });

  it('maps a reversed transfer to failed with Paystack’s words', async () => {
    fake.script('GET /transfer/verify/dwa_payout_9', {
      body: {
        status: true,
        message: 'Transfer retrieved',
        data: { status: 'reversed', reason: 'Dwa rider payout', gateway_response: 'Wallet closed' },
      },
    });
    expect(await paystack().verifyTransfer('dwa_payout_9')).toEqual({
      status: 'failed',
      reason: 'Wallet closed',
    });
  });
});

describe('webhooks from the fake', () => {
  it('are delivered over HTTP and verify on the bytes received', async () => {
    const received: { body: Buffer; headers: Record<string, string | string[] | undefined> }[] = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ body: Buffer.concat(chunks), headers: req.headers });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/paystack`;
    const emitting = await startFakePaystack({ secretKey: SECRET, webhookUrl });
    try {
      const provider = paystack({ baseUrl: emitting.url });
      await provider.charge(charge({ reference: 'dwa_pay_hook', amountPesewas: 20_000 }));
      await emitting.settleCharge('dwa_pay_hook', 'success');

      expect(received).toHaveLength(1);
      const [delivery] = received;
      expect(provider.parseWebhook(delivery!.body, delivery!.headers)).toEqual({
        type: 'charge.success',
        reference: 'dwa_pay_hook',
        amountPesewas: 20_000,
        requestedPesewas: 20_000,
        feePesewas: 390,
        currency: 'GHS',
      });
    } finally {
      await emitting.stop();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
