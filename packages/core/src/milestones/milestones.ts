import { GROWTH_STEPS } from '@reelcraft/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { userMilestones } from '../db/schema.ts';

export type GrowthStep = (typeof GROWTH_STEPS)[number];

/** Marks a growth-plan step done (once; the first time counts). */
export async function recordMilestone(db: Database, userId: string, step: GrowthStep): Promise<void> {
  await db.insert(userMilestones).values({ userId, step }).onConflictDoNothing();
}

/** The four steps of spec §4, in order, with when each was reached. */
export async function growthPlan(db: Database, userId: string) {
  const rows = await db.select().from(userMilestones).where(eq(userMilestones.userId, userId));
  const done = new Map(rows.map((row) => [row.step, row.completedAt]));
  return {
    steps: GROWTH_STEPS.map((step) => ({ step, done: done.has(step), completed_at: done.get(step)?.toISOString() ?? null })),
  };
}
