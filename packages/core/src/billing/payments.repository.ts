import { and, asc, desc, eq, gt, gte, inArray, like, sql } from 'drizzle-orm';
import { payments, purchases } from '../db/schema.ts';
import type { Db, Tx } from './db-handle.ts';
import type { GatewayKind } from './gateway.ts';

/** One money movement: a paid or declined invoice, a one-off charge (refunds are marked on the row). */
export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

/** The user's payments with the product of a one-off purchase, newest first. */
export async function paymentsWithProductOf(db: Db, userId: string, limit: number): Promise<{ payment: PaymentRow; productId: string | null }[]> {
  return db
    .select({ payment: payments, productId: purchases.productId })
    .from(payments)
    .leftJoin(purchases, eq(purchases.id, payments.purchaseId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.receiptNumber))
    .limit(limit);
}

export async function hasSucceededPayment(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'succeeded')))
    .limit(1);
  return row !== undefined;
}

export async function paymentExists(db: Db, gateway: GatewayKind, gatewayPaymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.gatewayPaymentId, gatewayPaymentId)))
    .limit(1);
  return row !== undefined;
}

/** Inserts a payment once per gateway payment id (the unique index); undefined when it was recorded before. */
export async function insertPaymentOnce(db: Db, values: NewPaymentRow): Promise<PaymentRow | undefined> {
  const [row] = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: [payments.gateway, payments.gatewayPaymentId] })
    .returning();
  return row;
}

/** The numbered documents of a payment: receipts (RC-…) and refunds (RF-…), each series with its own lock. */
const NUMBER_SERIES = {
  receipt: { column: payments.receiptNumber, lock: sql`select pg_advisory_xact_lock(hashtext('reelcraft.receipt_numbers'))` },
  refund: { column: payments.refundNumber, lock: sql`select pg_advisory_xact_lock(hashtext('reelcraft.refund_numbers'))` },
} as const;

/**
 * The highest sequence number of the series' numbers starting with `prefix`, or 0, with the series' advisory lock
 * held to the end of the transaction: one writer at a time takes a number (the user lock alone is per user).
 */
export async function lastDocumentSequence(tx: Tx, series: keyof typeof NUMBER_SERIES, prefix: string): Promise<number> {
  const { column, lock } = NUMBER_SERIES[series];
  await tx.execute(lock);
  // The position is a literal: a bound parameter would be typed text and pick substring's regular-expression form.
  const [row] = await tx
    .select({ last: sql<number | null>`max(cast(substring(${column} from ${sql.raw(String(prefix.length + 1))}) as integer))` })
    .from(payments)
    .where(like(column, `${prefix}%`));
  return Number(row?.last ?? 0);
}

export async function paymentById(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

/** The user's payment by id (someone else's is not found). */
export async function ownPaymentById(db: Db, userId: string, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)))
    .limit(1);
  return row;
}

/** Marks a succeeded payment refunded with its refund number; undefined when it was not (or no longer) succeeded. */
export async function markPaymentRefunded(tx: Tx, id: string, now: Date, refundNumber: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'refunded', refundedAt: now, refundNumber })
    .where(and(eq(payments.id, id), eq(payments.status, 'succeeded')))
    .returning();
  return row;
}

/** How many invoices of the subscription were paid or declined since `since` (one per invoice, not per row). */
export async function subscriptionInvoiceCountSince(db: Db, subscriptionId: string, since: Date): Promise<number> {
  // One payments row per paid invoice, and one more per declined one (`<invoice>:failed`): count invoices, not rows.
  const [invoices] = await db
    .select({ value: sql<number>`count(distinct split_part(${payments.gatewayPaymentId}, ':', 1))::int` })
    .from(payments)
    .where(
      and(eq(payments.subscriptionId, subscriptionId), inArray(payments.reason, ['subscription_create', 'subscription_cycle']), gte(payments.createdAt, since)),
    );
  return Number(invoices?.value ?? 0);
}

/** The subscription's latest successful charge. */
export async function latestSucceededPayment(db: Db, subscriptionId: string): Promise<{ amountCents: number; createdAt: Date } | undefined> {
  const [row] = await db
    .select({ amountCents: payments.amountCents, createdAt: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** The subscription's first non-zero charge that went through (succeeded, or refunded since). */
export async function firstPaidChargeOf(db: Db, subscriptionId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), inArray(payments.status, ['succeeded', 'refunded']), gt(payments.amountCents, 0)))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return payment;
}

export async function paymentStatusOf(db: Db, id: string): Promise<PaymentRow['status'] | undefined> {
  const [row] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, id)).limit(1);
  return row?.status;
}
