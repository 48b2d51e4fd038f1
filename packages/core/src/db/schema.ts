import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
  /** When the blog topic was last saved; with instagram_profiles.activated_at it decides which one the writer follows (the later). */
  blogTopicUpdatedAt: timestamp('blog_topic_updated_at', { withTimezone: true }),
  stripeSubscription: text('stripe_subscription'),
  /** Script categories the user prefers for generation (GET/PUT /suggestions/preferences). */
  scriptCategories: jsonb('script_categories').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** Which paywall this user sees (sticky experiment, spec §2): 'paywall' (old) or 'paywall2' (new); null until first shown. */
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

/** A copy of every e-mail sent, with one-time tokens redacted unless DEV_OUTBOX is on (decision 0015). */
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
    /** Event details beyond the path, e.g. a funnel step view or answer: {funnel, step, language, answer?}. */
    props: jsonb('props').$type<Record<string, string | number | boolean | string[] | null>>(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_occurred_idx').on(table.occurredAt), index('analytics_events_type_idx').on(table.type, table.occurredAt)],
);

/**
 * One visitor's walk through an onboarding funnel (issue 12): answers kept server-side from the first step, anonymous
 * until sign-up attaches them to the account. The id is the capability (a random UUID kept by the browser).
 */
export const funnelSessions = pgTable(
  'funnel_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    funnel: text('funnel', { enum: ['legacy', 'v2', 'v3'] }).notNull(),
    language: text('language').notNull(),
    /** Answer key → value, validated against the funnel definition (packages/contract funnels). */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** The last step shown, so a reload or another visit resumes there. */
    currentStep: text('current_step').notNull(),
    /** The anonymous analysis started from the nickname step (profile_analyses.id). */
    analysisId: uuid('analysis_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('funnel_sessions_user_idx').on(table.userId), index('funnel_sessions_created_idx').on(table.createdAt)],
);

/** Photos a user uploaded: a normalised JPEG and a thumbnail, both in object storage. */
export const userImages = pgTable(
  'user_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** Face detection, once per photo: 'ok' | 'no_face' | 'several_faces' | 'too_small' | 'blurred'; null = not run yet. */
    faceStatus: text('face_status'),
    /** The detected face's landmarks (FaceLandmarks from @reelcraft/media) when one face was found. */
    face: jsonb('face').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [index('user_images_user_idx').on(table.userId, table.createdAt)],
);

/** Voice recordings a user uploaded, transcoded to one format. */
export const userAudio = pgTable(
  'user_audio',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    bytes: integer('bytes').notNull(),
    /** 'recording': the user reading a script; 'music': a track the user brought for their memes. */
    kind: text('kind', { enum: ['recording', 'music'] }).notNull().default('recording'),
    /** The file name the user uploaded (shown in the track picker); null for recordings. */
    title: text('title'),
    createdAt: createdAt(),
  },
  (table) => [index('user_audio_user_idx').on(table.userId, table.createdAt)],
);

export const suggestionBatches = pgTable('suggestion_batches', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  count: integer('count').notNull(),
  createdAt: createdAt(),
});

/** Generated content: a script, or a video with its script. `request` keeps what was asked, `result` what was made. */
export const suggestions = pgTable(
  'suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').references(() => suggestionBatches.id, { onDelete: 'set null' }),
    /** The suggestion this one regenerates, if any. */
    parentId: uuid('parent_id'),
    type: text('type', { enum: ['smart_script', 'custom_script', 'meme', 'storytelling', 'avatar'] }).notNull(),
    status: text('status', { enum: ['creating', 'ready', 'failed'] }).notNull().default('creating'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage').notNull().default('queued'),
    language: text('language').notNull(),
    userInput: text('user_input').notNull().default(''),
    /** True for the first script made for a new user (GET /suggestion/initial); it does not use a daily slot. */
    isInitial: boolean('is_initial').notNull().default(false),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    videoKey: text('video_key'),
    thumbnailKey: text('thumbnail_key'),
    durationSeconds: real('duration_seconds'),
    feedback: text('feedback', { enum: ['like', 'dislike'] }),
    errorCode: text('error_code'),
    attempts: integer('attempts').notNull().default(0),
    /** Set when a subscription ended: hidden until the user buys the archive restore (spec §9), never deleted by it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('suggestions_user_idx').on(table.userId, table.createdAt),
    index('suggestions_status_idx').on(table.status, table.updatedAt),
    // At most one free initial script per user, even when two requests race (GET /suggestion/initial).
    uniqueIndex('suggestions_one_initial_idx').on(table.userId).where(sql`${table.isInitial}`),
  ],
);

/**
 * One row per generation that used a daily slot. A failed generation sets refunded_at, giving the slot back.
 * The limit counts unrefunded rows of the last 24 hours (rolling window).
 */
export const generationSlots = pgTable(
  'generation_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    suggestionId: uuid('suggestion_id').references(() => suggestions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [index('generation_slots_user_idx').on(table.userId, table.createdAt)],
);

/**
 * One analysis of an Instagram account. It may run before sign-up (user_id null, claimed later by attaching it);
 * `profile` is the snapshot we fetched, `metrics` the numbers computed from it, `narrative` the written part.
 */
export const profileAnalyses = pgTable(
  'profile_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    language: text('language').notNull(),
    status: text('status', { enum: ['running', 'ready', 'failed'] }).notNull().default('running'),
    stage: text('stage').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    errorCode: text('error_code'),
    profile: jsonb('profile').$type<Record<string, unknown>>(),
    metrics: jsonb('metrics').$type<Record<string, unknown>>(),
    narrative: jsonb('narrative').$type<Record<string, unknown>>(),
    trendIds: jsonb('trend_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Job attempts that started this analysis; a finisher only writes while its attempt is still the current one. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** While Instagram is limiting us (stage 'waiting_rate_limit'): when the job tries again. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
  },
  (table) => [index('profile_analyses_user_idx').on(table.userId, table.createdAt), index('profile_analyses_status_idx').on(table.status, table.updatedAt)],
);

/** Instagram accounts attached to a user (at most 5); the active one drives generation. */
export const instagramProfiles = pgTable(
  'instagram_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    analysisId: uuid('analysis_id').references(() => profileAnalyses.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(false),
    /** When this account was last made the active one (null while it never was). */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('instagram_profiles_user_idx').on(table.userId), uniqueIndex('instagram_profiles_user_username_idx').on(table.userId, table.username)],
);

