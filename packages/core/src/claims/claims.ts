import { AppError, type MoneyBackClaim, type MoneyBackClaimRequest, type MoneyBackState } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import type { MoneyBackClaimRow } from './claims.repository.ts';
import { isUniqueViolation } from '../billing/referrals.ts';
import { hasOpenClaim, insertClaim, latestClaimOf } from './claims.repository.ts';
import { moneyBackEligibility } from './eligibility.ts';

/**
 * The user's side of the money-back guarantee (issue 31 item 7): whether a claim can be made now, making it, and the
 * newest claim's status on the subscription page. Settling is the admin's (admin-claims.ts).
 */

export function toMoneyBackClaimDto(row: MoneyBackClaimRow, payment: { amountCents: number; currency: string } | null): MoneyBackClaim {
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    decision_note: row.decisionNote,
    amount_cents: payment?.amountCents ?? null,
    currency: payment?.currency ?? null,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}

async function latestClaim(core: Core, userId: string): Promise<MoneyBackClaim | null> {
  const row = await latestClaimOf(core.db, userId);
  if (!row) return null;
  return toMoneyBackClaimDto(row.claim, row.amountCents !== null && row.currency !== null ? { amountCents: row.amountCents, currency: row.currency } : null);
}

/** GET /api/billing/money-back. An open claim makes a new one impossible until it is settled (eligible false, no reason). */
export async function moneyBackState(core: Core, userId: string): Promise<MoneyBackState> {
  const [eligibility, claim] = await Promise.all([moneyBackEligibility(core, userId), latestClaim(core, userId)]);
  const open = claim?.status === 'open';
  return {
    eligible: eligibility.eligible && !open,
    reason: eligibility.eligible || open ? null : eligibility.reason,
    deadline: eligibility.deadline?.toISOString() ?? null,
    amount_cents: eligibility.payment?.amountCents ?? null,
    currency: eligibility.payment?.currency ?? null,
    claim,
  };
}

/**
 * POST /api/billing/money-back: an open claim exists → 409 MONEY_BACK_CLAIM_OPEN; not covered → 422
 * MONEY_BACK_NOT_ELIGIBLE with details.reason. Two at once: the partial unique index keeps one open claim.
 */
export async function claimMoneyBack(core: Core, userId: string, request: MoneyBackClaimRequest): Promise<MoneyBackState> {
  if (await hasOpenClaim(core.db, userId)) throw new AppError('MONEY_BACK_CLAIM_OPEN');
  const eligibility = await moneyBackEligibility(core, userId);
  if (!eligibility.eligible) throw new AppError('MONEY_BACK_NOT_ELIGIBLE', { reason: eligibility.reason });
  try {
    await insertClaim(core.db, {
      userId,
      subscriptionId: eligibility.subscription.id,
      paymentId: eligibility.payment.id,
      message: request.message || null,
      createdAt: core.now(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('MONEY_BACK_CLAIM_OPEN');
    throw error;
  }
  core.logger.info({ user: userId, subscription: eligibility.subscription.id }, 'money-back claim made');
  return moneyBackState(core, userId);
}
