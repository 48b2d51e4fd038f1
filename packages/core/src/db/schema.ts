import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type BlogTopicColumn = {
  area_of_expertise: string;
  post_style: string;
  about_meanings: string;
  why_followers_choose_you: string;
};

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always stored lower-cased; uniqueness is on this column. */
  email: text('email').notNull().unique(),
  /** Null for accounts created by e-mail-only sign-in until they set a password. */
  passwordHash: text('password_hash'),
  language: text('language').notNull().default('en'),
  role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
  /** Bumped on password change so older access tokens stop working. */
  tokenVersion: integer('token_version').notNull().default(0),
  pendingEmail: text('pending_email'),
  blogTopic: jsonb('blog_topic')
    .$type<BlogTopicColumn>()
    .notNull()
    .default(sql`'{"area_of_expertise":"","post_style":"","about_meanings":"","why_followers_choose_you":""}'::jsonb`),
  stripeSubscription: text('stripe_subscription'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use links sent by e-mail. Only a SHA-256 of the token is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'magic_login', 'email_change'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** For email_change: the new address. */
    payload: text('payload'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('one_time_tokens_user_idx').on(table.userId)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ip: text('ip').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_failures_ip_idx').on(table.ip, table.createdAt),
    index('login_failures_email_idx').on(table.email, table.createdAt),
  ],
);

/** Every e-mail rendered by the product; the whole delivery when no SMTP server is configured. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    transport: text('transport', { enum: ['outbox', 'smtp'] }).notNull(),
    messageId: text('message_id'),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_emails_created_idx').on(table.createdAt)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    path: text('path').notNull(),
    sessionId: text('session_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    referrer: text('referrer'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_occurred_idx').on(table.occurredAt)],
);

export type UserRow = typeof users.$inferSelect;
