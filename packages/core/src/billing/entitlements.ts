import { AppError, type Entitlements, type Feature, FEATURES } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import type { UserRow } from '../accounts/users.repository.ts';
import { LIVE_STATUSES, newestSubscriptionWithStatus, type SubscriptionRow } from './subscriptions.repository.ts';

/** Profiles a subscriber may have analysed at once; a non-subscriber gets one analysis. */
export const SUBSCRIBER_MAX_PROFILES = 5;
export const FREE_MAX_PROFILES = 1;

/**
 * Does this subscription row give access now? Active or trialing until the period ends; past due too (the renewal
 * is being retried, spec: "retries over several days before the subscription lapses"), never after the period end
 * the gateway last told us.
 */
export function givesAccess(row: Pick<SubscriptionRow, 'status' | 'currentPeriodEnd'>, now: Date): boolean {
  return LIVE_STATUSES.includes(row.status) && row.currentPeriodEnd.getTime() > now.getTime();
}

/** The user's subscription that gives access now, if any. */
export async function activeSubscriptionOf(core: Core, userId: string): Promise<SubscriptionRow | null> {
  const row = await newestSubscriptionWithStatus(core.db, userId, LIVE_STATUSES);
  return row && givesAccess(row, core.now()) ? row : null;
}

/**
 * The one answer to "may this user do X". BILLING=off: everyone may do everything. Otherwise a
 * non-subscriber may run one profile analysis, get the initial script and use the downloader (none of which ask
 * here); content generation, more analyses, avatar, face-meme and storytelling videos need a live subscription.
 */
export async function entitlementsOf(core: Core, user: Pick<UserRow, 'id' | 'bonusGenerations'>): Promise<Entitlements> {
  const billing = core.config.BILLING;
  const subscribed = billing === 'off' ? true : (await activeSubscriptionOf(core, user.id)) !== null;
  const features = Object.fromEntries(FEATURES.map((feature) => [feature, subscribed])) as Record<Feature, boolean>;
  return {
    billing,
    subscribed,
    features,
    max_profiles: subscribed ? SUBSCRIBER_MAX_PROFILES : FREE_MAX_PROFILES,
    bonus_generations: user.bonusGenerations,
  };
}

/** Throws 402 PAYMENT_REQUIRED (the web app opens the paywall) unless the user may use the feature. */
export async function assertEntitled(core: Core, user: Pick<UserRow, 'id' | 'bonusGenerations'>, feature: Feature): Promise<void> {
  const entitlements = await entitlementsOf(core, user);
  if (!entitlements.features[feature]) throw new AppError('PAYMENT_REQUIRED', { feature });
}
