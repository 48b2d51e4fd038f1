import { and, asc, eq } from 'drizzle-orm';
import { billingPrices } from '../db/schema.ts';
import type { Db } from './db-handle.ts';

/** A row of the catalogue: a plan or a one-off product with its price. */
export type PriceRow = typeof billingPrices.$inferSelect;

/** The active plans or products of the catalogue, in display order. */
export async function activePriceRows(db: Db, kind: PriceRow['kind']): Promise<PriceRow[]> {
  return db
    .select()
    .from(billingPrices)
    .where(and(eq(billingPrices.kind, kind), eq(billingPrices.active, true)))
    .orderBy(asc(billingPrices.sortOrder));
}

/** A plan row by id, active or not (the caller judges). */
export async function planRow(db: Db, id: string): Promise<PriceRow | undefined> {
  const [row] = await db
    .select()
    .from(billingPrices)
    .where(and(eq(billingPrices.id, id), eq(billingPrices.kind, 'plan')))
    .limit(1);
  return row;
}

/** Any catalogue row by id, active or not (a subscription may still be on a plan that is no longer sold). */
export async function priceRow(db: Db, id: string): Promise<PriceRow | undefined> {
  const [row] = await db.select().from(billingPrices).where(eq(billingPrices.id, id)).limit(1);
  return row;
}

/** An active product's row. */
export async function activeProductRow(db: Db, id: string): Promise<PriceRow | undefined> {
  const [row] = await db
    .select()
    .from(billingPrices)
    .where(and(eq(billingPrices.id, id), eq(billingPrices.kind, 'product'), eq(billingPrices.active, true)))
    .limit(1);
  return row;
}

/** Remembers the Stripe Price of a catalogue row. */
export async function setStripePriceId(db: Db, id: string, stripePriceId: string, now: Date): Promise<void> {
  await db.update(billingPrices).set({ stripePriceId, updatedAt: now }).where(eq(billingPrices.id, id));
}
