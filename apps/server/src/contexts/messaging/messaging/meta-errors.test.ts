// Meta's error codes (WhatsApp Cloud API error-code reference) mapped to what Dwa does, through
// the transport's own parsing of Meta's documented error bodies.
import { describe, expect, it } from 'vitest';
import { type META_ERRORS, metaError } from '../../../testing/fake-graph-api.ts';
import { WhatsAppApiError } from './cloud-api-transport.ts';
import { classifyFailure, type SendFailure, throttleDelayMs } from './meta-errors.ts';

/** The error the transport makes of Meta's answer (the same parse as cloud-api-transport.ts). */
function refusalOf(name: keyof typeof META_ERRORS | number, status?: number) {
  const { status: answered, body } = metaError(name, status);
  const e = (body as { error: { code: number; message: string } }).error;
  return new WhatsAppApiError(
    `WhatsApp Cloud API answered ${answered}: ${e.message}`,
    answered,
    e.code,
  );
}

const kindOf = (name: keyof typeof META_ERRORS | number, status?: number) =>
  classifyFailure(refusalOf(name, status));

describe('classifyFailure', () => {
  it('retries the throttling codes, per recipient or for the whole business number', () => {
    expect(kindOf('pairRateLimit')).toEqual({
      kind: 'throttled',
      scope: 'recipient',
      code: 131056,
    });
    for (const [name, code] of [
      ['throughput', 130429],
      ['spamRateLimit', 131048],
      ['appRateLimit', 4],
      ['wabaRateLimit', 80007],
    ] as const) {
      expect(kindOf(name)).toEqual({ kind: 'throttled', scope: 'business', code });
    }
  });

  it("holds on a refused token, permission or account: Dwa's problem, not the message's", () => {
    expect(kindOf('tokenExpired')).toEqual({ kind: 'operator', reason: 'credentials_rejected' });
    expect(kindOf(0, 401)).toEqual({ kind: 'operator', reason: 'credentials_rejected' });
    expect(kindOf('permissionDenied')).toEqual({ kind: 'operator', reason: 'permission_denied' });
    expect(kindOf(200, 403)).toEqual({ kind: 'operator', reason: 'permission_denied' });
    for (const code of [368, 131031, 131042, 133010]) {
      expect(kindOf(code, 403)).toEqual({ kind: 'operator', reason: 'account_restricted' });
    }
    // A 401 without Meta's body (a proxy in front) is still a refused token.
    expect(classifyFailure(new WhatsAppApiError('answered 401: Unauthorized', 401))).toEqual({
      kind: 'operator',
      reason: 'credentials_rejected',
    });
  });

  it('fails at once what Meta refuses about the message itself', () => {
    for (const name of [
      'undeliverable',
      'templateMissing',
      'invalidParameter',
      'unsupportedType',
    ] as const) {
      expect(kindOf(name), name).toEqual({ kind: 'permanent' });
    }
    for (const code of [131030, 131049, 131050, 130472, 132000, 132015, 132016]) {
      expect(kindOf(code), String(code)).toEqual({ kind: 'permanent' });
    }
    expect(kindOf('reEngagement')).toEqual({ kind: 'window_closed' });
  });

  it('retries temporary failures and what only the network knows', () => {
    expect(kindOf('somethingWentWrong')).toEqual({ kind: 'temporary' });
    expect(kindOf('serviceUnavailable')).toEqual({ kind: 'temporary' });
    expect(kindOf(2, 503)).toEqual({ kind: 'temporary' });
    expect(classifyFailure(new WhatsAppApiError('did not answer', null))).toEqual({
      kind: 'temporary',
    });
    expect(classifyFailure(new Error('socket hang up'))).toEqual({ kind: 'temporary' });
    for (const status of [408, 429, 500, 502]) {
      expect(classifyFailure(new WhatsAppApiError(`answered ${status}`, status))).toEqual({
        kind: 'temporary',
      });
    }
    expect(classifyFailure(new WhatsAppApiError('answered 400: Bad Request', 400))).toEqual({
      kind: 'permanent',
    });
  });

  it('names a code it does not know, and trusts is_transient and 5xx for it', () => {
    expect(kindOf(987654)).toEqual({ kind: 'unknown', code: 987654 });
    expect(kindOf(987654, 500)).toEqual({ kind: 'temporary' });
    const transient = new WhatsAppApiError('answered 400', 400, 987654, { isTransient: true });
    expect(classifyFailure(transient)).toEqual({ kind: 'temporary' });
  });
});

describe('throttleDelayMs', () => {
  const pair: Extract<SendFailure, { kind: 'throttled' }> = {
    kind: 'throttled',
    scope: 'recipient',
    code: 131056,
  };
  const throughput = { ...pair, scope: 'business' as const, code: 130429 };
  const spam = { ...throughput, code: 131048 };

  it('waits about one pair slot (6 s), doubling per refusal up to 5 minutes', () => {
    expect([1, 2, 3, 4].map((n) => throttleDelayMs(pair, n))).toEqual([
      6000, 12_000, 24_000, 48_000,
    ]);
    expect(throttleDelayMs(pair, 20)).toBe(300_000);
  });

  it('spreads business-wide waits with jitter (half to all of 10 s, doubling, at most 10 min)', () => {
    expect(throttleDelayMs(throughput, 1, () => 1)).toBe(10_000);
    expect(throttleDelayMs(throughput, 1, () => 0)).toBe(5000);
    expect(throttleDelayMs(throughput, 2, () => 1)).toBe(20_000);
    expect(throttleDelayMs(throughput, 30, () => 1)).toBe(600_000);
    expect(throttleDelayMs(spam, 1, () => 1)).toBe(300_000);
  });
});
