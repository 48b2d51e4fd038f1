import { randomBytes } from 'node:crypto';
import { normalizeLanguage, formatDate } from '@reelcraft/i18n';
import { and, count, eq, isNull, lte } from 'drizzle-orm';
import type { Core } from '../context.ts';
import { payments, referralRewards, users } from '../db/schema.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { GrantBlockedError, grantPremiumWeeks } from './gifts.ts';

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

/** The user's referral code, created on first use for accounts made before referrals existed or by e-mail sign-in. */
export async function ensureReferralCode(core: Core, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await core.db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw new Error('user not found');
    if (row.code) return row.code;
    try {
      const code = newReferralCode();
      const updated = await core.db
        .update(users)
        .set({ referralCode: code })
        .where(and(eq(users.id, userId), isNull(users.referralCode)))
        .returning({ code: users.referralCode });
      if (updated[0]?.code) return updated[0].code;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not create a unique referral code');
}

/** The referrer of a code, or null (unknown or malformed code). */
export async function referrerOf(core: Core, code: string | undefined | null): Promise<string | null> {
  if (!code) return null;
  const normalized = code.trim().toLowerCase();
  if (!REFERRAL_CODE_PATTERN.test(normalized)) return null;
  const [row] = await core.db.select({ id: users.id }).from(users).where(eq(users.referralCode, normalized)).limit(1);
  return row?.id ?? null;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** Called by the subscription sync when a user's first payment succeeds: starts the referrer's verification window. */
export async function recordReferralPayment(core: Core, input: { userId: string; paymentId: string }): Promise<void> {
  const [user] = await core.db.select({ referredBy: users.referredByUserId }).from(users).where(eq(users.id, input.userId)).limit(1);
  if (!user?.referredBy || user.referredBy === input.userId) return;
  const verifyAfter = new Date(core.now().getTime() + core.config.REFERRAL_VERIFY_HOURS * 60 * 60 * 1000);
  // One row per referred user (unique): only the first payment counts, a replay records nothing.
  await core.db
    .insert(referralRewards)
    .values({ referrerUserId: user.referredBy, referredUserId: input.userId, paymentId: input.paymentId, verifyAfter })
    .onConflictDoNothing({ target: referralRewards.referredUserId });
}

/**
 * Called every minute by the billing tick: grants the free weeks for referrals past their window. Returns how many.
 * Each row is claimed with a conditional update on its status, so two overlapping ticks grant it once; a payment
 * refunded (or failed) by then voids the reward.
 */
export async function grantDueReferralRewards(core: Core): Promise<number> {
  const now = core.now();
  const due = await core.db
    .select({ reward: referralRewards, paymentStatus: payments.status })
    .from(referralRewards)
    .leftJoin(payments, eq(payments.id, referralRewards.paymentId))
    .where(and(eq(referralRewards.status, 'pending'), lte(referralRewards.verifyAfter, now)))
    .orderBy(referralRewards.verifyAfter)
    .limit(100);
  let granted = 0;
  for (const { reward, paymentStatus } of due) {
    if (paymentStatus !== 'succeeded') {
      await core.db
        .update(referralRewards)
        .set({ status: 'void' })
        .where(and(eq(referralRewards.id, reward.id), eq(referralRewards.status, 'pending')));
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
        const claimed = await tx
          .update(referralRewards)
          .set({ status: 'granted', grantedAt: now })
          .where(and(eq(referralRewards.id, reward.id), eq(referralRewards.status, 'pending')))
          .returning({ id: referralRewards.id });
        if (claimed.length === 0) throw new ReferralAlreadyClaimedError();
      },
    }));
  } catch (error) {
    if (!(error instanceof ReferralAlreadyClaimedError) && !(error instanceof GrantBlockedError)) {
      // The gateway could not extend: back to pending.
      await core.db
        .update(referralRewards)
        .set({ status: 'pending', grantedAt: null })
        .where(and(eq(referralRewards.id, reward.id), eq(referralRewards.status, 'granted')));
    }
    throw error;
  }
  await notifyReferrer(core, reward.referrerUserId, activeUntil);
  return activeUntil;
}

async function notifyReferrer(core: Core, referrerUserId: string, activeUntil: Date): Promise<void> {
  const [referrer] = await core.db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, referrerUserId)).limit(1);
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
export async function referralState(core: Core, userId: string): Promise<{ code: string; link: string; rewards_granted: number; rewards_pending: number; weeks_earned: number }> {
  const code = await ensureReferralCode(core, userId);
  const rows = await core.db
    .select({ status: referralRewards.status, n: count() })
    .from(referralRewards)
    .where(eq(referralRewards.referrerUserId, userId))
    .groupBy(referralRewards.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return {
    code,
    link: `${core.publicUrl}/r/${code}`,
    rewards_granted: of('granted'),
    rewards_pending: of('pending'),
    weeks_earned: of('granted') * REFERRAL_REWARD_WEEKS,
  };
}
