import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

// Billing (issue 10; docs/decisions/0020): catalogue, customers, subscriptions, payments, gifts, promo codes, claims (billing/**, claims/**, admin/business/**).

/**
 * The catalogue: plans and products with their prices, seeded by migration 0006. Amounts in the smallest
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
    source: text('source', { enum: ['checkout', 'gift', 'referral', 'admin'] })
      .notNull()
      .default('checkout'),
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
  source: text('source', { enum: ['purchase', 'admin'] })
    .notNull()
    .default('purchase'),
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
    status: text('status', { enum: ['pending', 'granted', 'void'] })
      .notNull()
      .default('pending'),
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
  duration: text('duration', { enum: ['once', 'repeating', 'forever'] })
    .notNull()
    .default('once'),
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

/** The cancel flow's answers (the cancellation survey), one row per walk through it. */
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
    answers: jsonb('answers')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
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
    status: text('status', { enum: ['open', 'refunded', 'declined'] })
      .notNull()
      .default('open'),
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
    uniqueIndex('money_back_claims_one_open_idx')
      .on(table.userId)
      .where(sql`status = 'open'`),
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

export type MoneyBackClaimRow = typeof moneyBackClaims.$inferSelect;
