import { AppError, type Plan, type PlanId, PLAN_IDS } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import type { GatewayPrice, PaymentGateway } from './gateway.ts';
import { activePriceRows, planRow, type PriceRow, priceRow } from './prices.repository.ts';

export type { PriceRow };

/** Plans sold once per person (users.trial_used_at): the $0.99 week and the old paywall's 7-day trial. */
export const TRIAL_PLAN_IDS: readonly string[] = ['trial', 'annual_trial'];

export function isPlanId(id: string): id is PlanId {
  return (PLAN_IDS as readonly string[]).includes(id);
}

/** Every active plan of the catalogue, in display order. */
export async function listPlanRows(core: Core): Promise<PriceRow[]> {
  return activePriceRows(core.db, 'plan');
}

/** A plan by id: PLAN_NOT_FOUND (404) unless it is an active plan of the catalogue. */
export async function planById(core: Core, id: string): Promise<PriceRow> {
  const row = await planRow(core.db, id);
  if (!row || !row.active || !isPlanId(row.id)) throw new AppError('PLAN_NOT_FOUND');
  return row;
}

/** A plan row, active or not (a subscription may still be on a plan that is no longer sold). */
export async function findPlan(core: Core, id: string): Promise<PriceRow | null> {
  return (await priceRow(core.db, id)) ?? null;
}

export function toGatewayPrice(row: PriceRow): GatewayPrice {
  return { id: row.id, amountCents: row.amountCents, currency: row.currency, periodWeeks: row.periodWeeks };
}

/**
 * The price each introductory offer's discount is taken from (issue 31, decision 0037): every percentage we show
 * names it, and is computed from it, so a customer can check it.
 * - `trial` ($0.99 for the first week): the 4-week plan it renews into, $19.99 → 95 % off.
 * - `annual_trial` ($27 every 52 weeks, after 7 free days): the yearly list price of $95.88, that is 12 months at
 *   $7.99 → 72 % off; $27 is $2.25 a month for 12 months. The only reference that makes the spec's three figures
 *   true together (no plan of the catalogue does: the 52-week plan's $59.99 would make it 55 %).
 * Plans without an entry carry no discount of their own (paywall2's 50 % is taken from the plan's own price).
 */
export const REFERENCE_PRICES: Readonly<Record<string, { basis: 'renewal_plan' } | { basis: 'list_price'; amountCents: number; monthlyCents: number }>> = {
  trial: { basis: 'renewal_plan' },
  annual_trial: { basis: 'list_price', amountCents: 12 * 799, monthlyCents: 799 },
};

/** Percent off, rounded to a whole percent as the copy shows it. */
export function percentOff(amountCents: number, referenceCents: number): number {
  return Math.round((100 * (referenceCents - amountCents)) / referenceCents);
}

/** The plan's reference price and the discount computed from it, or null for a plan sold at its own price. */
export function referenceOf(row: PriceRow, all: readonly PriceRow[]): Plan['reference'] {
  const rule = REFERENCE_PRICES[row.id];
  if (!rule) return null;
  const amountCents = rule.basis === 'list_price' ? rule.amountCents : all.find((candidate) => candidate.id === row.renewsIntoId)?.amountCents;
  if (amountCents === undefined) return null;
  return {
    basis: rule.basis,
    amount_cents: amountCents,
    monthly_cents: rule.basis === 'list_price' ? rule.monthlyCents : null,
    percent_off: percentOff(row.amountCents, amountCents),
  };
}

export function toPlanDto(row: PriceRow, all: readonly PriceRow[]): Plan {
  const next = row.renewsIntoId ? all.find((candidate) => candidate.id === row.renewsIntoId) : undefined;
  return {
    reference: referenceOf(row, all),
    id: row.id as PlanId,
    amount_cents: row.amountCents,
    currency: row.currency,
    period_weeks: row.periodWeeks ?? 0,
    trial_days: row.trialDays,
    renews_into: next ? { id: next.id as PlanId, amount_cents: next.amountCents, period_weeks: next.periodWeeks ?? 0 } : null,
  };
}

/** The catalogue's plans as the API shows them (GET /v2/payment/subscription-plans). */
export async function listPlans(core: Core): Promise<Plan[]> {
  const rows = await listPlanRows(core);
  return rows.filter((row) => isPlanId(row.id)).map((row) => toPlanDto(row, rows));
}

/** The gateway, or 404 BILLING_DISABLED when BILLING=off. */
export function requirePayments(core: Core): PaymentGateway {
  if (!core.payments || core.config.BILLING === 'off') throw new AppError('BILLING_DISABLED');
  return core.payments;
}
