import { and, count, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
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

export async function listSuggestionsForUser(db: Database, userId: string, offset: number, limit: number) {
  const [items, [total]] = await Promise.all([
    db.select().from(suggestions).where(eq(suggestions.userId, userId)).orderBy(desc(suggestions.createdAt), desc(suggestions.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(suggestions).where(eq(suggestions.userId, userId)),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function listBatchSuggestions(db: Database, userId: string, batchId: string): Promise<SuggestionRow[]> {
  if (!isUuid(batchId)) return [];
  return db
    .select()
    .from(suggestions)
    .where(and(eq(suggestions.userId, userId), eq(suggestions.batchId, batchId)))
    .orderBy(suggestions.createdAt, suggestions.id);
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

/** Progress only moves while the suggestion is being created; the timestamp feeds the reaper. */
export async function updateSuggestionProgress(db: Database, id: string, progress: number, stage: string): Promise<void> {
  await db
    .update(suggestions)
    .set({ progress: Math.max(0, Math.min(99, Math.round(progress))), stage, updatedAt: sql`now()` })
    .where(and(eq(suggestions.id, id), eq(suggestions.status, 'creating')));
}

export async function markSuggestionStarted(db: Database, id: string): Promise<void> {
  await db
    .update(suggestions)
    .set({ attempts: sql`${suggestions.attempts} + 1`, updatedAt: sql`now()` })
    .where(eq(suggestions.id, id));
}

export async function completeSuggestion(
  db: Database,
  id: string,
  values: { result: Record<string, unknown>; videoKey: string | null; thumbnailKey: string | null; durationSeconds: number | null },
): Promise<SuggestionRow | undefined> {
  const [row] = await db
    .update(suggestions)
    .set({ ...values, status: 'ready', progress: 100, stage: 'done', errorCode: null, updatedAt: sql`now()`, completedAt: sql`now()` })
    .where(eq(suggestions.id, id))
    .returning();
  return row;
}

/** Returns true when this call moved the suggestion to failed (so exactly one caller refunds). */
export async function failSuggestion(db: Database, id: string, errorCode: string): Promise<boolean> {
  const rows = await db
    .update(suggestions)
    .set({ status: 'failed', stage: 'failed', errorCode, updatedAt: sql`now()`, completedAt: sql`now()` })
    .where(and(eq(suggestions.id, id), eq(suggestions.status, 'creating')))
    .returning({ id: suggestions.id });
  return rows.length > 0;
}

export async function updateSuggestion(db: Database, id: string, values: Partial<NewSuggestion>): Promise<SuggestionRow | undefined> {
  const [row] = await db.update(suggestions).set({ ...values, updatedAt: sql`now()` }).where(eq(suggestions.id, id)).returning();
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

