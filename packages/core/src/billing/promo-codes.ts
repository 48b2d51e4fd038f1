import { AppError, type SubscriptionState } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import type { Database } from '../db/client.ts';
import type { UserRow } from '../accounts/users.repository.ts';
import { hitRateLimit } from '../rate-limit/rate-limits.repository.ts';
import { findPlan } from './catalogue.ts';
import { gatewayIdempotencyKey } from './customers.ts';
import { promoOnSubscription } from './dto.ts';
import { givesAccess } from './entitlements.ts';
import type { GatewayDiscount } from './gateway.ts';
import { discountAppliesTo } from './periods.ts';
import { subscriptionState } from './subscriptions.ts';
import { applyGatewaySubscription } from './sync.ts';
import {
  attachRedemption,
  countRedemptionUnderCap,
  deleteRedemption,
  hasRedeemed,
  insertPromoCodeOnce,
  insertRedemptionOnce,
  promoCodeByText,
  type PromoCodeRow,
  promoCodeTextById,
  uncountRedemption,
} from './promo-codes.repository.ts';
import { LIVE_STATUSES, newestSubscriptionWithStatus, updateSubscription } from './subscriptions.repository.ts';

/** Codes are stored and compared upper-cased ("summer20" and "SUMMER20" are one code). */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

export function discountOfPromo(row: PromoCodeRow): GatewayDiscount {
  return {
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    duration: row.duration,
    durationPeriods: row.duration === 'repeating' ? row.durationPeriods : null,
    promoCodeId: row.id,
    key: `promo-${row.id}`,
  };
}

/** The first period's price after a discount (never below zero). */
export function discountedAmount(amountCents: number, discount: Pick<GatewayDiscount, 'percentOff' | 'amountOffCents'>): number {
  let amount = amountCents;
  if (discount.percentOff !== null) amount = Math.round((amount * (100 - discount.percentOff)) / 100);
  if (discount.amountOffCents !== null) amount -= discount.amountOffCents;
  return Math.max(0, amount);
}

/**
 * Looks a code up and checks everything except the cap (which only the redeeming UPDATE can check exactly):
 * unknown or inactive → PROMO_CODE_INVALID, expired → PROMO_CODE_EXPIRED, already redeemed by this user →
 * PROMO_CODE_ALREADY_USED. A code already at its cap → PROMO_CODE_EXHAUSTED (a hint; the redemption re-checks).
 */
export async function checkPromoCode(core: Core, input: { code: string; userId: string }): Promise<PromoCodeRow> {
  const row = await promoCodeByText(core.db, normalizePromoCode(input.code));
  const status = row ? promoCodeStatus(row, core.now()) : 'disabled';
  if (!row || status === 'disabled') throw new AppError('PROMO_CODE_INVALID');
  if (status === 'expired') throw new AppError('PROMO_CODE_EXPIRED');
  if (await hasRedeemed(core.db, row.id, input.userId)) throw new AppError('PROMO_CODE_ALREADY_USED');
  if (status === 'used_up') throw new AppError('PROMO_CODE_EXHAUSTED');
  return row;
}

/**
 * What checkout does with a code at `now`: takes it (`active`), or refuses it as switched off (`disabled`), past its
 * expiry (`expired`) or at its redemption cap (`used_up`). checkPromoCode refuses by it; the admin console shows it.
 */
export function promoCodeStatus(row: PromoCodeRow, now: Date): 'active' | 'disabled' | 'expired' | 'used_up' {
  if (!row.active) return 'disabled';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.maxRedemptions !== null && row.redemptionCount >= row.maxRedemptions) return 'used_up';
  return 'active';
}

/**
 * Redeems a promo code for a checkout: checks it exists, is active, not expired, not used by this user, and takes
 * one redemption atomically (never beyond max_redemptions under concurrency). Throws PROMO_CODE_* errors.
 */
export async function redeemPromoCode(
  core: Core,
  input: { code: string; userId: string; planId: string },
): Promise<{ promoCodeId: string; discount: GatewayDiscount }> {
  const row = await checkPromoCode(core, input);
  const taken = await core.db.transaction(async (tx) => {
    // One statement checks the cap and counts the redemption: concurrent redemptions can never pass the cap.
    const counted = await countRedemptionUnderCap(tx, row.id);
    if (!counted) throw new AppError('PROMO_CODE_EXHAUSTED');
    // Unique per (code, user): the same user in two tabs gets one redemption; the other rolls the count back.
    // Dated by the billing clock, which the invoices are dated by too: the DTO counts the invoices since it.
    if (!(await insertRedemptionOnce(tx, { promoCodeId: row.id, userId: input.userId, createdAt: core.now() }))) throw new AppError('PROMO_CODE_ALREADY_USED');
    return counted;
  });
  return { promoCodeId: taken.id, discount: discountOfPromo(taken) };
}

