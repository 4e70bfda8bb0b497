// Meta signs every webhook delivery: X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body,
// keyed with the app secret>. Checked on the bytes as received, before anything is parsed.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signWebhookBody(secret: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function isValidSignature(
  secret: string,
  body: Buffer,
  header: string | string[] | undefined,
): boolean {
  if (typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(signWebhookBody(secret, body));
  const given = Buffer.from(header.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The verification token, compared in constant time. */
export function tokensMatch(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = createHmac('sha256', 'dwa:verify').update(expected).digest();
  const b = createHmac('sha256', 'dwa:verify').update(given).digest();
  return timingSafeEqual(a, b);
}