/** Trends: the curated catalogue (seeded at start) and formats found by the ingestion job. */
export const trends = pgTable(
  'trends',
  {
    id: text('id').primaryKey(),
    source: text('source', { enum: ['curated', 'ingested'] }).notNull(),
    language: text('language').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    score: real('score').notNull().default(0),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('trends_language_score_idx').on(table.language, table.score)],
);

/** Growth-plan steps (spec §4): profile analysed, audience analysed, scripts written, video generated. */
/** Animated previews of trends, rendered once per (trend, language, renderer version) and kept in storage. */
export const trendPreviews = pgTable(
  'trend_previews',
  {
    trendId: text('trend_id').notNull(),
    language: text('language').notNull(),
    version: integer('version').notNull(),
    status: text('status', { enum: ['rendering', 'ready', 'failed'] }).notNull(),
    videoKey: text('video_key'),
    posterKey: text('poster_key'),
    errorCode: text('error_code'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.trendId, table.language, table.version] })],
);

export const userMilestones = pgTable(
  'user_milestones',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text('step', { enum: ['profile_analysed', 'audience_analysed', 'scripts_written', 'video_generated'] }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.step] })],
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

/**
 * Counters of the one request limiter (anonymous endpoints, log-in throttling), shared by every process on the
 * database. One row per key ("signup:ip:1.2.3.4"); a window restarts when it has ended.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    /** For growing delays (log-in): no attempt is checked before this moment. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (table) => [index('rate_limits_window_idx').on(table.windowEndsAt)],
);

// ───────────────────────────── Billing (issue 10; docs/decisions/0020) ─────────────────────────────

/**
 * The catalogue: plans and products with their prices (spec §9), seeded by migration 0006. Amounts in the smallest
 * currency unit. Ids are stable and appear in the API (`1week`, `12week`, `52week`, `trial`, `4week`,
 * `annual_trial`; `gift_month`, `gift_quarter`, `gift_year`, `guidelines_pdf`, `archive_restore`).
 */
export const billingPrices = pgTable('billing_prices', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['plan', 'product'] }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('usd'),
  /** Plans: length of one period in weeks. Gift products: the weeks of access they grant. */
  periodWeeks: integer('period_weeks'),
  /** Plans: days of free trial before the first charge (the old paywall's 7-day trial). */
  trialDays: integer('trial_days').notNull().default(0),
  /** An introductory plan (the $0.99 week) renews into this plan. */
  renewsIntoId: text('renews_into_id'),
  /** The Stripe Price this maps to when BILLING=stripe (looked up by lookup_key or created once, then stored). */
  stripePriceId: text('stripe_price_id'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The user's customer record at a gateway (one per gateway). */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: ['test', 'stripe'] }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.gateway] }), uniqueIndex('billing_customers_customer_idx').on(table.gateway, table.customerId)],
);

