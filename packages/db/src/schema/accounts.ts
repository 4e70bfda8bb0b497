import { ADMIN_ROLES } from '@dwa/domain/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ghanaPhone, id, oneOf, tstz } from './helpers.ts';
import { sellers } from './sellers.ts';

const SESSION_USER_TYPES = ['seller', 'rider', 'admin'] as const;

export const admins = pgTable(
  'admins',
  {
    id: id(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('super_admin'),
    passwordResetRequired: boolean('password_reset_required').notNull().default(true),
    /** When set, sign-in needs a WhatsApp one-time code as a second step. */
    phone: text('phone'),
    createdAt: createdAt(),
    lastLoginAt: tstz('last_login_at'),
  },
  (t) => [
    check('admins_email_lowercase', sql`${t.email} = lower(${t.email})`),
    oneOf('admins_role_check', t.role, ADMIN_ROLES),
    ghanaPhone('admins_phone_e164', t.phone),
  ],
);

/** Server-side sessions; the cookie holds a random id, the table only its keyed hash. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userType: text('user_type').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role'),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    oneOf('sessions_user_type_check', t.userType, SESSION_USER_TYPES),
    index('sessions_user_idx').on(t.userType, t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/** One-time codes sent over WhatsApp (sign-in, phone checks); only a keyed hash is stored. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    consumedAt: tstz('consumed_at'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    ghanaPhone('one_time_codes_phone_e164', t.phone),
    index('one_time_codes_phone_idx').on(t.phone, t.purpose, t.createdAt.desc().nullsFirst()),
    index('one_time_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_seller_idx').on(t.sellerId, t.createdAt)],
);

/** Failures and sends counted per key over a sliding window (sign-in attempts per IP and per
 * account, wrong codes per number). Kept in the database so several server instances agree. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: id(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_lookup_idx').on(t.bucket, t.key, t.at)],
);
