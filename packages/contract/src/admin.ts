import { z } from 'zod';
import { languageSchema, safeText } from './common.ts';

/**
 * HTTP shapes of the admin console (issue 13). Every route below needs a bearer token of a user whose role is
 * `admin`, in a session that is not an impersonation: anonymous → 401 UNAUTHENTICATED, a signed-in non-admin →
 * 403 ADMIN_ONLY, an impersonating session → 403 IMPERSONATION_FORBIDDEN. Every action that changes something writes
 * one `admin_audit_log` row (who, what, whom, when, from where). Lists are newest first.
 *
 *   GET    /api/admin/overview                                   → AdminOverview
 *   GET    /api/admin/users?q=&page=                             → AdminUserList    (q: e-mail part, user id, Instagram name)
 *   GET    /api/admin/users/{id}                                 → AdminUserDetail
 *   POST   /api/admin/users/{id}/grant        AdminGrantRequest  → AdminSubscription   (audited 'subscription.grant')
 *   POST   /api/admin/users/{id}/sessions/revoke                 → AdminRevoked        (audited 'sessions.revoke')
 *   DELETE /api/admin/users/{id}              AdminDeleteRequest → 204                 (audited 'user.delete')
 *   POST   /api/admin/payments/{id}/refund    AdminRefundRequest → AdminPayment        (audited 'payment.refund')
 *   POST   /api/admin/users/{id}/impersonation                   → AdminImpersonationLink (audited 'impersonation.link')
 *   GET    /api/admin/promo-codes                                → AdminPromoCodeList
 *   POST   /api/admin/promo-codes             AdminPromoCodeCreate → AdminPromoCode    (audited 'promo.create')
 *   GET    /api/admin/promo-codes/{id}                           → AdminPromoCodeDetail (with its redemptions)
 *   PATCH  /api/admin/promo-codes/{id}        {active}           → AdminPromoCode      (audited 'promo.disable' / 'promo.enable')
 *   GET    /api/admin/gift-codes                                 → AdminGiftCodeList
 *   POST   /api/admin/gift-codes              AdminGiftCodeCreate → AdminGiftCodeCreated (the code once; audited 'gift.create')
 *   POST   /api/admin/gift-codes/{id}/disable                    → AdminGiftCode       (audited 'gift.disable')
 *   GET    /api/admin/referral-rewards?status=                   → AdminReferralRewardList
 *   POST   /api/admin/referral-rewards/{id}/grant                → AdminReferralReward (audited 'referral.grant': grants now)
 *   POST   /api/admin/referral-rewards/{id}/void                 → AdminReferralReward (audited 'referral.void')
 *   GET    /api/admin/jobs                                       → AdminJobs           (queues with counts, failed jobs)
 *   POST   /api/admin/jobs/{queue}/{id}/retry                    → 202 Ok              (audited 'job.retry')
 *   GET    /api/admin/cancel-surveys?page=                       → AdminCancelSurveyList
 *   GET    /api/admin/settings                                   → AdminSettings
 *   PUT    /api/admin/settings/flags/{key}    {enabled}          → AdminSettings       (audited 'flag.set')
 *   PUT    /api/admin/settings/paywall-split  {paywall2_share}   → AdminSettings       (audited 'paywall.split')
 *   GET    /api/admin/audit?page=&target_user_id=                → AdminAuditList
 *   GET    /api/admin/reports/funnel?funnel=&from=&to=&language=&paywall= → AdminFunnelReport
 *   GET    /api/admin/reports/revenue?from=&to=                  → AdminRevenueReport
 *
 * Impersonation (not under /admin: the exchange is open to visitors, the token being the capability):
 *   POST   /api/impersonation/exchange        {token}            → ImpersonationSession (per-IP limit; 410 IMPERSONATION_LINK_INVALID)
 *   POST   /api/impersonation/stop            (bearer of the impersonating session) → 204 (audited 'impersonation.stop')
 */

const isoDate = z.iso.datetime({ offset: true });
const nullableDate = isoDate.nullable();
export const ADMIN_PAGE_SIZE = 25;
const pageQuery = z.coerce.number().int().min(1).max(10_000).default(1);

// ───────────── users ─────────────

export const adminUserListQuerySchema = z.object({
  q: safeText().trim().max(200).optional(),
  page: pageQuery,
});

