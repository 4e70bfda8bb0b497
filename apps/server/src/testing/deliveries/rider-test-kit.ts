// Shared by the rider tests: a rider (any columns) with a session, calls to the rider routes as
// a browser makes them, and earnings written to the ledger as completing a job writes them.
import { riders } from '@dwa/db/schema/index';
import { buildRider } from '@dwa/db/testing/factories';
import { riderCreditTransaction } from '@dwa/domain/ledger';
import { eq } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../../access/sessions.ts';
import { recordTransaction } from '../../contexts/money/ledger/ledger.service.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { TEST_ORIGIN, type TestApp } from '../test-app.ts';

export async function signedInRider(
  t: TestApp,
  overrides: Parameters<typeof buildRider>[1] = {},
  clock: Clock = systemClock,
) {
  const rider = await buildRider(t.db, overrides);
  const { token } = await createSession(t.db, clock, t.env.sessionSecret, {
    userType: 'rider',
    userId: rider.id,
  });
  return { rider, cookie: `${SESSION_COOKIE}=${token}` };
}

export const callAs = (
  t: TestApp,
  cookie: string | undefined,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A job's earning in the rider's wallet, credited at `at`, as completing the job credits it. */
export async function creditEarning(
  t: TestApp,
  riderId: string,
  jobId: string,
  pesewas: number,
  at: Date,
) {
  const earning = riderCreditTransaction({ reference: jobId, riderId, earningPesewas: pesewas });
  await recordTransaction(t.db, earning, { at });
}

export async function riderRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(riders).where(eq(riders.id, id));
  if (!row) throw new Error(`rider ${id} is gone`);
  return row;
}
