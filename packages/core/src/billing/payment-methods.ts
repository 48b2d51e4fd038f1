import { randomUUID } from 'node:crypto';
import { AppError, type PaymentMethod } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import type { UserRow } from '../accounts/users.repository.ts';
import { requirePayments } from './catalogue.ts';
import { ensureCustomer, gatewayIdempotencyKey } from './customers.ts';
import { type PaymentMethodRow, renews, toPaymentMethodDto } from './dto.ts';
import { PaymentDeclinedError } from './gateway.ts';
import { cardByGatewayId, cardsOf as cardRowsOf, clearOtherDefaultCards, insertCardOnce, ownCardById, updateCard } from './payment-methods.repository.ts';
import { setSubscriptionsPaymentMethod, subscriptionsOf } from './subscriptions.repository.ts';
import { renewingGatewaySubscriptionId } from './subscriptions.ts';
import { declineErrorCode } from './sync.ts';

/** Saved cards of a user, default first, then newest. */
async function cardsOf(core: Core, userId: string): Promise<PaymentMethodRow[]> {
  return cardRowsOf(core.db, userId);
}

async function ownCard(core: Core, userId: string, id: string): Promise<PaymentMethodRow> {
  const row = await ownCardById(core.db, userId, id);
  // Someone else's card answers like a missing one.
  if (!row) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
  return row;
}

export async function listPaymentMethods(core: Core, userId: string): Promise<PaymentMethod[]> {
  requirePayments(core);
  return (await cardsOf(core, userId)).map(toPaymentMethodDto);
}

/** A setup intent the browser confirms with the card form to save a card without charging it. */
export async function createSetupIntent(core: Core, user: UserRow): Promise<{ setup_intent_id: string; client_secret: string }> {
  const gateway = requirePayments(core);
  const customerId = await ensureCustomer(core, gateway, user);
  const intent = await gateway.createSetupIntent(customerId, gatewayIdempotencyKey('setup', user.id, randomUUID()));
  return { setup_intent_id: intent.id, client_secret: intent.clientSecret };
}

/** Makes a card the default here and at the gateway (customer and the renewing subscription, so renewals use it). */
async function makeDefault(core: Core, userId: string, card: PaymentMethodRow): Promise<void> {
  const gateway = requirePayments(core);
  const customerId = await ensureCustomer(core, gateway, { id: userId, email: '' });
  await gateway.setDefaultPaymentMethod(customerId, card.gatewayPaymentMethodId, await renewingGatewaySubscriptionId(core, userId));
  await core.db.transaction(async (tx) => {
    await clearOtherDefaultCards(tx, userId, card.id);
    await updateCard(tx, card.id, { isDefault: true });
    await setSubscriptionsPaymentMethod(tx, userId, card.gateway, card.id, core.now());
  });
}

/**
 * After the browser confirmed a setup intent: records the card it saved (brand, last 4, expiry only). The first card
 * is always the default; `make_default` makes a later one the default (and the renewing subscription's card).
 */
export async function confirmPaymentMethod(core: Core, user: UserRow, input: { setup_intent_id: string; make_default: boolean }): Promise<PaymentMethod> {
  const gateway = requirePayments(core);
  const customerId = await ensureCustomer(core, gateway, user);
  let card;
  try {
    card = await gateway.setupIntentPaymentMethod(input.setup_intent_id, customerId);
  } catch (error) {
    if (error instanceof PaymentDeclinedError) throw new AppError(declineErrorCode(error.decline), { decline: error.decline });
    throw error;
  }
  const hadDefault = (await cardsOf(core, user.id)).some((row) => row.isDefault);
  await insertCardOnce(core.db, { userId: user.id, gateway: gateway.kind, card, isDefault: false });
  const row = await cardByGatewayId(core.db, gateway.kind, card.id);
  if (!row || row.userId !== user.id) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
  if (row.deletedAt) {
    await updateCard(core.db, row.id, { deletedAt: null, isDefault: false });
  }
  if (input.make_default || !hadDefault) await makeDefault(core, user.id, row);
  return toPaymentMethodDto(await ownCard(core, user.id, row.id));
}

export async function setDefaultPaymentMethod(core: Core, userId: string, id: string): Promise<PaymentMethod> {
  requirePayments(core);
  const card = await ownCard(core, userId, id);
  if (!card.isDefault) await makeDefault(core, userId, card);
  return toPaymentMethodDto(await ownCard(core, userId, id));
}

/**
 * Removes a saved card (detached at the gateway; our row kept, marked deleted, for old receipts). The only card of a
 * subscription that renews cannot go (409 PAYMENT_METHOD_IN_USE): the renewal would fail. Removing the default
 * promotes the newest other card.
 */
export async function deletePaymentMethod(core: Core, userId: string, id: string): Promise<void> {
  const gateway = requirePayments(core);
  const card = await ownCard(core, userId, id);
  const cards = await cardsOf(core, userId);
  const others = cards.filter((row) => row.id !== card.id);
  if (others.length === 0) {
    const live = await subscriptionsOf(core.db, userId);
    if (live.some((row) => renews(row) && row.gateway === card.gateway)) throw new AppError('PAYMENT_METHOD_IN_USE');
  }
  if (card.isDefault && others[0]) await makeDefault(core, userId, others[0]);
  await gateway.detachPaymentMethod(card.gatewayPaymentMethodId);
  await updateCard(core.db, card.id, { deletedAt: core.now(), isDefault: false });
}
