// Operator alerts per vendor (domain/provider-alerts.ts): a vendor refuses Dwa's own key, token
// or account, so every call fails until a person acts. The state is one row per provider in the
// database: any instance raises it, any instance sees it and the first call that works again
// resolves it. Raising logs one error line per incident (not one per refused call); readiness,
// the pre-launch checks and /metrics read activeAlerts.
//
//   raiseAlert(deps, { provider: 'paystack', reason: 'credentials_rejected', detail })
//   resolveAlert(deps, 'paystack')   // after a call that worked, or a new key saved and tried
//   activeAlert(db, 'paystack')      // null, or { provider, reason, since }
import type { Db } from '@dwa/db/client';
import { providerAlerts } from '@dwa/db/schema/index';
import type { AlertProvider, AlertReason, ProviderAlert } from '@dwa/domain/provider-alerts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';

export interface AlertDeps {
  db: Db;
  clock: Clock;
  log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

export interface RaiseInput {
  provider: AlertProvider;
  reason: AlertReason;
  /** The vendor's own words for the refusal, for the operator: never a secret. */
  detail?: string | null;
}

/** Raises the provider's alert, or counts one more refusal while it is raised. `raised` is true
 * for the refusal that started the incident (it wrote the error log line). */
export async function raiseAlert(deps: AlertDeps, input: RaiseInput): Promise<{ raised: boolean }> {
  const now = deps.clock.now();
  const detail = input.detail?.slice(0, 500) ?? null;
  const [row] = await deps.db
    .insert(providerAlerts)
    .values({
      provider: input.provider,
      reason: input.reason,
      detail,
      raisedAt: now,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({
      target: providerAlerts.provider,
      set: {
        reason: input.reason,
        detail,
        lastSeenAt: now,
        // A resolved alert starts a new incident; a raised one counts on.
        raisedAt: sql`case when ${providerAlerts.resolvedAt} is null then ${providerAlerts.raisedAt} else excluded.raised_at end`,
        occurrences: sql`case when ${providerAlerts.resolvedAt} is null then ${providerAlerts.occurrences} + 1 else 1 end`,
        resolvedAt: null,
      },
    })
    .returning({ occurrences: providerAlerts.occurrences });
  const raised = row?.occurrences === 1;
  if (raised) {
    deps.log.error(
      { provider: input.provider, reason: input.reason, detail, alert: 'provider' },
      `${input.provider} refuses Dwa's own credentials or account: operator alert raised`,
    );
  }
  return { raised };
}

/** Ends the provider's incident; `resolved` is true when one was raised (this call ended it). */
export async function resolveAlert(
  deps: AlertDeps,
  provider: AlertProvider,
): Promise<{ resolved: boolean }> {
  const ended = await deps.db
    .update(providerAlerts)
    .set({ resolvedAt: deps.clock.now() })
    .where(and(eq(providerAlerts.provider, provider), isNull(providerAlerts.resolvedAt)))
    .returning({ occurrences: providerAlerts.occurrences });
  if (ended.length === 0) return { resolved: false };
  deps.log.info(
    { provider, occurrences: ended[0]?.occurrences, alert: 'provider' },
    `${provider} works again: operator alert resolved`,
  );
  return { resolved: true };
}

const view = (row: typeof providerAlerts.$inferSelect): ProviderAlert => ({
  provider: row.provider as AlertProvider,
  reason: row.reason as AlertReason,
  since: row.raisedAt.toISOString(),
});

/** Every raised alert, oldest first. */
export async function activeAlerts(db: Db): Promise<ProviderAlert[]> {
  const rows = await db
    .select()
    .from(providerAlerts)
    .where(isNull(providerAlerts.resolvedAt))
    .orderBy(asc(providerAlerts.raisedAt));
  return rows.map(view);
}

export async function activeAlert(db: Db, provider: AlertProvider): Promise<ProviderAlert | null> {
  const [row] = await db
    .select()
    .from(providerAlerts)
    .where(and(eq(providerAlerts.provider, provider), isNull(providerAlerts.resolvedAt)));
  return row ? view(row) : null;
}