/** Saved cards: only what a receipt shows (brand, last 4, expiry) and the gateway's id. Never a card number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: ['test', 'stripe'] }).notNull(),
    gatewayPaymentMethodId: text('gateway_payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('payment_methods_user_idx').on(table.userId), uniqueIndex('payment_methods_gateway_idx').on(table.gateway, table.gatewayPaymentMethodId)],
);

/**
 * Our copy of each subscription. For `test` and `stripe` the gateway is the system of record and this row is
 * re-synced from it (webhooks, confirm, the renewal job); `grant` rows are access given without a gateway (a redeemed
 * gift, a referral's free weeks for someone without a subscription, an admin grant) and never renew.
 * `users.stripe_subscription` holds the id of the user's live row exactly while it gives access.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: ['test', 'stripe', 'grant'] }).notNull(),
    gatewaySubscriptionId: text('gateway_subscription_id'),
    planId: text('plan_id').notNull(),
    status: text('status', { enum: ['incomplete', 'trialing', 'active', 'past_due', 'canceled', 'incomplete_expired'] }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    source: text('source', { enum: ['checkout', 'gift', 'referral', 'admin'] }).notNull().default('checkout'),
    /** Percent off the first period (paywall2's 50 %, the trial's 95 % shown as such). */
    introPercentOff: integer('intro_percent_off'),
    promoCodeId: uuid('promo_code_id'),
    paymentMethodId: uuid('payment_method_id'),
    /** Failed renewal charges in a row; the renewal job retries on a schedule, then the subscription lapses. */
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    nextRenewalAttemptAt: timestamp('next_renewal_attempt_at', { withTimezone: true }),
    /** The "trial ends in 2 days" e-mail was sent for the current period. */
    trialEndingNotifiedAt: timestamp('trial_ending_notified_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * When it first gave access (trialing, active or past due). A checkout that never did — declined, then abandoned
     * or expired — has none, and reports do not count it as a subscription (issue 31).
     */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Gateway time of the state last written (Stripe `event.created` or retrieval time); older states are ignored. */
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('subscriptions_gateway_id_idx').on(table.gateway, table.gatewaySubscriptionId),
    // At most one live subscription per user: a double click or a second tab cannot start a second one.
    uniqueIndex('subscriptions_one_live_idx')
      .on(table.userId)
      .where(sql`status in ('incomplete', 'trialing', 'active', 'past_due')`),
  ],
);

/**
 * Money that moved (or failed to): the payment history and receipts. A financial record the law obliges us to keep
 * (docs/personal-data.md): when the account is deleted the row stays, without the person (user_id becomes null).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    purchaseId: uuid('purchase_id'),
    gateway: text('gateway', { enum: ['test', 'stripe'] }).notNull(),
    /** The gateway's invoice or payment-intent id; unique so a replayed event records nothing twice. */
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['succeeded', 'failed', 'refunded'] }).notNull(),
    /** For failures: 'generic_failure' | 'insufficient_funds' | 'invalid_cvv' (our decline kinds). */
    failureCode: text('failure_code'),
    reason: text('reason', { enum: ['subscription_create', 'subscription_cycle', 'product'] }).notNull(),
    description: text('description').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Human receipt number shown on receipts (RC-2026-000123). */
    receiptNumber: text('receipt_number').unique(),
    /** A refund of this payment (issue 31): when, and the number of its refund document (RF-2026-000123). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundNumber: text('refund_number').unique(),
    createdAt: createdAt(),
  },
  (table) => [index('payments_user_idx').on(table.userId, table.createdAt), uniqueIndex('payments_gateway_idx').on(table.gateway, table.gatewayPaymentId)],
);

/** One-off products bought (gifts, the guidelines PDF, the archive restore). */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'refunded'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** For gifts: where the redeem link goes (defaults to the buyer). */
    deliveryEmail: text('delivery_email'),
    giftCodeId: uuid('gift_code_id'),
    /** The gateway's payment id while pending, so the confirmation can find the purchase. */
    gatewayPaymentId: text('gateway_payment_id'),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [index('purchases_user_idx').on(table.userId, table.createdAt)],
);

