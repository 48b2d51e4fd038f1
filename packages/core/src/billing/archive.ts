import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Core } from '../context.ts';
import { suggestions } from '../db/schema.ts';

/**
 * Called by the subscription sync when access ends for good (lapsed or cancelled at period end): archives content.
 * The user's generated content stays stored (files and rows) but lists hide it until they buy `archive_restore`
 * (spec §9); nothing is ever charged automatically. Idempotent: rows already archived keep their first date.
 */
export async function archiveUserContent(core: Core, userId: string): Promise<void> {
  await core.db
    .update(suggestions)
    .set({ archivedAt: core.now() })
    .where(and(eq(suggestions.userId, userId), isNull(suggestions.archivedAt)));
}

/** The archive restore: everything archived is listed again. Returns how many suggestions came back. */
export async function restoreUserContent(core: Core, userId: string): Promise<number> {
  const rows = await core.db
    .update(suggestions)
    .set({ archivedAt: null })
    .where(and(eq(suggestions.userId, userId), isNotNull(suggestions.archivedAt)))
    .returning({ id: suggestions.id });
  return rows.length;
}

/** Whether the archive restore has anything to restore (the product is offered only then). */
export async function hasArchivedContent(core: Core, userId: string): Promise<boolean> {
  const [row] = await core.db
    .select({ id: suggestions.id })
    .from(suggestions)
    .where(and(eq(suggestions.userId, userId), isNotNull(suggestions.archivedAt)))
    .limit(1);
  return row !== undefined;
}
