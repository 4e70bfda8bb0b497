// Paystack signs every webhook: `x-paystack-signature` is the hex HMAC-SHA512 of the raw request
// body keyed with the secret key. It is checked on the bytes as received, before any JSON.parse:
// re-serialising parsed JSON changes key order and whitespace, so a check over that would both
// refuse genuine events and invite confusion over what was signed.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

const HEX_SHA512 = /^[0-9a-f]{128}$/i;

export function signPaystackBody(secretKey: string, body: Buffer | string): string {
  return createHmac('sha512', secretKey).update(body).digest('hex');
}

export function isValidPaystackSignature(
  secretKey: string,
  rawBody: Buffer,
  header: string | undefined,
): boolean {
  // The shape check first, so timingSafeEqual always gets two 64-byte buffers (it throws on a
  // length mismatch) and a header of any other length is refused without comparing.
  if (header === undefined || !HEX_SHA512.test(header)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}
