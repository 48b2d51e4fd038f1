import type { Plan } from '@reelcraft/contract';

/** The catalogue's plans as GET /v2/payment/subscription-plans answers them (migration 0006, decision 0037). */
export const TEST_PLANS: Plan[] = [
  { id: '1week', amount_cents: 699, currency: 'usd', period_weeks: 1, trial_days: 0, renews_into: null, reference: null },
  { id: '12week', amount_cents: 2999, currency: 'usd', period_weeks: 12, trial_days: 0, renews_into: null, reference: null },
  { id: '52week', amount_cents: 5999, currency: 'usd', period_weeks: 52, trial_days: 0, renews_into: null, reference: null },
  {
    id: 'trial',
    amount_cents: 99,
    currency: 'usd',
    period_weeks: 1,
    trial_days: 0,
    renews_into: { id: '4week', amount_cents: 1999, period_weeks: 4 },
    reference: { basis: 'renewal_plan', amount_cents: 1999, monthly_cents: null, percent_off: 95 },
  },
  { id: '4week', amount_cents: 1999, currency: 'usd', period_weeks: 4, trial_days: 0, renews_into: null, reference: null },
  {
    id: 'annual_trial',
    amount_cents: 2700,
    currency: 'usd',
    period_weeks: 52,
    trial_days: 7,
    renews_into: null,
    reference: { basis: 'list_price', amount_cents: 9588, monthly_cents: 799, percent_off: 72 },
  },
];

export function testPlan(id: Plan['id']): Plan {
  const plan = TEST_PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`no plan ${id}`);
  return plan;
}
