import { AppError, type Purchase, type PurchaseRequest, type ProductId } from '@reelcraft/contract';
import { normalizeLanguage, type Language } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import type { UserRow } from '../accounts/users.repository.ts';
import { signMediaLink } from '../storage/media-links.ts';
import { userStoragePrefix } from '../storage/purge-user-objects.ts';
import { hasArchivedContent } from './archive.ts';
import { requirePayments } from './catalogue.ts';
import { fulfilPurchase } from './charges-sync.ts';
import { ensureCustomer, gatewayIdempotencyKey } from './customers.ts';
import { activeSubscriptionOf } from './entitlements.ts';
import { PaymentDeclinedError } from './gateway.ts';
import { renderGuidelinesPdf } from './guidelines-pdf.ts';
import { ownGatewayCard } from './payment-methods.repository.ts';
import { productName, productRow } from './products.ts';
import {
  failPendingPurchase,
  hasPaidPurchase,
  insertPurchaseOnce,
  ownPurchaseById,
  purchaseById,
  purchaseByIdempotencyKey,
  type PurchaseRow,
  purchasesOf,
  updatePurchase,
} from './purchases.repository.ts';
import { declineErrorCode } from './sync.ts';

export type { PurchaseRow };

export function toPurchaseDto(row: PurchaseRow): Purchase {
  return {
    id: row.id,
    product_id: row.productId as ProductId,
    status: row.status,
    amount_cents: row.amountCents,
    currency: row.currency,
    delivery_email: row.deliveryEmail,
    downloadable: row.productId === 'guidelines_pdf' && row.status === 'paid',
    created_at: row.createdAt.toISOString(),
  };
}

/** The stored idempotency key: the client's key scoped to the user, so two people's keys never meet. */
function storedKey(userId: string, clientKey: string): string {
  return `${userId}:${clientKey}`;
}

async function findOwnPurchase(core: Core, userId: string, id: string): Promise<PurchaseRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return ownPurchaseById(core.db, userId, id);
}

/**
 * Buys a one-off product. One purchase per idempotency key: the same key returns the same
 * purchase (and client secret) and never charges twice. With a saved card the gateway charges now and the purchase
 * is fulfilled before answering (a decline → 402 with its code, the purchase failed); without one the answer carries
 * the card form's client secret and the gateway's confirmation queues `sync-charge`, which fulfils it.
 *
 * Rules: the archive restore only when something is archived; the guidelines PDF is included in the subscription,
 * so a subscriber is told so (409 ALREADY_SUBSCRIBED, details.reason `included_in_subscription`) instead of paying.
 */
export async function purchaseProduct(
  core: Core,
  user: Pick<UserRow, 'id' | 'email' | 'language'>,
  productId: string,
  input: PurchaseRequest,
): Promise<{ purchase: Purchase; client_secret: string | null }> {
  const gateway = requirePayments(core);
  const product = await productRow(core, productId);
  const key = storedKey(user.id, input.idempotency_key);

  const existing = await purchaseByIdempotencyKey(core.db, key);
  if (existing) return replay(core, existing);

  if (product.id === 'guidelines_pdf' && (await activeSubscriptionOf(core, user.id))) {
    throw new AppError('ALREADY_SUBSCRIBED', { reason: 'included_in_subscription' });
  }
  if (product.id === 'archive_restore' && !(await hasArchivedContent(core, user.id))) {
    throw new AppError('PRODUCT_NOT_FOUND', { reason: 'nothing_archived' });
  }
  let gatewayMethodId: string | null = null;
  if (input.payment_method_id) {
    const method = await ownGatewayCard(core.db, user.id, gateway.kind, input.payment_method_id);
    if (!method) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
    gatewayMethodId = method.gatewayPaymentMethodId;
  }

  const isGift = product.id.startsWith('gift_');
  const purchase = await insertPurchaseOnce(core.db, {
    userId: user.id,
    productId: product.id,
    status: 'pending',
    amountCents: product.amountCents,
    currency: product.currency,
    deliveryEmail: isGift ? (input.delivery_email?.toLowerCase() ?? null) : null,
    idempotencyKey: key,
    createdAt: core.now(),
  });
  if (!purchase) {
    // A concurrent request with the same key (a double click) inserted it first: answer with that one.
    const row = await purchaseByIdempotencyKey(core.db, key);
    if (!row) throw new Error('purchase vanished');
    return replay(core, row);
  }

  const customerId = await ensureCustomer(core, gateway, user);
  const language = normalizeLanguage(user.language);
  let charge;
  try {
    charge = await gateway.chargeOneOff({
      customerId,
      amountCents: purchase.amountCents,
      currency: purchase.currency,
      description: productName(product.id as ProductId, language),
      paymentMethodId: gatewayMethodId,
      idempotencyKey: gatewayIdempotencyKey('purchase', user.id, input.idempotency_key),
      metadata: { purchase_id: purchase.id, product_id: product.id, user_id: user.id },
    });
  } catch (error) {
    if (error instanceof PaymentDeclinedError) {
      await markFailed(core, purchase.id);
      throw new AppError(declineErrorCode(error.decline), { purchase_id: purchase.id });
    }
    // Nothing was charged (or the gateway will tell the sync): the purchase stays pending with no charge; a retry
    // with a new key starts over.
    await markFailed(core, purchase.id);
    throw error;
  }
  await updatePurchase(core.db, purchase.id, { gatewayPaymentId: charge.id });

  if (charge.status === 'failed') {
    await markFailed(core, purchase.id);
    throw new AppError(declineErrorCode(charge.decline ?? 'generic_failure'), { purchase_id: purchase.id });
  }
  if (charge.status === 'succeeded') {
    await fulfilPurchase(core, gateway.kind, charge.id);
    const paid = await purchaseById(core.db, purchase.id);
    return { purchase: toPurchaseDto(paid ?? purchase), client_secret: null };
  }
  return { purchase: toPurchaseDto({ ...purchase, gatewayPaymentId: charge.id }), client_secret: charge.clientSecret };
}

