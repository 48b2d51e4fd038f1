import { and, eq, isNull, sql } from 'drizzle-orm';
import { users, type UserRow } from '../db/schema.ts';
import type { Db, Tx } from './db-handle.ts';

/**
 * The user columns billing reads and writes: the paywall experiment, the one trial per person, access
 * (`stripe_subscription`), referral codes and bonus generations. Writes that must happen once are conditional updates.
 */

export async function findUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The user's row, locked to the end of the transaction (the subscription sync writes one user at a time). */
export async function lockUserRow(tx: Tx, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** Locks the user's row to the end of the transaction, so two grants or two retention offers at once go one by one. */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function userEmail(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email;
}

/** Where and in which language to write to the user. */
export async function userContact(db: Db, userId: string): Promise<{ email: string; language: string } | undefined> {
  const [row] = await db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Stores the paywall variant unless one is stored already; answers the stored one. */
export async function storePaywallVariantOnce(
  db: Db,
  userId: string,
  variant: NonNullable<UserRow['paywallVariant']>,
): Promise<UserRow['paywallVariant'] | undefined> {
  await db
    .update(users)
    .set({ paywallVariant: variant })
    .where(and(eq(users.id, userId), isNull(users.paywallVariant)));
  const [row] = await db.select({ variant: users.paywallVariant }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.variant;
}

/** Starts the old paywall's countdown unless it started before; answers when it started. */
export async function startPaywallCountdownOnce(db: Db, userId: string, now: Date): Promise<Date | null | undefined> {
  await db
    .update(users)
    .set({ paywallDiscountStartedAt: now })
    .where(and(eq(users.id, userId), isNull(users.paywallDiscountStartedAt)));
  const [row] = await db.select({ startedAt: users.paywallDiscountStartedAt }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.startedAt;
}

export async function claimPaywallDiscountOnce(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ paywallDiscountClaimedAt: now })
    .where(and(eq(users.id, userId), isNull(users.paywallDiscountClaimedAt)));
}

/** One trial per person: recorded once, never cleared. */
export async function markTrialUsed(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ trialUsedAt: now })
    .where(and(eq(users.id, userId), isNull(users.trialUsedAt)));
}

/** Sets users.stripe_subscription (the subscription that gives access, or null); writes only a change. */
export async function setUserAccess(db: Db, userId: string, subscriptionId: string | null): Promise<void> {
  await db
    .update(users)
    .set({ stripeSubscription: subscriptionId })
    .where(and(eq(users.id, userId), sql`${users.stripeSubscription} is distinct from ${subscriptionId}`));
}

/** The user's referral code, or null (undefined: no such user). */
export async function referralCodeOf(db: Db, userId: string): Promise<string | null | undefined> {
  const [row] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? row.code : undefined;
}

/** Gives the user this referral code unless they have one; answers it when it was set (a taken code throws 23505). */
export async function setReferralCodeOnce(db: Db, userId: string, code: string): Promise<string | null> {
  const updated = await db
    .update(users)
    .set({ referralCode: code })
    .where(and(eq(users.id, userId), isNull(users.referralCode)))
    .returning({ code: users.referralCode });
  return updated[0]?.code ?? null;
}

export async function userIdOfReferralCode(db: Db, code: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).limit(1);
  return row?.id ?? null;
}

/** Who referred the user (null: nobody; undefined: no such user). */
export async function referrerOfUser(db: Db, userId: string): Promise<string | null | undefined> {
  const [row] = await db.select({ referredBy: users.referredByUserId }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? row.referredBy : undefined;
}

export async function bonusGenerationsOf(db: Db, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ bonus: users.bonusGenerations }).from(users).where(eq(users.id, userId));
  return row?.bonus;
}

/** Adds bonus generations in one statement; answers the new balance. */
export async function addBonusGenerations(db: Db, userId: string, count: number): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ bonusGenerations: sql`${users.bonusGenerations} + ${count}` })
    .where(eq(users.id, userId))
    .returning({ bonus: users.bonusGenerations });
  return row?.bonus;
}

/** Which paywall the user was shown (the sticky variant) and whether they claimed paywall2's discount. */
export async function paywallExposureOf(db: Db, userId: string): Promise<{ variant: UserRow['paywallVariant']; claimedAt: Date | null } | undefined> {
  const [row] = await db.select({ variant: users.paywallVariant, claimedAt: users.paywallDiscountClaimedAt }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
