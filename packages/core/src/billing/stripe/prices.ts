import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import type { GatewayDiscount, GatewayPrice } from '../gateway.ts';
import { setStripePriceId } from '../prices.repository.ts';

/**
 * Our catalogue rows ↔ Stripe Prices and Coupons. One module, so switching the paid trial to Stripe's Trial Offers
 * later (instead of the subscription schedule of docs/decisions/0020) touches only this and the gateway.
 *
 * A Price is found by its lookup key, which names the id, amount and currency: a changed amount in billing_prices
 * is a new key, hence a new Stripe Price (Stripe prices are immutable), and old subscriptions keep theirs.
 */
export function lookupKeyOf(price: Pick<GatewayPrice, 'id' | 'amountCents' | 'currency'>): string {
  return `reelcraft_${price.id}_${price.amountCents}_${price.currency.toLowerCase()}`;
}

/** Coupon metadata: the billing periods a `forever` coupon stands for (our `repeating` discount, decision 0038). */
export const PERIODS_METADATA_KEY = 'reelcraft_periods';

/** The periods a coupon's discount lasts by our rule, or null when Stripe's own duration is the whole truth. */
export function periodsOfCoupon(coupon: Pick<Stripe.Coupon, 'duration' | 'metadata'>): number | null {
  if (coupon.duration !== 'forever') return null;
  const periods = Number(coupon.metadata?.[PERIODS_METADATA_KEY] ?? '');
  return Number.isInteger(periods) && periods > 0 ? periods : null;
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
  private readonly couponPeriods = new Map<string, number | null>();

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
    await setStripePriceId(this.db, price.id, id, new Date());
    return id;
  }

  /**
   * The coupon for a discount, created once under an id that names its terms (so changed terms are a new coupon).
   * Stripe's `repeating` counts calendar months, ours count billing periods of 1, 4, 12 or 52 weeks, which no month
   * count matches (decision 0038): a repeating discount is a `forever` coupon whose metadata names the periods, and
   * the sync ends it on the subscription once that many invoices had it (`endUsedDiscounts`). Amount-off coupons are
   * in the plan's currency.
   */
  async couponIdFor(discount: GatewayDiscount, price: { currency: string }): Promise<string> {
    const periods = discount.duration === 'repeating' ? Math.max(1, discount.durationPeriods ?? 1) : null;
    const currency = price.currency.toLowerCase();
    const terms = discount.percentOff !== null ? `p${discount.percentOff}` : `a${discount.amountOffCents ?? 0}${currency}`;
    const id = `rc_${discount.key.replace(/[^A-Za-z0-9_-]/g, '-')}_${terms}_${discount.duration}${periods ? `_${periods}p` : ''}`.slice(0, 200);
    if (this.coupons.has(id)) return id;
    try {
      await this.stripe.coupons.retrieve(id);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      await this.stripe.coupons.create(
        {
          id,
          name: discount.key.slice(0, 40),
          duration: periods ? 'forever' : discount.duration,
          ...(discount.percentOff !== null ? { percent_off: discount.percentOff } : { amount_off: discount.amountOffCents ?? 0, currency }),
          metadata: {
            reelcraft_key: discount.key,
            ...(discount.promoCodeId ? { promo_code_id: discount.promoCodeId } : {}),
            ...(periods ? { [PERIODS_METADATA_KEY]: String(periods) } : {}),
          },
        },
        { idempotencyKey: `coupon-${id}` },
      );
    }
    this.coupons.set(id, id);
    return id;
  }

  /** The billing periods a coupon stands for (`periodsOfCoupon`); coupons never change their terms, so kept per process. */
  async periodsOfCoupon(couponId: string): Promise<number | null> {
    if (this.couponPeriods.has(couponId)) return this.couponPeriods.get(couponId)!;
    const periods = periodsOfCoupon(await this.stripe.coupons.retrieve(couponId));
    this.couponPeriods.set(couponId, periods);
    return periods;
  }
}
