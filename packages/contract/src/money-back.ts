import { z } from 'zod';
import { safeText } from './common.ts';

/**
 * paywall2's money-back guarantee ("30-day money-back guarantee, results in 4 weeks or refund"; issue 31
 * item 7). The promise and the rule are one: within MONEY_BACK_DAYS of the first paid charge of a subscription bought
 * on paywall2 (1, 12 or 52 weeks), its holder may claim that charge back, once per subscription; an admin settles the
 * claim (refund, which also ends the subscription, or decline with a note) and the user gets an e-mail either way.
 *
 *   GET  /api/billing/money-back                  → MoneyBackState (eligibility, deadline, the latest claim)
 *   POST /api/billing/money-back   MoneyBackClaimRequest → MoneyBackState (201; 422 MONEY_BACK_NOT_ELIGIBLE, 409 MONEY_BACK_CLAIM_OPEN)
 *   GET  /api/admin/claims?status=&page=          → AdminMoneyBackClaimList
 *   POST /api/admin/claims/{id}/refund            → AdminMoneyBackClaim (audited 'claim.refund')
 *   POST /api/admin/claims/{id}/decline {note}    → AdminMoneyBackClaim (audited 'claim.decline')
 */
export const MONEY_BACK_DAYS = 30;
export const MONEY_BACK_MESSAGE_MAX = 1000;
export const MONEY_BACK_NOTE_MAX = 1000;
export const MONEY_BACK_CLAIM_STATUSES = ['open', 'refunded', 'declined'] as const;
export type MoneyBackClaimStatus = (typeof MONEY_BACK_CLAIM_STATUSES)[number];

/**
 * Why a claim cannot be made now (details.reason of MONEY_BACK_NOT_ELIGIBLE, and `reason` of the state):
 * - no_subscription: no subscription bought with a card;
 * - not_paywall2: the subscription was not bought on the paywall that promises the guarantee;
 * - no_paid_charge: nothing was charged yet (or the first charge was refunded already);
 * - window_passed: more than MONEY_BACK_DAYS since the first paid charge;
 * - already_claimed: a claim for this subscription was settled already.
 */
export const MONEY_BACK_INELIGIBLE_REASONS = ['no_subscription', 'not_paywall2', 'no_paid_charge', 'window_passed', 'already_claimed'] as const;
export type MoneyBackIneligibleReason = (typeof MONEY_BACK_INELIGIBLE_REASONS)[number];

const isoDate = z.iso.datetime({ offset: true });

export const moneyBackClaimSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(MONEY_BACK_CLAIM_STATUSES),
    message: z.string().nullable(),
    /** The admin's note when declining. */
    decision_note: z.string().nullable(),
    /** The charge claimed back, as the gateway charged it. */
    amount_cents: z.number().int().nullable(),
    currency: z.string().nullable(),
    created_at: isoDate,
    settled_at: isoDate.nullable(),
  })
  .meta({ id: 'MoneyBackClaim' });
export type MoneyBackClaim = z.infer<typeof moneyBackClaimSchema>;

export const moneyBackStateSchema = z
  .object({
    eligible: z.boolean(),
    reason: z.enum(MONEY_BACK_INELIGIBLE_REASONS).nullable(),
    /** The last moment a claim is accepted (first paid charge + MONEY_BACK_DAYS), when there is a paid charge. */
    deadline: isoDate.nullable(),
    /** What would be refunded: the first paid charge. */
    amount_cents: z.number().int().nullable(),
    currency: z.string().nullable(),
    /** The newest claim of this user (open, refunded or declined), if any. */
    claim: moneyBackClaimSchema.nullable(),
  })
  .meta({ id: 'MoneyBackState' });
export type MoneyBackState = z.infer<typeof moneyBackStateSchema>;

export const moneyBackClaimRequestSchema = z
  .object({ message: safeText().trim().max(MONEY_BACK_MESSAGE_MAX).optional() })
  .strict()
  .meta({ id: 'MoneyBackClaimRequest' });
export type MoneyBackClaimRequest = z.infer<typeof moneyBackClaimRequestSchema>;

// ───────────── admin ─────────────

export const adminMoneyBackClaimSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(MONEY_BACK_CLAIM_STATUSES),
    message: z.string().nullable(),
    decision_note: z.string().nullable(),
    created_at: isoDate,
    settled_at: isoDate.nullable(),
    /** Null once the account is deleted (the claim stays as a financial record). */
    user: z.object({ id: z.uuid(), email: z.string() }).nullable(),
    payment: z.object({ id: z.uuid(), amount_cents: z.number().int(), currency: z.string(), status: z.string(), created_at: isoDate }).nullable(),
    subscription: z.object({ id: z.uuid(), plan_id: z.string(), status: z.string(), cancel_at_period_end: z.boolean() }).nullable(),
  })
  .meta({ id: 'AdminMoneyBackClaim' });
export type AdminMoneyBackClaim = z.infer<typeof adminMoneyBackClaimSchema>;

export const adminMoneyBackClaimListQuerySchema = z.object({
  status: z.enum(MONEY_BACK_CLAIM_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminMoneyBackClaimListSchema = z
  .object({
    items: z.array(adminMoneyBackClaimSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'AdminMoneyBackClaimList' });
export type AdminMoneyBackClaimList = z.infer<typeof adminMoneyBackClaimListSchema>;

export const adminMoneyBackDeclineSchema = z
  .object({ note: safeText().trim().min(1).max(MONEY_BACK_NOTE_MAX) })
  .strict()
  .meta({ id: 'AdminMoneyBackDecline' });
export type AdminMoneyBackDecline = z.infer<typeof adminMoneyBackDeclineSchema>;
