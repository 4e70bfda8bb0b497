// Webhook signatures: HMAC-SHA512 over the exact bytes Paystack sent, and nothing is believed
// before the signature is. Events are signed by the fake Paystack, as Paystack would sign them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePaystack, startFakePaystack } from '../../../../testing/fake-paystack.ts';
import { ProviderError, ProviderSignatureError } from '../provider.ts';
import { createPaystackProvider } from './paystack-client.ts';
import { isValidPaystackSignature, signPaystackBody } from './paystack-signature.ts';

const SECRET = 'sk_test_signature_secret';
let fake: FakePaystack;
const provider = createPaystackProvider({ secretKey: SECRET, baseUrl: 'http://127.0.0.1:9' });
const signed = (signature: string) => ({ 'x-paystack-signature': signature });

/** A charge.success delivery as Paystack formats it (pretty-printed on purpose: the bytes are
 * what is signed, not the JSON value). */
const CHARGE_SUCCESS = `{
  "event": "charge.success",
  "data": { "reference": "dwa_pay_1", "amount": 5000, "fees": 98, "currency": "GHS",
            "status": "success", "channel": "mobile_money" }
}`;

beforeAll(async () => {
  fake = await startFakePaystack({ secretKey: SECRET });
});
afterAll(() => fake.stop());

describe('signPaystackBody', () => {
  it('is hex HMAC-SHA512 (RFC 4231-style known vector)', () => {
    expect(signPaystackBody('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      'b42af09057bac1e2d41708e48a902e09b5ff7f12ab428a4fe86653c73dd248fb' +
        '82f948a549f7b791a5b41915ee4d1ec3935357e4e2317250d0372afa2ebeeb3a',
    );
  });

  it('refuses headers of the wrong shape without throwing', () => {
    const body = Buffer.from('{}');
    const good = signPaystackBody(SECRET, body);
    expect(isValidPaystackSignature(SECRET, body, good)).toBe(true);
    expect(isValidPaystackSignature(SECRET, body, good.toUpperCase())).toBe(true);
    expect(isValidPaystackSignature(SECRET, body, good.slice(0, 64))).toBe(false);
    expect(isValidPaystackSignature(SECRET, body, `sha512=${good}`)).toBe(false);
    expect(isValidPaystackSignature(SECRET, body, `${good.slice(0, 127)}g`)).toBe(false);
    expect(isValidPaystackSignature(SECRET, body, '')).toBe(false);
  });
});

describe('parseWebhook', () => {
  it('accepts a good signature and reads charge.success', () => {
    const raw = Buffer.from(CHARGE_SUCCESS);
    const event = provider.parseWebhook(raw, signed(signPaystackBody(SECRET, raw)));
    expect(event).toEqual({
      type: 'charge.success',
      reference: 'dwa_pay_1',
      amountPesewas: 5000,
      feePesewas: 98,
      currency: 'GHS',
    });
  });

  it('accepts what the fake Paystack signs and reads transfer events', () => {
    const { body, signature } = fake.signWebhook({
      event: 'transfer.failed',
      data: {
        reference: 'dwa_payout_7',
        reason: 'Rider payout',
        gateway_response: 'Wallet locked',
      },
    });
    expect(provider.parseWebhook(Buffer.from(body), signed(signature))).toEqual({
      type: 'transfer.failed',
      reference: 'dwa_payout_7',
      reason: 'Wallet locked',
    });
    const reversed = fake.signWebhook({ event: 'transfer.reversed', data: { reference: 'p8' } });
    expect(provider.parseWebhook(Buffer.from(reversed.body), signed(reversed.signature))).toEqual({
      type: 'transfer.reversed',
      reference: 'p8',
    });
  });

  it('reports events it does not act on as ignored', () => {
    const { body, signature } = fake.signWebhook({
      event: 'customeridentification.success',
      data: {},
    });
    expect(provider.parseWebhook(Buffer.from(body), signed(signature))).toEqual({
      type: 'ignored',
      event: 'customeridentification.success',
    });
  });

  it('rejects a tampered body', () => {
    const signature = signPaystackBody(SECRET, CHARGE_SUCCESS);
    const tampered = Buffer.from(CHARGE_SUCCESS.replace('"amount": 5000', '"amount": 9000'));
    expect(() => provider.parseWebhook(tampered, signed(signature))).toThrow(
      ProviderSignatureError,
    );
  });

  it('rejects a missing or repeated header', () => {
    const raw = Buffer.from(CHARGE_SUCCESS);
    const signature = signPaystackBody(SECRET, raw);
    expect(() => provider.parseWebhook(raw, {})).toThrow(ProviderSignatureError);
    expect(() =>
      provider.parseWebhook(raw, { 'x-paystack-signature': [signature, signature] }),
    ).toThrow(ProviderSignatureError);
  });

  it('rejects a signature made with another key', () => {
    const raw = Buffer.from(CHARGE_SUCCESS);
    const signature = signPaystackBody('sk_test_someone_else', raw);
    expect(() => provider.parseWebhook(raw, signed(signature))).toThrow(ProviderSignatureError);
  });

  it('rejects a signature over re-serialised JSON rather than the raw bytes', () => {
    const raw = Buffer.from(CHARGE_SUCCESS);
    const reserialised = JSON.stringify(JSON.parse(CHARGE_SUCCESS));
    expect(reserialised).not.toBe(CHARGE_SUCCESS);
    const signature = signPaystackBody(SECRET, reserialised);
    expect(() => provider.parseWebhook(raw, signed(signature))).toThrow(ProviderSignatureError);
  });

  it('checks the signature before parsing: bad JSON with a bad signature is a signature error', () => {
    const raw = Buffer.from('{not json');
    expect(() => provider.parseWebhook(raw, signed('0'.repeat(128)))).toThrow(
      ProviderSignatureError,
    );
  });

  it('refuses a well-signed event missing the fields Dwa needs', () => {
    const { body, signature } = fake.signWebhook({
      event: 'charge.success',
      data: { reference: 'dwa_pay_2', currency: 'GHS' },
    });
    const parse = () => provider.parseWebhook(Buffer.from(body), signed(signature));
    expect(parse).toThrow(ProviderError);
    expect(parse).toThrow(/unexpected fields \(amount\)/);
  });
});
