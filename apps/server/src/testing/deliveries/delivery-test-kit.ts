// Shared by the delivery tests: riders who can work (verified, online, in Accra Central) with a
// session, a seller's request through the API, the recipient's code as the outbox holds it, and
// a job walked to a given status through the routes.
import { notificationLog } from '@dwa/db/schema/index';
import { buildRider } from '@dwa/db/testing/factories';
import type { SellerDelivery } from '@dwa/domain/deliveries';
import { and, eq } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../../access/sessions.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import type { TestApp } from '../test-app.ts';

const YEAR = 365 * 24 * 60 * 60 * 1000;

export async function workingRider(
  t: TestApp,
  overrides: Parameters<typeof buildRider>[1] = {},
  clock: Clock = systemClock,
) {
  const rider = await buildRider(t.db, {
    isVerified: true,
    verificationExpiry: new Date(clock.now().getTime() + YEAR),
    isOnline: true,
    serviceZones: ['accra-central'],
    ...overrides,
  });
  const { token } = await createSession(t.db, clock, t.env.sessionSecret, {
    userType: 'rider',
    userId: rider.id,
    role: null,
  });
  return { rider, cookie: `${SESSION_COOKIE}=${token}` };
}

export const requestBody = (overrides: Record<string, unknown> = {}) => ({
  pickupLocation: 'Makola Market, Accra',
  zone: 'accra-central',
  dropoffLocation: 'East Legon',
  dropoffLandmark: 'Near the Shell station',
  recipientName: 'Akosua Owusu',
  recipientPhone: '024 765 4321',
  deliveryNote: 'Fragile',
  fee: '25',
  ...overrides,
});

export async function askForRider(t: TestApp, cookie: string, overrides = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/seller/deliveries',
    headers: { cookie },
    payload: requestBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`request: ${res.statusCode} ${res.body}`);
  return res.json() as SellerDelivery;
}

/** The code the recipient was texted, read from the job's message in the outbox. */
export async function recipientCode(t: TestApp, jobId: string): Promise<string> {
  const [message] = await t.db
    .select({ text: notificationLog.messageText })
    .from(notificationLog)
    .where(
      and(
        eq(notificationLog.eventType, 'delivery'),
        eq(notificationLog.dedupeKey, `delivery_code:${jobId}`),
      ),
    );
  const code = message?.text.match(/: (\d{4})\./)?.[1];
  if (!code) throw new Error(`no code texted for ${jobId}`);
  return code;
}

export const riderPost = (t: TestApp, cookie: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Accepted, picked up and delivered with the right code by `riderCookie`. */
export async function deliver(t: TestApp, riderCookie: string, jobId: string) {
  for (const step of ['accept', 'pickup']) {
    const res = await riderPost(t, riderCookie, `/api/rider/jobs/${jobId}/${step}`);
    if (res.statusCode !== 200) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
  }
  const code = await recipientCode(t, jobId);
  const res = await riderPost(t, riderCookie, `/api/rider/jobs/${jobId}/deliver`, { code });
  if (res.statusCode !== 200) throw new Error(`deliver: ${res.statusCode} ${res.body}`);
}
