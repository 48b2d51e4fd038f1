import type { Core } from '../context.ts';
import { listBatchSuggestions, listSuggestionsForUser, type SuggestionRow } from './suggestions.repository.ts';

/** GET /api/suggestions: one page of the user's own visible suggestions, newest first, and their total. */
export async function listOwnSuggestions(core: Core, userId: string, offset: number, limit: number) {
  return listSuggestionsForUser(core.db, userId, offset, limit);
}

/** GET /api/suggestions/batch/{id}: the user's own suggestions of one batch (none for another user's batch). */
export async function listOwnBatch(core: Core, userId: string, batchId: string): Promise<SuggestionRow[]> {
  return listBatchSuggestions(core.db, userId, batchId);
}
