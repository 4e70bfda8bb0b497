import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, oneOf, tstz, updatedAt } from './helpers.ts';

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
  },
  (t) => [
    oneOf('contact_messages_status_check', t.status, ['new', 'read', 'archived']),
    index('contact_messages_created_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);
