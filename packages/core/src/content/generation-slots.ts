import { AppError, type GenerationLimit } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import type { Database, Transaction } from '../db/client.ts';
import {
  insertSlots,
  linkSlotToSuggestion,
  listActiveSlots,
  lockUserBonus,
  readUserBonus,
  refundSlotsOf,
  spendBonusGenerations,
} from './generation-slots.repository.ts';

const WINDOW_MS = 24 * 60 * 60 * 1000;

type Tx = Transaction;

async function activeSlots(db: Database | Tx, userId: string, now: Date) {
  return listActiveSlots(db, userId, new Date(now.getTime() - WINDOW_MS));
}

function nextSlotAt(slots: { createdAt: Date }[], needed: number, limit: number): Date | null {
  // With `used` active slots and `needed` more wanted, the (used + needed - limit)-th oldest must expire first.
  const mustExpire = slots.length + needed - limit;
  if (mustExpire <= 0) return null;
  const slot = slots[mustExpire - 1];
  return slot ? new Date(slot.createdAt.getTime() + WINDOW_MS) : null;
}

/**
 * Takes `count` generation slots for the user or none at all. The user's row is locked for the duration, so
 * concurrent requests from one user are counted one after another: 50 at once can never get more than the limit.
 * The window is rolling: a slot frees up exactly 24 hours after it was taken (see docs/decisions/0007).
 *
 * Over the daily limit, bonus generations (`users.bonus_generations`, e.g. the cancel flow's retention offer) are
 * used next, decremented in the same locked transaction. They take no slot row, so they never delay a daily slot;
 * `work` then gets fewer slot ids than rows (the bonus ones are not refunded if their generation fails).
 */
export async function reserveGenerationSlots(core: Core, userId: string, count: number, work: (tx: Tx, slotIds: string[]) => Promise<void>): Promise<void> {
  const limit = core.config.DAILY_GENERATION_LIMIT;
  const now = core.now();
  await core.db.transaction(async (tx) => {
    const user = await lockUserBonus(tx, userId);
    const slots = await activeSlots(tx, userId, now);
    const daily = Math.min(count, Math.max(0, limit - slots.length));
    const bonus = count - daily;
    if (bonus > 0 && bonus > (user?.bonus ?? 0)) {
      const next = nextSlotAt(slots, count - (user?.bonus ?? 0), limit);
      throw new AppError('DAILY_LIMIT_REACHED', {
        limit,
        used: slots.length,
        next_slot_at: next?.toISOString() ?? null,
      });
    }
    if (bonus > 0) {
      await spendBonusGenerations(tx, userId, bonus);
    }
    const inserted = daily > 0 ? await insertSlots(tx, userId, daily, now) : [];
    await work(
      tx,
      inserted.map((row) => row.id),
    );
  });
}

/** Links slots to the suggestions they paid for, so a failure can refund the right one. */
export async function attachSlots(tx: Tx, pairs: { slotId: string; suggestionId: string }[]): Promise<void> {
  for (const pair of pairs) {
    if (!pair.slotId) continue; // a bonus generation: no slot to link
    await linkSlotToSuggestion(tx, pair.slotId, pair.suggestionId);
  }
}

/** A failed generation gives its slot back. Idempotent. */
async function refundGenerationSlots(db: Database, suggestionIds: string[], now: Date): Promise<void> {
  if (suggestionIds.length === 0) return;
  await refundSlotsOf(db, suggestionIds, now);
}

/**
 * Fails a suggestion and gives its slot back in one transaction, so nobody (the user's limit, a poller) ever sees
 * it failed with its slot still used, and a crash between the two cannot keep the slot. `fail` returns whether this
 * call moved the row to failed: only then is the slot refunded, so of the job, the reaper and the request that
 * could not queue, exactly one refunds. `refund: false` for work that took no slot (an edit's re-render).
 */
export async function failAndRefund(core: Core, suggestionId: string, fail: (db: Database) => Promise<boolean>, refund = true): Promise<boolean> {
  return core.db.transaction(async (tx) => {
    const failed = await fail(tx);
    if (failed && refund) await refundGenerationSlots(tx, [suggestionId], core.now());
    return failed;
  });
}

/**
 * What the UI shows: used, remaining and when the next slot frees up. `remaining` counts what can be generated now,
 * bonus generations included (`bonus` says how many of them are bonus), so screens do not block while bonus is left.
 */
export async function getGenerationLimit(core: Core, userId: string): Promise<GenerationLimit> {
  const limit = core.config.DAILY_GENERATION_LIMIT;
  const [slots, [user]] = await Promise.all([activeSlots(core.db, userId, core.now()), readUserBonus(core.db, userId)]);
  const bonus = user?.bonus ?? 0;
  // As documented in the DTO: null while anything can be generated (bonus included).
  const next = bonus > 0 ? null : nextSlotAt(slots, 1, limit);
  return {
    limit,
    used: Math.min(slots.length, limit),
    remaining: Math.max(0, limit - slots.length) + bonus,
    next_slot_at: next?.toISOString() ?? null,
    window_hours: 24,
    bonus,
  };
}
