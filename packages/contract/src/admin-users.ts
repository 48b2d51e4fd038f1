import { z } from 'zod';
import { languageSchema, safeText } from './common.ts';
import { isoDate, nullableDate, pageQuery } from './admin-common.ts';

// Admin console (see admin.ts for the routes): users, their subscriptions, payments, sessions and audit trail; grants, refunds, deletion; impersonation.

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
/** The /impersonate page waits this long for the user before showing the timeout error. */
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
