import { and, count, desc, eq, ne } from 'drizzle-orm';
import { moneyBackClaims, type MoneyBackClaimRow, payments, subscriptions, users } from '../db/schema.ts';
import type { Db } from '../billing/db-handle.ts';

export type { MoneyBackClaimRow };
export type NewMoneyBackClaimRow = typeof moneyBackClaims.$inferInsert;
type ClaimStatus = MoneyBackClaimRow['status'];

/** Whether a claim for this subscription was settled (refunded or declined) before. */
export async function hasSettledClaim(db: Db, subscriptionId: string): Promise<boolean> {
  const [settled] = await db
    .select({ id: moneyBackClaims.id })
    .from(moneyBackClaims)
    .where(and(eq(moneyBackClaims.subscriptionId, subscriptionId), ne(moneyBackClaims.status, 'open')))
    .limit(1);
  return settled !== undefined;
}

/** The user's newest claim with the amount of the payment it claims. */
export async function latestClaimOf(
  db: Db,
  userId: string,
): Promise<{ claim: MoneyBackClaimRow; amountCents: number | null; currency: string | null } | undefined> {
  const [row] = await db
    .select({ claim: moneyBackClaims, amountCents: payments.amountCents, currency: payments.currency })
    .from(moneyBackClaims)
    .leftJoin(payments, eq(payments.id, moneyBackClaims.paymentId))
    .where(eq(moneyBackClaims.userId, userId))
    .orderBy(desc(moneyBackClaims.createdAt))
    .limit(1);
  return row;
}

export async function hasOpenClaim(db: Db, userId: string): Promise<boolean> {
  const [open] = await db
    .select({ id: moneyBackClaims.id })
    .from(moneyBackClaims)
    .where(and(eq(moneyBackClaims.userId, userId), eq(moneyBackClaims.status, 'open')))
    .limit(1);
  return open !== undefined;
}

/** Inserts a claim (the partial unique index allows one open claim per user: a second throws 23505). */
export async function insertClaim(db: Db, values: NewMoneyBackClaimRow): Promise<void> {
  await db.insert(moneyBackClaims).values(values);
}

/** Which claims the admin list shows: one by id, or those of a status (all without one). */
export interface ClaimFilter {
  id?: string;
  status?: ClaimStatus | undefined;
}

function claimWhere(filter: ClaimFilter) {
  if (filter.id !== undefined) return eq(moneyBackClaims.id, filter.id);
  return filter.status ? eq(moneyBackClaims.status, filter.status) : undefined;
}

/** Claims with their user, payment and subscription, newest first. */
export async function claimsWithContext(db: Db, filter: ClaimFilter, limit: number, offset: number) {
  return db
    .select({ claim: moneyBackClaims, user: { id: users.id, email: users.email }, payment: payments, subscription: subscriptions })
    .from(moneyBackClaims)
    .leftJoin(users, eq(users.id, moneyBackClaims.userId))
    .leftJoin(payments, eq(payments.id, moneyBackClaims.paymentId))
    .leftJoin(subscriptions, eq(subscriptions.id, moneyBackClaims.subscriptionId))
    .where(claimWhere(filter))
    .orderBy(desc(moneyBackClaims.createdAt), desc(moneyBackClaims.id))
    .limit(limit)
    .offset(offset);
}

export async function countClaims(db: Db, filter: ClaimFilter): Promise<number> {
  const [total] = await db.select({ n: count() }).from(moneyBackClaims).where(claimWhere(filter));
  return total?.n ?? 0;
}

/** Settles an open claim (one conditional update: settled once); undefined when it was not open. */
export async function settleOpenClaim(
  db: Db,
  id: string,
  set: { status: 'refunded' | 'declined'; settledAt: Date; settledByUserId: string; decisionNote: string | null },
): Promise<MoneyBackClaimRow | undefined> {
  const [row] = await db
    .update(moneyBackClaims)
    .set(set)
    .where(and(eq(moneyBackClaims.id, id), eq(moneyBackClaims.status, 'open')))
    .returning();
  return row;
}

/** The claim waits for a decision again. */
export async function reopenClaim(db: Db, id: string): Promise<void> {
  await db.update(moneyBackClaims).set({ status: 'open', settledAt: null, settledByUserId: null, decisionNote: null }).where(eq(moneyBackClaims.id, id));
}
