import { randomBytes } from 'node:crypto';
import { normalizeLanguage, formatDate } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { withRetry } from '../retry/retry.ts';
import { referralCodeOf, referrerOfUser, setReferralCodeOnce, userContact, userIdOfReferralCode } from './billing-users.repository.ts';
import { GrantBlockedError, grantPremiumWeeks } from './gifts.ts';
import {
  claimPendingReward,
  dueReferralRewards,
  insertReferralRewardOnce,
  rewardCountsByStatus,
  unclaimReward,
  voidPendingReward,
} from './referrals.repository.ts';

/**
 * A referrer earns 4 free premium weeks per referred friend whose first payment stays good. The copy of every language
 * names this number ("4 free weeks", never "a month"): referral-copy.test.ts holds it to this constant.
 */
export const REFERRAL_REWARD_WEEKS = 4;

const REFERRAL_CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** 10 url-safe characters (lower-case letters and digits without look-alikes: about 49 bits). */
export function newReferralCode(): string {
  const bytes = randomBytes(10);
  let code = '';
  for (const byte of bytes) code += REFERRAL_CODE_ALPHABET[byte % REFERRAL_CODE_ALPHABET.length];
  return code;
}

export const REFERRAL_CODE_PATTERN = /^[a-z0-9]{10}$/;

/** The code was not set on this attempt: a concurrent request set one first, or the drawn code was taken. */
class ReferralCodeNotSetError extends Error {
  constructor() {
    super('referral code not set on this attempt');
    this.name = 'ReferralCodeNotSetError';
  }
}

/** Attempts to read or set a referral code: a drawn code is rarely taken, a concurrent first use settles at once. */
const REFERRAL_CODE_ATTEMPTS = 5;

/** The user's referral code, created on first use for accounts made before referrals existed or by e-mail sign-in. */
export async function ensureReferralCode(core: Core, userId: string): Promise<string> {
  const notSet = (error: unknown) => error instanceof ReferralCodeNotSetError || isUniqueViolation(error);
  try {
    // No wait between attempts: each one reads again (a concurrent winner's code) or draws a new code.
    return await withRetry(
      async () => {
        const existing = await referralCodeOf(core.db, userId);
        if (existing === undefined) throw new Error('user not found');
        if (existing) return existing;
        const code = await setReferralCodeOnce(core.db, userId, newReferralCode());
        if (code) return code;
        throw new ReferralCodeNotSetError();
      },
      { attempts: REFERRAL_CODE_ATTEMPTS, baseDelayMs: 0, jitter: 0, shouldRetry: notSet },
    );
  } catch (error) {
    if (notSet(error)) throw new Error('could not create a unique referral code', { cause: error });
    throw error;
  }
}

/** The referrer of a code, or null (unknown or malformed code). */
export async function referrerOf(core: Core, code: string | undefined | null): Promise<string | null> {
  if (!code) return null;
  const normalized = code.trim().toLowerCase();
  if (!REFERRAL_CODE_PATTERN.test(normalized)) return null;
  return userIdOfReferralCode(core.db, normalized);
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** Called by the subscription sync when a user's first payment succeeds: starts the referrer's verification window. */
export async function recordReferralPayment(core: Core, input: { userId: string; paymentId: string }): Promise<void> {
  const referredBy = await referrerOfUser(core.db, input.userId);
  if (!referredBy || referredBy === input.userId) return;
  const verifyAfter = new Date(core.now().getTime() + core.config.REFERRAL_VERIFY_HOURS * 60 * 60 * 1000);
  // One row per referred user (unique): only the first payment counts, a replay records nothing.
  await insertReferralRewardOnce(core.db, { referrerUserId: referredBy, referredUserId: input.userId, paymentId: input.paymentId, verifyAfter });
}

/**
 * Called every minute by the billing tick: grants the free weeks for referrals past their window. Returns how many.
 * Each row is claimed with a conditional update on its status, so two overlapping ticks grant it once; a payment
 * refunded (or failed) by then voids the reward.
 */
export async function grantDueReferralRewards(core: Core): Promise<number> {
  const now = core.now();
  const due = await dueReferralRewards(core.db, now);
  let granted = 0;
  for (const { reward, paymentStatus } of due) {
    if (paymentStatus !== 'succeeded') {
      await voidPendingReward(core.db, reward.id);
      continue;
    }
    try {
      await grantReferralReward(core, reward);
    } catch (error) {
      if (error instanceof ReferralAlreadyClaimedError) continue;
      if (error instanceof GrantBlockedError) continue; // a checkout is half-way: the next tick tries again
      core.logger.warn({ err: error, reward_id: reward.id }, 'referral reward not granted; retrying on the next tick');
      continue;
    }
    granted += 1;
  }
  return granted;
}

/** The reward is no longer pending (granted or voided by someone else first). */
export class ReferralAlreadyClaimedError extends Error {
  constructor() {
    super('the referral reward is no longer pending');
    this.name = 'ReferralAlreadyClaimedError';
  }
}

/**
 * Grants one pending reward's free weeks to its referrer and tells them (the tick for due rewards; an admin's "grant
 * now" before the window ends). The row is claimed with a conditional update on its status, so it is granted once;
 * not pending → ReferralAlreadyClaimedError, a checkout half-way → GrantBlockedError. If the gateway cannot extend,
 * the reward goes back to pending and the error is thrown.
 */
export async function grantReferralReward(core: Core, reward: { id: string; referrerUserId: string }): Promise<Date> {
  const now = core.now();
  let activeUntil: Date;
  try {
    ({ activeUntil } = await grantPremiumWeeks(core, {
      userId: reward.referrerUserId,
      weeks: REFERRAL_REWARD_WEEKS,
      source: 'referral',
      idempotencyKey: `referral-${reward.id}`,
      claim: async (tx) => {
        if (!(await claimPendingReward(tx, reward.id, now))) throw new ReferralAlreadyClaimedError();
      },
    }));
  } catch (error) {
    if (!(error instanceof ReferralAlreadyClaimedError) && !(error instanceof GrantBlockedError)) {
      // The gateway could not extend: back to pending.
      await unclaimReward(core.db, reward.id);
    }
    throw error;
  }
  await notifyReferrer(core, reward.referrerUserId, activeUntil);
  return activeUntil;
}

async function notifyReferrer(core: Core, referrerUserId: string, activeUntil: Date): Promise<void> {
  const referrer = await userContact(core.db, referrerUserId);
  if (!referrer) return;
  const language = normalizeLanguage(referrer.language);
  await enqueueEmail(core, {
    to: referrer.email,
    template: 'referral-reward',
    language,
    params: { date: formatDate(activeUntil, language), link: `${core.publicUrl}/app/profile/subscription` },
  });
}

/** GET /api/billing/referrals: the user's link and what it earned. */
export async function referralState(
  core: Core,
  userId: string,
): Promise<{ code: string; link: string; rewards_granted: number; rewards_pending: number; weeks_earned: number }> {
  const code = await ensureReferralCode(core, userId);
  const rows = await rewardCountsByStatus(core.db, userId);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return {
    code,
    link: `${core.publicUrl}/r/${code}`,
    rewards_granted: of('granted'),
    rewards_pending: of('pending'),
    weeks_earned: of('granted') * REFERRAL_REWARD_WEEKS,
  };
}
