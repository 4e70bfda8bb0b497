// What /metrics reads from the database, once per scrape (never per request), under a time
// limit: a slow or unreachable database must not hang the scraper, and a gauge it could not
// read is dropped for that scrape (dwa_metrics_database_up says so) rather than shown stale.
import type { DatabaseHandle } from '@dwa/db/client';
import { rowsOf } from '@dwa/db/migrate';
import { ALERT_PROVIDERS } from '@dwa/domain/provider-alerts';
import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { JOB_SCHEMA } from '../../../tasks/job-schema.ts';
import { activeAlerts } from '../../messaging/public.ts';

const TIMEOUT_MS = 2000;
/** pg-boss's states worth a gauge: waiting (created, retry), running, and failed but not yet
 * deleted (pg-boss 12 deletes finished jobs 7 days after they finish, by default). */
const JOB_STATES = ['created', 'retry', 'active', 'failed'] as const;

export function createDatabaseGauges(registry: Registry, database: DatabaseHandle) {
  const registers = [registry];
  const jobs = new Gauge({
    name: 'dwa_jobs',
    help: 'Jobs per queue and state (created+retry = queue depth; failed = not yet deleted, 7 days).',
    labelNames: ['queue', 'state'],
    registers,
  });
  const outbox = new Gauge({
    name: 'dwa_outbox_messages_24h',
    help: 'WhatsApp outbox messages created in the last 24 hours, by status (queued, sent, failed).',
    labelNames: ['status'],
    registers,
  });
  const payments = new Gauge({
    name: 'dwa_payments',
    help: 'Payments by status.',
    labelNames: ['status'],
    registers,
  });
  const alerts = new Gauge({
    name: 'dwa_provider_alert',
    help: "1 while a vendor refuses Dwa's own credentials or account (an operator must act), else 0.",
    labelNames: ['provider'],
    registers,
  });
  const up = new Gauge({
    name: 'dwa_metrics_database_up',
    help: '1 when the database gauges of this scrape were read within 2 s, else 0 (and they are absent).',
    registers,
  });
  const gauges = [jobs, outbox, payments, alerts];

  async function read(queues: readonly string[], attempt: { abandoned: boolean }) {
    const [jobRows, outboxRows, paymentRows, alertRows] = [
      rowsOf<{ name: string; state: string; n: number }>(
        await database.db.execute(sql`
          select name, state::text as state, count(*)::int as n from ${sql.raw(JOB_SCHEMA)}.job
           where state in ('created', 'retry', 'active', 'failed') group by 1, 2`),
      ),
      rowsOf<{ status: string; n: number }>(
        await database.db.execute(sql`
          select status, count(*)::int as n from notification_log
           where created_at > now() - interval '24 hours' group by 1`),
      ),
      rowsOf<{ status: string; n: number }>(
        await database.db.execute(sql`select status, count(*)::int as n from payments group by 1`),
      ),
      await activeAlerts(database.db),
    ];
    // A read that outlived its time limit must not overwrite the scrape that gave up on it.
    if (attempt.abandoned) return;
    for (const g of gauges) g.reset();
    // Every queue and state appears, 0 included: an alert on a rate needs the series to exist.
    for (const queue of queues) for (const state of JOB_STATES) jobs.set({ queue, state }, 0);
    for (const r of jobRows) jobs.set({ queue: r.name, state: r.state }, Number(r.n));
    for (const status of ['queued', 'sent', 'failed']) outbox.set({ status }, 0);
    for (const r of outboxRows) outbox.set({ status: r.status }, Number(r.n));
    for (const r of paymentRows) payments.set({ status: r.status }, Number(r.n));
    for (const provider of ALERT_PROVIDERS) alerts.set({ provider }, 0);
    for (const a of alertRows) alerts.set({ provider: a.provider }, 1);
  }

  return {
    /** Reads every database gauge now (one scrape). */
    async refresh(queues: readonly string[]) {
      let timer: NodeJS.Timeout | undefined;
      const attempt = { abandoned: false };
      try {
        await Promise.race([
          read(queues, attempt),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('metrics: database timeout')), TIMEOUT_MS);
          }),
        ]);
        up.set(1);
      } catch {
        attempt.abandoned = true;
        for (const g of gauges) g.reset();
        up.set(0);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
