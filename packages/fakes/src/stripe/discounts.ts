import { invalid } from './errors.ts';
import type { FormValue } from './form.ts';
import type { StripeStore } from './store.ts';
import type { Obj } from './types.ts';

/** One discount's share of an invoice, as Stripe lists it in `total_discount_amounts` and the line's `discount_amounts`. */
export interface DiscountAmount {
  amount: number;
  discount: string;
}

/** `months` calendar months after `seconds` (Stripe's `repeating` coupons end on the same day of a later month). */
function addMonths(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}

/** Coupons redeemed into a subscription's discounts, and what they take off its invoices. */
export interface Discounts {
  priceAfterDiscounts(amount: number, subscription: Obj): { amount: number; discounts: DiscountAmount[] };
  applyDiscounts(subscription: Obj, value: FormValue | undefined): void;
}

export function createDiscounts(store: StripeStore): Discounts {
  const { objects, now, newId, put, get, listOf } = store;

  /** Does the subscription's discount apply to an invoice created now? once: the first invoice that carries it; repeating: until its `end`. */
  function discountApplies(discount: Obj, coupon: Obj): boolean {
    if (coupon.duration === 'once') return !listOf('invoice').some((invoice) => (invoice.discounts as string[]).includes(String(discount.id)));
    if (coupon.duration === 'repeating') return discount.end === null || now() < Number(discount.end);
    return true;
  }

  /**
   * The amount of the subscription's next invoice and the discounts it carries. Each discount takes
   * `amount − round(amount × (100 − percent) / 100)` (so 20 % of $6.99 is $1.40), or its amount off, never below zero.
   */
  function priceAfterDiscounts(amount: number, subscription: Obj): { amount: number; discounts: DiscountAmount[] } {
    let total = amount;
    const applied: DiscountAmount[] = [];
    for (const discountId of (subscription.discounts as string[] | undefined) ?? []) {
      const discount = objects.get(discountId);
      const coupon = discount ? (objects.get(String((discount.source as { coupon: string }).coupon)) ?? null) : null;
      if (!coupon || !discount || !discountApplies(discount, coupon)) continue;
      const after =
        typeof coupon.percent_off === 'number' ? Math.round((total * (100 - coupon.percent_off)) / 100) : Math.max(0, total - Number(coupon.amount_off ?? 0));
      applied.push({ amount: total - after, discount: discount.id });
      total = after;
    }
    return { amount: total, discounts: applied };
  }

  /**
   * `discounts[]` of a subscription create or update: `{coupon}` redeems a coupon into a new discount, `{discount}`
   * keeps one the subscription has; the list replaces the old one ('' clears it).
   */
  function applyDiscounts(subscription: Obj, value: FormValue | undefined): void {
    if (value === undefined) return;
    const entries = Array.isArray(value) ? value : [];
    const ids: string[] = [];
    const current = (subscription.discounts as string[] | undefined) ?? [];
    for (const entry of entries) {
      if (typeof entry !== 'object' || Array.isArray(entry)) throw invalid('discounts[] needs a coupon or a discount', 'discounts');
      if (typeof entry.discount === 'string') {
        if (!current.includes(entry.discount)) throw invalid(`The discount \`${entry.discount}\` is not applied to this subscription.`, 'discounts');
        ids.push(entry.discount);
        continue;
      }
      if (typeof entry.coupon !== 'string') throw invalid('discounts[] needs a coupon or a discount', 'discounts');
      const coupon = get(entry.coupon, 'coupon');
      const start = now();
      const end = coupon.duration === 'repeating' ? addMonths(start, Number(coupon.duration_in_months ?? 1)) : null;
      const discount = put({
        id: newId('di'),
        object: 'discount',
        source: { coupon: coupon.id, type: 'coupon' },
        customer: subscription.customer,
        subscription: subscription.id,
        subscription_item: null,
        invoice: null,
        invoice_item: null,
        promotion_code: null,
        checkout_session: null,
        start,
        end,
      });
      coupon.times_redeemed = Number(coupon.times_redeemed ?? 0) + 1;
      ids.push(discount.id);
    }
    subscription.discounts = ids;
  }

  // ───────────── subscriptions ─────────────

  return { priceAfterDiscounts, applyDiscounts };
}
