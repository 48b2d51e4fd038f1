import { GROWTH_STEPS } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import type { Database } from '../db/client.ts';
import { insertMilestoneOnce, listMilestonesOfUser } from './milestones.repository.ts';

export type GrowthStep = (typeof GROWTH_STEPS)[number];

/** Marks a growth-plan step done (once; the first time counts). */
export async function recordMilestone(db: Database, userId: string, step: GrowthStep): Promise<void> {
  await insertMilestoneOnce(db, userId, step);
}

/** The four growth-plan steps (GROWTH_STEPS), in order, with when each was reached. */
export async function growthPlan(db: Database, userId: string) {
  const rows = await listMilestonesOfUser(db, userId);
  const done = new Map(rows.map((row) => [row.step, row.completedAt]));
  return {
    steps: GROWTH_STEPS.map((step) => ({ step, done: done.has(step), completed_at: done.get(step)?.toISOString() ?? null })),
  };
}

/** GET /api/user/growth-plan: the signed-in user's growth plan. */
export async function growthPlanOf(core: Core, userId: string) {
  return growthPlan(core.db, userId);
}
