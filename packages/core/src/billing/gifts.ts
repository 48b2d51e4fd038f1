import { createHash, randomBytes } from 'node:crypto';
import { AppError, type ProductId, type User } from '@reelcraft/contract';
import { toUserDto } from '../accounts/user-dto.ts';
import { formatDate, normalizeLanguage } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { findUser, lockUser, userContact } from './billing-users.repository.ts';
import type { Db, Tx } from './db-handle.ts';
import { claimGiftCode, type GiftCodeRow, giftCodeByHash, giftCodeDisabledAt, insertGiftCode, releaseGiftCode } from './gifts.repository.ts';
import { giftPeriodText } from './products.ts';
import {
  insertSubscription,
  newestSubscriptionWithStatus,
  OPEN_STATUSES,
  pushPeriodEnd,
  type SubscriptionRow,
  updateSubscription,
} from './subscriptions.repository.ts';
import { refreshUserAccess } from './sync.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function hashGiftCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** 32 url-safe random characters (192 bits). Only its SHA-256 is stored. */
export function newGiftCode(): string {
  return randomBytes(24).toString('base64url');
}

/** Creates the gift code of a paid gift purchase (inside the fulfilment's transaction) or an admin's gift. Returns the code text once. */
export async function createGiftCode(
  db: Db,
  input: { productId: ProductId; weeks: number; purchaserUserId: string | null; recipientEmail: string; language: string; source?: 'purchase' | 'admin' },
): Promise<{ id: string; code: string }> {
  const code = newGiftCode();
  const row = await insertGiftCode(db, {
    codeHash: hashGiftCode(code),
    productId: input.productId,
    weeks: input.weeks,
    purchaserUserId: input.purchaserUserId,
    recipientEmail: input.recipientEmail,
    language: input.language,
    source: input.source ?? 'purchase',
  });
  if (!row) throw new Error('gift code not inserted');
  return { id: row.id, code };
}

/** What the redeem page shows before sign-in. Unknown codes → GIFT_CODE_INVALID (404). */
export async function previewGift(core: Core, code: string): Promise<{ product_id: ProductId; weeks: number; redeemed: boolean; daily_generations: number }> {
  const row = await giftCodeByHash(core.db, hashGiftCode(code));
  // A code an admin disabled answers like one that never existed.
  if (!row || row.disabledAt) throw new AppError('GIFT_CODE_INVALID');
  return { product_id: row.productId as ProductId, weeks: row.weeks, redeemed: row.redeemedAt !== null, daily_generations: core.config.DAILY_GENERATION_LIMIT };
}

export interface GrantResult {
  /** Our subscriptions row that now carries the weeks. */
  subscriptionId: string;
  /** The new end of access. */
  activeUntil: Date;
  /** 'extended' a renewing gateway subscription (its next charge moves back), or a 'grant' row. */
  mode: 'extended' | 'grant';
  /** Whether access continues by a renewal after activeUntil (only a renewing gateway subscription). */
  renews: boolean;
}

/** A checkout is half-way (an incomplete subscription): weeks cannot be added until it settles. */
export class GrantBlockedError extends Error {
  constructor() {
    super('the user has an incomplete checkout');
    this.name = 'GrantBlockedError';
  }
}

type GrantPlan = { kind: 'db'; result: GrantResult } | { kind: 'gateway'; row: SubscriptionRow };

/** Decides and, for database-only grants, writes them; the user's row is locked so two grants at once add up. */
async function planGrant(tx: Tx, core: Core, input: { userId: string; weeks: number; source: 'gift' | 'referral' | 'admin' }): Promise<GrantPlan> {
  const now = core.now();
  await lockUser(tx, input.userId);
  // The statuses the one-live-subscription index covers.
  const live = await newestSubscriptionWithStatus(tx, input.userId, OPEN_STATUSES);
  if (live && live.gateway !== 'grant') {
    if (live.status === 'incomplete') throw new GrantBlockedError();
    // Renewing or not, the gateway moves its period (and next charge) back; our row follows by the sync.
    return { kind: 'gateway', row: live };
  }
  const addMs = input.weeks * WEEK_MS;
  if (live && live.gateway === 'grant') {
    // Cumulative: from the end of the current grant if it still runs, from now otherwise.
    const from = Math.max(now.getTime(), live.currentPeriodEnd.getTime());
    const end = new Date(from + addMs);
    const start = live.currentPeriodEnd.getTime() > now.getTime() ? live.currentPeriodStart : now;
    await updateSubscription(tx, live.id, { currentPeriodStart: start, currentPeriodEnd: end, status: 'active', cancelAtPeriodEnd: true, updatedAt: now });
    await refreshUserAccess(tx, input.userId, now);
    return { kind: 'db', result: { subscriptionId: live.id, activeUntil: end, mode: 'grant', renews: false } };
  }
  const end = new Date(now.getTime() + addMs);
  const inserted = await insertSubscription(tx, {
    userId: input.userId,
    gateway: 'grant',
    planId: weeksPlanId(input.weeks),
    status: 'active',
    cancelAtPeriodEnd: true,
    currentPeriodStart: now,
    currentPeriodEnd: end,
    source: input.source,
    startedAt: now,
  });
  if (!inserted) throw new Error('grant not inserted');
  await refreshUserAccess(tx, input.userId, now);
  return { kind: 'db', result: { subscriptionId: inserted.id, activeUntil: end, mode: 'grant', renews: false } };
}

