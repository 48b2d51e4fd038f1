import { and, count, desc, eq, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { payments, referralRewards, users } from '../db/schema.ts';
import type { Db, Tx } from './db-handle.ts';

export type ReferralRewardRow = typeof referralRewards.$inferSelect;

/** The reward row of a referred user's first payment; a second one for the same referred user does nothing. */
export async function insertReferralRewardOnce(
  db: Db,
  values: { referrerUserId: string; referredUserId: string; paymentId: string; verifyAfter: Date },
): Promise<void> {
  await db.insert(referralRewards).values(values).onConflictDoNothing({ target: referralRewards.referredUserId });
}

/** Pending rewards whose verification window ended, oldest first (at most 100), with their payment's status now. */
export async function dueReferralRewards(db: Db, now: Date): Promise<{ reward: ReferralRewardRow; paymentStatus: string | null }[]> {
  return db
    .select({ reward: referralRewards, paymentStatus: payments.status })
    .from(referralRewards)
    .leftJoin(payments, eq(payments.id, referralRewards.paymentId))
    .where(and(eq(referralRewards.status, 'pending'), lte(referralRewards.verifyAfter, now)))
    .orderBy(referralRewards.verifyAfter)
    .limit(100);
}

/** Voids a pending reward (its payment did not stay good); false when it was no longer pending. */
export async function voidPendingReward(db: Db, id: string): Promise<boolean> {
  const voided = await db
    .update(referralRewards)
    .set({ status: 'void' })
    .where(and(eq(referralRewards.id, id), eq(referralRewards.status, 'pending')))
    .returning({ id: referralRewards.id });
  return voided.length > 0;
}

/** Claims a pending reward as granted (one conditional update); false when it was no longer pending. */
export async function claimPendingReward(tx: Tx, id: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(referralRewards)
    .set({ status: 'granted', grantedAt: now })
    .where(and(eq(referralRewards.id, id), eq(referralRewards.status, 'pending')))
    .returning({ id: referralRewards.id });
  return claimed.length > 0;
}

/** A granted reward goes back to pending (the gateway could not extend). */
export async function unclaimReward(db: Db, id: string): Promise<void> {
  await db
    .update(referralRewards)
    .set({ status: 'pending', grantedAt: null })
    .where(and(eq(referralRewards.id, id), eq(referralRewards.status, 'granted')));
}

/** How many of the referrer's rewards are in each status. */
export async function rewardCountsByStatus(db: Db, referrerUserId: string): Promise<{ status: string; n: number }[]> {
  return db
    .select({ status: referralRewards.status, n: count() })
    .from(referralRewards)
    .where(eq(referralRewards.referrerUserId, referrerUserId))
    .groupBy(referralRewards.status);
}

/** Voids the pending rewards of a payment (refunded before its verification time); answers which. */
export async function voidPendingRewardsOfPayment(db: Db, paymentId: string): Promise<{ id: string }[]> {
  return db
    .update(referralRewards)
    .set({ status: 'void' })
    .where(and(eq(referralRewards.paymentId, paymentId), eq(referralRewards.status, 'pending')))
    .returning({ id: referralRewards.id });
}

const referrer = alias(users, 'referrer');
const referred = alias(users, 'referred');

/** A reward with the addresses of the referrer and the referred user (the admin console). */
export interface RewardWithPeople {
  reward: ReferralRewardRow;
  referrerEmail: string | null;
  referredEmail: string | null;
}

function selectRewardsWithPeople(db: Db) {
  return db
    .select({ reward: referralRewards, referrerEmail: referrer.email, referredEmail: referred.email })
    .from(referralRewards)
    .leftJoin(referrer, eq(referrer.id, referralRewards.referrerUserId))
    .leftJoin(referred, eq(referred.id, referralRewards.referredUserId));
}

/** A page of rewards (of a status, or all), newest first. */
export async function rewardsWithPeople(db: Db, status: ReferralRewardRow['status'] | undefined, limit: number, offset: number): Promise<RewardWithPeople[]> {
  return selectRewardsWithPeople(db)
    .where(status ? eq(referralRewards.status, status) : undefined)
    .orderBy(desc(referralRewards.createdAt), desc(referralRewards.id))
    .limit(limit)
    .offset(offset);
}

export async function countRewards(db: Db, status: ReferralRewardRow['status'] | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(referralRewards)
    .where(status ? eq(referralRewards.status, status) : undefined);
  return row?.total ?? 0;
}

export async function rewardWithPeople(db: Db, id: string): Promise<RewardWithPeople | undefined> {
  const [row] = await selectRewardsWithPeople(db).where(eq(referralRewards.id, id)).limit(1);
  return row;
}
