// The per-IP limit of one-time codes is the operator's (CODE_SENDS_PER_IP_PER_HOUR): behind a
// mobile network's shared address, 20 an hour would lock out a whole neighbourhood.
import { uniquePhone } from '@dwa/db/testing/factories';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CODE_SENDS_PER_IP_PER_HOUR: '3' } });
});
afterAll(() => t.close());

const ask = (ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/codes',
    headers: { origin: TEST_ORIGIN },
    payload: { phone: uniquePhone(), purpose: 'rider_signup' },
    remoteAddress: ip,
  });

it('allows the configured number of sends per IP an hour, then refuses', async () => {
  for (let i = 0; i < 3; i++) expect((await ask('10.7.7.7')).statusCode).toBe(202);
  const refused = await ask('10.7.7.7');
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error.message).toBe('Too many codes requested. Please try again later.');
  expect((await ask('10.7.7.8')).statusCode).toBe(202);
});
