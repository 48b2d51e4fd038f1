import { and, count, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import { suggestionBatches, suggestions, type SuggestionRow } from '../db/schema.ts';

export type { SuggestionRow };
export type NewSuggestion = typeof suggestions.$inferInsert;
type Executor = Pick<Database, 'insert' | 'select' | 'update'>;

export async function insertBatch(db: Executor, userId: string, count: number): Promise<string> {
  const [batch] = await db.insert(suggestionBatches).values({ userId, count }).returning({ id: suggestionBatches.id });
  if (!batch) throw new Error('batch not inserted');
  return batch.id;
}

export async function insertSuggestions(db: Executor, rows: NewSuggestion[]): Promise<SuggestionRow[]> {
  return db.insert(suggestions).values(rows).returning();
}

/**
 * The user's first free script, unless they have one: the unique partial index suggestions_one_initial_idx makes
 * concurrent first visits insert one row between them (the others get undefined and read that row).
 */
export async function insertInitialSuggestion(db: Executor, row: NewSuggestion): Promise<SuggestionRow | undefined> {
  const [inserted] = await db
    .insert(suggestions)
    .values({ ...row, isInitial: true })
    .onConflictDoNothing({ target: suggestions.userId, where: sql`${suggestions.isInitial}` })
    .returning();
  return inserted;
}

/** Someone else's id, a malformed id and a missing id all look the same: undefined (→ 404). */
export async function findSuggestionForUser(db: Database, userId: string, id: string): Promise<SuggestionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(suggestions)
    .where(and(eq(suggestions.id, id), eq(suggestions.userId, userId)))
    .limit(1);
  return row;
}

export async function findSuggestionById(db: Database, id: string): Promise<SuggestionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(suggestions).where(eq(suggestions.id, id)).limit(1);
  return row;
}

/** The user's suggestions that lists show: not archived (suggestions.archived_at, set when access ends for good). */
function visibleOf(userId: string) {
  return and(eq(suggestions.userId, userId), isNull(suggestions.archivedAt));
}