/** A bought gift: a code the recipient redeems for `weeks` of access without renewal. Only a SHA-256 of the code is kept. */
export const giftCodes = pgTable('gift_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  codeHash: text('code_hash').notNull().unique(),
  productId: text('product_id').notNull(),
  weeks: integer('weeks').notNull(),
  purchaserUserId: uuid('purchaser_user_id').references(() => users.id, { onDelete: 'set null' }),
  recipientEmail: text('recipient_email').notNull(),
  language: text('language').notNull().default('en'),
  redeemedByUserId: uuid('redeemed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  /** 'purchase' (bought by a user) or 'admin' (issued from the console, issue 13). */
  source: text('source', { enum: ['purchase', 'admin'] }).notNull().default('purchase'),
  /** An admin switched the code off: redeeming it answers as for an unknown code. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A referred friend's first payment, waiting out the verification window (REFERRAL_VERIFY_HOURS) before the referrer
 * gets 4 free premium weeks. One row per referred user, so a friend can earn it only once.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: uuid('referred_user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id'),
    status: text('status', { enum: ['pending', 'granted', 'void'] }).notNull().default('pending'),
    verifyAfter: timestamp('verify_after', { withTimezone: true }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('referral_rewards_referrer_idx').on(table.referrerUserId), index('referral_rewards_due_idx').on(table.status, table.verifyAfter)],
);

/** Codes people type at checkout: percent or amount off, for one period, some or all; expiry; a redemption cap. */
export const promoCodes = pgTable('promo_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Upper-cased; uniqueness is on this column. */
  code: text('code').notNull().unique(),
  percentOff: integer('percent_off'),
  amountOffCents: integer('amount_off_cents'),
  currency: text('currency').notNull().default('usd'),
  duration: text('duration', { enum: ['once', 'repeating', 'forever'] }).notNull().default('once'),
  /** For `repeating`: how many periods the discount lasts. */
  durationPeriods: integer('duration_periods'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  maxRedemptions: integer('max_redemptions'),
  /** Incremented in the same statement that checks the cap, so concurrent redemptions never exceed it. */
  redemptionCount: integer('redemption_count').notNull().default(0),
  active: boolean('active').notNull().default(true),
  stripeCouponId: text('stripe_coupon_id'),
  createdAt: createdAt(),
});

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('promo_redemptions_once_idx').on(table.promoCodeId, table.userId)],
);

/** The cancel flow's answers (spec §3 cancellation survey), one row per walk through it. */
export const cancellationSurveys = pgTable(
  'cancellation_surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id'),
    reelsGenerated: text('reels_generated'),
    postsThisWeek: text('posts_this_week'),
    reason: text('reason', { enum: ['too_expensive', 'hard_to_use', 'no_views', 'other'] }),
    reasonOther: text('reason_other'),
    comment: text('comment'),
    /** The five-question survey: question id → answer. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    retentionOfferAccepted: boolean('retention_offer_accepted').notNull().default(false),
    lastStep: text('last_step'),
    outcome: text('outcome', { enum: ['cancelled', 'retained', 'abandoned'] }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cancellation_surveys_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Money-back guarantee claims (paywall2's "results in 4 weeks or your money back", issue 31): made in the product,
 * settled by an admin (refunded or declined with a note). The claim stays as a financial record when the account is
 * deleted, without the person.
 */
export const moneyBackClaims = pgTable(
  'money_back_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** The payment the claim asks back (the subscription's first paid charge). */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** What the user wrote; erased with the account. */
    message: text('message'),
    status: text('status', { enum: ['open', 'refunded', 'declined'] }).notNull().default('open'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledByUserId: uuid('settled_by_user_id'),
    /** The admin's note to the user when declining. */
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('money_back_claims_status_idx').on(table.status, table.createdAt),
    index('money_back_claims_user_idx').on(table.userId),
    // One open claim per user at a time.
    uniqueIndex('money_back_claims_one_open_idx').on(table.userId).where(sql`status = 'open'`),
  ],
);

/** Gateway events seen (Stripe webhooks, the test gateway's own): a replayed event id is acknowledged and skipped. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  gateway: text('gateway', { enum: ['test', 'stripe'] }).notNull(),
  type: text('type').notNull(),
  /** The gateway's creation time of the event. */
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test gateway's own state (BILLING=test): it behaves like Stripe test mode, so it keeps its objects
 * (customers, payment methods with the test card's behaviour, setup and payment intents, subscriptions, invoices)
 * apart from ours, as JSON. `id` is the Stripe-like object id (`cus_…`, `pm_…`, `seti_…`, `pi_…`, `sub_…`, `in_…`).
 */
export const testGatewayObjects = pgTable(
  'test_gateway_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['customer', 'payment_method', 'setup_intent', 'payment_intent', 'subscription', 'invoice'] }).notNull(),
    /** The customer the object belongs to (for listing). */
    customerId: text('customer_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('test_gateway_objects_customer_idx').on(table.customerId, table.kind)],
);

// ───────────────────────────── Operating the business (issue 13) ─────────────────────────────

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
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
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

export type UserRow = typeof users.$inferSelect;
export type ProfileAnalysisRow = typeof profileAnalyses.$inferSelect;
export type InstagramProfileRow = typeof instagramProfiles.$inferSelect;
export type TrendRow = typeof trends.$inferSelect;
export type TrendPreviewRow = typeof trendPreviews.$inferSelect;
export type SuggestionRow = typeof suggestions.$inferSelect;
export type UserImageRow = typeof userImages.$inferSelect;
export type UserAudioRow = typeof userAudio.$inferSelect;
export type MoneyBackClaimRow = typeof moneyBackClaims.$inferSelect;
