import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { userMilestones } from '../db/schema.ts';

export type MilestoneStep = (typeof userMilestones.$inferInsert)['step'];

/** Inserts the milestone unless the user reached it before (the first time counts). */
export async function insertMilestoneOnce(db: Database, userId: string, step: MilestoneStep): Promise<void> {
  await db.insert(userMilestones).values({ userId, step }).onConflictDoNothing();
}

/** Every milestone the user reached, with when. */
export async function listMilestonesOfUser(db: Database, userId: string) {
  return db.select().from(userMilestones).where(eq(userMilestones.userId, userId));
}
