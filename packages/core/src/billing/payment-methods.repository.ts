import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { paymentMethods } from '../db/schema.ts';
import type { Db } from './db-handle.ts';
import type { GatewayKind, GatewayPaymentMethod } from './gateway.ts';

/** A saved card (a copy of the gateway's payment method); deleted cards keep their row with `deleted_at`. */
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type NewPaymentMethodRow = typeof paymentMethods.$inferInsert;

/** The user's cards not deleted, the default first, then the newest. */
export async function cardsOf(db: Db, userId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.deletedAt)))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt));
}

/** The user's card by id, not deleted (someone else's answers like a missing one). */
export async function ownCardById(db: Db, userId: string, id: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId), isNull(paymentMethods.deletedAt)))
    .limit(1);
  return row;
}

/** The user's card by id at this gateway, not deleted. */
export async function ownGatewayCard(db: Db, userId: string, gateway: GatewayKind, id: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId), eq(paymentMethods.gateway, gateway), isNull(paymentMethods.deletedAt)))
    .limit(1);
  return row;
}

/** Our row of the gateway's payment method (deleted or not, anyone's). */
export async function cardByGatewayId(db: Db, gateway: GatewayKind, gatewayPaymentMethodId: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.gateway, gateway), eq(paymentMethods.gatewayPaymentMethodId, gatewayPaymentMethodId)))
    .limit(1);
  return row;
}

export async function hasDefaultCard(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true), isNull(paymentMethods.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** Records the gateway's card for the user once (the unique gateway id): a second insert of the same card does nothing. */
export async function insertCardOnce(db: Db, input: { userId: string; gateway: GatewayKind; card: GatewayPaymentMethod; isDefault: boolean }): Promise<void> {
  const { card } = input;
  await db
    .insert(paymentMethods)
    .values({
      userId: input.userId,
      gateway: input.gateway,
      gatewayPaymentMethodId: card.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      isDefault: input.isDefault,
    })
    .onConflictDoNothing();
}

export async function updateCard(db: Db, id: string, set: Partial<NewPaymentMethodRow>): Promise<void> {
  await db.update(paymentMethods).set(set).where(eq(paymentMethods.id, id));
}

/** The user's other cards stop being the default. */
export async function clearOtherDefaultCards(db: Db, userId: string, keepId: string): Promise<void> {
  await db
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.userId, userId), ne(paymentMethods.id, keepId), eq(paymentMethods.isDefault, true)));
}

export async function paymentMethodById(db: Db, id: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id)).limit(1);
  return row;
}