/** A grant row needs a plan id of the catalogue; the closest plan by length (it never renews, so only the label). */
function weeksPlanId(weeks: number): string {
  if (weeks >= 52) return '52week';
  if (weeks >= 12) return '12week';
  return '4week';
}

/**
 * Gives `weeks` of premium without renewal (a redeemed gift, a referral's free weeks; docs/decisions/0020): a live gateway
 * subscription gets its period pushed back (`extendPeriod`, then a sync re-reads it), otherwise a `grant`
 * subscription is created or extended — cumulative from the end of the current grant. `idempotencyKey` names the
 * cause (`gift-<id>`, `referral-<id>`) so a retried call never extends the gateway twice.
 * `undo` runs inside the same transaction as a database-only grant (so a failed write leaves the cause unclaimed).
 */
export async function grantPremiumWeeks(
  core: Core,
  input: { userId: string; weeks: number; source: 'gift' | 'referral' | 'admin'; idempotencyKey: string; claim?: (tx: Tx) => Promise<void> },
): Promise<GrantResult> {
  const plan = await core.db.transaction(async (tx) => {
    if (input.claim) await input.claim(tx);
    return planGrant(tx, core, input);
  });
  if (plan.kind === 'db') return plan.result;
  const row = plan.row;
  if (!core.payments || !row.gatewaySubscriptionId || core.payments.kind !== row.gateway) {
    throw new Error(`cannot extend a ${row.gateway} subscription with the ${core.payments?.kind ?? 'no'} gateway`);
  }
  const updated = await core.payments.extendPeriod(row.gatewaySubscriptionId, input.weeks, input.idempotencyKey);
  // Show the new date at once; the sync (the owner of this row) re-reads the same state from the gateway.
  await pushPeriodEnd(core.db, row.id, updated.currentPeriodEnd, core.now());
  await core.queue.send('sync-subscription', { gateway: row.gateway, subscription_id: row.gatewaySubscriptionId });
  return { subscriptionId: row.id, activeUntil: updated.currentPeriodEnd, mode: 'extended', renews: !updated.cancelAtPeriodEnd };
}

/**
 * Redeems a gift for the signed-in user: exactly once (a conditional UPDATE claims the code), then the weeks are
 * granted without renewal and the purchaser hears about it. A second redemption → GIFT_CODE_REDEEMED (409).
 */
export async function redeemGift(core: Core, user: { id: string; email: string }, code: string): Promise<GrantResult> {
  const codeHash = hashGiftCode(code);
  const gift = await giftCodeByHash(core.db, codeHash);
  if (!gift || gift.disabledAt) throw new AppError('GIFT_CODE_INVALID');
  if (gift.redeemedAt) throw new AppError('GIFT_CODE_REDEEMED');
  const claim = async (tx: Tx) => {
    if (!(await claimGiftCode(tx, gift.id, user.id, core.now()))) {
      // Disabled between the read and the claim, or redeemed by someone else meanwhile.
      const disabledAt = await giftCodeDisabledAt(tx, gift.id);
      throw new AppError(disabledAt ? 'GIFT_CODE_INVALID' : 'GIFT_CODE_REDEEMED');
    }
  };
  let result: GrantResult;
  try {
    result = await grantPremiumWeeks(core, { userId: user.id, weeks: gift.weeks, source: 'gift', idempotencyKey: `gift-${gift.id}`, claim });
  } catch (error) {
    if (error instanceof GrantBlockedError) throw new AppError('ALREADY_SUBSCRIBED', { reason: 'checkout_in_progress' });
    if (!(error instanceof AppError)) {
      // The gateway could not extend: give the code back so the person can try again.
      await releaseGiftCode(core.db, gift.id, user.id);
    }
    throw error;
  }
  await notifyPurchaser(core, gift, user.email);
  return result;
}

async function notifyPurchaser(core: Core, gift: GiftCodeRow, recipientEmail: string): Promise<void> {
  if (!gift.purchaserUserId) return;
  const purchaser = await userContact(core.db, gift.purchaserUserId);
  if (!purchaser) return;
  const language = normalizeLanguage(purchaser.language);
  await enqueueEmail(core, {
    to: purchaser.email,
    template: 'gift-redeemed',
    language,
    params: { recipient: recipientEmail, period: giftPeriodText(gift.weeks, language), link: `${core.publicUrl}/app/profile/subscription` },
  });
}

/** The "active until" date of a grant, for the redeem page. */
export function activeUntilText(result: GrantResult, language: string): string {
  return formatDate(result.activeUntil, normalizeLanguage(language));
}

/** POST /api/billing/gifts/redeem: the redemption and the user as it is now (stripe_subscription set). */
export async function redeemGiftForUser(
  core: Core,
  user: { id: string; email: string },
  code: string,
): Promise<{ active_until: string; renews: boolean; user: User }> {
  const result = await redeemGift(core, user, code);
  const fresh = await findUser(core.db, user.id);
  if (!fresh) throw new AppError('UNAUTHENTICATED');
  return { active_until: result.activeUntil.toISOString(), renews: result.renews, user: toUserDto(fresh) };
}
