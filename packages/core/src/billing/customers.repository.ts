import { and, eq } from 'drizzle-orm';
import { billingCustomers } from '../db/schema.ts';
import type { Db } from './db-handle.ts';
import type { GatewayKind } from './gateway.ts';

export async function customerIdOf(db: Db, gateway: GatewayKind, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.gateway, gateway)))
    .limit(1);
  return row?.customerId ?? null;
}

export async function userIdOfCustomerId(db: Db, gateway: GatewayKind, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.gateway, gateway), eq(billingCustomers.customerId, customerId)))
    .limit(1);
  return row?.userId ?? null;
}

/** Records the user's customer at the gateway; a second insert for the same user and gateway does nothing. */
export async function insertCustomerOnce(db: Db, row: { userId: string; gateway: GatewayKind; customerId: string }): Promise<void> {
  await db.insert(billingCustomers).values(row).onConflictDoNothing();
}
