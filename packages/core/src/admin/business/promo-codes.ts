import { AppError, type AdminPromoCode, type AdminPromoCodeCreate, type AdminPromoCodeDetail } from '@reelcraft/contract';
import type { Core } from '../../context.ts';
import { isUuid } from '../../db/ids.ts';
import { createPromoCode, normalizePromoCode, promoCodeStatus } from '../../billing/promo-codes.ts';
import { allPromoCodes, promoCodeById, promoCodeIdByText, type PromoCodeRow, redemptionsOf, setPromoCodeActive } from '../../billing/promo-codes.repository.ts';
import type { AdminActor } from '../actions.ts';
import { recordAdminAction } from '../audit.ts';

export function toAdminPromoCode(row: PromoCodeRow, now: Date): AdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    percent_off: row.percentOff,
    amount_off_cents: row.amountOffCents,
    currency: row.currency,
    duration: row.duration,
    duration_periods: row.durationPeriods,
    expires_at: row.expiresAt?.toISOString() ?? null,
    max_redemptions: row.maxRedemptions,
    redemption_count: row.redemptionCount,
    active: row.active,
    status: promoCodeStatus(row, now),
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/promo-codes: every code, newest first, with how often it was redeemed (the capped counter). */
export async function listPromoCodes(core: Core): Promise<{ items: AdminPromoCode[] }> {
  const rows = await allPromoCodes(core.db);
  return { items: rows.map((row) => toAdminPromoCode(row, core.now())) };
}

async function promoCodeRow(core: Core, id: string): Promise<PromoCodeRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const row = await promoCodeById(core.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET /api/admin/promo-codes/{id}: the code and who redeemed it (the e-mail is null once the account is gone). */
export async function promoCodeDetail(core: Core, id: string): Promise<AdminPromoCodeDetail> {
  const row = await promoCodeRow(core, id);
  const redemptions = await redemptionsOf(core.db, row.id);
  return {
    code: toAdminPromoCode(row, core.now()),
    redemptions: redemptions.map((r) => ({ user_id: r.userId, email: r.email ?? null, created_at: r.createdAt.toISOString() })),
  };
}

/**
 * POST /api/admin/promo-codes (audited 'promo.create'): the same creation as `npm run promo:create`. A code that exists
 * (compared upper-cased) → 409 PROMO_CODE_TAKEN.
 */
export async function adminCreatePromoCode(core: Core, actor: AdminActor, input: AdminPromoCodeCreate): Promise<AdminPromoCode> {
  const code = normalizePromoCode(input.code);
  if (await promoCodeIdByText(core.db, code)) throw new AppError('PROMO_CODE_TAKEN', { code });
  // A code expired when it is made could never be redeemed (issue 31, item 13).
  if (input.expires_at && Date.parse(input.expires_at) <= core.now().getTime()) {
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'expires_at', code: 'custom', message: 'must be in the future' }] });
  }
  let row: PromoCodeRow;
  try {
    row = await createPromoCode(core, {
      code,
      percentOff: input.percent_off ?? null,
      amountOffCents: input.amount_off_cents ?? null,
      duration: input.duration,
      durationPeriods: input.duration === 'repeating' ? (input.duration_periods ?? null) : null,
      maxRedemptions: input.max_redemptions ?? null,
      expiresAt: input.expires_at ? new Date(input.expires_at) : null,
    });
  } catch (error) {
    // Only a concurrent create of the same text gets here (the schema checked the rest).
    if (error instanceof Error && /already exists/.test(error.message)) throw new AppError('PROMO_CODE_TAKEN', { code });
    throw error;
  }
  await recordAdminAction(core, {
    ...actor,
    action: 'promo.create',
    details: {
      promo_code_id: row.id,
      code: row.code,
      percent_off: row.percentOff,
      amount_off_cents: row.amountOffCents,
      duration: row.duration,
      duration_periods: row.durationPeriods,
      max_redemptions: row.maxRedemptions,
      expires_at: row.expiresAt?.toISOString() ?? null,
    },
  });
  return toAdminPromoCode(row, core.now());
}

/** PATCH /api/admin/promo-codes/{id} {active} (audited 'promo.enable' / 'promo.disable'). A disabled code answers PROMO_CODE_INVALID at checkout. */
export async function adminSetPromoCodeActive(core: Core, actor: AdminActor, id: string, active: boolean): Promise<AdminPromoCode> {
  const row = await promoCodeRow(core, id);
  const updated = await setPromoCodeActive(core.db, row.id, active);
  if (!updated) throw new AppError('NOT_FOUND');
  await recordAdminAction(core, {
    ...actor,
    action: active ? 'promo.enable' : 'promo.disable',
    details: { promo_code_id: row.id, code: row.code, was_active: row.active },
  });
  return toAdminPromoCode(updated, core.now());
}