/** Gives a redemption back (the checkout that took it failed before any payment). */
export async function releasePromoRedemption(core: Core, input: { promoCodeId: string; userId: string }): Promise<void> {
  await core.db.transaction(async (tx) => {
    if (!(await deleteRedemption(tx, input.promoCodeId, input.userId))) return;
    await uncountRedemption(tx, input.promoCodeId);
  });
}

/**
 * Links the redemption to the subscription it discounted. `countFrom` re-dates it on the gateway's clock: the
 * subscription's invoices from that instant on are the ones the code counts against (toSubscriptionDto), and the
 * gateway dates invoices by its own clock (Stripe to the second), not by ours.
 */
export async function attachPromoRedemption(
  core: Core,
  input: { promoCodeId: string; userId: string; subscriptionId: string; countFrom?: Date | null },
): Promise<void> {
  await attachRedemption(core.db, input);
}

/** The code text for a subscription's DTO. */
export async function promoCodeText(core: Core, promoCodeId: string): Promise<string | null> {
  return promoCodeTextById(core.db, promoCodeId);
}

export interface CreatePromoCodeInput {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  currency?: string;
  duration: 'once' | 'repeating' | 'forever';
  durationPeriods: number | null;
  maxRedemptions: number | null;
  expiresAt: Date | null;
}

/**
 * For the operator's `npm run promo:create` (a bare database) and tests (a core). Refuses a code that exists, and
 * inconsistent input, with a plain Error saying why.
 */
export async function createPromoCode(target: Core | Database, input: CreatePromoCodeInput): Promise<PromoCodeRow> {
  const db = 'config' in target ? target.db : target;
  const code = normalizePromoCode(input.code);
  if (!/^[A-Z0-9_-]{1,40}$/.test(code)) throw new Error(`promo code "${input.code}": use 1-40 letters, digits, - or _`);
  if ((input.percentOff === null) === (input.amountOffCents === null)) throw new Error('give exactly one of percent off or amount off');
  if (input.percentOff !== null && !(Number.isInteger(input.percentOff) && input.percentOff >= 1 && input.percentOff <= 100)) {
    throw new Error('percent off must be a whole number from 1 to 100');
  }
  if (input.amountOffCents !== null && !(Number.isInteger(input.amountOffCents) && input.amountOffCents >= 1)) {
    throw new Error('amount off must be a positive whole number of cents');
  }
  if (input.duration === 'repeating' && !(input.durationPeriods !== null && Number.isInteger(input.durationPeriods) && input.durationPeriods >= 1)) {
    throw new Error('a repeating discount needs --periods (a whole number ≥ 1)');
  }
  if (input.maxRedemptions !== null && !(Number.isInteger(input.maxRedemptions) && input.maxRedemptions >= 1)) {
    throw new Error('max redemptions must be a whole number ≥ 1');
  }
  const now = 'config' in target ? target.now() : new Date();
  if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) throw new Error('the expiry date has passed: a code must expire in the future');
  const row = await insertPromoCodeOnce(db, {
    code,
    percentOff: input.percentOff,
    amountOffCents: input.amountOffCents,
    currency: input.currency ?? 'usd',
    duration: input.duration,
    durationPeriods: input.duration === 'repeating' ? input.durationPeriods : null,
    maxRedemptions: input.maxRedemptions,
    expiresAt: input.expiresAt,
  });
  if (!row) throw new Error(`promo code ${code} already exists`);
  return row;
}

/** Checking codes is cheap to script: a person types a few, a guesser thousands. Per user, 20 per 15 minutes. */
const PROMO_CHECK_POLICY = { points: 20, windowSeconds: 15 * 60 };

/**
 * POST /api/billing/promo-codes/check: what a code would give, without redeeming it (rate-limited per user).
 * With a plan: the first period's price after the discount.
 */
