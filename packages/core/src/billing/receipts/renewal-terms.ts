import { formatDate, formatMoney, translator, type Language } from '@reelcraft/i18n';
import type { Core } from '../../context.ts';
import { findPlan } from '../catalogue.ts';
import { renews, toSubscriptionDto, type PaymentRow } from '../dto.ts';
import { subscriptionById } from '../subscriptions.repository.ts';

/** What a subscription will charge after a payment, as a receipt states it. */
export interface RenewalTerms {
  /** What every renewal charges. */
  amountCents: number;
  /** The first renewal, when a promo code lowers it (then `amountCents` follows); null when it is the same. */
  firstAmountCents?: number | null;
  currency: string;
  /** The length of every later period, as it bills (weeks). */
  periodWeeks: number;
  /** When the first of those charges is made. */
  from: Date;
}

/**
 * "Then $19.99 every 4 weeks from December 9, 2026 until you cancel." in the reader's language. The period is the
 * checkout's plural wording (`web.paywall.every_weeks_*`), so "every week" and Russian's "каждые 4 недели" read
 * right, and the receipt names the period exactly as the checkout did.
 */
export function renewalTermsText(language: Language, terms: RenewalTerms): string {
  const t = translator(language);
  if (terms.firstAmountCents != null && terms.firstAmountCents !== terms.amountCents) {
    return t('web.receipts.renewal_first', {
      first: formatMoney(terms.firstAmountCents, terms.currency, language),
      amount: formatMoney(terms.amountCents, terms.currency, language),
      every: t('web.paywall.every_weeks', { count: terms.periodWeeks }),
      date: formatDate(terms.from, language),
    });
  }
  return t('web.receipts.renewal', {
    amount: formatMoney(terms.amountCents, terms.currency, language),
    every: t('web.paywall.every_weeks', { count: terms.periodWeeks }),
    date: formatDate(terms.from, language),
  });
}

/**
 * The renewal terms that follow a payment, from the subscription and the catalogue: what the next renewal charges
 * (the subscription's own next-charge rule, promo discounts included), every how many weeks (the plan it renews
 * into: the trial week's 4-week plan), from the end of the period paid. None for one-off products, grants, and
 * subscriptions that will not renew (cancelled, ended).
 */
export async function renewalTermsOf(core: Core, payment: Pick<PaymentRow, 'subscriptionId' | 'periodEnd' | 'reason'>): Promise<RenewalTerms | null> {
  if (payment.reason === 'product' || !payment.subscriptionId) return null;
  const row = await subscriptionById(core.db, payment.subscriptionId);
  if (!row || !renews(row)) return null;
  const dto = await toSubscriptionDto(core, row);
  if (dto.next_charge_amount_cents === null || dto.next_plan_id === null) return null;
  const plan = await findPlan(core, dto.next_plan_id);
  if (!plan?.periodWeeks) return null;
  // A "once" code lowers only the next charge: the terms state it, and the price every renewal after it charges.
  const every = dto.following_charge_amount_cents ?? dto.next_charge_amount_cents;
  const first = dto.next_charge_amount_cents !== every ? dto.next_charge_amount_cents : null;
  return {
    amountCents: every,
    firstAmountCents: first,
    currency: dto.currency,
    periodWeeks: plan.periodWeeks,
    from: payment.periodEnd ?? row.currentPeriodEnd,
  };
}
