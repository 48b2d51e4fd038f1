import { formatMoney, LANGUAGES, translator } from '@reelcraft/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../testing/index.ts';
import { listPlans, percentOff, REFERENCE_PRICES } from './catalogue.ts';
import { giftPeriodText, listProducts } from './products.ts';
import { OFFER_PERCENT_OFF } from './subscriptions.ts';

/**
 * Issue 31, item 5 (decision 0037): every discount shown is computed from the catalogue and names the price it is
 * taken from; every period is named as it bills; no copy promises more than the product allows. The catalogue is the
 * database's (migration 0006), read as the API reads it.
 */

let test: TestCore;
beforeAll(async () => {
  test = await createTestCore({ BILLING: 'test' });
});
afterAll(async () => {
  await test.close();
});

const usd = (cents: number, language: (typeof LANGUAGES)[number]) => formatMoney(cents, 'usd', language);

describe('prices a customer can check', () => {
  it("the spec's old-paywall figures are true together: $27 a year, 72 % off the stated list price, $2.25 a month for 12 months", async () => {
    const plans = await listPlans(test.core);
    const annual = plans.find((plan) => plan.id === 'annual_trial')!;
    expect(annual).toMatchObject({ amount_cents: 2700, period_weeks: 52, trial_days: 7, renews_into: null });
    expect(annual.reference).toEqual({ basis: 'list_price', amount_cents: 9588, monthly_cents: 799, percent_off: 72 });
    expect(percentOff(annual.amount_cents, 12 * 799)).toBe(72);
    expect(annual.amount_cents / 12).toBe(225);
    // What the subscription records and the page shows is the same computed figure.
    expect(OFFER_PERCENT_OFF.annual_trial).toBe(annual.reference?.percent_off);
    // No plan of the catalogue would make it 72 % (the reason for a stated list price): the 52-week plan makes it 55 %.
    const yearly = plans.find((plan) => plan.id === '52week')!;
    expect(percentOff(annual.amount_cents, yearly.amount_cents)).toBe(55);
  });

  it('the $0.99 week is 95 % off the 4-week plan it renews into, and every other plan has no discount of its own', async () => {
    const plans = await listPlans(test.core);
    const trial = plans.find((plan) => plan.id === 'trial')!;
    expect(trial.reference).toEqual({ basis: 'renewal_plan', amount_cents: trial.renews_into!.amount_cents, monthly_cents: null, percent_off: 95 });
    expect(OFFER_PERCENT_OFF.trial).toBe(trial.reference?.percent_off);
    expect(
      plans
        .filter((plan) => plan.reference !== null)
        .map((plan) => plan.id)
        .sort(),
    ).toEqual(Object.keys(REFERENCE_PRICES).sort());
  });

  it('the copy in every language states those numbers and names the reference and what the years after cost', async () => {
    const plans = await listPlans(test.core);
    const annual = plans.find((plan) => plan.id === 'annual_trial')!;
    const trial = plans.find((plan) => plan.id === 'trial')!;
    for (const language of LANGUAGES) {
      const t = translator(language);
      const reference = t('web.paywall.old.reference_list', {
        percent: annual.reference!.percent_off,
        reference: usd(9588, language),
        monthly: usd(799, language),
      });
      expect(reference, language).toContain('72');
      expect(reference, language).toContain(usd(9588, language));
      expect(reference, language).toContain(usd(799, language));
      expect(reference, language).toContain('52');
      expect(t('web.paywall.old.per_month', { amount: usd(annual.amount_cents / 12, language) }), language).toContain(usd(225, language));
      expect(t('web.paywall.old.for_months'), language).toContain('12');
      // The price of the years after is stated next to the first year's.
      const then = t('web.paywall.old.trial_then', { amount: usd(2700, language) });
      expect(then.split(usd(2700, language)), language).toHaveLength(2);
      expect(then, language).toContain('52');
      const yearly = t('web.subscription.discounts.intro_yearly', {
        amount: usd(2700, language),
        percent: 72,
        reference: usd(9588, language),
        monthly: usd(799, language),
      });
      expect(yearly.split(usd(2700, language)).length - 1, `${language}: $27 now and in the years after`).toBe(2);
      expect(yearly, language).toContain(usd(9588, language));
      const offer = t('web.paywall.result.offer_body', { amount: usd(99, language), full: usd(1999, language), percent: trial.reference!.percent_off });
      expect(offer, language).toContain('95');
      expect(offer, language).toContain(usd(1999, language));
      expect(t('web.paywall.result.offer_badge', { percent: 95 }), language).toContain('95');
      // Periods as they bill: the 4-week plan is not "monthly", the 52-week one not "yearly".
      expect(t('web.paywall.old.monthly_title'), language).toContain('4');
      expect(t('web.paywall.old.annual_title'), language).toContain('52');
      expect(t('web.paywall.plans.annual_trial'), language).toContain('52');
      expect(t('web.subscription.plans.annual_trial'), language).toContain('52');
    }
  });

  it('gifts are named by the weeks they give, in every language, and promise only what the product allows', async () => {
    const gifts = (await listProducts(test.core)).filter((product) => product.kind === 'gift');
    expect(gifts.map((gift) => gift.weeks)).toEqual([4, 12, 52]);
    for (const language of LANGUAGES) {
      const t = translator(language);
      for (const gift of gifts) {
        const weeks = String(gift.weeks);
        expect(t(`web.gifts.products.${gift.id}`), `${language} ${gift.id}`).toContain(weeks);
        expect(t(`web.gifts.redeem.headline.${gift.id}`), `${language} ${gift.id}`).toContain(weeks);
        expect(t(`web.subscription.products.${gift.id}`), `${language} ${gift.id}`).toContain(weeks);
        expect(giftPeriodText(gift.weeks!, language), `${language} ${gift.id}`).toContain(weeks);
      }
      const includes = t('web.gifts.redeem.includes', { count: test.core.config.DAILY_GENERATION_LIMIT });
      expect(includes, language).toContain(String(test.core.config.DAILY_GENERATION_LIMIT));
      expect(includes, language).not.toMatch(/unlimited|безлимит|ilimitad/i);
    }
  });
});