export async function previewPromoCode(
  core: Core,
  userId: string,
  input: { code: string; plan_id?: string | undefined },
): Promise<{
  code: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  duration: 'once' | 'repeating' | 'forever';
  duration_periods: number | null;
  first_period_amount_cents: number | null;
}> {
  const decision = await hitRateLimit(core.db, `promoCheck:user:${userId}`, PROMO_CHECK_POLICY, core.now());
  if (!decision.allowed) throw new AppError('RATE_LIMITED', { retry_after_seconds: decision.retryAfterSeconds });
  const row = await checkPromoCode(core, { code: input.code, userId });
  let first: number | null = null;
  if (input.plan_id) {
    const plan = await findPlan(core, input.plan_id);
    if (!plan) throw new AppError('PLAN_NOT_FOUND');
    first = discountedAmount(plan.amountCents, row);
  }
  return {
    code: row.code,
    percent_off: row.percentOff,
    amount_off_cents: row.amountOffCents,
    duration: row.duration,
    duration_periods: row.duration === 'repeating' ? row.durationPeriods : null,
    first_period_amount_cents: first,
  };
}

/**
 * POST /api/billing/subscription/promo: a code entered on the subscription page lowers the very next charge of the
 * user's live, renewing subscription (a `once` code that charge only; issue 31), or is refused with a reason:
 * no such subscription → 404 NO_SUBSCRIPTION (grants never charge); the code would not lower the next charge → 409
 * PROMO_CODE_NOT_APPLICABLE {reason}; another code still waits for the next charge → 409 PROMO_CODE_REPLACES {current}
 * unless `replace` says the user confirmed. A replaced code that had not discounted anything yet is given back (its
 * redemption removed, the count lowered); one that already discounted a charge stays redeemed. If the gateway refuses,
 * the new redemption is given back and the old code stays.
 */
export async function applyPromoToSubscription(
  core: Core,
  user: UserRow,
  code: string,
  options: { replace?: boolean | undefined } = {},
): Promise<SubscriptionState> {
  const gateway = core.payments;
  if (!gateway || core.config.BILLING === 'off') throw new AppError('BILLING_DISABLED');
  const row = await newestSubscriptionWithStatus(core.db, user.id, LIVE_STATUSES);
  if (!row || !givesAccess(row, core.now()) || row.gateway !== gateway.kind || !row.gatewaySubscriptionId || row.cancelAtPeriodEnd) {
    throw new AppError('NO_SUBSCRIPTION');
  }
  // Trying codes here counts against the same budget as checking them: a guesser gets no second door.
  const decision = await hitRateLimit(core.db, `promoCheck:user:${user.id}`, PROMO_CHECK_POLICY, core.now());
  if (!decision.allowed) throw new AppError('RATE_LIMITED', { retry_after_seconds: decision.retryAfterSeconds });
  // Refused before anything is redeemed: a code that takes nothing off what the next charge would be.
  const candidate = await checkPromoCode(core, { code, userId: user.id });
  const plan = await findPlan(core, row.planId);
  const nextPlan = plan?.renewsIntoId ? ((await findPlan(core, plan.renewsIntoId)) ?? plan) : plan;
  if (!nextPlan) throw new AppError('NO_SUBSCRIPTION');
  if (candidate.amountOffCents !== null && candidate.currency !== nextPlan.currency) {
    throw new AppError('PROMO_CODE_NOT_APPLICABLE', { reason: 'currency' });
  }
  if (discountedAmount(nextPlan.amountCents, candidate) >= nextPlan.amountCents) throw new AppError('PROMO_CODE_NOT_APPLICABLE', { reason: 'no_saving' });

  const current = await promoOnSubscription(core, row);
  const pending = current && discountAppliesTo(current.discount, current.uses) ? current : null;
  if (pending && !options.replace) throw new AppError('PROMO_CODE_REPLACES', { current: pending.promo.code });

  const { promoCodeId, discount } = await redeemPromoCode(core, { code, userId: user.id, planId: row.planId });
  let remote;
  try {
    remote = await gateway.applyDiscount(row.gatewaySubscriptionId, discount, gatewayIdempotencyKey('promo', user.id, `${row.id}:${promoCodeId}`));
  } catch (error) {
    await releasePromoRedemption(core, { promoCodeId, userId: user.id });
    throw error;
  }
  await updateSubscription(core.db, row.id, { promoCodeId, updatedAt: core.now() });
  // The code counts from the next invoice: after every invoice the gateway has made so far, on its clock.
  const latest = remote.invoices[0]?.createdAt;
  const after = latest ? new Date(latest.getTime() + 1000) : null;
  await attachPromoRedemption(core, { promoCodeId, userId: user.id, subscriptionId: row.id, countFrom: after && after > core.now() ? after : null });
  // The replaced code never took anything off: it is given back, as if it had not been entered.
  if (pending && pending.uses === 0) await releasePromoRedemption(core, { promoCodeId: pending.promo.id, userId: user.id });
  await applyGatewaySubscription(core, gateway, remote);
  return subscriptionState(core, user);
}
