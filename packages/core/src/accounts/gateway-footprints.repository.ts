import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { billingCustomers, subscriptions } from '../db/schema.ts';

/** The account's customer rows at every gateway (account deletion reads them before the rows cascade away). */
export async function listGatewayCustomersOfUser(db: Database, userId: string) {
  return db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
}

/** The account's subscriptions in `statuses` that have a gateway id, newest first. */
export async function listGatewaySubscriptionsOfUser(db: Database, userId: string, statuses: readonly (typeof subscriptions.$inferSelect)['status'][]) {
  return db
    .select({ gateway: subscriptions.gateway, id: subscriptions.gatewaySubscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...statuses]), isNotNull(subscriptions.gatewaySubscriptionId)))
    .orderBy(desc(subscriptions.createdAt));
}
