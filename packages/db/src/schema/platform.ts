import { PRODUCT_REPORT_REASONS, PRODUCT_REPORT_STATUSES } from '@dwa/domain/enums';
import { ALERT_PROVIDERS, ALERT_REASONS } from '@dwa/domain/provider-alerts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './accounts.ts';
import { id, oneOf, tstz, updatedAt } from './helpers.ts';
import { products } from './products.ts';

/** Platform settings edited by admins (support numbers, bot number, banner text, …). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

/** Who changed what; written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('audit_log_actor_check', t.actorType, ['admin', 'seller', 'rider', 'system']),
    index('audit_log_at_idx').on(t.at.desc().nullsFirst()),
  ],
);

/** Messages from the public contact form, listed for admins. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'),
    ip: text('ip'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    /** Set when an admin marks the message handled; cleared when reopened. */
    handledAt: tstz('handled_at'),
    handledBy: uuid('handled_by').references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [
    oneOf('contact_messages_status_check', t.status, ['new', 'read', 'archived']),
    index('contact_messages_created_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

/** A buyer's report of a listing (Report listing on product pages), the admins' moderation queue.
 * One open report per visitor and product: a repeat changes nothing. */
export const productReports = pgTable(
  'product_reports',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    visitorId: text('visitor_id').notNull(),
    ip: text('ip'),
    status: text('status').notNull().default('open'),
    resolvedAt: tstz('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => admins.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('product_reports_reason_check', t.reason, PRODUCT_REPORT_REASONS),
    oneOf('product_reports_status_check', t.status, PRODUCT_REPORT_STATUSES),
    index('product_reports_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    uniqueIndex('product_reports_open_once')
      .on(t.productId, t.visitorId)
      .where(sql`status = 'open'`),
  ],
);

/** An operator alert per vendor (domain/provider-alerts.ts): raised when the vendor refuses Dwa's
 * own credentials or account, resolved when a call works again. One row per provider, kept after
 * resolving (resolved_at) so the last incident can still be read. */
export const providerAlerts = pgTable(
  'provider_alerts',
  {
    provider: text('provider').primaryKey(),
    reason: text('reason').notNull(),
    /** The vendor's own words for the refusal (never a secret), for the operator. */
    detail: text('detail'),
    raisedAt: tstz('raised_at').notNull(),
    lastSeenAt: tstz('last_seen_at').notNull(),
    /** Refusals seen since it was raised. */
    occurrences: integer('occurrences').notNull().default(1),
    /** Null while the alert is raised. */
    resolvedAt: tstz('resolved_at'),
  },
  (t) => [
    oneOf('provider_alerts_provider_check', t.provider, ALERT_PROVIDERS),
    oneOf('provider_alerts_reason_check', t.reason, ALERT_REASONS),
  ],
);
