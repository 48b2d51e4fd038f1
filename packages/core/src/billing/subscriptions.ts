import { randomUUID } from 'node:crypto';
import { AppError, type CheckoutResult, type CreateSubscriptionRequest, type Subscription, type SubscriptionState, type User } from '@reelcraft/contract';
import { formatDate, normalizeLanguage } from '@reelcraft/i18n';
import { toUserDto } from '../accounts/user-dto.ts';
import type { Core } from '../context.ts';
import type { UserRow } from '../accounts/users.repository.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { findUser } from './billing-users.repository.ts';
import { planById, requirePayments, toGatewayPrice, TRIAL_PLAN_IDS, findPlan } from './catalogue.ts';
import { ensureCustomer, gatewayIdempotencyKey } from './customers.ts';
import { isLive, renews, type SubscriptionRow, toSubscriptionDto } from './dto.ts';
import { entitlementsOf, givesAccess } from './entitlements.ts';
import { type GatewayDiscount, PaymentDeclinedError, type PaymentGateway } from './gateway.ts';
import { ownGatewayCard } from './payment-methods.repository.ts';
import { betterDiscount, countdownRunning, paywallDiscount } from './periods.ts';
import { attachPromoRedemption, discountOfPromo, normalizePromoCode, redeemPromoCode, releasePromoRedemption } from './promo-codes.ts';
import { promoCodeById } from './promo-codes.repository.ts';
import { cancelIncompleteSubscription, newestSubscriptionOf, newestSubscriptionWithStatus, OPEN_STATUSES } from './subscriptions.repository.ts';
import { applyGatewaySubscription, declineErrorCode, syncSubscription } from './sync.ts';

/** The intro percentage shown for offers that are discounts by design (the trial week is 95 % off, the old paywall's year 72 %). */
export const OFFER_PERCENT_OFF: Readonly<Record<string, number>> = { trial: 95, annual_trial: 72 };

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The user's subscription the index allows one of (incomplete or live), newest first. */
async function openSubscriptionOf(core: Core, userId: string): Promise<SubscriptionRow | null> {
  return (await newestSubscriptionWithStatus(core.db, userId, OPEN_STATUSES)) ?? null;
}

/** The user's newest subscription of any status (what the subscription page and confirm show). */
export async function latestSubscriptionOf(core: Core, userId: string): Promise<SubscriptionRow | null> {
  const open = await openSubscriptionOf(core, userId);
  if (open) return open;
  return (await newestSubscriptionOf(core.db, userId)) ?? null;
}

