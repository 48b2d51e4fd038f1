import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { suggestions } from '../db/schema.ts';
import type { Db } from './db-handle.ts';

/** Archives the user's content not archived yet (rows already archived keep their first date). */
export async function archiveSuggestionsOf(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(suggestions)
    .set({ archivedAt: now })
    .where(and(eq(suggestions.userId, userId), isNull(suggestions.archivedAt)));
}

/** Lists everything archived again; answers how many suggestions came back. */
export async function unarchiveSuggestionsOf(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(suggestions)
    .set({ archivedAt: null })
    .where(and(eq(suggestions.userId, userId), isNotNull(suggestions.archivedAt)))
    .returning({ id: suggestions.id });
  return rows.length;
}

export async function hasArchivedSuggestions(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: suggestions.id })
    .from(suggestions)
    .where(and(eq(suggestions.userId, userId), isNotNull(suggestions.archivedAt)))
    .limit(1);
  return row !== undefined;
}

/** How many ready suggestions the user has (the cancel flow's "reels made"). */
export async function readySuggestionCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(suggestions)
    .where(and(eq(suggestions.userId, userId), eq(suggestions.status, 'ready')));
  return row?.n ?? 0;
}
