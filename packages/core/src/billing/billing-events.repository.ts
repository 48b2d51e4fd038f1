import { eq } from 'drizzle-orm';
import { billingEvents } from '../db/schema.ts';
import type { Db } from './db-handle.ts';

export type NewBillingEventRow = typeof billingEvents.$inferInsert;

/** Records a gateway event once (its id is the primary key); false when it was recorded before (a replay). */
export async function recordBillingEventOnce(db: Db, values: NewBillingEventRow): Promise<boolean> {
  const inserted = await db.insert(billingEvents).values(values).onConflictDoNothing().returning({ id: billingEvents.id });
  return inserted.length > 0;
}

/** Forgets a recorded event, so the gateway's retry of it is handled again. */
export async function forgetBillingEvent(db: Db, id: string): Promise<void> {
  await db.delete(billingEvents).where(eq(billingEvents.id, id));
}
