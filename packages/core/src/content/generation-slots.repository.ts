import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { generationSlots, users } from '../db/schema.ts';

/** The user's slots taken after `since` and not refunded, oldest first. */
export async function listActiveSlots(db: Database | Transaction, userId: string, since: Date) {
  return db
    .select({ id: generationSlots.id, createdAt: generationSlots.createdAt })
    .from(generationSlots)
    .where(and(eq(generationSlots.userId, userId), isNull(generationSlots.refundedAt), gt(generationSlots.createdAt, since)))
    .orderBy(asc(generationSlots.createdAt));
}

/** Locks the user's row (FOR UPDATE) for the rest of the transaction and reads their bonus generations. */
export async function lockUserBonus(tx: Transaction, userId: string): Promise<{ id: string; bonus: number } | undefined> {
  const [user] = await tx.select({ id: users.id, bonus: users.bonusGenerations }).from(users).where(eq(users.id, userId)).for('update');
  return user;
}

/** The user's bonus generations (unlocked read), as a list of none or one row. */
export async function readUserBonus(db: Database, userId: string): Promise<{ bonus: number }[]> {
  return db.select({ bonus: users.bonusGenerations }).from(users).where(eq(users.id, userId));
}

export async function spendBonusGenerations(tx: Transaction, userId: string, count: number): Promise<void> {
  await tx
    .update(users)
    .set({ bonusGenerations: sql`${users.bonusGenerations} - ${count}` })
    .where(eq(users.id, userId));
}

/** Takes `count` slots at `now`; returns their ids. */
export async function insertSlots(tx: Transaction, userId: string, count: number, now: Date): Promise<{ id: string }[]> {
  return tx
    .insert(generationSlots)
    .values(Array.from({ length: count }, () => ({ userId, createdAt: now })))
    .returning({ id: generationSlots.id });
}

export async function linkSlotToSuggestion(tx: Transaction, slotId: string, suggestionId: string): Promise<void> {
  await tx.update(generationSlots).set({ suggestionId }).where(eq(generationSlots.id, slotId));
}

/** Gives back the slots of these suggestions that are not refunded yet. Idempotent. */
export async function refundSlotsOf(db: Database, suggestionIds: string[], now: Date): Promise<void> {
  await db
    .update(generationSlots)
    .set({ refundedAt: now })
    .where(and(inArray(generationSlots.suggestionId, suggestionIds), isNull(generationSlots.refundedAt)));
}