export const adminUserListItemSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: z.enum(['user', 'admin']),
    language: languageSchema,
    created_at: isoDate,
    /** The live subscription's status, or null. */
    subscription_status: z.string().nullable(),
    plan_id: z.string().nullable(),
    instagram_usernames: z.array(z.string()),
  })
  .meta({ id: 'AdminUserListItem' });
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;

export const adminUserListSchema = z
  .object({ items: z.array(adminUserListItemSchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })
  .meta({ id: 'AdminUserList' });
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminSubscriptionSchema = z
  .object({
    id: z.uuid(),
    gateway: z.enum(['test', 'stripe', 'grant']),
    plan_id: z.string(),
    status: z.string(),
    source: z.enum(['checkout', 'gift', 'referral', 'admin']),
    current_period_start: isoDate,
    current_period_end: isoDate,
    cancel_at_period_end: z.boolean(),
    created_at: isoDate,
  })
  .meta({ id: 'AdminSubscription' });
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const adminPaymentSchema = z
  .object({
    id: z.uuid(),
    amount_cents: z.number().int(),
    currency: z.string(),
    status: z.enum(['succeeded', 'failed', 'refunded']),
    failure_code: z.string().nullable(),
    reason: z.string(),
    description: z.string(),
    receipt_number: z.string().nullable(),
    /** Issue 31: the refund document's number (RF-2026-000123) once refunded from the console. */
    refund_number: z.string().nullable(),
    gateway: z.enum(['test', 'stripe']),
    created_at: isoDate,
    /** A succeeded payment can be refunded through its gateway. */
    refundable: z.boolean(),
  })
  .meta({ id: 'AdminPayment' });
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminGenerationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  status: z.string(),
  title: z.string().nullable(),
  error_code: z.string().nullable(),
  created_at: isoDate,
});

export const adminAnalysisSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  status: z.string(),
  error_code: z.string().nullable(),
  created_at: isoDate,
});

export const adminEmailSchema = z.object({ id: z.uuid(), template: z.string(), subject: z.string(), transport: z.string(), created_at: isoDate });

export const adminSessionSchema = z.object({
  id: z.uuid(),
  created_at: isoDate,
  last_used_at: isoDate,
  expires_at: isoDate,
  revoked_at: nullableDate,
  revoked_reason: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The admin who opened this session to view as the user, or null for the user's own. */
  impersonator_email: z.string().nullable(),
});

