import type { Core } from '../context.ts';
import { archiveSuggestionsOf, hasArchivedSuggestions, unarchiveSuggestionsOf } from './archive.repository.ts';

/**
 * Called by the subscription sync when access ends for good (lapsed or cancelled at period end): archives content.
 * The user's generated content stays stored (files and rows) but lists hide it until they buy `archive_restore`
 * (a one-off product); nothing is ever charged automatically. Idempotent: rows already archived keep their first date.
 */
export async function archiveUserContent(core: Core, userId: string): Promise<void> {
  await archiveSuggestionsOf(core.db, userId, core.now());
}

/** The archive restore: everything archived is listed again. Returns how many suggestions came back. */
export async function restoreUserContent(core: Core, userId: string): Promise<number> {
  return unarchiveSuggestionsOf(core.db, userId);
}

/** Whether the archive restore has anything to restore (the product is offered only then). */
export async function hasArchivedContent(core: Core, userId: string): Promise<boolean> {
  return hasArchivedSuggestions(core.db, userId);
}
