import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { suggestions } from './content.ts';

// Publishing to Instagram (publishing/**): connected accounts, OAuth attempts, posts and their insights.

/**
 * An Instagram professional account a creator connected for publishing (Instagram Login). The long-lived token is
 * kept only encrypted (`token_ciphertext`, AES-256-GCM with the configured key). Disconnecting revokes and deletes the
 * token (null) and marks the row 'disconnected' instead of deleting it, so the account's published posts and their
 * insights stay in the creator's history; connecting the same account again makes the row active (decision 0049).
 */
export const publishingAccounts = pgTable(
  'publishing_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The professional account id used in Graph publishing paths. */
    igUserId: text('ig_user_id').notNull(),
    username: text('username').notNull(),
    name: text('name'),
    accountType: text('account_type', { enum: ['BUSINESS', 'MEDIA_CREATOR'] }).notNull(),
    profilePictureUrl: text('profile_picture_url'),
    /** 'active'; 'needs_reconnect' once the token can no longer be used or refreshed; 'disconnected' by the creator. */
    status: text('status', { enum: ['active', 'needs_reconnect', 'disconnected'] })
      .notNull()
      .default('active'),
    /** Null once disconnected (the token is revoked and deleted). */
    tokenCiphertext: text('token_ciphertext'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    tokenRefreshedAt: timestamp('token_refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The scopes the creator granted. */
    permissions: jsonb('permissions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Instagram's publishing quota as last read (content_publishing_limit). */
    quotaUsage: integer('quota_usage'),
    quotaTotal: integer('quota_total').notNull().default(50),
    quotaCheckedAt: timestamp('quota_checked_at', { withTimezone: true }),
    /** When the creator was told (e-mail and notice) that the account needs reconnecting; null while it does not. */
    reconnectNotifiedAt: timestamp('reconnect_notified_at', { withTimezone: true }),
    connectedAt: createdAt(),
  },
  (table) => [index('publishing_accounts_user_idx').on(table.userId), uniqueIndex('publishing_accounts_user_ig_idx').on(table.userId, table.igUserId)],
);

/** One "Connect for publishing" attempt: the OAuth `state` (hashed) and the PKCE verifier, single-use, short-lived. */
export const publishingOauthStates = pgTable('publishing_oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A post to Instagram, now or scheduled. The publishing job moves it through its steps and records each one before
 * the next, so that a retry (or a worker killed mid-step) resumes where it was and never publishes twice:
 * containers (`container_ids`, `container_id`) → `publish_requested_at` → `ig_media_id` and `permalink`.
 */
export const publishingPosts = pgTable(
  'publishing_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => publishingAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reel', 'story', 'carousel', 'image'] }).notNull(),
    status: text('status', { enum: ['scheduled', 'publishing', 'published', 'failed', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    /** Where the job is while publishing: queued, preparing, uploading, processing, publishing. */
    stage: text('stage'),
    caption: text('caption').notNull().default(''),
    shareToFeed: boolean('share_to_feed').notNull().default(true),
    collaborators: jsonb('collaborators')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    coverOffsetMs: integer('cover_offset_ms'),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    suggestionId: uuid('suggestion_id').references(() => suggestions.id, { onDelete: 'set null' }),
    imageIds: jsonb('image_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * The prepared media of each item, in order (storage keys): a photo made into a JPEG Instagram accepts, or the
     * suggestion's MP4. The public media route opens only these, and only while the post is publishing.
     */
    mediaKeys: jsonb('media_keys')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Set when a job was sent for the post (now, the tick, a retry): a second tick sends none while it is recent. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /** Instagram's 24 h quota was used up: the tick sends the post again from this time (publish_at stays the creator's). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Carousel children's containers, in order (created once each). */
    childContainerIds: jsonb('child_container_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The container that is published (the carousel's own, or the single media's). */
    containerId: text('container_id'),
    containerCreatedAt: timestamp('container_created_at', { withTimezone: true }),
    /** Set just before media_publish is called: from here on, a retry first asks Instagram whether it was published. */
    publishRequestedAt: timestamp('publish_requested_at', { withTimezone: true }),
    igMediaId: text('ig_media_id'),
    permalink: text('permalink'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    failureSubcode: integer('failure_subcode'),
    /** Jobs that started on this post; the one holding the latest attempt is the only one that writes. */
    attempts: integer('attempts').notNull().default(0),
    /** Latest insights (views, reach, likes, comments, saved, shares) and when the next fetch is due. */
    insights: jsonb('insights').$type<Record<string, number>>(),
    insightsFetchedAt: timestamp('insights_fetched_at', { withTimezone: true }),
    insightsDueAt: timestamp('insights_due_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('publishing_posts_user_time_idx').on(table.userId, table.publishAt),
    index('publishing_posts_due_idx').on(table.status, table.publishAt),
    index('publishing_posts_insights_due_idx').on(table.insightsDueAt),
    uniqueIndex('publishing_posts_media_idx').on(table.accountId, table.igMediaId),
  ],
);

export type PublishingAccountRow = typeof publishingAccounts.$inferSelect;
export type PublishingPostRow = typeof publishingPosts.$inferSelect;