export const adminAuditEntrySchema = z
  .object({
    id: z.number().int(),
    admin_email: z.string(),
    action: z.string(),
    target_user_id: z.uuid().nullable(),
    target_email: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    created_at: isoDate,
  })
  .meta({ id: 'AdminAuditEntry' });
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminUserDetailSchema = z
  .object({
    user: z.object({
      id: z.uuid(),
      email: z.string(),
      role: z.enum(['user', 'admin']),
      language: languageSchema,
      created_at: isoDate,
      pending_email: z.string().nullable(),
      bonus_generations: z.number().int(),
      paywall_variant: z.enum(['paywall', 'paywall2']).nullable(),
      referral_code: z.string().nullable(),
      referred_by_email: z.string().nullable(),
      trial_used_at: nullableDate,
      /** Whether the user has premium access now, and until when (null: none, or no end). */
      entitled: z.boolean(),
      entitled_until: nullableDate,
    }),
    subscriptions: z.array(adminSubscriptionSchema),
    payments: z.array(adminPaymentSchema),
    generations: z.object({ total: z.number().int(), last_30_days: z.number().int(), failed: z.number().int(), recent: z.array(adminGenerationSchema) }),
    analyses: z.array(adminAnalysisSchema),
    instagram_accounts: z.array(z.string()),
    emails: z.array(adminEmailSchema),
    sessions: z.array(adminSessionSchema),
    /** What admins did to this user. */
    audit: z.array(adminAuditEntrySchema),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminGrantRequestSchema = z
  .object({ weeks: z.number().int().min(1).max(104), note: safeText().trim().max(500).optional() })
  .meta({ id: 'AdminGrantRequest' });
/**
 * Issue 31: the admin says explicitly whether the refund also ends the subscription the payment was for (true: ended at
 * the gateway now, no further charge; false: it keeps renewing). Ignored for one-off products, which renew nothing.
 */
export const adminRefundRequestSchema = z
  .object({ end_subscription: z.boolean(), reason: safeText().trim().max(500).optional() })
  .meta({ id: 'AdminRefundRequest' });
export type AdminRefundRequest = z.infer<typeof adminRefundRequestSchema>;
/** The account's e-mail typed again, so a slip of the mouse deletes nothing. */
export const adminDeleteRequestSchema = z.object({ confirm_email: safeText().trim().max(320) }).meta({ id: 'AdminDeleteRequest' });
export const adminRevokedSchema = z.object({ revoked: z.number().int() }).meta({ id: 'AdminRevoked' });

export const adminImpersonationLinkSchema = z
  .object({
    /** `${PUBLIC_URL}/impersonate?token=…` (or a path when no PUBLIC_URL is configured): single use, 60 s. */
    url: z.string(),
    expires_at: isoDate,
  })
  .meta({ id: 'AdminImpersonationLink' });
export type AdminImpersonationLink = z.infer<typeof adminImpersonationLinkSchema>;

export const IMPERSONATION_LINK_SECONDS = 60;
export const IMPERSONATION_SESSION_SECONDS = 60 * 60;
/** Spec §4/§9: the /impersonate page waits this long for the user before showing the timeout error. */
export const IMPERSONATION_WAIT_MS = 10_000;

export const impersonationExchangeSchema = z.object({ token: safeText().trim().min(16).max(200) }).meta({ id: 'ImpersonationExchange' });
export const impersonationSessionSchema = z
  .object({
    access_token: z.string(),
    /** Seconds; never past the impersonation's one-hour end. There is no refresh token. */
    expires_in: z.number().int(),
    user_id: z.uuid(),
    user_email: z.string(),
    ends_at: isoDate,
  })
  .meta({ id: 'ImpersonationSession' });
export type ImpersonationSession = z.infer<typeof impersonationSessionSchema>;

// ───────────── promo and gift codes, referrals ─────────────

export const adminPromoCodeSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    percent_off: z.number().int().nullable(),
    amount_off_cents: z.number().int().nullable(),
    currency: z.string(),
    duration: z.enum(['once', 'repeating', 'forever']),
    duration_periods: z.number().int().nullable(),
    expires_at: nullableDate,
    max_redemptions: z.number().int().nullable(),
    redemption_count: z.number().int(),
    /** Switched on by an admin (PATCH {active}); whether it works at checkout now is `status`. */
    active: z.boolean(),
    /** What checkout does with it now: `active`, or why not (`disabled`, `expired`, `used_up`). */
    status: z.enum(['active', 'disabled', 'expired', 'used_up']),
    created_at: isoDate,
  })
  .meta({ id: 'AdminPromoCode' });
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;
export const adminPromoCodeListSchema = z.object({ items: z.array(adminPromoCodeSchema) }).meta({ id: 'AdminPromoCodeList' });
export const adminPromoCodeDetailSchema = z
  .object({
    code: adminPromoCodeSchema,
    redemptions: z.array(z.object({ user_id: z.uuid(), email: z.string().nullable(), created_at: isoDate })),
  })
  .meta({ id: 'AdminPromoCodeDetail' });
export type AdminPromoCodeDetail = z.infer<typeof adminPromoCodeDetailSchema>;

export const adminPromoCodeCreateSchema = z
  .object({
    code: safeText()
      .trim()
      .min(3)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
    percent_off: z.number().int().min(1).max(100).optional(),
    amount_off_cents: z.number().int().min(1).max(1_000_000).optional(),
    duration: z.enum(['once', 'repeating', 'forever']).default('once'),
    duration_periods: z.number().int().min(1).max(52).optional(),
    expires_at: isoDate.optional(),
    max_redemptions: z.number().int().min(1).max(1_000_000).optional(),
  })
  .refine((value) => (value.percent_off === undefined) !== (value.amount_off_cents === undefined), {
    message: 'give either percent_off or amount_off_cents',
    path: ['percent_off'],
  })
  .refine((value) => value.duration !== 'repeating' || value.duration_periods !== undefined, {
    message: 'a repeating discount needs duration_periods',
    path: ['duration_periods'],
  })
  .meta({ id: 'AdminPromoCodeCreate' });
export type AdminPromoCodeCreate = z.infer<typeof adminPromoCodeCreateSchema>;
export const adminPromoCodePatchSchema = z.object({ active: z.boolean() }).meta({ id: 'AdminPromoCodePatch' });

