import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { testGatewayObjects } from '../../db/schema.ts';
import type { Db, GatewayObject, KindData, ObjectKind, Tx } from './objects.ts';

/** The test gateway's objects are rows of one table (JSON data by kind); these are its only queries. */

function toObject<K extends ObjectKind>(row: typeof testGatewayObjects.$inferSelect, kind: K): GatewayObject<K> | null {
  if (row.kind !== kind) return null;
  return { id: row.id, kind, customerId: row.customerId, data: row.data as unknown as KindData[K], createdAt: row.createdAt };
}

/** Inserts the object unless one with its id exists; true when this call created it. */
export async function insertObject<K extends ObjectKind>(
  db: Db,
  kind: K,
  id: string,
  customerId: string | null,
  data: KindData[K],
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(testGatewayObjects)
    .values({ id, kind, customerId, data: data as unknown as Record<string, unknown>, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: testGatewayObjects.id })
    .returning({ id: testGatewayObjects.id });
  return inserted.length === 1;
}

export async function getObject<K extends ObjectKind>(db: Db, kind: K, id: string): Promise<GatewayObject<K> | null> {
  const [row] = await db.select().from(testGatewayObjects).where(eq(testGatewayObjects.id, id)).limit(1);
  return row ? toObject(row, kind) : null;
}

/** Reads the object and holds its row until the transaction ends. */
export async function lockObject<K extends ObjectKind>(tx: Tx, kind: K, id: string): Promise<GatewayObject<K> | null> {
  const [row] = await tx.select().from(testGatewayObjects).where(eq(testGatewayObjects.id, id)).limit(1).for('update');
  return row ? toObject(row, kind) : null;
}

export async function saveObject<K extends ObjectKind>(db: Db, object: GatewayObject<K>, now: Date): Promise<void> {
  await db
    .update(testGatewayObjects)
    .set({ data: object.data as unknown as Record<string, unknown>, updatedAt: now })
    .where(eq(testGatewayObjects.id, object.id));
}

export async function listObjects<K extends ObjectKind>(db: Db, kind: K, customerId: string): Promise<GatewayObject<K>[]> {
  const rows = await db
    .select()
    .from(testGatewayObjects)
    .where(and(eq(testGatewayObjects.customerId, customerId), eq(testGatewayObjects.kind, kind)))
    .orderBy(desc(testGatewayObjects.createdAt), desc(testGatewayObjects.id));
  return rows.map((row) => toObject(row, kind)).filter((object): object is GatewayObject<K> => object !== null);
}

/** Subscriptions the clock has something to do with at `now` (renewal, retry, period end, expiry). */
export async function dueSubscriptionIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: testGatewayObjects.id })
    .from(testGatewayObjects)
    .where(and(eq(testGatewayObjects.kind, 'subscription'), sql`(${testGatewayObjects.data}->>'nextActionAtMs')::bigint <= ${now.getTime()}`))
    .orderBy(asc(sql`(${testGatewayObjects.data}->>'nextActionAtMs')::bigint`))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Deletes the customer's own objects (the customer, its cards and setup intents); the rest stays as the record. */
export async function deleteCustomerObjects(tx: Tx, customerId: string): Promise<void> {
  await tx
    .delete(testGatewayObjects)
    .where(and(eq(testGatewayObjects.customerId, customerId), inArray(testGatewayObjects.kind, ['customer', 'payment_method', 'setup_intent'])));
}
