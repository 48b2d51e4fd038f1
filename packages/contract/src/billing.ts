import { z } from 'zod';
import { safeText } from './common.ts';
import { userSchema } from './users.ts';

/**
 * Billing (issue 10): plans, subscriptions, payment methods, payments, products and purchases.
 * Amounts are integers in the smallest currency unit (cents); the web app formats them for the user's language.
 */

export const BILLING_MODES = ['test', 'stripe', 'off'] as const;
export const billingModeSchema = z.enum(BILLING_MODES);
export type BillingMode = z.infer<typeof billingModeSchema>;

/** Plan ids of the catalogue (`annual_trial` is the old paywall's 7-day trial then $27 a year). */
export const PLAN_IDS = ['1week', '12week', '52week', 'trial', '4week', 'annual_trial'] as const;
export const planIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof planIdSchema>;

export const PRODUCT_IDS = ['gift_month', 'gift_quarter', 'gift_year', 'guidelines_pdf', 'archive_restore'] as const;
export const productIdSchema = z.enum(PRODUCT_IDS);
export type ProductId = z.infer<typeof productIdSchema>;

/** Our decline kinds (the paywall's failure states): the three the UI tells apart. */
export const DECLINE_KINDS = ['generic_failure', 'insufficient_funds', 'invalid_cvv'] as const;
export const declineKindSchema = z.enum(DECLINE_KINDS);
export type DeclineKind = z.infer<typeof declineKindSchema>;

/** What the entitlement function answers about (one place decides). */
export const FEATURES = ['generate_content', 'more_analyses', 'avatar_video', 'storytelling_video', 'face_meme'] as const;
export const featureSchema = z.enum(FEATURES);
export type Feature = z.infer<typeof featureSchema>;

export const SUBSCRIPTION_STATUSES = ['incomplete', 'trialing', 'active', 'past_due', 'canceled', 'incomplete_expired'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Idempotency key made by the browser once per checkout attempt (kept across reloads), so a double click charges once. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,80}$/, 'must be 8-80 letters, digits, - or _')
  .meta({ description: 'One per checkout attempt; repeating a request with the same key returns the first answer.' });

const promoCodeText = safeText()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only');

