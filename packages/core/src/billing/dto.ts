import type { Payment, PaymentMethod, PlanId, Subscription } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { findPlan, isPlanId } from './catalogue.ts';
import { givesAccess } from './entitlements.ts';
import type { GatewayDiscount } from './gateway.ts';
import { type PaymentMethodRow, paymentMethodById } from './payment-methods.repository.ts';
import { latestSucceededPayment, type PaymentRow, subscriptionInvoiceCountSince } from './payments.repository.ts';
import { amountForPeriod, discountAppliesTo } from './periods.ts';
import { discountOfPromo, promoCodeText } from './promo-codes.ts';
import { promoCodeById, type PromoCodeRow, redemptionDateOf } from './promo-codes.repository.ts';
import { LIVE_STATUSES, type SubscriptionRow } from './subscriptions.repository.ts';

export { LIVE_STATUSES, type PaymentMethodRow, type PaymentRow, type SubscriptionRow };

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
 * The promo code whose discount is still to come on this subscription, and how many of the subscription's invoices it
 * has discounted so far. Counted like both gateways count (the test gateway's `discountUses`, Stripe's discount
 * `start`): from the redemption on, one per invoice — a code taken at checkout has discounted the first invoice, a
 * code entered on the subscription page starts with the next one. Null when the subscription has no code or the
 * code's redemption was given back.
 */
export async function promoOnSubscription(core: Core, row: SubscriptionRow): Promise<{ promo: PromoCodeRow; discount: GatewayDiscount; uses: number } | null> {
  if (!row.promoCodeId) return null;
  const promo = await promoCodeById(core.db, row.promoCodeId);
  const redeemedAt = await redemptionDateOf(core.db, row.promoCodeId, row.userId);
  if (!promo || !redeemedAt) return null;
  return { promo, discount: discountOfPromo(promo), uses: row.status === 'trialing' ? 0 : await subscriptionInvoiceCountSince(core.db, row.id, redeemedAt) };
}

/**
 * The API shape of a subscription. `active` is givesAccess; `renews` is live, not cancelled at period end
 * and not a grant. The next charge is what the gateway will charge at the period end: the plan the subscription
 * renews into (the trial week's 4-week plan), less a promo code's discount while it still applies (a `once` code:
 * the next invoice after it was entered, issue 31); the paywall's 50 % is for the first period only. The charge after
 * that is given too, so the page can say "then $19.99".
 */
export async function toSubscriptionDto(core: Core, row: SubscriptionRow): Promise<Subscription> {
  const plan = await findPlan(core, row.planId);
  const nextPlan = plan?.renewsIntoId ? ((await findPlan(core, plan.renewsIntoId)) ?? plan) : plan;
  const willRenew = renews(row);

  let nextCharge: number | null = null;
  let followingCharge: number | null = null;
  let nextDiscount: Subscription['next_charge_discount'] = null;
  if (willRenew && nextPlan) {
    const prices = { firstAmountCents: nextPlan.amountCents, renewalAmountCents: nextPlan.amountCents };
    const promo = await promoOnSubscription(core, row);
    nextCharge = amountForPeriod(prices, promo?.discount ?? null, promo?.uses ?? 0);
    // The use index counts from the code's first invoice; without a code every period is the plan's price.
    followingCharge = promo ? amountForPeriod(prices, promo.discount, promo.uses + 1) : nextPlan.amountCents;
    if (promo && discountAppliesTo(promo.discount, promo.uses)) {
      nextDiscount = { code: promo.promo.code, percent_off: promo.promo.percentOff, amount_off_cents: promo.promo.amountOffCents };
    }
  }

  const latest = await latestSucceededPayment(core.db, row.id);

  let paymentMethod: PaymentMethod | null = null;
  if (row.paymentMethodId) {
    const method = await paymentMethodById(core.db, row.paymentMethodId);
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
    next_charge_at: willRenew ? row.currentPeriodEnd.toISOString() : null,
    next_charge_discount: nextDiscount,
    following_charge_amount_cents: followingCharge,
    latest_charge: latest ? { amount_cents: latest.amountCents, created_at: latest.createdAt.toISOString() } : null,
    next_plan_id: willRenew && nextPlan && isPlanId(nextPlan.id) ? nextPlan.id : null,
    currency: plan?.currency ?? 'usd',
    intro_percent_off: row.introPercentOff,
    promo_code: row.promoCodeId ? await promoCodeText(core, row.promoCodeId) : null,
    payment_method: paymentMethod,
  };
}
