import { and, desc, eq, sql } from 'drizzle-orm';
import { promoCodes, promoRedemptions, users } from '../db/schema.ts';
import type { Db, Tx } from './db-handle.ts';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCodeRow = typeof promoCodes.$inferInsert;

export async function promoCodeById(db: Db, id: string): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  return row;
}

/** A code by its normalised text. */
export async function promoCodeByText(db: Db, code: string): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  return row;
}

export async function promoCodeTextById(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  return row?.code ?? null;
}

/** Inserts a new code; undefined when the code text exists already. */
export async function insertPromoCodeOnce(db: Db, values: NewPromoCodeRow): Promise<PromoCodeRow | undefined> {
  const inserted = await db.insert(promoCodes).values(values).onConflictDoNothing().returning();
  return inserted[0];
}

export async function hasRedeemed(db: Db, promoCodeId: string, userId: string): Promise<boolean> {
  const [used] = await db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)))
    .limit(1);
  return used !== undefined;
}

/** When the user's redemption of the code counts from. */
export async function redemptionDateOf(db: Db, promoCodeId: string, userId: string): Promise<Date | undefined> {
  const [redemption] = await db
    .select({ at: promoRedemptions.createdAt })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)))
    .limit(1);
  return redemption?.at;
}

/**
 * Counts one redemption of an active code under its cap, in one statement (concurrent redemptions can never pass the
 * cap); undefined when the code is inactive or used up.
 */
export async function countRedemptionUnderCap(tx: Tx, promoCodeId: string): Promise<PromoCodeRow | undefined> {
  const [counted] = await tx
    .update(promoCodes)
    .set({ redemptionCount: sql`${promoCodes.redemptionCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoCodeId),
        eq(promoCodes.active, true),
        sql`(${promoCodes.maxRedemptions} is null or ${promoCodes.redemptionCount} < ${promoCodes.maxRedemptions})`,
      ),
    )
    .returning();
  return counted;
}

/** The user's redemption row (unique per code and user); false when they had one already. */
export async function insertRedemptionOnce(tx: Tx, input: { promoCodeId: string; userId: string; createdAt: Date }): Promise<boolean> {
  const inserted = await tx.insert(promoRedemptions).values(input).onConflictDoNothing().returning({ id: promoRedemptions.id });
  return inserted.length > 0;
}

/** Deletes the user's redemption; false when there was none. */
export async function deleteRedemption(tx: Tx, promoCodeId: string, userId: string): Promise<boolean> {
  const deleted = await tx
    .delete(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)))
    .returning({ id: promoRedemptions.id });
  return deleted.length > 0;
}

export async function uncountRedemption(tx: Tx, promoCodeId: string): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ redemptionCount: sql`greatest(${promoCodes.redemptionCount} - 1, 0)` })
    .where(eq(promoCodes.id, promoCodeId));
}

/** Ties the user's redemption to the subscription it discounts and, when given, the date it counts from. */
export async function attachRedemption(
  db: Db,
  input: { promoCodeId: string; userId: string; subscriptionId: string; countFrom?: Date | null | undefined },
): Promise<void> {
  await db
    .update(promoRedemptions)
    .set({ subscriptionId: input.subscriptionId, ...(input.countFrom ? { createdAt: input.countFrom } : {}) })
    .where(and(eq(promoRedemptions.promoCodeId, input.promoCodeId), eq(promoRedemptions.userId, input.userId)));
}

/** Every code, newest first (the admin console). */
export async function allPromoCodes(db: Db): Promise<PromoCodeRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.code));
}

/** Who redeemed the code and when, newest first (at most 500). */
export async function redemptionsOf(db: Db, promoCodeId: string): Promise<{ userId: string; email: string | null; createdAt: Date }[]> {
  return db
    .select({ userId: promoRedemptions.userId, email: users.email, createdAt: promoRedemptions.createdAt })
    .from(promoRedemptions)
    .leftJoin(users, eq(users.id, promoRedemptions.userId))
    .where(eq(promoRedemptions.promoCodeId, promoCodeId))
    .orderBy(desc(promoRedemptions.createdAt))
    .limit(500);
}

export async function promoCodeIdByText(db: Db, code: string): Promise<string | undefined> {
  const [existing] = await db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  return existing?.id;
}

export async function setPromoCodeActive(db: Db, id: string, active: boolean): Promise<PromoCodeRow | undefined> {
  const [updated] = await db.update(promoCodes).set({ active }).where(eq(promoCodes.id, id)).returning();
  return updated;
}
