import { ADMIN_PAGE_SIZE, AppError, type AdminReferralReward } from '@reelcraft/contract';
import type { Core } from '../../context.ts';
import { isUuid } from '../../db/ids.ts';
import { GrantBlockedError } from '../../billing/gifts.ts';
import { paymentStatusOf } from '../../billing/payments.repository.ts';
import {
  countRewards,
  type ReferralRewardRow as RewardRow,
  rewardsWithPeople,
  rewardWithPeople,
  voidPendingReward,
} from '../../billing/referrals.repository.ts';
import { grantReferralReward, ReferralAlreadyClaimedError, REFERRAL_REWARD_WEEKS } from '../../billing/referrals.ts';
import type { AdminActor } from '../actions.ts';
import { recordAdminAction } from '../audit.ts';

type RewardStatus = RewardRow['status'];

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

/** GET /api/admin/referral-rewards?status=&page=: newest first, 25 a page. */
export async function listReferralRewards(
  core: Core,
  query: { status?: RewardStatus | undefined; page: number },
): Promise<{ items: AdminReferralReward[]; total: number; page: number; page_size: number }> {
  const [rows, total] = await Promise.all([
    rewardsWithPeople(core.db, query.status, ADMIN_PAGE_SIZE, (query.page - 1) * ADMIN_PAGE_SIZE),
    countRewards(core.db, query.status),
  ]);
  return {
    items: rows.map((row) => toAdminReward(row.reward, row.referrerEmail ?? null, row.referredEmail ?? null)),
    total,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

async function rewardById(core: Core, id: string): Promise<{ reward: RewardRow; referrerEmail: string | null; referredEmail: string | null }> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const row = await rewardWithPeople(core.db, id);
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
  const paymentStatus = reward.paymentId ? await paymentStatusOf(core.db, reward.paymentId) : undefined;
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
      payment_status: paymentStatus ?? null,
      active_until: activeUntil.toISOString(),
    },
  });
  return presented(core, reward.id);
}

/** POST /api/admin/referral-rewards/{id}/void (audited 'referral.void'): a pending reward will never be granted; else 409. */
export async function adminVoidReferralReward(core: Core, actor: AdminActor, id: string): Promise<AdminReferralReward> {
  const { reward, referrerEmail } = await rewardById(core, id);
  if (!(await voidPendingReward(core.db, reward.id))) throw new AppError('REFERRAL_REWARD_NOT_PENDING', { status: reward.status });
  await recordAdminAction(core, {
    ...actor,
    action: 'referral.void',
    target: referrerEmail ? { id: reward.referrerUserId, email: referrerEmail } : null,
    details: { referral_reward_id: reward.id, referred_user_id: reward.referredUserId },
  });
  return presented(core, reward.id);
}
