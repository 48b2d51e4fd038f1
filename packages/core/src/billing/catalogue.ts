import { AppError, type Plan, type PlanId, PLAN_IDS } from '@reelcraft/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Core } from '../context.ts';
import { billingPrices } from '../db/schema.ts';
import type { GatewayPrice, PaymentGateway } from './gateway.ts';

export type PriceRow = typeof billingPrices.$inferSelect;

/** Plans sold once per person (users.trial_used_at): the $0.99 week and the old paywall's 7-day trial. */
export const TRIAL_PLAN_IDS: readonly string[] = ['trial', 'annual_trial'];

export function isPlanId(id: string): id is PlanId {
  return (PLAN_IDS as readonly string[]).includes(id);
}

/** Every active plan of the catalogue, in display order. */
export async function listPlanRows(core: Core): Promise<PriceRow[]> {
  return core.db
    .select()
    .from(billingPrices)
    .where(and(eq(billingPrices.kind, 'plan'), eq(billingPrices.active, true)))
    .orderBy(asc(billingPrices.sortOrder));
}

/** A plan by id: PLAN_NOT_FOUND (404) unless it is an active plan of the catalogue. */
export async function planById(core: Core, id: string): Promise<PriceRow> {
  const [row] = await core.db
    .select()
    .from(billingPrices)
    .where(and(eq(billingPrices.id, id), eq(billingPrices.kind, 'plan')))
    .limit(1);
  if (!row || !row.active || !isPlanId(row.id)) throw new AppError('PLAN_NOT_FOUND');
  return row;
}

/** A plan row, active or not (a subscription may still be on a plan that is no longer sold). */
export async function findPlan(core: Core, id: string): Promise<PriceRow | null> {
  const [row] = await core.db.select().from(billingPrices).where(eq(billingPrices.id, id)).limit(1);
  return row ?? null;
}

export function toGatewayPrice(row: PriceRow): GatewayPrice {
  return { id: row.id, amountCents: row.amountCents, currency: row.currency, periodWeeks: row.periodWeeks };
}

export function toPlanDto(row: PriceRow, all: readonly PriceRow[]): Plan {
  const next = row.renewsIntoId ? all.find((candidate) => candidate.id === row.renewsIntoId) : undefined;
  return {
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
