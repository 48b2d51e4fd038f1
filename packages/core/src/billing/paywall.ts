import { type PaywallState, type Plan } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import type { UserRow } from '../accounts/users.repository.ts';
import { paywall2Share } from '../admin/business/settings.ts';
import { claimPaywallDiscountOnce, findUser, startPaywallCountdownOnce, storePaywallVariantOnce } from './billing-users.repository.ts';
import { listPlanRows, requirePayments, toPlanDto } from './catalogue.ts';
import { countdownEnd, countdownRunning } from './periods.ts';

export type PaywallVariant = 'paywall' | 'paywall2';

/**
 * The plans each paywall offers, in order:
 * - paywall2: 1, 12 and 52 weeks (its 50 % discount, once claimed, halves the first period);
 * - the old paywall: the 7-day trial then $27 a year (`annual_trial`) while its 24-hour countdown runs, otherwise the
 *   52-week plan at full price; beside it the monthly plan (`4week`).
 * The $0.99 week (`trial`, offered after an insufficient-funds decline) is not listed: it is in
 * GET /v2/payment/subscription-plans, and `trial_available` says whether this user may still take it.
 */
export function paywallPlanIds(variant: PaywallVariant, countdownIsRunning: boolean): string[] {
  if (variant === 'paywall2') return ['1week', '12week', '52week'];
  return countdownIsRunning ? ['annual_trial', '4week'] : ['52week', '4week'];
}

/**
 * The sticky experiment: a user's variant is drawn once and kept. The share is the admin's split (runtime settings,
 * issue 13) or PAYWALL2_SHARE; changing it only moves users not yet assigned.
 */
async function assignVariant(core: Core, user: UserRow, random: () => number): Promise<PaywallVariant> {
  if (user.paywallVariant) return user.paywallVariant;
  const drawn: PaywallVariant = random() < (await paywall2Share(core)) ? 'paywall2' : 'paywall';
  // Only the first draw is stored: a concurrent first view keeps whichever was written first.
  return (await storePaywallVariantOnce(core.db, user.id, drawn)) ?? drawn;
}

/**
 * GET /api/billing/paywall. Assigns the variant on the first call, and starts the old paywall's countdown the first
 * time that paywall is shown (never restarted: reloads and other devices see the same end). `override` (a variant
 * forced by ?variant=, honoured outside production only, for browser tests) is not stored.
 */
export async function paywallState(
  core: Core,
  user: UserRow,
  options: { override?: PaywallVariant | undefined; random?: () => number } = {},
): Promise<PaywallState> {
  requirePayments(core);
  const fresh = await findUser(core.db, user.id);
  const current = fresh ?? user;
  const allowOverride = core.config.NODE_ENV !== 'production';
  const variant = options.override && allowOverride ? options.override : await assignVariant(core, current, options.random ?? Math.random);
  const now = core.now();

  let startedAt = current.paywallDiscountStartedAt;
  if (variant === 'paywall' && !startedAt) {
    startedAt = (await startPaywallCountdownOnce(core.db, user.id, now)) ?? now;
  }

  const rows = await listPlanRows(core);
  const ids = paywallPlanIds(variant, countdownRunning(startedAt, now));
  const plans = ids
    .map((id) => rows.find((row) => row.id === id))
    .filter((row) => row !== undefined)
    .map((row) => toPlanDto(row, rows)) as Plan[];
  return {
    variant,
    billing: core.config.BILLING,
    discount_started_at: startedAt?.toISOString() ?? null,
    discount_ends_at: countdownEnd(startedAt)?.toISOString() ?? null,
    discount_claimed: current.paywallDiscountClaimedAt !== null,
    plans,
    trial_available: current.trialUsedAt === null,
  };
}

/** POST /api/billing/paywall/claim-discount: paywall2's 50 % is claimed (once; checkout applies it to the first period). */
export async function claimPaywallDiscount(core: Core, user: UserRow, options: { override?: PaywallVariant | undefined } = {}): Promise<PaywallState> {
  requirePayments(core);
  // Only paywall2 offers the 50 %: someone shown the old paywall cannot claim it by calling this endpoint.
  const shown = await paywallState(core, user, options);
  if (shown.variant !== 'paywall2') return shown;
  await claimPaywallDiscountOnce(core.db, user.id, core.now());
  return paywallState(core, user, options);
}
