import { AppError, type GenerationLimit } from '@reelcraft/contract';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Core } from '../context.ts';
import type { Database } from '../db/client.ts';
import { generationSlots, users } from '../db/schema.ts';

const WINDOW_MS = 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function activeSlots(db: Database | Tx, userId: string, now: Date) {
  return db
    .select({ id: generationSlots.id, createdAt: generationSlots.createdAt })
    .from(generationSlots)
    .where(and(eq(generationSlots.userId, userId), isNull(generationSlots.refundedAt), gt(generationSlots.createdAt, new Date(now.getTime() - WINDOW_MS))))
    .orderBy(asc(generationSlots.createdAt));
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
 */
export async function reserveGenerationSlots(core: Core, userId: string, count: number, work: (tx: Tx, slotIds: string[]) => Promise<void>): Promise<void> {
  const limit = core.config.DAILY_GENERATION_LIMIT;
  const now = core.now();
  await core.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const slots = await activeSlots(tx, userId, now);
    if (slots.length + count > limit) {
      const next = nextSlotAt(slots, count, limit);
      throw new AppError('DAILY_LIMIT_REACHED', { limit, used: slots.length, next_slot_at: next?.toISOString() ?? null });
    }
    const inserted = await tx
      .insert(generationSlots)
      .values(Array.from({ length: count }, () => ({ userId, createdAt: now })))
      .returning({ id: generationSlots.id });
    await work(
      tx,
      inserted.map((row) => row.id),
    );
  });
}

/** Links slots to the suggestions they paid for, so a failure can refund the right one. */
export async function attachSlots(tx: Tx, pairs: { slotId: string; suggestionId: string }[]): Promise<void> {
  for (const pair of pairs) {
    await tx.update(generationSlots).set({ suggestionId: pair.suggestionId }).where(eq(generationSlots.id, pair.slotId));
  }
}

/** A failed generation gives its slot back. Idempotent. */
export async function refundGenerationSlots(core: Core, suggestionIds: string[]): Promise<void> {
  if (suggestionIds.length === 0) return;
  await core.db
    .update(generationSlots)
    .set({ refundedAt: core.now() })
    .where(and(inArray(generationSlots.suggestionId, suggestionIds), isNull(generationSlots.refundedAt)));
}

/** What the UI shows: used, remaining and when the next slot frees up. */
export async function getGenerationLimit(core: Core, userId: string): Promise<GenerationLimit> {
  const limit = core.config.DAILY_GENERATION_LIMIT;
  const slots = await activeSlots(core.db, userId, core.now());
  const next = nextSlotAt(slots, 1, limit);
  return {
    limit,
    used: Math.min(slots.length, limit),
    remaining: Math.max(0, limit - slots.length),
    next_slot_at: next?.toISOString() ?? null,
    window_hours: 24,
  };
}