export const planSchema = z
  .object({
    id: planIdSchema,
    amount_cents: z.number().int(),
    currency: z.string(),
    period_weeks: z.number().int(),
    trial_days: z.number().int(),
    /** The introductory trial renews into another plan ($0.99 week → $19.99 every 4 weeks). */
    renews_into: z.object({ id: planIdSchema, amount_cents: z.number().int(), period_weeks: z.number().int() }).nullable(),
    /**
     * An introductory offer's reference price (issue 31, decision 0037): what its discount is taken from — the plan it
     * renews into, or a stated list price (with its monthly figure) — and the percentage off it. Null: no discount.
     */
    reference: z
      .object({
        basis: z.enum(['renewal_plan', 'list_price']),
        amount_cents: z.number().int(),
        monthly_cents: z.number().int().nullable(),
        percent_off: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: 'SubscriptionPlan' });
export type Plan = z.infer<typeof planSchema>;
export const planListSchema = z.object({ items: z.array(planSchema), billing: billingModeSchema }).meta({ id: 'SubscriptionPlanList' });

export const paymentMethodSchema = z
  .object({
    id: z.string().uuid(),
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    is_default: z.boolean(),
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodListSchema = z.object({ items: z.array(paymentMethodSchema) }).meta({ id: 'PaymentMethodList' });

export const subscriptionSchema = z
  .object({
    id: z.string().uuid(),
    plan_id: planIdSchema,
    status: subscriptionStatusSchema,
    gateway: z.enum(['test', 'stripe', 'grant']),
    source: z.enum(['checkout', 'gift', 'referral', 'admin']),
    /** True while it gives access (active, trialing, or past due inside the retry window). */
    active: z.boolean(),
    cancel_at_period_end: z.boolean(),
    /** Renews automatically at current_period_end (false: "no automatic renewal, active until"). */
    renews: z.boolean(),
    current_period_start: z.string(),
    current_period_end: z.string(),
    /** What the next renewal will charge (after a promo code's discount), or null when it will not renew. */
    next_charge_amount_cents: z.number().int().nullable(),
    /** When that charge is taken (the end of the current period or trial), or null when it will not renew. */
    next_charge_at: z.string().nullable(),
    /** The promo code's discount included in next_charge_amount_cents, or null when the next charge is at full price. */
    next_charge_discount: z.object({ code: z.string(), percent_off: z.number().int().nullable(), amount_off_cents: z.number().int().nullable() }).nullable(),
    /** What the renewal after the next one charges (a `once` code's discount is gone by then), or null. */
    following_charge_amount_cents: z.number().int().nullable(),
    /** The last successful charge of this subscription (right after checkout: its first invoice), or null (a free trial). */
    latest_charge: z.object({ amount_cents: z.number().int(), created_at: z.string() }).nullable(),
    next_plan_id: planIdSchema.nullable(),
    currency: z.string(),
    intro_percent_off: z.number().int().nullable(),
    promo_code: z.string().nullable(),
    payment_method: paymentMethodSchema.nullable(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

export const entitlementsSchema = z
  .object({
    billing: billingModeSchema,
    subscribed: z.boolean(),
    features: z.record(featureSchema, z.boolean()),
    /** How many Instagram profiles may be analysed (1 free, up to 5 with a subscription). */
    max_profiles: z.number().int(),
    bonus_generations: z.number().int(),
  })
  .meta({ id: 'Entitlements' });
export type Entitlements = z.infer<typeof entitlementsSchema>;

export const subscriptionStateSchema = z
  .object({ subscription: subscriptionSchema.nullable(), entitlements: entitlementsSchema })
  .meta({ id: 'SubscriptionState' });
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

export const paymentSchema = z
  .object({
    id: z.string().uuid(),
    amount_cents: z.number().int(),
    currency: z.string(),
    status: z.enum(['succeeded', 'failed', 'refunded']),
    failure_code: declineKindSchema.nullable(),
    reason: z.enum(['subscription_create', 'subscription_cycle', 'product']),
    description: z.string(),
    period_start: z.string().nullable(),
    period_end: z.string().nullable(),
    card_brand: z.string().nullable(),
    card_last4: z.string().nullable(),
    receipt_number: z.string().nullable(),
    /** Issue 31: a refunded payment's refund document (RF-2026-000123) and when it was refunded; null otherwise. */
    refund_number: z.string().nullable(),
    refunded_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;
export const paymentHistorySchema = z.object({ items: z.array(paymentSchema) }).meta({ id: 'PaymentHistory' });
export const historyQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export const productSchema = z
  .object({
    id: productIdSchema,
    kind: z.enum(['gift', 'download', 'archive_restore']),
    amount_cents: z.number().int(),
    currency: z.string(),
    /** Gifts: weeks of access the recipient gets. */
    weeks: z.number().int().nullable(),
    /** Downloads included in the subscription (the guidelines PDF) cost subscribers nothing. */
    included_for_subscribers: z.boolean(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.object({ items: z.array(productSchema) }).meta({ id: 'ProductList' });

export const purchaseSchema = z
  .object({
    id: z.string().uuid(),
    product_id: productIdSchema,
    status: z.enum(['pending', 'paid', 'failed', 'refunded']),
    amount_cents: z.number().int(),
    currency: z.string(),
    delivery_email: z.string().nullable(),
    downloadable: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Purchase' });
export type Purchase = z.infer<typeof purchaseSchema>;
export const purchaseListSchema = z.object({ items: z.array(purchaseSchema) }).meta({ id: 'PurchaseList' });

export const purchaseRequestSchema = z
  .object({
    /** A saved card (our id); without it the answer carries a client secret for the card form. */
    payment_method_id: z.string().uuid().optional(),
    /** Gifts: where the redeem link goes (default: the buyer). */
    delivery_email: z.email().max(254).optional(),
    idempotency_key: idempotencyKeySchema,
  })
  .strict()
  .meta({ id: 'PurchaseRequest' });
export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

export const purchaseResultSchema = z.object({ purchase: purchaseSchema, client_secret: z.string().nullable() }).meta({ id: 'PurchaseResult' });

export const downloadLinkSchema = z.object({ url: z.string(), filename: z.string() }).meta({ id: 'DownloadLink' });

export const publishableKeySchema = z
  .object({
    gateway: billingModeSchema,
    /** Stripe's publishable key, or the test gateway's `pk_test_reelcraft`; null when billing is off. */
    publishable_key: z.string().nullable(),
  })
  .meta({ id: 'PublishableKey' });

export const setupIntentSchema = z.object({ setup_intent_id: z.string(), client_secret: z.string() }).meta({ id: 'SetupIntent' });

/**
 * An id or client secret of a payment gateway's object as a request carries it (`seti_…`, `pm_…`,
 * `pi_…_secret_…`): Stripe's and the test gateway's are letters, digits and underscores. Anything else (a NUL byte, a
 * space, a path) is refused as VALIDATION_FAILED before it reaches the gateway or the database.
 */
export function gatewayObjectId(maxLength: number) {
  return z
    .string()
    .min(1)
    .max(maxLength)
    .regex(/^[A-Za-z0-9_]+$/, 'a gateway id: letters, digits and underscores');
}

export const confirmPaymentMethodRequestSchema = z
  .object({ setup_intent_id: gatewayObjectId(200), make_default: z.boolean().default(true) })
  .strict()
  .meta({ id: 'ConfirmPaymentMethodRequest' });

export const createSubscriptionRequestSchema = z
  .object({
    plan_id: planIdSchema,
    /** Pay with a saved card (our id) instead of the card form. */
    payment_method_id: z.string().uuid().optional(),
    promo_code: promoCodeText.optional(),
    /** paywall2's claimed 50 % discount on the first period (checked on the server: it must have been claimed). */
    apply_discount: z.boolean().default(false),
    idempotency_key: idempotencyKeySchema,
  })
  .strict()
  .meta({ id: 'CreateSubscriptionRequest' });
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequestSchema>;

export const checkoutResultSchema = z
  .object({
    subscription: subscriptionSchema,
    /** Confirm this in the browser (Stripe.js or the test gateway's form); null when nothing is left to confirm. */
    client_secret: z.string().nullable(),
    confirmation: z.enum(['payment', 'setup']).nullable(),
  })
  .meta({ id: 'CheckoutResult' });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const cancelSubscriptionRequestSchema = z.object({ survey_id: z.string().uuid().optional() }).strict().meta({ id: 'CancelSubscriptionRequest' });

export const confirmSubscriptionResultSchema = z
  .object({ user: userSchema, subscription: subscriptionSchema.nullable() })
  .meta({ id: 'ConfirmSubscriptionResult' });

/** The built-in test gateway's stand-in for Stripe.js `confirmPayment` / `confirmSetup`. */
export const testGatewayConfirmRequestSchema = z
  .object({
    client_secret: gatewayObjectId(200),
    card: z
      .object({
        number: z.string().regex(/^[0-9 ]{12,23}$/, 'card number'),
        exp_month: z.number().int().min(1).max(12),
        exp_year: z.number().int().min(2000).max(2100),
        cvc: z.string().regex(/^[0-9]{3,4}$/, 'CVC'),
      })
      .strict()
      .optional(),
    /** Pay with a card already saved at the gateway instead (the test gateway's `pm_…`). */
    payment_method: gatewayObjectId(100).optional(),
  })
  .strict()
  .meta({ id: 'TestGatewayConfirmRequest' });
export type TestGatewayConfirmRequest = z.infer<typeof testGatewayConfirmRequestSchema>;

/** Like Stripe.js: a result, or an error of type card_error with code and decline_code (never an HTTP error for a decline). */
export const testGatewayConfirmResultSchema = z
  .object({
    status: z.enum(['succeeded', 'failed']),
    error: z.object({ type: z.literal('card_error'), code: z.string(), decline_code: z.string().nullable(), message: z.string() }).nullable(),
  })
  .meta({ id: 'TestGatewayConfirmResult' });
export type TestGatewayConfirmResult = z.infer<typeof testGatewayConfirmResultSchema>;

export const paywallStateSchema = z
  .object({
    variant: z.enum(['paywall', 'paywall2']),
    billing: billingModeSchema,
    /** Old paywall: when the 24-hour discount countdown started (the server keeps it, so reloads do not restart it). */
    discount_started_at: z.string().nullable(),
    discount_ends_at: z.string().nullable(),
    /** paywall2: the 50 % discount was claimed and will be applied. */
    discount_claimed: z.boolean(),
    plans: z.array(planSchema),
    trial_available: z.boolean(),
  })
  .meta({ id: 'PaywallState' });
export type PaywallState = z.infer<typeof paywallStateSchema>;

export const promoCheckRequestSchema = z.object({ code: promoCodeText, plan_id: planIdSchema.optional() }).strict().meta({ id: 'PromoCheckRequest' });
export const promoCheckResultSchema = z
  .object({
    code: z.string(),
    percent_off: z.number().int().nullable(),
    amount_off_cents: z.number().int().nullable(),
    duration: z.enum(['once', 'repeating', 'forever']),
    duration_periods: z.number().int().nullable(),
    /** With plan_id: the first period's price after the discount. */
    first_period_amount_cents: z.number().int().nullable(),
  })
  .meta({ id: 'PromoCheckResult' });
export const applyPromoRequestSchema = z
  .object({
    code: promoCodeText,
    /** The user confirmed that this code replaces the one on the next charge (without it: 409 PROMO_CODE_REPLACES). */
    replace: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'ApplyPromoRequest' });

export const giftCodeTextSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'gift code');
export const giftPreviewSchema = z
  .object({
    product_id: productIdSchema,
    weeks: z.number().int(),
    redeemed: z.boolean(),
    /** What Premium includes, as the product enforces it: content generations a day (issue 31: no "unlimited"). */
    daily_generations: z.number().int(),
  })
  .meta({ id: 'GiftPreview' });
export const redeemGiftRequestSchema = z.object({ code: giftCodeTextSchema }).strict().meta({ id: 'RedeemGiftRequest' });
export const redeemGiftResultSchema = z
  .object({
    /** The new end of access (a renewing subscription's next charge moved back, or a grant without renewal). */
    active_until: z.string(),
    /** false: a grant that ends by itself; true: the weeks were added to a renewing subscription. */
    renews: z.boolean(),
    user: userSchema,
  })
  .meta({ id: 'RedeemGiftResult' });

export const referralStateSchema = z
  .object({
    code: z.string(),
    link: z.string(),
    rewards_granted: z.number().int(),
    rewards_pending: z.number().int(),
    weeks_earned: z.number().int(),
  })
  .meta({ id: 'ReferralState' });

/** Payload of the `grant-referral-rewards` / `renew-subscriptions` cron jobs: none. */
export const emptyJobSchema = z.object({}).default({});
