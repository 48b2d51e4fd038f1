import { AppError } from '@reelcraft/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationSlots, users } from '../db/schema.ts';
import { createTestCore, type TestCore } from '../testing/index.ts';
import { getGenerationLimit, reserveGenerationSlots } from './generation-slots.ts';

let test: TestCore;
beforeAll(async () => {
  test = await createTestCore({ DAILY_GENERATION_LIMIT: '2' });
});
afterAll(async () => {
  await test.close();
});

async function makeUser(bonus: number): Promise<string> {
  const [row] = await test.core.db
    .insert(users)
    .values({ email: `slots-${Math.random().toString(36).slice(2)}@example.com`, bonusGenerations: bonus })
    .returning({ id: users.id });
  return row!.id;
}

async function outcome(userId: string, count: number): Promise<{ code: string; slots: number }> {
  let slots = -1;
  try {
    await reserveGenerationSlots(test.core, userId, count, async (_tx, slotIds) => {
      slots = slotIds.length;
    });
    return { code: 'ok', slots };
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, slots };
    throw error;
  }
}

const bonusOf = async (userId: string) => (await test.core.db.select({ bonus: users.bonusGenerations }).from(users).where(eq(users.id, userId)))[0]?.bonus;
const slotRows = async (userId: string) => (await test.core.db.select().from(generationSlots).where(eq(generationSlots.userId, userId))).length;

describe('bonus generations over the daily limit', () => {
  it('10 requests at once with limit 2 and 3 bonus: exactly 5 succeed, 2 take daily slots, the bonus ends at 0', async () => {
    const userId = await makeUser(3);
    const results = await Promise.all(Array.from({ length: 10 }, () => outcome(userId, 1)));
    expect(results.filter((r) => r.code === 'ok')).toHaveLength(5);
    expect(results.filter((r) => r.code === 'DAILY_LIMIT_REACHED')).toHaveLength(5);
    // Daily slots get a slot row; bonus generations do not (so they never hold back tomorrow's slots).
    expect(results.filter((r) => r.code === 'ok' && r.slots === 1)).toHaveLength(2);
    expect(results.filter((r) => r.code === 'ok' && r.slots === 0)).toHaveLength(3);
    expect(await bonusOf(userId)).toBe(0);
    expect(await slotRows(userId)).toBe(2);
    expect(await getGenerationLimit(test.core, userId)).toMatchObject({ limit: 2, used: 2, remaining: 0, bonus: 0 });
  });

  it('a batch splits across daily slots and bonus, or takes nothing when both are not enough', async () => {
    const userId = await makeUser(2);
    expect(await outcome(userId, 3)).toEqual({ code: 'ok', slots: 2 });
    expect(await bonusOf(userId)).toBe(1);
    expect(await getGenerationLimit(test.core, userId)).toMatchObject({ used: 2, remaining: 1, bonus: 1, next_slot_at: null });
    expect((await outcome(userId, 3)).code).toBe('DAILY_LIMIT_REACHED');
    expect(await bonusOf(userId)).toBe(1);
    expect(await slotRows(userId)).toBe(2);
  });

  it('without bonus the daily limit is unchanged', async () => {
    const userId = await makeUser(0);
    expect((await outcome(userId, 2)).code).toBe('ok');
    const refused = await outcome(userId, 1);
    expect(refused.code).toBe('DAILY_LIMIT_REACHED');
    const limit = await getGenerationLimit(test.core, userId);
    expect(limit).toMatchObject({ used: 2, remaining: 0, bonus: 0 });
    expect(limit.next_slot_at).not.toBeNull();
  });
});
