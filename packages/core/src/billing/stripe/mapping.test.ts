import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { classifyDecline, discountedInvoiceCount, mapSubscriptionStatus, planIdOfPrice, subscriptionIdOfInvoice } from './mapping.ts';
import { lookupKeyOf, periodsOfCoupon } from './prices.ts';
import { jobForStripeEvent } from './webhook.ts';

describe('classifyDecline: our three decline kinds', () => {
  it('tells the three kinds apart from code and decline_code', () => {
    expect(classifyDecline({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' })).toBe('generic_failure');
    expect(classifyDecline({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' })).toBe('insufficient_funds');
    expect(classifyDecline({ type: 'card_error', code: 'incorrect_cvc' })).toBe('invalid_cvv');
    expect(classifyDecline({ type: 'card_error', code: 'card_declined', decline_code: 'incorrect_cvc' })).toBe('invalid_cvv');
    expect(classifyDecline({ type: 'card_error', code: 'invalid_cvc' })).toBe('invalid_cvv');
    expect(classifyDecline({ code: 'expired_card' })).toBe('generic_failure');
    expect(classifyDecline(null)).toBe('generic_failure');
  });

  it('reads a real StripeCardError, whose decline_code is "" when Stripe sent none', () => {
    const cvc = new Stripe.errors.StripeCardError({ type: 'card_error', code: 'incorrect_cvc', message: 'bad cvc' });
    expect(cvc.decline_code || '').toBe('');
    expect(classifyDecline(cvc)).toBe('invalid_cvv');
    const generic = new Stripe.errors.StripeCardError({ type: 'card_error', code: 'card_declined', decline_code: '', message: 'declined' });
    expect(classifyDecline(generic)).toBe('generic_failure');
    const funds = new Stripe.errors.StripeCardError({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'no money' });
    expect(classifyDecline(funds)).toBe('insufficient_funds');
  });
});

describe('Stripe shapes', () => {
  it('maps statuses; unpaid and paused give no access', () => {
    expect(mapSubscriptionStatus('active')).toBe('active');
    expect(mapSubscriptionStatus('past_due')).toBe('past_due');
    expect(mapSubscriptionStatus('incomplete_expired')).toBe('incomplete_expired');
    expect(mapSubscriptionStatus('unpaid')).toBe('canceled');
    expect(mapSubscriptionStatus('paused')).toBe('canceled');
  });

  it('names a plan by metadata or by lookup key, ids with underscores included', () => {
    expect(lookupKeyOf({ id: 'annual_trial', amountCents: 2700, currency: 'USD' })).toBe('reelcraft_annual_trial_2700_usd');
    expect(planIdOfPrice({ lookup_key: 'reelcraft_annual_trial_2700_usd', metadata: {} })).toBe('annual_trial');
    expect(planIdOfPrice({ lookup_key: null, metadata: { reelcraft_id: '4week' } })).toBe('4week');
    expect(planIdOfPrice({ lookup_key: 'someone_elses_price', metadata: {} })).toBeNull();
  });

  it("finds an invoice's subscription under parent.subscription_details (basil), id or expanded", () => {
    expect(
      subscriptionIdOfInvoice({
        parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: 'sub_1', metadata: null } },
      }),
    ).toBe('sub_1');
    expect(
      subscriptionIdOfInvoice({
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: { id: 'sub_2' } as Stripe.Subscription, metadata: null },
        },
      }),
    ).toBe('sub_2');
    expect(subscriptionIdOfInvoice({ parent: null })).toBeNull();
  });

  it('maps events to syncs and ignores pre-basil fields it must not trust', () => {
    // A pre-basil invoice (top-level `subscription`) is not read: the shape we are pinned to has none.
    expect(jobForStripeEvent({ type: 'invoice.paid', data: { object: { id: 'in_1', subscription: 'sub_old' } } })).toBeNull();
    expect(jobForStripeEvent({ type: 'customer.subscription.created', data: { object: { id: 'sub_1' } } })).toEqual({
      name: 'sync-subscription',
      payload: { gateway: 'stripe', subscription_id: 'sub_1' },
    });
    expect(jobForStripeEvent({ type: 'payment_intent.payment_failed', data: { object: { id: 'pi_1', metadata: { purchase_id: 'p' } } } })).toEqual({
      name: 'sync-charge',
      payload: { gateway: 'stripe', charge_id: 'pi_1' },
    });
    expect(jobForStripeEvent({ type: 'customer.subscription.updated', data: { object: { id: 'x'.repeat(201) } } })).toBeNull();
  });
});

describe('repeating discounts counted in periods (issue 31, decision 0038)', () => {
  type Counted = Parameters<typeof discountedInvoiceCount>[0][number];
  const invoice = (status: Counted['status'], discounts: Array<{ amount: number; discount: string }>): Counted => ({
    status,
    total_discount_amounts: discounts,
  });

  it('counts the finalized invoices on which this discount took something off', () => {
    const invoices = [
      invoice('paid', [{ amount: 400, discount: 'di_1' }]),
      invoice('open', [{ amount: 400, discount: 'di_1' }]), // finalized, its payment failed: discounted all the same
      invoice('paid', [{ amount: 0, discount: 'di_1' }]), // the $0 trial invoice: nothing taken off
      invoice('draft', [{ amount: 400, discount: 'di_1' }]),
      invoice('void', [{ amount: 400, discount: 'di_1' }]),
      invoice('paid', [{ amount: 140, discount: 'di_2' }]),
      invoice('paid', []),
      { status: 'paid', total_discount_amounts: null },
    ];
    expect(discountedInvoiceCount(invoices, 'di_1')).toBe(2);
    expect(discountedInvoiceCount(invoices, 'di_2')).toBe(1);
    expect(discountedInvoiceCount(invoices, 'di_3')).toBe(0);
  });

  it('reads the periods only from a forever coupon of ours', () => {
    expect(periodsOfCoupon({ duration: 'forever', metadata: { reelcraft_periods: '3' } })).toBe(3);
    expect(periodsOfCoupon({ duration: 'forever', metadata: {} })).toBeNull();
    expect(periodsOfCoupon({ duration: 'forever', metadata: { reelcraft_periods: 'x' } })).toBeNull();
    expect(periodsOfCoupon({ duration: 'forever', metadata: { reelcraft_periods: '0' } })).toBeNull();
    expect(periodsOfCoupon({ duration: 'repeating', metadata: { reelcraft_periods: '3' } })).toBeNull();
  });
});
