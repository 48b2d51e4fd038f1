import { and, desc, eq, inArray } from 'drizzle-orm';
import { purchases } from '../db/schema.ts';
import type { Db } from './db-handle.ts';

/** A one-off purchase (a gift, the guidelines PDF, the archive restore). */
export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchaseRow = typeof purchases.$inferInsert;

export async function ownPurchaseById(db: Db, userId: string, id: string): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, id), eq(purchases.userId, userId)))
    .limit(1);
  return row;
}

export async function purchaseById(db: Db, id: string): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id)).limit(1);
  return row;
}

/** The purchase a request with this (user-scoped) idempotency key made. */
export async function purchaseByIdempotencyKey(db: Db, key: string): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(purchases).where(eq(purchases.idempotencyKey, key)).limit(1);
  return row;
}

/** The purchase of a gateway charge. */
export async function purchaseByCharge(db: Db, gatewayPaymentId: string): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(purchases).where(eq(purchases.gatewayPaymentId, gatewayPaymentId)).limit(1);
  return row;
}

/** Inserts a purchase once per idempotency key; undefined when a concurrent request inserted it first. */
export async function insertPurchaseOnce(db: Db, values: NewPurchaseRow): Promise<PurchaseRow | undefined> {
  const inserted = await db.insert(purchases).values(values).onConflictDoNothing({ target: purchases.idempotencyKey }).returning();
  return inserted[0];
}

export async function updatePurchase(db: Db, id: string, set: Partial<NewPurchaseRow>): Promise<void> {
  await db.update(purchases).set(set).where(eq(purchases.id, id));
}

/** A pending purchase fails (a paid or already failed one stays as it is). */
export async function failPendingPurchase(db: Db, id: string): Promise<void> {
  await db
    .update(purchases)
    .set({ status: 'failed' })
    .where(and(eq(purchases.id, id), eq(purchases.status, 'pending')));
}

/** Marks the purchase paid if it is in one of `from` (one conditional update: fulfilled once); undefined otherwise. */
export async function markPurchasePaid(db: Db, id: string, from: readonly PurchaseRow['status'][], now: Date): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .update(purchases)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(purchases.id, id), inArray(purchases.status, [...from])))
    .returning();
  return row;
}

/** The user's purchases, newest first (at most 100). */
export async function purchasesOf(db: Db, userId: string): Promise<PurchaseRow[]> {
  return db.select().from(purchases).where(eq(purchases.userId, userId)).orderBy(desc(purchases.createdAt), desc(purchases.id)).limit(100);
}

export async function hasPaidPurchase(db: Db, userId: string, productId: string): Promise<boolean> {
  const [bought] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.productId, productId), eq(purchases.status, 'paid')))
    .limit(1);
  return bought !== undefined;
}

/** A paid purchase becomes refunded; answers its gift code, or undefined when it was not paid. */
export async function refundPaidPurchase(db: Db, id: string): Promise<{ giftCodeId: string | null } | undefined> {
  const [row] = await db
    .update(purchases)
    .set({ status: 'refunded' })
    .where(and(eq(purchases.id, id), eq(purchases.status, 'paid')))
    .returning({ giftCodeId: purchases.giftCodeId });
  return row;
}