export const adminGiftCodeSchema = z
  .object({
    id: z.uuid(),
    product_id: z.string(),
    weeks: z.number().int(),
    source: z.enum(['purchase', 'admin']),
    purchaser_email: z.string().nullable(),
    recipient_email: z.string(),
    language: languageSchema,
    redeemed_by_email: z.string().nullable(),
    redeemed_at: nullableDate,
    disabled_at: nullableDate,
    created_at: isoDate,
  })
  .meta({ id: 'AdminGiftCode' });
export type AdminGiftCode = z.infer<typeof adminGiftCodeSchema>;
export const adminGiftCodeListSchema = z.object({ items: z.array(adminGiftCodeSchema) }).meta({ id: 'AdminGiftCodeList' });
export const adminGiftCodeCreateSchema = z
  .object({
    product_id: z.enum(['gift_month', 'gift_quarter', 'gift_year']),
    recipient_email: z.email().max(320),
    language: languageSchema.default('en'),
    /** Send the gift e-mail with the redeem link to the recipient (otherwise the admin passes the code on). */
    send_email: z.boolean().default(true),
  })
  .meta({ id: 'AdminGiftCodeCreate' });
export type AdminGiftCodeCreate = z.infer<typeof adminGiftCodeCreateSchema>;
export const adminGiftCodeCreatedSchema = z
  .object({ gift: adminGiftCodeSchema, code: z.string(), redeem_url: z.string() })
  .meta({ id: 'AdminGiftCodeCreated' });
export type AdminGiftCodeCreated = z.infer<typeof adminGiftCodeCreatedSchema>;

export const adminReferralRewardSchema = z
  .object({
    id: z.uuid(),
    referrer_user_id: z.uuid(),
    referrer_email: z.string().nullable(),
    referred_user_id: z.uuid(),
    referred_email: z.string().nullable(),
    status: z.enum(['pending', 'granted', 'void']),
    verify_after: isoDate,
    granted_at: nullableDate,
    created_at: isoDate,
  })
  .meta({ id: 'AdminReferralReward' });
export type AdminReferralReward = z.infer<typeof adminReferralRewardSchema>;
export const adminReferralRewardListQuerySchema = z.object({ status: z.enum(['pending', 'granted', 'void']).optional(), page: pageQuery });
export const adminReferralRewardListSchema = z
  .object({ items: z.array(adminReferralRewardSchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })
  .meta({ id: 'AdminReferralRewardList' });

// ───────────── jobs, surveys, settings, audit ─────────────

export const adminQueueSchema = z.object({
  name: z.string(),
  created: z.number().int(),
  retry: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
});
export const adminFailedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  /** The last error's message (stack traces stay in the logs). */
  error: z.string().nullable(),
  retry_count: z.number().int(),
  created_at: isoDate,
  failed_at: nullableDate,
  /** A short, non-secret summary of the payload (ids only). */
  summary: z.string(),
});
export const adminJobsSchema = z
  .object({ queues: z.array(adminQueueSchema), failed: z.array(adminFailedJobSchema) })
  .meta({ id: 'AdminJobs' });
export type AdminJobs = z.infer<typeof adminJobsSchema>;

