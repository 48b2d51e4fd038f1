import { and, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { subscriptions } from '../db/schema.ts';
import type { Db } from './db-handle.ts';
import type { GatewayKind } from './gateway.ts';

/** Our copy of a subscription (a gateway's, or a `grant`). */
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;

/** Statuses that give access while the period runs. */
export const LIVE_STATUSES: readonly SubscriptionRow['status'][] = ['trialing', 'active', 'past_due'];
/** Statuses the unique index subscriptions_one_live_idx covers (at most one per user): the live ones and `incomplete`. */
export const OPEN_STATUSES: readonly SubscriptionRow['status'][] = ['incomplete', 'trialing', 'active', 'past_due'];

/** The user's newest subscription with one of these statuses. */
export async function newestSubscriptionWithStatus(
  db: Db,
  userId: string,
  statuses: readonly SubscriptionRow['status'][],
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...statuses])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

/** The user's newest subscription of any status. */
export async function newestSubscriptionOf(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt)).limit(1);
  return row;
}

/** Every subscription of the user with one of these statuses. */
export async function subscriptionsWithStatus(db: Db, userId: string, statuses: readonly SubscriptionRow['status'][]): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...statuses])));
}

/** Every subscription of the user. */
export async function subscriptionsOf(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
}

/** Our row of the gateway's subscription. */
export async function subscriptionByGatewayId(db: Db, gateway: GatewayKind, gatewaySubscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.gateway, gateway), eq(subscriptions.gatewaySubscriptionId, gatewaySubscriptionId)))
    .limit(1);
  return row;
}

/** Which user our row of the gateway's subscription belongs to. */
export async function userIdOfGatewaySubscription(db: Db, gateway: GatewayKind, gatewaySubscriptionId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.gateway, gateway), eq(subscriptions.gatewaySubscriptionId, gatewaySubscriptionId)))
    .limit(1);
  return row?.userId;
}

export async function updateSubscription(db: Db, id: string, set: Partial<NewSubscriptionRow>): Promise<SubscriptionRow | undefined> {
  const [row] = await db.update(subscriptions).set(set).where(eq(subscriptions.id, id)).returning();
  return row;
}

/** Inserts our copy of a gateway subscription; undefined when another sync inserted it first (the unique index). */
export async function insertGatewaySubscriptionOnce(db: Db, values: NewSubscriptionRow): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoNothing({ target: [subscriptions.gateway, subscriptions.gatewaySubscriptionId] })
    .returning();
  return row;
}

export async function insertSubscription(db: Db, values: NewSubscriptionRow): Promise<{ id: string } | undefined> {
  const [row] = await db.insert(subscriptions).values(values).returning({ id: subscriptions.id });
  return row;
}

/** Ends an unpaid checkout, if it is still incomplete. */
export async function cancelIncompleteSubscription(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'canceled', endedAt: now, canceledAt: now, updatedAt: now })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'incomplete')));
}

/** Moves the period end later (never earlier: a sync may already have written a later one). */
export async function pushPeriodEnd(db: Db, id: string, periodEnd: Date, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ currentPeriodEnd: periodEnd, updatedAt: now })
    .where(and(eq(subscriptions.id, id), sql`${subscriptions.currentPeriodEnd} < ${periodEnd}`));
}

/** Renewals of the user's subscriptions at this gateway charge this card. */
export async function setSubscriptionsPaymentMethod(db: Db, userId: string, gateway: GatewayKind, paymentMethodId: string, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ paymentMethodId, updatedAt: now })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.gateway, gateway)));
}

/** Ends every live grant whose period is over; answers whose. */
export async function expireLiveGrants(db: Db, now: Date): Promise<{ userId: string }[]> {
  return db
    .update(subscriptions)
    .set({ status: 'canceled', endedAt: now, updatedAt: now })
    .where(and(eq(subscriptions.gateway, 'grant'), inArray(subscriptions.status, [...LIVE_STATUSES]), lte(subscriptions.currentPeriodEnd, now)))
    .returning({ userId: subscriptions.userId });
}

/** Renewing trials (and the $0.99 trial week) of a gateway that end within (now, soon] and were not told yet. */
export async function trialsEndingWithoutNotice(db: Db, now: Date, soon: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        or(eq(subscriptions.status, 'trialing'), and(eq(subscriptions.status, 'active'), eq(subscriptions.planId, 'trial'))),
        ne(subscriptions.gateway, 'grant'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        isNull(subscriptions.trialEndingNotifiedAt),
        gt(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, soon),
      ),
    );
}

/** Claims the trial-ending notice of a subscription (once: a conditional update). */
export async function claimTrialEndingNotice(db: Db, id: string, now: Date): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ trialEndingNotifiedAt: now })
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.trialEndingNotifiedAt)))
    .returning();
  return row;
}

/**
 * Gateway subscriptions whose copy may be stale: live ones whose period ended before `periodOver`, incomplete ones
 * created before `incompleteBefore`; either not synced since `lastSyncBefore`. At most 500.
 */
export async function staleGatewaySubscriptions(
  db: Db,
  bounds: { periodOver: Date; incompleteBefore: Date; lastSyncBefore: Date },
): Promise<Pick<SubscriptionRow, 'id' | 'gateway' | 'gatewaySubscriptionId'>[]> {
  return db
    .select({ id: subscriptions.id, gateway: subscriptions.gateway, gatewaySubscriptionId: subscriptions.gatewaySubscriptionId })
    .from(subscriptions)
    .where(
      and(
        ne(subscriptions.gateway, 'grant'),
        or(
          and(inArray(subscriptions.status, [...LIVE_STATUSES]), lt(subscriptions.currentPeriodEnd, bounds.periodOver)),
          and(eq(subscriptions.status, 'incomplete'), lt(subscriptions.createdAt, bounds.incompleteBefore)),
        ),
        or(isNull(subscriptions.syncedAt), lt(subscriptions.syncedAt, bounds.lastSyncBefore)),
      ),
    )
    .limit(500);
}

export async function subscriptionById(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}