async function markFailed(core: Core, purchaseId: string): Promise<void> {
  await failPendingPurchase(core.db, purchaseId);
}

/** The same key again: the first answer (a pending purchase's client secret is read back from the gateway). */
async function replay(core: Core, row: PurchaseRow): Promise<{ purchase: Purchase; client_secret: string | null }> {
  let clientSecret: string | null = null;
  if (row.status === 'pending' && row.gatewayPaymentId && core.payments) {
    const charge = await core.payments.retrieveOneOff(row.gatewayPaymentId);
    clientSecret = charge.status === 'requires_confirmation' ? charge.clientSecret : null;
  }
  return { purchase: toPurchaseDto(row), client_secret: clientSecret };
}

/** GET /v2/payment/purchases: the user's purchases, newest first. */
export async function listPurchases(core: Core, userId: string): Promise<Purchase[]> {
  const rows = await purchasesOf(core.db, userId);
  return rows.map(toPurchaseDto);
}

/** Whether the user may download the guidelines PDF: subscribers (it is included) and anyone who bought it. */
export async function mayDownloadGuidelines(core: Core, userId: string): Promise<boolean> {
  if (core.config.BILLING === 'off') return true;
  if (await activeSubscriptionOf(core, userId)) return true;
  return hasPaidPurchase(core.db, userId, 'guidelines_pdf');
}

/** GET /api/billing/guidelines: the PDF for subscribers and buyers, else 402 PAYMENT_REQUIRED. */
export async function guidelinesPdf(core: Core, userId: string, language: Language): Promise<{ data: Buffer; filename: string }> {
  if (!(await mayDownloadGuidelines(core, userId))) throw new AppError('PAYMENT_REQUIRED', { product: 'guidelines_pdf' });
  return { data: await renderGuidelinesPdf(language), filename: guidelinesFilename(language) };
}

function guidelinesFilename(language: Language): string {
  return `reelcraft-reels-guidelines-${language}.pdf`;
}

/** Signed links to downloads live this long (the browser follows the link at once). */
const DOWNLOAD_LINK_TTL_MS = 15 * 60 * 1000;

/**
 * POST /v2/payment/purchases/{id}/download: a signed, expiring link to the purchase's file (own purchases only, else
 * 404 PURCHASE_NOT_FOUND). The guidelines PDF is rendered in the user's language and stored under the user's folder
 * (so it is deleted with the account), then served by the signed-file route like every other download.
 */
export async function purchaseDownloadLink(core: Core, user: Pick<UserRow, 'id' | 'language'>, purchaseId: string): Promise<{ url: string; filename: string }> {
  const row = await findOwnPurchase(core, user.id, purchaseId);
  if (!row) throw new AppError('PURCHASE_NOT_FOUND');
  if (row.productId !== 'guidelines_pdf' || row.status !== 'paid') throw new AppError('PURCHASE_NOT_FOUND', { reason: 'not_downloadable' });
  const language = normalizeLanguage(user.language);
  const storageKey = `${userStoragePrefix(user.id)}purchases/guidelines-${language}.pdf`;
  if (!(await core.storage.stat(storageKey))) await core.storage.putBuffer(storageKey, await renderGuidelinesPdf(language));
  const filename = guidelinesFilename(language);
  const url = signMediaLink(core.jwtKey, { storageKey, expiresAt: new Date(core.now().getTime() + DOWNLOAD_LINK_TTL_MS), downloadName: filename });
  return { url, filename };
}