export const adminCancelSurveySchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  email: z.string().nullable(),
  reason: z.string().nullable(),
  reason_other: z.string().nullable(),
  comment: z.string().nullable(),
  reels_generated: z.string().nullable(),
  posts_this_week: z.string().nullable(),
  answers: z.record(z.string(), z.string()),
  retention_offer_accepted: z.boolean(),
  last_step: z.string().nullable(),
  outcome: z.string().nullable(),
  created_at: isoDate,
});
export const adminCancelSurveyListSchema = z
  .object({
    items: z.array(adminCancelSurveySchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    /** Over all rows: how many gave each reason, and how each walk ended. */
    by_reason: z.record(z.string(), z.number().int()),
    by_outcome: z.record(z.string(), z.number().int()),
  })
  .meta({ id: 'AdminCancelSurveyList' });
export type AdminCancelSurveyList = z.infer<typeof adminCancelSurveyListSchema>;

/** Flags an admin can switch at run time; each defaults to its configuration variable. */
export const FEATURE_FLAGS = ['instagram_onboarding'] as const;
export const featureFlagSchema = z.enum(FEATURE_FLAGS);
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

export const adminSettingsSchema = z
  .object({
    flags: z.array(
      z.object({
        key: featureFlagSchema,
        enabled: z.boolean(),
        /** The value from configuration, used until an admin sets one. */
        default: z.boolean(),
        source: z.enum(['config', 'admin']),
        updated_at: nullableDate,
      }),
    ),
    paywall_split: z.object({
      /** Share (0–1) of users newly assigned the new paywall ('paywall2'); assigned users keep theirs. */
      paywall2_share: z.number().min(0).max(1),
      default: z.number().min(0).max(1),
      source: z.enum(['config', 'admin']),
      /** How many users have each variant now. */
      assigned: z.object({ paywall: z.number().int(), paywall2: z.number().int() }),
    }),
  })
  .meta({ id: 'AdminSettings' });
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminFlagUpdateSchema = z.object({ enabled: z.boolean() }).meta({ id: 'AdminFlagUpdate' });
export const adminPaywallSplitUpdateSchema = z.object({ paywall2_share: z.number().min(0).max(1) }).meta({ id: 'AdminPaywallSplitUpdate' });

export const adminAuditQuerySchema = z.object({ page: pageQuery, target_user_id: z.uuid().optional() });
export const adminAuditListSchema = z
  .object({ items: z.array(adminAuditEntrySchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })
  .meta({ id: 'AdminAuditList' });
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;

// ───────────── overview and reports ─────────────

export const adminOverviewSchema = z
  .object({
    users_total: z.number().int(),
    users_last_7_days: z.number().int(),
    active_subscriptions: z.number().int(),
    mrr_cents: z.number().int(),
    currency: z.string(),
    failed_jobs: z.number().int(),
    generations_last_24h: z.number().int(),
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** A date range: `from` inclusive, `to` inclusive (whole UTC days, YYYY-MM-DD); at most 366 days; defaults to the last 30. */
const day = z.iso.date();
export const adminFunnelReportQuerySchema = z.object({
  funnel: z.enum(['legacy', 'v2', 'v3']),
  from: day.optional(),
  to: day.optional(),
  language: languageSchema.optional(),
  paywall: z.enum(['paywall', 'paywall2']).optional(),
});
export const adminFunnelReportSchema = z
  .object({
    funnel: z.enum(['legacy', 'v2', 'v3']),
    from: day,
    to: day,
    language: languageSchema.nullable(),
    paywall: z.enum(['paywall', 'paywall2']).nullable(),
    /** In the funnel's order: distinct visitors (funnel sessions, else browser sessions) who saw each step. */
    steps: z.array(
      z.object({
        slug: z.string(),
        visitors: z.number().int(),
        answered: z.number().int(),
        /** Share of this step's visitors who did not reach the next one (0 for the last step). */
        drop_off: z.number().min(0).max(1),
      }),
    ),
    /** Visitors of the first step and of the last, per language (for the language comparison). */
    by_language: z.array(z.object({ language: languageSchema, started: z.number().int(), finished: z.number().int() })),
    /** Signed-up visitors of this funnel by the paywall they were shown, and how many paid. */
    by_paywall: z.array(z.object({ paywall: z.enum(['paywall', 'paywall2']), signed_up: z.number().int(), paid: z.number().int() })),
  })
  .meta({ id: 'AdminFunnelReport' });
export type AdminFunnelReport = z.infer<typeof adminFunnelReportSchema>;

export const adminRevenueQuerySchema = z.object({ from: day.optional(), to: day.optional() });
export const adminRevenueReportSchema = z
  .object({
    from: day,
    to: day,
    currency: z.string(),
    new_subscriptions: z.number().int(),
    trials_started: z.number().int(),
    trials_converted: z.number().int(),
    /** Subscriptions that ended (lapsed or cancelled at period end) in the range. */
    churned: z.number().int(),
    /** Churned ÷ subscriptions live at the start of the range (0 when none were). */
    churn_rate: z.number().min(0),
    /** Monthly recurring revenue now: each live paid subscription's price normalised to 4⅓ weeks. */
    mrr_cents: z.number().int(),
    revenue_cents: z.number().int(),
    refunds_cents: z.number().int(),
    /** Per ISO week in the range: new subscriptions and revenue. */
    weeks: z.array(z.object({ week_start: day, new_subscriptions: z.number().int(), revenue_cents: z.number().int() })),
  })
  .meta({ id: 'AdminRevenueReport' });
export type AdminRevenueReport = z.infer<typeof adminRevenueReportSchema>;