async function freshUser(core: Core, userId: string): Promise<UserRow> {
  const row = await findUser(core.db, userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  return row;
}

/** A live row whose period the gateway should have moved on (missed events): re-read it before judging. */
async function refreshed(core: Core, row: SubscriptionRow): Promise<SubscriptionRow> {
  if (row.gateway === 'grant' || !row.gatewaySubscriptionId || !core.payments || core.payments.kind !== row.gateway) return row;
  if (row.status !== 'incomplete' && givesAccess(row, core.now())) return row;
  return (await syncSubscription(core, row.gateway, row.gatewaySubscriptionId)) ?? row;
}

/** The discount of the promo code a previous attempt of this checkout already redeemed, if it is the same code. */
async function promoOfPreviousAttempt(
  core: Core,
  previous: SubscriptionRow | null,
  code: string,
): Promise<{ promoCodeId: string; discount: GatewayDiscount } | null> {
  if (!previous?.promoCodeId || previous.status !== 'incomplete') return null;
  const row = await promoCodeById(core.db, previous.promoCodeId);
  if (!row || row.code !== normalizePromoCode(code)) return null;
  return { promoCodeId: row.id, discount: discountOfPromo(row) };
}

/**
 * Checkout (POST /v2/payment/subscriptions and /user/subscription/stripe/create-subscription). Rules:
 * - a live subscription (trialing, active, past due) → 409 ALREADY_SUBSCRIBED;
 * - an incomplete one: the same idempotency key gives the same answer (the gateway dedupes the create by our derived
 *   key and returns the same subscription and client secret); another key cancels the old one and starts anew;
 *   the unique index on live subscriptions settles concurrent requests (the loser gets the winner's answer or 409);
 * - trial plans once per person (users.trial_used_at) → 409 TRIAL_ALREADY_USED;
 * - the old paywall's annual_trial only while its 24-hour countdown runs → 404 PLAN_NOT_FOUND {reason};
 * - apply_discount: paywall2's 50 % off the first period, only if it was claimed; a promo code replaces it when it
 *   takes more off the first period (never both); a promo that loses is given back.
 */
export async function createSubscription(core: Core, user: UserRow, request: CreateSubscriptionRequest): Promise<CheckoutResult> {
  const gateway = requirePayments(core);
  const plan = await planById(core, request.plan_id);
  const current = await freshUser(core, user.id);
  const now = core.now();

  let previous = await openSubscriptionOf(core, user.id);
  if (previous) previous = await refreshed(core, previous);
  if (previous && isLive(previous) && givesAccess(previous, now)) throw new AppError('ALREADY_SUBSCRIBED');
  if (previous && previous.status !== 'incomplete') previous = null;

  if (TRIAL_PLAN_IDS.includes(plan.id) && current.trialUsedAt) throw new AppError('TRIAL_ALREADY_USED');
  if (plan.id === 'annual_trial' && !countdownRunning(current.paywallDiscountStartedAt, now)) {
    throw new AppError('PLAN_NOT_FOUND', { reason: current.paywallDiscountStartedAt ? 'offer_expired' : 'offer_not_started' });
  }

  let paymentMethod: { id: string; gatewayId: string } | null = null;
  if (request.payment_method_id) {
    const row = await ownGatewayCard(core.db, user.id, gateway.kind, request.payment_method_id);
    if (!row) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
    paymentMethod = { id: row.id, gatewayId: row.gatewayPaymentMethodId };
  }

  // Discounts: the paywall's (claimed, ordinary plans only) and a promo code; the larger first-period cut wins.
  const paywall = request.apply_discount && current.paywallDiscountClaimedAt && !OFFER_PERCENT_OFF[plan.id] ? paywallDiscount() : null;
  let promo: { promoCodeId: string; discount: GatewayDiscount } | null = null;
  let redeemedNow = false;
  if (request.promo_code) {
    promo = await promoOfPreviousAttempt(core, previous, request.promo_code);
    if (!promo) {
      promo = await redeemPromoCode(core, { code: request.promo_code, userId: user.id, planId: plan.id });
      redeemedNow = true;
    }
  }
  const discount = betterDiscount(plan.amountCents, paywall, promo?.discount ?? null);
  const usedPromo = promo && discount === promo.discount ? promo : null;
  const release = async () => {
    if (promo && redeemedNow) await releasePromoRedemption(core, { promoCodeId: promo.promoCodeId, userId: user.id });
  };
  if (promo && redeemedNow && !usedPromo) await release();

  const introPercentOff = OFFER_PERCENT_OFF[plan.id] ?? (discount?.percentOff && discount.duration === 'once' ? discount.percentOff : null);
  const renewsInto = plan.renewsIntoId ? await findPlan(core, plan.renewsIntoId) : null;

  let result;
  try {
    const customerId = await ensureCustomer(core, gateway, current);
    result = await gateway.createSubscription({
      customerId,
      price: toGatewayPrice(plan),
      renewsInto: renewsInto ? toGatewayPrice(renewsInto) : null,
      trialDays: plan.trialDays,
      discount,
      paymentMethodId: paymentMethod?.gatewayId ?? null,
      idempotencyKey: gatewayIdempotencyKey('subscription', user.id, request.idempotency_key),
      metadata: { user_id: user.id, plan_id: plan.id },
    });
  } catch (error) {
    if (usedPromo) await release();
    if (error instanceof PaymentDeclinedError) throw new AppError(declineErrorCode(error.decline), { decline: error.decline });
    throw error;
  }

  // Another key than the open checkout's: that one is abandoned (ended at the gateway and here) before ours is written.
  if (previous && previous.gatewaySubscriptionId !== result.subscription.id) {
    await abandonCheckout(core, gateway, previous, usedPromo?.promoCodeId ?? null);
  }

  let row: SubscriptionRow | null;
  try {
    row = await applyGatewaySubscription(core, gateway, result.subscription, {
      userId: user.id,
      source: 'checkout',
      introPercentOff,
      promoCodeId: usedPromo?.promoCodeId ?? null,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent checkout with another key won the one open place: ours is ended, the user is told.
    await gateway
      .cancelNow(result.subscription.id)
      .catch((cancelError: unknown) => core.logger.warn({ err: cancelError }, 'checkout: could not end the losing subscription'));
    if (usedPromo) await release();
    throw new AppError('ALREADY_SUBSCRIBED');
  }
  if (!row) throw new Error('checkout: the subscription could not be recorded');
  if (usedPromo) {
    // A code taken at checkout has discounted the first invoice: it counts from that invoice, on the gateway's clock.
    const first = result.subscription.invoices.at(-1)?.createdAt ?? null;
    await attachPromoRedemption(core, {
      promoCodeId: usedPromo.promoCodeId,
      userId: user.id,
      subscriptionId: row.id,
      countFrom: first && first < core.now() ? first : null,
    });
  }

  return {
    subscription: await toSubscriptionDto(core, row),
    client_secret: result.confirmation?.clientSecret ?? null,
    confirmation: result.confirmation?.kind ?? null,
  };
}

/** Ends an unpaid checkout the user walked away from (another attempt replaces it). */
async function abandonCheckout(core: Core, gateway: PaymentGateway, row: SubscriptionRow, promoCarriedOver: string | null): Promise<void> {
  if (row.gatewaySubscriptionId && row.gateway === gateway.kind) await gateway.cancelNow(row.gatewaySubscriptionId);
  await cancelIncompleteSubscription(core.db, row.id, core.now());
  // Its promo redemption is given back, unless the new attempt carries the same code over.
  if (row.promoCodeId && row.promoCodeId !== promoCarriedOver) await releasePromoRedemption(core, { promoCodeId: row.promoCodeId, userId: row.userId });
}

/**
 * POST /user/subscription/confirm: re-reads the user's newest gateway subscription (the browser just confirmed the
 * payment; the webhook may not have arrived) and answers the user, whose stripe_subscription is now set if it gives
 * access. The "updating your account" step polls this.
 */
export async function confirmSubscription(core: Core, user: UserRow): Promise<{ user: User; subscription: Subscription | null }> {
  requirePayments(core);
  let row = await latestSubscriptionOf(core, user.id);
  if (row && row.gateway !== 'grant' && row.gatewaySubscriptionId && core.payments && core.payments.kind === row.gateway) {
    row = (await syncSubscription(core, row.gateway, row.gatewaySubscriptionId)) ?? row;
  }
  const fresh = await freshUser(core, user.id);
  return { user: toUserDto(fresh), subscription: row ? await toSubscriptionDto(core, row) : null };
}

/** GET /v2/payment/subscriptions: the user's subscription (newest, any status) and what they may do. */
export async function subscriptionState(core: Core, user: UserRow): Promise<SubscriptionState> {
  const fresh = await freshUser(core, user.id);
  const row = core.config.BILLING === 'off' ? null : await latestSubscriptionOf(core, user.id);
  return { subscription: row ? await toSubscriptionDto(core, row) : null, entitlements: await entitlementsOf(core, fresh) };
}

async function renewingSubscription(core: Core, userId: string): Promise<SubscriptionRow> {
  const row = await openSubscriptionOf(core, userId);
  if (!row || !isLive(row) || !givesAccess(row, core.now())) throw new AppError('NO_SUBSCRIPTION');
  return row;
}

async function setRenewal(core: Core, row: SubscriptionRow, cancel: boolean, idempotencyKey: string): Promise<SubscriptionRow> {
  if (row.gateway === 'grant') return row;
  const gateway = requirePayments(core);
  if (!row.gatewaySubscriptionId || gateway.kind !== row.gateway) throw new AppError('NO_SUBSCRIPTION');
  const remote = await gateway.setCancelAtPeriodEnd(row.gatewaySubscriptionId, cancel, idempotencyKey);
  return (await applyGatewaySubscription(core, gateway, remote)) ?? row;
}

/**
 * No automatic renewal, access until the period ends (the cancel endpoints, and the cancel flow's last step). The
 * cancellation-confirmed e-mail goes out when renewal actually switches off (not again for a repeated request).
 * Grants never renew: for them this changes nothing.
 */
export async function cancelAtPeriodEnd(core: Core, userId: string, options: { idempotencyKey?: string } = {}): Promise<SubscriptionRow> {
  requirePayments(core);
  const row = await renewingSubscription(core, userId);
  if (row.cancelAtPeriodEnd || row.gateway === 'grant') return row;
  const key = options.idempotencyKey ?? gatewayIdempotencyKey('cancel', userId, `${row.id}:${randomUUID()}`);
  const updated = await setRenewal(core, row, true, key);
  if (updated.cancelAtPeriodEnd) {
    const user = await freshUser(core, userId);
    const language = normalizeLanguage(user.language);
    await enqueueEmail(core, {
      to: user.email,
      template: 'cancellation-confirmed',
      language,
      params: { date: formatDate(updated.currentPeriodEnd, language), link: `${core.publicUrl}/app/profile/subscription` },
    });
  }
  return updated;
}

/** Undo of the cancel while the period runs: renews again at the period end. */
export async function resumeSubscription(core: Core, userId: string): Promise<SubscriptionRow> {
  requirePayments(core);
  const row = await renewingSubscription(core, userId);
  if (!row.cancelAtPeriodEnd || row.gateway === 'grant') return row;
  return setRenewal(core, row, false, gatewayIdempotencyKey('resume', userId, `${row.id}:${randomUUID()}`));
}

/** The live subscription's gateway id, for making a new default card the one renewals charge. */
export async function renewingGatewaySubscriptionId(core: Core, userId: string): Promise<string | null> {
  const row = await openSubscriptionOf(core, userId);
  return row && renews(row) && row.gatewaySubscriptionId ? row.gatewaySubscriptionId : null;
}
