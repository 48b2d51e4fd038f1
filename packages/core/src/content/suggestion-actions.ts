import {
  AppError,
  type EditCaptionsRequest,
  type EditMemeRequest,
  renderedCaptionsSchema,
  type GenerateSuggestionRequest,
  generateSuggestionRequestSchema,
  type RevisionAdjustment,
} from '@reelcraft/contract';
import { updateUser, type UserRow } from '../accounts/users.repository.ts';
import { assertEntitled } from '../billing/entitlements.ts';
import type { Core } from '../context.ts';
import { createSuggestions, featureFor } from './create-suggestions.ts';
import { captionEditsOf, mergeCaptionEdits } from './caption-edits.ts';
import { assertMusicChoiceUsable } from './music.ts';
import { queueGeneration } from './queue-generation.ts';
import { mergeRevision, revisionFromText } from './revision-from-text.ts';
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

export interface RegenerateInput {
  /** The idea for the new take; empty (or the same idea) keeps the original one. */
  user_input: string;
  /** What should change; never the topic, never spoken. */
  feedback?: { adjustments: readonly RevisionAdjustment[]; note?: string | undefined } | undefined;
}

/**
 * Older clients (and the spec's `{ user_input }` body) have one field: a text that names an adjustment ("shorter",
 * "make it concrete…") on a suggestion that had an idea is feedback on that idea, not a new one.
 */
function readAsFeedback(input: RegenerateInput, originalIdea: string): RegenerateInput {
  const typed = input.user_input.trim();
  if (input.feedback || !typed || !originalIdea || typed === originalIdea.trim()) return input;
  if (revisionFromText(typed).adjustments.length === 0) return input;
  return { user_input: '', feedback: { adjustments: [], note: typed } };
}

/**
 * A new take on the same request: same idea, language, type and trend, with the feedback applied as a revision. It
 * uses a daily slot and keeps the original. Only a different user_input changes the idea.
 */
export async function regenerateSuggestion(core: Core, user: UserRow, id: string, body: RegenerateInput): Promise<SuggestionRow> {
  const original = await getOwnSuggestion(core, user, id);
  const previous = generateSuggestionRequestSchema.safeParse(original.request);
  const base: GenerateSuggestionRequest = previous.success ? previous.data : generateSuggestionRequestSchema.parse({ type: original.type });
  const input = readAsFeedback(body, original.userInput);
  const typed = input.user_input.trim();
  const newIdea = typed !== '' && typed !== original.userInput.trim();
  const revision = input.feedback ? mergeRevision(input.feedback.adjustments, input.feedback.note) : undefined;
  const request: GenerateSuggestionRequest = { ...base, user_input: newIdea ? typed : original.userInput };
  // New feedback replaces the old; without any, "regenerate" on the same idea keeps asking for what was asked last
  // time (a shorter script stays shorter), while a new idea starts clean.
  if (revision) request.revision = revision;
  else if (newIdea) delete request.revision;
  if (request.type === 'meme' && newIdea) delete request.meme_text;
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
  // New text or a voice-over switched on or off gives other caption words: fixes made to the old ones no longer fit.
  const { caption_edits: _oldCaptionEdits, ...kept } = row.request;
  const wordsChange = changes.meme_text !== undefined || changes.voice_over !== undefined;
  return rerenderAsEdit(core, id, {
    ...(wordsChange ? kept : row.request),
    ...(changes.meme_text !== undefined ? { meme_text: changes.meme_text } : {}),
    ...(changes.music !== undefined ? { music: changes.music } : {}),
    ...(changes.voice_over !== undefined ? { voice_over: changes.voice_over } : {}),
    ...(changes.meme_layout !== undefined ? { meme_layout: changes.meme_layout } : {}),
  });
}

/** The types whose videos have captions the creator can edit. */
const CAPTIONED_TYPES: ReadonlySet<string> = new Set(['meme', 'avatar', 'storytelling']);

/**
 * The caption editor (issue 33): fixed words, emphasis and/or a new look → the same video is rendered again with the
 * same script and voice (no daily slot: an edit, like the meme's). Word indexes refer to the captions the video has
 * now (`result.captions.words`); one past them is refused. It renders, so it needs the subscription that made it.
 */
export async function editCaptions(core: Core, user: UserRow, id: string, edit: EditCaptionsRequest): Promise<SuggestionRow> {
  const row = await getOwnSuggestion(core, user, id);
  if (!CAPTIONED_TYPES.has(row.type)) throw new AppError('CONTENT_NOT_EDITABLE');
  if (row.status === 'creating') throw new AppError('CONTENT_NOT_READY');
  await assertEntitled(core, user, featureFor({ type: row.type, face_meme: row.request.face_meme === true }));
  const shown = renderedCaptionsSchema.safeParse((row.result as Record<string, unknown> | null)?.captions);
  const wordCount = shown.success ? shown.data.words.length : 0;
  const outOfRange = [
    ...(edit.word_edits ?? []).flatMap((change, n) => (change.index >= wordCount ? [`word_edits.${n}.index`] : [])),
    ...(edit.emphasis ?? []).flatMap((index, n) => (index >= wordCount ? [`emphasis.${n}`] : [])),
  ];
  if (outOfRange.length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      issues: outOfRange.map((path) => ({ path, code: 'too_big', message: `the video has ${wordCount} caption words` })),
    });
  }
  const captionEdits = mergeCaptionEdits(captionEditsOf(row.request), edit);
  return rerenderAsEdit(core, id, { ...row.request, caption_edits: captionEdits, ...(edit.caption_look ? { caption_look: edit.caption_look } : {}) });
}

/** An edit of a made video: the changed request is rendered again from the start, queued as an edit (no daily slot). */
async function rerenderAsEdit(core: Core, id: string, request: SuggestionRow['request']): Promise<SuggestionRow> {
  const updated = await updateSuggestion(core.db, id, {
    request,
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
