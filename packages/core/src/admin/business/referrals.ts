import { ADMIN_PAGE_SIZE, AppError, type AdminReferralReward } from '@reelcraft/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Core } from '../../context.ts';
import { isUuid } from '../../db/ids.ts';
import { payments, referralRewards, users } from '../../db/schema.ts';
import { GrantBlockedError } from '../../billing/gifts.ts';
import { grantReferralReward, ReferralAlreadyClaimedError, REFERRAL_REWARD_WEEKS } from '../../billing/referrals.ts';
import type { AdminActor } from '../actions.ts';
import { recordAdminAction } from '../audit.ts';

type RewardRow = typeof referralRewards.$inferSelect;
type RewardStatus = RewardRow['status'];

const referrer = alias(users, 'referrer');
const referred = alias(users, 'referred');

function toAdminReward(row: RewardRow, referrerEmail: string | null, referredEmail: string | null): AdminReferralReward {
  return {
    id: row.id,
    referrer_user_id: row.referrerUserId,
    referrer_email: referrerEmail,
    referred_user_id: row.referredUserId,
    referred_email: referredEmail,
    status: row.status,
    verify_after: row.verifyAfter.toISOString(),
    granted_at: row.grantedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

function selectRewards(core: Core) {
  return core.db
    .select({ reward: referralRewards, referrerEmail: referrer.email, referredEmail: referred.email })
    .from(referralRewards)
    .leftJoin(referrer, eq(referrer.id, referralRewards.referrerUserId))
    .leftJoin(referred, eq(referred.id, referralRewards.referredUserId));
}

/** GET /api/admin/referral-rewards?status=&page=: newest first, 25 a page. */
export async function listReferralRewards(
  core: Core,
  query: { status?: RewardStatus | undefined; page: number },
): Promise<{ items: AdminReferralReward[]; total: number; page: number; page_size: number }> {
  const where = query.status ? eq(referralRewards.status, query.status) : undefined;
  const [rows, totals] = await Promise.all([
    selectRewards(core)
      .where(where)
      .orderBy(desc(referralRewards.createdAt), desc(referralRewards.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    core.db.select({ total: count() }).from(referralRewards).where(where),
  ]);
  return {
    items: rows.map((row) => toAdminReward(row.reward, row.referrerEmail ?? null, row.referredEmail ?? null)),
    total: totals[0]?.total ?? 0,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

async function rewardById(core: Core, id: string): Promise<{ reward: RewardRow; referrerEmail: string | null; referredEmail: string | null }> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await selectRewards(core).where(eq(referralRewards.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return { reward: row.reward, referrerEmail: row.referrerEmail ?? null, referredEmail: row.referredEmail ?? null };
}

async function presented(core: Core, id: string): Promise<AdminReferralReward> {
  const row = await rewardById(core, id);
  return toAdminReward(row.reward, row.referrerEmail, row.referredEmail);
}

/**
 * POST /api/admin/referral-rewards/{id}/grant (audited 'referral.grant'): the referrer's free weeks now, without
 * waiting out the verification window, through the same grant as the billing tick (and its e-mail). Only a pending
 * reward → else 409 REFERRAL_REWARD_NOT_PENDING; a checkout half-way for the referrer → 409 ALREADY_SUBSCRIBED.
 */
export async function adminGrantReferralReward(core: Core, actor: AdminActor, id: string): Promise<AdminReferralReward> {
  const { reward, referrerEmail } = await rewardById(core, id);
  if (reward.status !== 'pending') throw new AppError('REFERRAL_REWARD_NOT_PENDING', { status: reward.status });
  const [payment] = reward.paymentId ? await core.db.select({ status: payments.status }).from(payments).where(eq(payments.id, reward.paymentId)).limit(1) : [];
  let activeUntil: Date;
  try {
    activeUntil = await grantReferralReward(core, reward);
  } catch (error) {
    if (error instanceof ReferralAlreadyClaimedError) throw new AppError('REFERRAL_REWARD_NOT_PENDING');
    if (error instanceof GrantBlockedError) throw new AppError('ALREADY_SUBSCRIBED', { reason: 'checkout_in_progress' });
    throw error;
  }
  await recordAdminAction(core, {
    ...actor,
    action: 'referral.grant',
    target: referrerEmail ? { id: reward.referrerUserId, email: referrerEmail } : null,
    details: {
      referral_reward_id: reward.id,
      referred_user_id: reward.referredUserId,
      weeks: REFERRAL_REWARD_WEEKS,
      verify_after: reward.verifyAfter.toISOString(),
      payment_status: payment?.status ?? null,
      active_until: activeUntil.toISOString(),
    },
  });
  return presented(core, reward.id);
}

/** POST /api/admin/referral-rewards/{id}/void (audited 'referral.void'): a pending reward will never be granted; else 409. */
export async function adminVoidReferralReward(core: Core, actor: AdminActor, id: string): Promise<AdminReferralReward> {
  const { reward, referrerEmail } = await rewardById(core, id);
  const voided = await core.db
    .update(referralRewards)
    .set({ status: 'void' })
    .where(and(eq(referralRewards.id, reward.id), eq(referralRewards.status, 'pending')))
    .returning({ id: referralRewards.id });
  if (voided.length === 0) throw new AppError('REFERRAL_REWARD_NOT_PENDING', { status: reward.status });
  await recordAdminAction(core, {
    ...actor,
    action: 'referral.void',
    target: referrerEmail ? { id: reward.referrerUserId, email: referrerEmail } : null,
    details: { referral_reward_id: reward.id, referred_user_id: reward.referredUserId },
  });
  return presented(core, reward.id);
}
