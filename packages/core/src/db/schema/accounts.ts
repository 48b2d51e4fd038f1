import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

// Accounts: people, their e-mailed one-time links, sign-in sessions and refresh tokens (accounts/**).

export type BlogTopicColumn = {
  area_of_expertise: string;
  post_style: string;
  about_meanings: string;
  why_followers_choose_you: string;
};

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always stored lower-cased; uniqueness is on this column. */
  email: text('email').notNull().unique(),
  /** Null for accounts created by e-mail-only sign-in until they set a password. */
  passwordHash: text('password_hash'),
  language: text('language').notNull().default('en'),
  role: text('role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  /** Bumped on password change so older access tokens stop working. */
  tokenVersion: integer('token_version').notNull().default(0),
  pendingEmail: text('pending_email'),
  blogTopic: jsonb('blog_topic')
    .$type<BlogTopicColumn>()
    .notNull()
    .default(sql`'{"area_of_expertise":"","post_style":"","about_meanings":"","why_followers_choose_you":""}'::jsonb`),
  /** When the blog topic was last saved; with instagram_profiles.activated_at it decides which one the writer follows (the later). */
  blogTopicUpdatedAt: timestamp('blog_topic_updated_at', { withTimezone: true }),
  stripeSubscription: text('stripe_subscription'),
  /** Script categories the user prefers for generation (GET/PUT /suggestions/preferences). */
  scriptCategories: jsonb('script_categories')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Which paywall this user sees (sticky experiment): 'paywall' (old) or 'paywall2' (new); null until first shown. */
  paywallVariant: text('paywall_variant', { enum: ['paywall', 'paywall2'] }),
  /** When the old paywall's 24-hour discount countdown started for this user (survives reloads and devices). */
  paywallDiscountStartedAt: timestamp('paywall_discount_started_at', { withTimezone: true }),
  /** When paywall2's 50 % discount was claimed; checkout applies it to the first period. */
  paywallDiscountClaimedAt: timestamp('paywall_discount_claimed_at', { withTimezone: true }),
  /** Public code in the user's referral link (/r/{code}); unique. */
  referralCode: text('referral_code').unique(),
  /** Who referred this user (set once at sign-up from the referral link). */
  referredByUserId: uuid('referred_by_user_id'),
  /** Set when the user first started a trial plan; never cleared (one trial per person). */
  trialUsedAt: timestamp('trial_used_at', { withTimezone: true }),
  /** Extra generations beyond the daily limit (the cancel flow's retention offer grants 20); used before refusing. */
  bonusGenerations: integer('bonus_generations').notNull().default(0),
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

/**
 * A signed-in browser: one row per log-in (a refresh-token family). Access tokens name the session, so revoking
 * it (log-out, "log out everywhere", password change, refresh-token reuse) ends them too.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The family's absolute end: refreshing never extends a session past this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'logout' | 'logout_all' | 'password_changed' | 'reuse_detected' | 'account_deleted' | 'impersonation_stopped' | … */
    revokedReason: text('revoked_reason'),
    /**
     * Set when an admin opened this session to see what the user sees (issue 13): such a session lasts an hour, has no
     * refresh token, and is refused on the protected actions (password, e-mail, payment methods, subscription).
     */
    impersonatorUserId: uuid('impersonator_user_id'),
  },
  (table) => [index('sessions_user_idx').on(table.userId, table.createdAt)],
);

/** Refresh tokens of a session; only a SHA-256 is stored. A token is used once: rotation marks it replaced. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was exchanged for a new one; presenting it again revokes the whole session. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

export type UserRow = typeof users.$inferSelect;
