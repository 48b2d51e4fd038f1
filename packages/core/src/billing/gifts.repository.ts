import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { giftCodes, users } from '../db/schema.ts';
import type { Db, Tx } from './db-handle.ts';

/** A gift code (only the SHA-256 of its text is stored). */
export type GiftCodeRow = typeof giftCodes.$inferSelect;
export type NewGiftCodeRow = typeof giftCodes.$inferInsert;

export async function insertGiftCode(db: Db, values: NewGiftCodeRow): Promise<{ id: string } | undefined> {
  const [row] = await db.insert(giftCodes).values(values).returning({ id: giftCodes.id });
  return row;
}

export async function giftCodeByHash(db: Db, codeHash: string): Promise<GiftCodeRow | undefined> {
  const [row] = await db.select().from(giftCodes).where(eq(giftCodes.codeHash, codeHash)).limit(1);
  return row;
}

/** Claims the code for the user unless it is redeemed or disabled (one conditional update); false when it was not claimed. */
export async function claimGiftCode(tx: Tx, giftId: string, userId: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(giftCodes)
    .set({ redeemedAt: now, redeemedByUserId: userId })
    .where(and(eq(giftCodes.id, giftId), isNull(giftCodes.redeemedAt), isNull(giftCodes.disabledAt)))
    .returning({ id: giftCodes.id });
  return claimed.length > 0;
}

/** When the code was disabled (null: it is not), read inside the claiming transaction. */
export async function giftCodeDisabledAt(tx: Tx, giftId: string): Promise<Date | null | undefined> {
  const [row] = await tx.select({ disabledAt: giftCodes.disabledAt }).from(giftCodes).where(eq(giftCodes.id, giftId)).limit(1);
  return row ? row.disabledAt : undefined;
}

/** Gives the code back (the gateway could not extend), if this user still holds it. */
export async function releaseGiftCode(db: Db, giftId: string, userId: string): Promise<void> {
  await db
    .update(giftCodes)
    .set({ redeemedAt: null, redeemedByUserId: null })
    .where(and(eq(giftCodes.id, giftId), eq(giftCodes.redeemedByUserId, userId)));
}

/** Switches a code off unless it was redeemed (or disabled) already. */
export async function disableUnredeemedGiftCode(db: Db, giftId: string, now: Date): Promise<void> {
  await db
    .update(giftCodes)
    .set({ disabledAt: now })
    .where(and(eq(giftCodes.id, giftId), isNull(giftCodes.redeemedAt), isNull(giftCodes.disabledAt)));
}

export async function giftCodeById(db: Db, id: string): Promise<GiftCodeRow | undefined> {
  const [row] = await db.select().from(giftCodes).where(eq(giftCodes.id, id)).limit(1);
  return row;
}

/** An admin switches an unredeemed code off; false when it was redeemed meanwhile. */
export async function disableGiftCodeUnlessRedeemed(db: Db, id: string, now: Date): Promise<boolean> {
  const [updated] = await db
    .update(giftCodes)
    .set({ disabledAt: now })
    .where(and(eq(giftCodes.id, id), isNull(giftCodes.redeemedAt)))
    .returning({ id: giftCodes.id });
  return updated !== undefined;
}

const purchaser = alias(users, 'purchaser');
const redeemer = alias(users, 'redeemer');

/** A gift code with the addresses of its purchaser and of who redeemed it (the admin console). */
export interface GiftCodeWithPeople {
  gift: GiftCodeRow;
  purchaserEmail: string | null;
  redeemedByEmail: string | null;
}

function selectGiftsWithPeople(db: Db) {
  return db
    .select({ gift: giftCodes, purchaserEmail: purchaser.email, redeemedByEmail: redeemer.email })
    .from(giftCodes)
    .leftJoin(purchaser, eq(purchaser.id, giftCodes.purchaserUserId))
    .leftJoin(redeemer, eq(redeemer.id, giftCodes.redeemedByUserId));
}

/** The newest gift codes first, at most `limit`. */
export async function giftCodesWithPeople(db: Db, limit: number): Promise<GiftCodeWithPeople[]> {
  return selectGiftsWithPeople(db).orderBy(desc(giftCodes.createdAt), desc(giftCodes.id)).limit(limit);
}

export async function giftCodeWithPeople(db: Db, id: string): Promise<GiftCodeWithPeople | undefined> {
  const [row] = await selectGiftsWithPeople(db).where(eq(giftCodes.id, id)).limit(1);
  return row;
}
