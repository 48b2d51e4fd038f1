import type { Payment, PaymentMethod, PlanId, Subscription } from '@reelcraft/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Core } from '../context.ts';
import { paymentMethods, payments, promoCodes, type subscriptions } from '../db/schema.ts';
import { findPlan, isPlanId } from './catalogue.ts';
import { givesAccess } from './entitlements.ts';
import { amountForPeriod } from './periods.ts';
import { discountOfPromo, promoCodeText } from './promo-codes.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export const LIVE_STATUSES: readonly SubscriptionRow['status'][] = ['trialing', 'active', 'past_due'];

export function isLive(row: Pick<SubscriptionRow, 'status'>): boolean {
  return LIVE_STATUSES.includes(row.status);
}

/** Renews by itself at the period end: live, not cancelled at period end, and not a grant (gifts never renew). */
export function renews(row: Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd' | 'gateway'>): boolean {
  return isLive(row) && !row.cancelAtPeriodEnd && row.gateway !== 'grant';
}

export function toPaymentMethodDto(row: PaymentMethodRow): PaymentMethod {
  return { id: row.id, brand: row.brand, last4: row.last4, exp_month: row.expMonth, exp_year: row.expYear, is_default: row.isDefault };
}

const DECLINES = ['generic_failure', 'insufficient_funds', 'invalid_cvv'] as const;

export function toPaymentDto(row: PaymentRow): Payment {
  const failure = DECLINES.find((kind) => kind === row.failureCode) ?? null;
  return {
    id: row.id,
    amount_cents: row.amountCents,
    currency: row.currency,
    status: row.status,
    failure_code: row.status === 'failed' ? (failure ?? 'generic_failure') : null,
    reason: row.reason,
    description: row.description,
    period_start: row.periodStart?.toISOString() ?? null,
    period_end: row.periodEnd?.toISOString() ?? null,
    card_brand: row.cardBrand,
    card_last4: row.cardLast4,
    receipt_number: row.receiptNumber,
    refund_number: row.refundNumber,
    refunded_at: row.refundedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The API shape of a subscription (spec §3). `active` is givesAccess; `renews` is live, not cancelled at period end
 * and not a grant; the next charge is the plan the subscription renews into (the trial week's 4-week plan) with a
 * repeating or forever promo discount where it still applies (the paywall's 50 % is for the first period only).
 */
export async function toSubscriptionDto(core: Core, row: SubscriptionRow): Promise<Subscription> {
  const plan = await findPlan(core, row.planId);
  const nextPlan = plan?.renewsIntoId ? ((await findPlan(core, plan.renewsIntoId)) ?? plan) : plan;
  const willRenew = renews(row);

  let nextCharge: number | null = null;
  if (willRenew && nextPlan) {
    let discount = null;
    if (row.promoCodeId) {
      const [promo] = await core.db.select().from(promoCodes).where(eq(promoCodes.id, row.promoCodeId)).limit(1);
      discount = promo ? discountOfPromo(promo) : null;
    }
    // Periods already paid for; a free trial (trialing, nothing paid) is charged period 0 next.
    const [paid] = await core.db
      .select({ value: count() })
      .from(payments)
      .where(and(eq(payments.subscriptionId, row.id), eq(payments.status, 'succeeded')));
    const nextIndex = row.status === 'trialing' ? 0 : Math.max(1, paid?.value ?? 1);
    nextCharge = amountForPeriod({ firstAmountCents: nextPlan.amountCents, renewalAmountCents: nextPlan.amountCents }, discount, nextIndex);
  }

  let paymentMethod: PaymentMethod | null = null;
  if (row.paymentMethodId) {
    const [method] = await core.db.select().from(paymentMethods).where(eq(paymentMethods.id, row.paymentMethodId)).limit(1);
    if (method && !method.deletedAt) paymentMethod = toPaymentMethodDto(method);
  }

  return {
    id: row.id,
    plan_id: (isPlanId(row.planId) ? row.planId : '1week') as PlanId,
    status: row.status,
    gateway: row.gateway,
    source: row.source,
    active: givesAccess(row, core.now()),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    renews: willRenew,
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    next_charge_amount_cents: nextCharge,
    next_plan_id: willRenew && nextPlan && isPlanId(nextPlan.id) ? nextPlan.id : null,
    currency: plan?.currency ?? 'usd',
    intro_percent_off: row.introPercentOff,
    promo_code: row.promoCodeId ? await promoCodeText(core, row.promoCodeId) : null,
    payment_method: paymentMethod,
  };
}
