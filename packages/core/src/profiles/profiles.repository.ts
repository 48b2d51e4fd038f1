import { and, asc, count, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import { instagramProfiles, type InstagramProfileRow, profileAnalyses, type ProfileAnalysisRow } from '../db/schema.ts';

export type { InstagramProfileRow, ProfileAnalysisRow };

/**
 * The stage of a running analysis that Instagram rate-limited: the job queued its own next try. While an analysis
 * is running in this stage, `error_code` says why ('IG_RATE_LIMITED') and `retry_at` holds the time of the next try.
 */
export const WAITING_RATE_LIMIT = 'waiting_rate_limit';

export async function insertAnalysis(db: Database, row: typeof profileAnalyses.$inferInsert): Promise<ProfileAnalysisRow> {
  const [inserted] = await db.insert(profileAnalyses).values(row).returning();
  if (!inserted) throw new Error('analysis not inserted');
  return inserted;
}

export async function findAnalysis(db: Database, id: string): Promise<ProfileAnalysisRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(profileAnalyses).where(eq(profileAnalyses.id, id)).limit(1);
  return row;
}

export async function updateAnalysis(db: Database, id: string, values: Partial<typeof profileAnalyses.$inferInsert>): Promise<ProfileAnalysisRow | undefined> {
  const [row] = await db
    .update(profileAnalyses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(profileAnalyses.id, id))
    .returning();
  return row;
}

/** Updates a finished analysis only while it is still `ready` (a fresh run of the same row never happens, but be strict). */
export async function updateReadyAnalysis(
  db: Database,
  id: string,
  values: Partial<typeof profileAnalyses.$inferInsert>,
): Promise<ProfileAnalysisRow | undefined> {
  const [row] = await db
    .update(profileAnalyses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(profileAnalyses.id, id), eq(profileAnalyses.status, 'ready')))
    .returning();
  return row;
}

/**
 * One job attempt's claim on an analysis (the `attempts` value it set when it started). Its writes apply only while
 * the analysis is still `running` in that attempt, so a reaped or retried analysis is not overwritten by a late run.
 */
export interface AnalysisAttempt {
  id: string;
  attempt: number;
}

function inAttempt(owner: AnalysisAttempt) {
  return and(eq(profileAnalyses.id, owner.id), eq(profileAnalyses.status, 'running'), eq(profileAnalyses.attempts, owner.attempt));
}

/** Starts a new attempt on a running analysis; undefined when it is gone or finished. */
export async function startAnalysisAttempt(db: Database, id: string): Promise<ProfileAnalysisRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(profileAnalyses)
    .set({ attempts: sql`${profileAnalyses.attempts} + 1`, updatedAt: sql`now()` })
    .where(and(eq(profileAnalyses.id, id), eq(profileAnalyses.status, 'running')))
    .returning();
  return row;
}