export async function listSuggestionsForUser(db: Database, userId: string, offset: number, limit: number) {
  const [items, [total]] = await Promise.all([
    // Archived content (access ended, issue 10) stays stored but is hidden until the archive restore is bought.
    db.select().from(suggestions).where(visibleOf(userId)).orderBy(desc(suggestions.createdAt), desc(suggestions.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(suggestions).where(visibleOf(userId)),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function listBatchSuggestions(db: Database, userId: string, batchId: string): Promise<SuggestionRow[]> {
  if (!isUuid(batchId)) return [];
  return db
    .select()
    .from(suggestions)
    .where(and(visibleOf(userId), eq(suggestions.batchId, batchId)))
    .orderBy(suggestions.createdAt, suggestions.id);
}

/** Whether the user has ever had a script made that still exists (a former subscriber's included). */
export async function hasAnySuggestion(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: suggestions.id }).from(suggestions).where(eq(suggestions.userId, userId)).limit(1);
  return row !== undefined;
}

export async function findInitialSuggestion(db: Database, userId: string): Promise<SuggestionRow | undefined> {
  const [row] = await db
    .select()
    .from(suggestions)
    .where(and(eq(suggestions.userId, userId), eq(suggestions.isInitial, true)))
    .orderBy(desc(suggestions.createdAt))
    .limit(1);
  return row;
}

/**
 * One job attempt's claim on a suggestion: the `attempts` value it set when it started. Every write of the attempt
 * is conditional on the row still being `creating` in that attempt, so an attempt the reaper failed (and refunded)
 * or a newer attempt replaced writes nothing.
 */
export interface SuggestionAttempt {
  id: string;
  attempt: number;
}

function inAttempt(owner: SuggestionAttempt) {
  return and(eq(suggestions.id, owner.id), eq(suggestions.status, 'creating'), eq(suggestions.attempts, owner.attempt));
}

/** Starts a new attempt on a `creating` suggestion; undefined when it is gone or finished (nothing to do). */
export async function startSuggestionAttempt(db: Database, id: string): Promise<SuggestionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(suggestions)
    .set({ attempts: sql`${suggestions.attempts} + 1`, updatedAt: sql`now()` })
    .where(and(eq(suggestions.id, id), eq(suggestions.status, 'creating')))
    .returning();
  return row;
}

/**
 * Progress only moves while the suggestion is being created by this attempt; the timestamp feeds the reaper.
 * Returns false when the attempt no longer owns the row.
 */
export async function updateSuggestionProgress(db: Database, owner: SuggestionAttempt, progress: number, stage: string): Promise<boolean> {
  const rows = await db
    .update(suggestions)
    .set({ progress: Math.max(0, Math.min(99, Math.round(progress))), stage, updatedAt: sql`now()` })
    .where(inAttempt(owner))
    .returning({ id: suggestions.id });
  return rows.length > 0;
}

/** Stores the script while the video is still being made (the UI shows it early); false when the attempt lost. */
export async function saveSuggestionResult(db: Database, owner: SuggestionAttempt, result: Record<string, unknown>): Promise<boolean> {
  const rows = await db
    .update(suggestions)
    .set({ result, updatedAt: sql`now()` })
    .where(inAttempt(owner))
    .returning({ id: suggestions.id });
  return rows.length > 0;
}

/** Marks the suggestion ready; undefined when the attempt no longer owns it (the caller deletes what it made). */
export async function completeSuggestion(
  db: Database,
  owner: SuggestionAttempt,
  values: { result: Record<string, unknown>; videoKey: string | null; thumbnailKey: string | null; durationSeconds: number | null },
): Promise<SuggestionRow | undefined> {
  const [row] = await db
    .update(suggestions)
    .set({ ...values, status: 'ready', progress: 100, stage: 'done', errorCode: null, updatedAt: sql`now()`, completedAt: sql`now()` })
    .where(inAttempt(owner))
    .returning();
  return row;
}

/**
 * Returns true when this call moved the suggestion to failed (so exactly one caller refunds). With an attempt, only
 * while that attempt owns the row; without one (the request that could not queue its job) whatever the attempt.
 */
export async function failSuggestion(db: Database, id: string, errorCode: string, owner?: SuggestionAttempt): Promise<boolean> {
  const rows = await db
    .update(suggestions)
    .set({ status: 'failed', stage: 'failed', errorCode, updatedAt: sql`now()`, completedAt: sql`now()` })
    .where(owner ? inAttempt(owner) : and(eq(suggestions.id, id), eq(suggestions.status, 'creating')))
    .returning({ id: suggestions.id });
  return rows.length > 0;
}

/**
 * The reaper's failure: only if the row is still in the attempt it saw and has still not moved since `before`, so a
 * job that started a new attempt or reported progress meanwhile is left alone.
 */
export async function failStaleSuggestion(db: Database, owner: SuggestionAttempt, before: Date, errorCode: string): Promise<boolean> {
  const rows = await db
    .update(suggestions)
    .set({ status: 'failed', stage: 'failed', errorCode, updatedAt: sql`now()`, completedAt: sql`now()` })
    .where(and(inAttempt(owner), lt(suggestions.updatedAt, before)))
    .returning({ id: suggestions.id });
  return rows.length > 0;
}

export async function updateSuggestion(db: Database, id: string, values: Partial<NewSuggestion>): Promise<SuggestionRow | undefined> {
  const [row] = await db
    .update(suggestions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(suggestions.id, id))
    .returning();
  return row;
}

/** Suggestions stuck in `creating` whose progress has not moved since `before`. */
export async function findStaleSuggestions(db: Database, before: Date): Promise<SuggestionRow[]> {
  return db
    .select()
    .from(suggestions)
    .where(and(eq(suggestions.status, 'creating'), lt(suggestions.updatedAt, before)))
    .limit(500);
}

/** Past likes and dislikes with the writer's template ids, newest first, to steer the next generation. */
export async function feedbackHistory(db: Database, userId: string) {
  return db
    .select({ feedback: suggestions.feedback, result: suggestions.result })
    .from(suggestions)
    .where(and(eq(suggestions.userId, userId), isNotNull(suggestions.feedback)))
    .orderBy(desc(suggestions.updatedAt))
    .limit(200);
}
