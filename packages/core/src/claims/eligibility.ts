import { MONEY_BACK_DAYS, type MoneyBackIneligibleReason } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { paywallExposureOf } from '../billing/billing-users.repository.ts';
import { firstPaidChargeOf, type PaymentRow } from '../billing/payments.repository.ts';
import type { SubscriptionRow } from '../billing/subscriptions.repository.ts';
import { latestSubscriptionOf } from '../billing/subscriptions.ts';
import { paywallPlanIds } from '../billing/paywall.ts';
import { hasSettledClaim } from './claims.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** paywall2's plans: the only ones sold under the guarantee's promise. */
const PAYWALL2_PLANS: readonly string[] = paywallPlanIds('paywall2', false);

export type Eligibility =
  | { eligible: true; subscription: SubscriptionRow; payment: PaymentRow; deadline: Date }
  | { eligible: false; reason: MoneyBackIneligibleReason; subscription: SubscriptionRow | null; payment: PaymentRow | null; deadline: Date | null };

/**
 * The guarantee's rule, worded as paywall2 words the promise ("30-day money-back guarantee", "results in 4 weeks or
 * your money back"; the copy: "Not happy within 30 days of your first payment?"): the user's newest subscription was
 * bought with a card on paywall2 (a 1-, 12- or 52-week plan, the user shown paywall2), its first paid charge is
 * MONEY_BACK_DAYS old at most and not refunded, and no claim for it was settled before. "Results in 4 weeks" falls
 * inside those 30 days, so one window keeps both promises.
 */
export async function moneyBackEligibility(core: Core, userId: string): Promise<Eligibility> {
  const subscription = await latestSubscriptionOf(core, userId);
  if (!subscription || subscription.gateway === 'grant' || subscription.source !== 'checkout') {
    return { eligible: false, reason: 'no_subscription', subscription: null, payment: null, deadline: null };
  }
  // Shown paywall2: its sticky variant, or its 50 % claimed (only paywall2 offers it; a forced ?variant= outside
  // production is not stored as the variant, the claim is).
  const user = await paywallExposureOf(core.db, userId);
  const shownPaywall2 = user?.variant === 'paywall2' || Boolean(user?.claimedAt);
  if (!shownPaywall2 || !PAYWALL2_PLANS.includes(subscription.planId)) {
    return { eligible: false, reason: 'not_paywall2', subscription, payment: null, deadline: null };
  }
  const payment = await firstPaidChargeOf(core.db, subscription.id);
  const settled = await hasSettledClaim(core.db, subscription.id);
  const deadline = payment ? new Date(payment.createdAt.getTime() + MONEY_BACK_DAYS * DAY_MS) : null;
  if (settled) return { eligible: false, reason: 'already_claimed', subscription, payment: payment ?? null, deadline };
  if (!payment || payment.status !== 'succeeded' || !deadline)
    return { eligible: false, reason: 'no_paid_charge', subscription, payment: payment ?? null, deadline: null };
  if (core.now().getTime() > deadline.getTime()) return { eligible: false, reason: 'window_passed', subscription, payment, deadline };
  return { eligible: true, subscription, payment, deadline };
}
