import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { billingPrices } from '../../db/schema.ts';
import type { GatewayDiscount, GatewayPrice } from '../gateway.ts';

/**
 * Our catalogue rows ↔ Stripe Prices and Coupons. One module, so switching the paid trial to Stripe's Trial Offers
 * later (payments.md §1.4 option A) touches only this and the gateway.
 *
 * A Price is found by its lookup key, which names the id, amount and currency: a changed amount in billing_prices
 * is a new key, hence a new Stripe Price (Stripe prices are immutable), and old subscriptions keep theirs.
 */
export function lookupKeyOf(price: Pick<GatewayPrice, 'id' | 'amountCents' | 'currency'>): string {
  return `reelcraft_${price.id}_${price.amountCents}_${price.currency.toLowerCase()}`;
}

/**
 * The Stripe Price for a catalogue row: from this process's memory, else `prices.list({lookup_keys})`, else a
 * product and price created once (idempotency keys from the lookup key, so two processes racing create one). The id
 * is written to billing_prices.stripe_price_id for operators; it is not trusted on its own, because a changed amount
 * would leave it stale.
 */
export class StripePriceCatalog {
  private readonly prices = new Map<string, string>();
  private readonly coupons = new Map<string, string>();

  constructor(
    private readonly stripe: Stripe,
    private readonly db: Database,
  ) {}

  async priceIdFor(price: GatewayPrice): Promise<string> {
    const key = lookupKeyOf(price);
    const known = this.prices.get(key);
    if (known) return known;
    const found = await this.stripe.prices.list({ lookup_keys: [key], limit: 1 });
    let id = found.data[0]?.id;
    if (!id) {
      const product = await this.stripe.products.create(
        { name: `Reelcraft ${price.id}`, metadata: { reelcraft_id: price.id } },
        { idempotencyKey: `product-${key}` },
      );
      const created = await this.stripe.prices.create(
        {
          product: product.id,
          currency: price.currency.toLowerCase(),
          unit_amount: price.amountCents,
          lookup_key: key,
          metadata: { reelcraft_id: price.id },
          ...(price.periodWeeks ? { recurring: { interval: 'week' as const, interval_count: price.periodWeeks } } : {}),
        },
        { idempotencyKey: `price-${key}` },
      );
      id = created.id;
    }
    this.prices.set(key, id);
    await this.db.update(billingPrices).set({ stripePriceId: id, updatedAt: new Date() }).where(eq(billingPrices.id, price.id));
    return id;
  }

  /**
   * The coupon for a discount, created once under an id that names its terms (so changed terms are a new coupon).
   * Stripe's `repeating` counts months; our discounts count billing periods, so `periodWeeks` converts (rounded, at
   * least one month). Amount-off coupons are in the plan's currency.
   */
  async couponIdFor(discount: GatewayDiscount, price: { periodWeeks: number | null; currency: string }): Promise<string> {
    const months = discount.duration === 'repeating' ? Math.max(1, Math.round(((discount.durationPeriods ?? 1) * (price.periodWeeks ?? 4) * 7) / 30.44)) : null;
    const currency = price.currency.toLowerCase();
    const terms = discount.percentOff !== null ? `p${discount.percentOff}` : `a${discount.amountOffCents ?? 0}${currency}`;
    const id = `rc_${discount.key.replace(/[^A-Za-z0-9_-]/g, '-')}_${terms}_${discount.duration}${months ? `_${months}m` : ''}`.slice(0, 200);
    if (this.coupons.has(id)) return id;
    try {
      await this.stripe.coupons.retrieve(id);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      await this.stripe.coupons.create(
        {
          id,
          name: discount.key.slice(0, 40),
          duration: discount.duration,
          ...(months ? { duration_in_months: months } : {}),
          ...(discount.percentOff !== null ? { percent_off: discount.percentOff } : { amount_off: discount.amountOffCents ?? 0, currency }),
          metadata: { reelcraft_key: discount.key, ...(discount.promoCodeId ? { promo_code_id: discount.promoCodeId } : {}) },
        },
        { idempotencyKey: `coupon-${id}` },
      );
    }
    this.coupons.set(id, id);
    return id;
  }
}
