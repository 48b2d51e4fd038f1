import { AppError, type Product, type ProductId, PRODUCT_IDS } from '@reelcraft/contract';
import { type Language, translator } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import { activePriceRows, activeProductRow, type PriceRow } from './prices.repository.ts';

export type ProductKind = Product['kind'];

export function isProductId(id: string): id is ProductId {
  return (PRODUCT_IDS as readonly string[]).includes(id);
}

export function productKindOf(id: ProductId): ProductKind {
  if (id === 'guidelines_pdf') return 'download';
  if (id === 'archive_restore') return 'archive_restore';
  return 'gift';
}

export function toProductDto(row: PriceRow): Product {
  const id = row.id as ProductId;
  const kind = productKindOf(id);
  return {
    id,
    kind,
    amount_cents: row.amountCents,
    currency: row.currency,
    weeks: kind === 'gift' ? row.periodWeeks : null,
    included_for_subscribers: id === 'guidelines_pdf',
  };
}

/** The one-off products on sale: gifts of a month, a quarter and a year, the guidelines PDF, the archive restore. */
export async function listProducts(core: Core): Promise<Product[]> {
  const rows = await activePriceRows(core.db, 'product');
  return rows.filter((row) => isProductId(row.id)).map(toProductDto);
}

/** An active product's catalogue row, or PRODUCT_NOT_FOUND. */
export async function productRow(core: Core, productId: string): Promise<PriceRow> {
  if (!isProductId(productId)) throw new AppError('PRODUCT_NOT_FOUND');
  const row = await activeProductRow(core.db, productId);
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  return row;
}

/** The product's name in the reader's language (receipts, the payment history). */
export function productName(productId: ProductId, language: Language): string {
  return translator(language)(`web.gifts.products.${productId}`);
}

/** "a year" / "3 months" / "a month" of Premium, for the gift e-mails. */
export function giftPeriodText(weeks: number, language: Language): string {
  const t = translator(language);
  if (weeks >= 52) return t('web.gifts.period.year');
  if (weeks >= 12) return t('web.gifts.period.quarter');
  if (weeks >= 4) return t('web.gifts.period.month');
  return t('web.gifts.period.weeks', { count: weeks });
}