/** Writes progress or the result of this attempt (ready included); false when the attempt no longer owns the row. */
export async function updateAnalysisAttempt(db: Database, owner: AnalysisAttempt, values: Partial<typeof profileAnalyses.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(profileAnalyses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(inAttempt(owner))
    .returning({ id: profileAnalyses.id });
  return rows.length > 0;
}

/** Fails the analysis in this attempt; true when this call did it. */
export async function failAnalysis(db: Database, owner: AnalysisAttempt, errorCode: string): Promise<boolean> {
  const rows = await db
    .update(profileAnalyses)
    .set({ status: 'failed', stage: 'failed', errorCode, updatedAt: sql`now()`, completedAt: sql`now()` })
    .where(inAttempt(owner))
    .returning({ id: profileAnalyses.id });
  return rows.length > 0;
}

/** The reaper's failure: only in the attempt it saw, and only if the analysis has still not moved since `before`. */
export async function failStaleAnalysis(db: Database, owner: AnalysisAttempt, before: Date, errorCode: string): Promise<boolean> {
  const rows = await db
    .update(profileAnalyses)
    .set({ status: 'failed', stage: 'failed', errorCode, updatedAt: sql`now()`, completedAt: sql`now()` })
    .where(and(inAttempt(owner), lt(profileAnalyses.updatedAt, before)))
    .returning({ id: profileAnalyses.id });
  return rows.length > 0;
}

export async function claimAnalysis(db: Database, id: string, userId: string): Promise<void> {
  await db
    .update(profileAnalyses)
    .set({ userId })
    .where(and(eq(profileAnalyses.id, id), isNull(profileAnalyses.userId)));
}

export async function latestAnalysisForUser(db: Database, userId: string): Promise<ProfileAnalysisRow | undefined> {
  const [row] = await db.select().from(profileAnalyses).where(eq(profileAnalyses.userId, userId)).orderBy(desc(profileAnalyses.createdAt)).limit(1);
  return row;
}

/** Analyses the user owns that did not fail (running or ready): what counts against a non-subscriber's one analysis. */
export async function liveAnalysesOfUser(db: Database, userId: string): Promise<Pick<ProfileAnalysisRow, 'id' | 'username'>[]> {
  return db
    .select({ id: profileAnalyses.id, username: profileAnalyses.username })
    .from(profileAnalyses)
    .where(and(eq(profileAnalyses.userId, userId), ne(profileAnalyses.status, 'failed')));
}

export async function findStaleAnalyses(db: Database, before: Date): Promise<ProfileAnalysisRow[]> {
  return db
    .select()
    .from(profileAnalyses)
    .where(and(eq(profileAnalyses.status, 'running'), lt(profileAnalyses.updatedAt, before)))
    .limit(200);
}

export async function listProfiles(db: Database, userId: string): Promise<InstagramProfileRow[]> {
  return db.select().from(instagramProfiles).where(eq(instagramProfiles.userId, userId)).orderBy(asc(instagramProfiles.createdAt));
}

export async function countProfiles(db: Pick<Database, 'select'>, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(instagramProfiles).where(eq(instagramProfiles.userId, userId));
  return row?.n ?? 0;
}

export async function findProfile(db: Database, userId: string, id: string): Promise<InstagramProfileRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(instagramProfiles)
    .where(and(eq(instagramProfiles.id, id), eq(instagramProfiles.userId, userId)))
    .limit(1);
  return row;
}

export async function findActiveProfile(db: Database, userId: string): Promise<InstagramProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(instagramProfiles)
    .where(and(eq(instagramProfiles.userId, userId), eq(instagramProfiles.isActive, true)))
    .limit(1);
  return row;
}

/** Exactly one active profile per user: this one. */
export async function setActiveProfile(db: Database, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(instagramProfiles)
      .set({ isActive: false })
      .where(and(eq(instagramProfiles.userId, userId), ne(instagramProfiles.id, id)));
    await tx
      .update(instagramProfiles)
      .set({ isActive: true, activatedAt: new Date() })
      .where(and(eq(instagramProfiles.userId, userId), eq(instagramProfiles.id, id)));
  });
}

export async function deleteProfile(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(instagramProfiles)
    .where(and(eq(instagramProfiles.id, id), eq(instagramProfiles.userId, userId)))
    .returning({ id: instagramProfiles.id });
  return rows.length > 0;
}

export async function setProfileAnalysis(db: Database, id: string, analysisId: string): Promise<InstagramProfileRow | undefined> {
  const [row] = await db.update(instagramProfiles).set({ analysisId }).where(eq(instagramProfiles.id, id)).returning();
  return row;
}

/**
 * Adds an attached account unless the user already has `max`; counting and inserting happen in one transaction.
 * The first account becomes the active one.
 */
export async function insertProfileWithinLimit(
  db: Database,
  values: { userId: string; username: string; analysisId: string },
  max: number,
): Promise<InstagramProfileRow | 'limit' | undefined> {
  return db.transaction(async (tx) => {
    const count = await countProfiles(tx, values.userId);
    if (count >= max) return 'limit' as const;
    const [inserted] = await tx
      .insert(instagramProfiles)
      .values({ ...values, isActive: count === 0, ...(count === 0 ? { activatedAt: new Date() } : {}) })
      .returning();
    return inserted;
  });
}
