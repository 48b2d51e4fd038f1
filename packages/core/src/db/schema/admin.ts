import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

// Operating the business (issue 13): audit log, impersonation, run-time settings, pending admins (admin/**).

/**
 * What admins did, append-only: a trigger (migration 0010) refuses UPDATE and DELETE. No foreign keys: the record
 * outlives the accounts it names, so the e-mails are copied in at the time.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminUserId: uuid('admin_user_id'),
    /** The admin's e-mail then; 'cli' for `npm run admin:create`, 'config' for ADMIN_EMAILS. */
    adminEmail: text('admin_email').notNull(),
    /** e.g. 'subscription.grant', 'payment.refund', 'sessions.revoke', 'user.delete', 'impersonation.start'. */
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id'),
    targetEmail: text('target_email'),
    /** What else identifies the action: the payment id, the promo code, the weeks granted, the flag and its value… */
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [index('admin_audit_log_created_idx').on(table.createdAt), index('admin_audit_log_target_idx').on(table.targetUserId, table.createdAt)],
);

/** Single-use links an admin opens to see the product as a user (issue 13): only a SHA-256 is kept; 60 s to use. */
export const impersonationTokens = pgTable('impersonation_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  adminUserId: uuid('admin_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  targetUserId: uuid('target_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** The session the link was exchanged for. */
  sessionId: uuid('session_id'),
  createdAt: createdAt(),
});

/**
 * Settings an admin changes at run time (feature flags, the paywall split), overriding the configured default.
 * `key` names the setting ('feature.instagram_onboarding', 'paywall2_share'); `value` is its JSON value.
 */
export const runtimeSettings = pgTable('runtime_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedByUserId: uuid('updated_by_user_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** E-mails that become admins when they sign up (`npm run admin:create` for someone without an account yet). */
export const pendingAdmins = pgTable('pending_admins', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});
