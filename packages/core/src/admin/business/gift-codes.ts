import { AppError, type AdminGiftCode, type AdminGiftCodeCreate, type AdminGiftCodeCreated, type ProductId } from '@reelcraft/contract';
import { normalizeLanguage } from '@reelcraft/i18n';
import type { Core } from '../../context.ts';
import { isUuid } from '../../db/ids.ts';
import { createGiftCode } from '../../billing/gifts.ts';
import { disableGiftCodeUnlessRedeemed, giftCodeById, type GiftCodeRow, giftCodesWithPeople, giftCodeWithPeople } from '../../billing/gifts.repository.ts';
import { giftPeriodText, productRow } from '../../billing/products.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import type { AdminActor } from '../actions.ts';
import { recordAdminAction } from '../audit.ts';

/** The console lists at most this many gift codes (newest first). */
export const ADMIN_GIFT_LIST_LIMIT = 200;
/** Who the gift e-mail names as the giver when an admin issues the gift (a brand name: the same in every language). */
export const ADMIN_GIFT_SENDER = 'Reelcraft';

function toAdminGiftCode(row: GiftCodeRow, purchaserEmail: string | null, redeemedByEmail: string | null): AdminGiftCode {
  return {
    id: row.id,
    product_id: row.productId,
    weeks: row.weeks,
    source: row.source,
    purchaser_email: purchaserEmail,
    recipient_email: row.recipientEmail,
    language: normalizeLanguage(row.language),
    redeemed_by_email: redeemedByEmail,
    redeemed_at: row.redeemedAt?.toISOString() ?? null,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/gift-codes: bought and admin-issued gifts, newest first. The code itself is never stored, so never shown. */
export async function listGiftCodes(core: Core): Promise<{ items: AdminGiftCode[] }> {
  const rows = await giftCodesWithPeople(core.db, ADMIN_GIFT_LIST_LIMIT);
  return { items: rows.map((row) => toAdminGiftCode(row.gift, row.purchaserEmail ?? null, row.redeemedByEmail ?? null)) };
}

async function giftById(core: Core, id: string): Promise<AdminGiftCode> {
  const row = await giftCodeWithPeople(core.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminGiftCode(row.gift, row.purchaserEmail ?? null, row.redeemedByEmail ?? null);
}

/**
 * POST /api/admin/gift-codes (audited 'gift.create'): a gift of the catalogue's product (its weeks), source 'admin', no
 * purchaser. The code and its redeem link are in this answer only (just the SHA-256 is kept); with send_email the
 * recipient gets the usual gift e-mail in the chosen language.
 */
export async function adminCreateGiftCode(core: Core, actor: AdminActor, input: AdminGiftCodeCreate): Promise<AdminGiftCodeCreated> {
  const product = await productRow(core, input.product_id);
  const weeks = product.periodWeeks;
  if (!weeks || weeks < 1) throw new AppError('PRODUCT_NOT_FOUND', { reason: 'no_weeks' });
  const recipient = input.recipient_email.trim().toLowerCase();
  const language = normalizeLanguage(input.language);
  const created = await createGiftCode(core.db, {
    productId: input.product_id as ProductId,
    weeks,
    purchaserUserId: null,
    recipientEmail: recipient,
    language,
    source: 'admin',
  });
  const redeemUrl = `${core.publicUrl}/gift/${created.code}`;
  if (input.send_email) {
    await enqueueEmail(core, {
      to: recipient,
      template: 'gift-delivered',
      language,
      params: { sender: ADMIN_GIFT_SENDER, period: giftPeriodText(weeks, language), link: redeemUrl },
    });
  }
  await recordAdminAction(core, {
    ...actor,
    action: 'gift.create',
    details: { gift_code_id: created.id, product_id: input.product_id, weeks, recipient_email: recipient, language, email_sent: input.send_email },
  });
  return { gift: await giftById(core, created.id), code: created.code, redeem_url: redeemUrl };
}

/**
 * POST /api/admin/gift-codes/{id}/disable (audited 'gift.disable'): the code stops working (redeeming or previewing it
 * answers GIFT_CODE_INVALID). A redeemed gift → 409 GIFT_CODE_REDEEMED (its weeks are given; grant or revoke on the
 * user's page instead). Disabling a disabled code changes nothing and is not audited again.
 */
export async function adminDisableGiftCode(core: Core, actor: AdminActor, id: string): Promise<AdminGiftCode> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const row = await giftCodeById(core.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.redeemedAt) throw new AppError('GIFT_CODE_REDEEMED');
  if (row.disabledAt) return giftById(core, row.id);
  const disabled = await disableGiftCodeUnlessRedeemed(core.db, row.id, core.now());
  // Redeemed between the read and this update: too late to disable.
  if (!disabled) throw new AppError('GIFT_CODE_REDEEMED');
  await recordAdminAction(core, {
    ...actor,
    action: 'gift.disable',
    details: { gift_code_id: row.id, product_id: row.productId, source: row.source, recipient_email: row.recipientEmail },
  });
  return giftById(core, row.id);
}
