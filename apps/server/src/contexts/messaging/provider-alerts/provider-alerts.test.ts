// The generic operator alert: one incident per provider however many refusals and instances
// raise it at once, one error line per incident, resolved once, a new incident after that.
import type { DatabaseHandle } from '@dwa/db/client';
import { providerAlerts } from '@dwa/db/schema/index';
import { createTestDatabase } from '@dwa/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { capturingLogger } from '../../../testing/messaging/test-messaging.ts';
import { activeAlert, activeAlerts, raiseAlert, resolveAlert } from './provider-alerts.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('provider alerts', () => {
  it('raise once for 50 refusals at the same time, resolve once, and start over after', async () => {
    const clock = fixedClock(new Date('2031-01-01T10:00:00Z'));
    const { log, lines } = capturingLogger();
    const deps = { db: database.db, clock, log };
    const refusal = {
      provider: 'paystack' as const,
      reason: 'credentials_rejected' as const,
      detail: 'Invalid key',
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => raiseAlert(deps, refusal)));
    expect(answers.filter((a) => a.raised)).toHaveLength(1);
    expect(lines.filter((l) => l.level === 'error')).toHaveLength(1);
    expect(lines[0]?.fields).toMatchObject({ provider: 'paystack', detail: 'Invalid key' });
    expect(await activeAlert(database.db, 'paystack')).toEqual({
      provider: 'paystack',
      reason: 'credentials_rejected',
      since: '2031-01-01T10:00:00.000Z',
    });
    expect(await activeAlert(database.db, 'whatsapp')).toBeNull();
    const [row] = await database.db.select().from(providerAlerts);
    expect(row).toMatchObject({ occurrences: 50, resolvedAt: null });

    clock.advance(60_000);
    const ends = await Promise.all([
      resolveAlert(deps, 'paystack'),
      resolveAlert(deps, 'paystack'),
    ]);
    expect(ends.map((e) => e.resolved).sort()).toEqual([false, true]);
    expect(await activeAlerts(database.db)).toEqual([]);

    clock.advance(60_000);
    expect(await raiseAlert(deps, { ...refusal, reason: 'account_restricted' })).toEqual({
      raised: true,
    });
    expect(await activeAlerts(database.db)).toEqual([
      { provider: 'paystack', reason: 'account_restricted', since: '2031-01-01T10:02:00.000Z' },
    ]);
  });
});
