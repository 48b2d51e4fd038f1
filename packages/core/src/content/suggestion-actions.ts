import { AppError, type EditMemeRequest, type GenerateSuggestionRequest, generateSuggestionRequestSchema } from '@reelcraft/contract';
import { updateUser, type UserRow } from '../accounts/users.repository.ts';
import { assertEntitled } from '../billing/entitlements.ts';
import type { Core } from '../context.ts';
import { createSuggestions, featureFor } from './create-suggestions.ts';
import { assertMusicChoiceUsable } from './music.ts';
import { queueGeneration } from './queue-generation.ts';
import { findInitialSuggestion, findSuggestionForUser, type SuggestionRow, updateSuggestion } from './suggestions.repository.ts';

/** The user's suggestion, or NOT_FOUND — also for someone else's id. */
export async function getOwnSuggestion(core: Core, user: UserRow, id: string): Promise<SuggestionRow> {
  const row = await findSuggestionForUser(core.db, user.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Like, dislike or clear; the writer reads these to steer the user's next generations. */
export async function setSuggestionFeedback(core: Core, user: UserRow, id: string, feedback: 'like' | 'dislike' | 'none'): Promise<SuggestionRow> {
  await getOwnSuggestion(core, user, id);
  const row = await updateSuggestion(core.db, id, { feedback: feedback === 'none' ? null : feedback });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** A new suggestion from the same request with new user input; it uses a daily slot and keeps the original. */
export async function regenerateSuggestion(core: Core, user: UserRow, id: string, userInput: string): Promise<SuggestionRow> {
  const original = await getOwnSuggestion(core, user, id);
  const previous = generateSuggestionRequestSchema.safeParse(original.request);
  const base: GenerateSuggestionRequest = previous.success ? previous.data : generateSuggestionRequestSchema.parse({ type: original.type });
  // New input replaces the old; an empty one keeps it, so "regenerate" alone gives another take on the same idea.
  const request = { ...base, user_input: userInput || original.userInput };
  if (request.type === 'meme' && userInput) delete request.meme_text;
  // A new take is a new script: the user's recording and their drafted script belonged to the old one.
  delete request.audio_id;
  delete request.script;
  const { rows } = await createSuggestions(core, user, request, { parentId: original.id });
  const [row] = rows;
  if (!row) throw new AppError('INTERNAL');
  return row;
}

/**
 * New meme text → the same meme is rendered again (no daily slot: it is an edit, not a new generation). It renders,
 * so it needs the subscription that made the meme (a lapsed subscriber meets the paywall, keeps the old video).
 */
export async function editMemeText(core: Core, user: UserRow, id: string, edit: string | EditMemeRequest): Promise<SuggestionRow> {
  const changes: EditMemeRequest = typeof edit === 'string' ? { meme_text: edit } : edit;
  const row = await getOwnSuggestion(core, user, id);
  if (row.type !== 'meme') throw new AppError('CONTENT_NOT_EDITABLE');
  if (row.status === 'creating') throw new AppError('CONTENT_NOT_READY');
  await assertEntitled(core, user, featureFor({ type: row.type, face_meme: row.request.face_meme === true }));
  // The music and voice-over are part of the request the job renders from (content/music.ts).
  await assertMusicChoiceUsable(core, user.id, changes.music);
  const updated = await updateSuggestion(core.db, id, {
    request: {
      ...row.request,
      ...(changes.meme_text !== undefined ? { meme_text: changes.meme_text } : {}),
      ...(changes.music !== undefined ? { music: changes.music } : {}),
      ...(changes.voice_over !== undefined ? { voice_over: changes.voice_over } : {}),
    },
    status: 'creating',
    progress: 0,
    stage: 'queued',
    errorCode: null,
    completedAt: null,
  });
  if (!updated) throw new AppError('NOT_FOUND');
  await queueGeneration(core, updated, 'edit');
  return updated;
}

/**
 * The first script for a new user, made from what we know of them; created once, then returned as it is. Concurrent
 * first calls race to one insert (unique index suggestions_one_initial_idx): the losers return the winner's row.
 */
export async function initialSuggestion(core: Core, user: UserRow): Promise<SuggestionRow> {
  const existing = await findInitialSuggestion(core.db, user.id);
  if (existing) return existing;
  const { rows } = await createSuggestions(core, user, generateSuggestionRequestSchema.parse({ type: 'smart_script' }), { isInitial: true });
  const row = rows[0] ?? (await findInitialSuggestion(core.db, user.id));
  if (!row) throw new AppError('INTERNAL');
  return row;
}

export async function getScriptCategories(core: Core, user: UserRow): Promise<string[]> {
  return user.scriptCategories;
}

export async function setScriptCategories(core: Core, user: UserRow, categories: string[]): Promise<string[]> {
  const unique = [...new Set(categories)];
  await updateUser(core.db, user.id, { scriptCategories: unique });
  return unique;
}
