import { AppError, type Feature, type GenerateSuggestionRequest, type SuggestionType } from '@reelcraft/contract';
import { normalizeLanguage } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import type { UserRow } from '../accounts/users.repository.ts';
import { entitlementsOf } from '../billing/entitlements.ts';
import { usableFaceOf } from '../media-library/photo-face.ts';
import { findUserAudio, findUserImage } from '../media-library/user-media.repository.ts';
import { assertMusicChoiceUsable } from './music.ts';
import { attachSlots, failAndRefund, reserveGenerationSlots } from './generation-slots.ts';
import { queueGeneration } from './queue-generation.ts';
import { withStoryPhotos } from './story-photos.ts';
import { failSuggestion, hasAnySuggestion, insertBatch, insertInitialSuggestion, insertSuggestions, type SuggestionRow } from './suggestions.repository.ts';

/** Types the product can make (all five of the picker). */
export const AVAILABLE_TYPES: readonly SuggestionType[] = ['smart_script', 'custom_script', 'meme', 'avatar', 'storytelling'];

/** Types that animate the user's face: they need a photo with one clear face. */
const FACE_TYPES: readonly SuggestionType[] = ['avatar', 'storytelling'];

/** The entitlement a generation of this kind needs: the videos with the user's face each have their own. */
export function featureFor(request: { type: SuggestionType; face_meme?: boolean | undefined }): Feature {
  if (request.type === 'avatar') return 'avatar_video';
  if (request.type === 'storytelling') return 'storytelling_video';
  if (request.type === 'meme' && request.face_meme === true) return 'face_meme';
  return 'generate_content';
}

export interface CreateOptions {
  count?: number;
  /** Group the suggestions in a batch (POST /suggestions/generate_batch). */
  batch?: boolean;
  parentId?: string;
  /**
   * The first free script of a new user: no daily slot is used, and at most one is ever created (a user who has one
   * gets no rows back and nothing is queued).
   */
  isInitial?: boolean;
}

/** Types a non-subscriber's one free script may be (issue 31: from every entry point, not only the analysis page's button). */
const FREE_FIRST_TYPES: readonly SuggestionType[] = ['smart_script', 'custom_script'];

/**
 * Whether a request goes through: a subscriber's always (false: an ordinary request); a non-subscriber's only as their
 * free first script — one script (not a batch, not a regeneration) while they have never had one — else 402 PAYMENT_REQUIRED.
 */
async function takesFreeFirstScript(core: Core, user: UserRow, request: GenerateSuggestionRequest, count: number, options: CreateOptions): Promise<boolean> {
  const feature = featureFor(request);
  const entitlements = await entitlementsOf(core, user);
  if (entitlements.features[feature]) return false;
  const freeShape = FREE_FIRST_TYPES.includes(request.type) && count === 1 && !options.batch && !options.parentId;
  // Their first script ever: a former subscriber, who has had scripts, meets the paywall again.
  if (freeShape && !(await hasAnySuggestion(core.db, user.id))) return true;
  throw new AppError('PAYMENT_REQUIRED', { feature });
}

/**
 * Validates a generation request, takes the daily slots and stores the suggestions as `creating` in one
 * transaction, then queues one job each. Returns the stored rows (and the batch id when batched).
 */
export async function createSuggestions(
  core: Core,
  user: UserRow,
  asked: GenerateSuggestionRequest,
  options: CreateOptions = {},
): Promise<{ rows: SuggestionRow[]; batchId: string | null }> {
  const count = options.count ?? 1;
  if (!AVAILABLE_TYPES.includes(asked.type)) throw new AppError('CONTENT_TYPE_NOT_AVAILABLE', { type: asked.type });
  // Everything but the free first script needs a subscription (402 PAYMENT_REQUIRED opens the paywall); checked
  // before anything is validated, stored or queued.
  const isInitial = options.isInitial === true || (await takesFreeFirstScript(core, user, asked, count, options));
  // A story's chosen photos: all the user's own, and the speaking face among them.
  const request = await withStoryPhotos(core, user.id, asked);
  if (request.type === 'custom_script' && !request.user_input) {
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'user_input', code: 'too_small', message: 'required for a custom script' }] });
  }
  const needsFace = FACE_TYPES.includes(request.type) || (request.type === 'meme' && request.face_meme === true);
  if (needsFace && !request.image_id) {
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'image_id', code: 'invalid_type', message: 'a photo with your face is required' }] });
  }
  if (request.image_id) {
    const image = await findUserImage(core.db, user.id, request.image_id);
    if (!image) throw new AppError('NOT_FOUND', { field: 'image_id' });
    // Refuse an unusable photo now, with the reason, rather than fail the job later.
    if (needsFace) await usableFaceOf(core, image);
  }
  if (request.audio_id) {
    if (!FACE_TYPES.includes(request.type)) {
      throw new AppError('VALIDATION_FAILED', {
        issues: [{ path: 'audio_id', code: 'unrecognized_keys', message: 'only avatar and storytelling videos take a recording' }],
      });
    }
    if (!(await findUserAudio(core.db, user.id, request.audio_id))) throw new AppError('NOT_FOUND', { field: 'audio_id' });
  }
  await assertMusicChoiceUsable(core, user.id, request.music);

  const language = request.language ?? normalizeLanguage(user.language);
  const stored = { ...request, language };
  const rowsFor = (batchId: string | null) =>
    Array.from({ length: count }, (_, index) => ({
      userId: user.id,
      batchId,
      parentId: options.parentId ?? null,
      type: request.type,
      language,
      userInput: request.user_input,
      isInitial,
      // Several from one request: each records its position, so the writer takes a different angle for each
      // (writer-brief.ts reads it; the API's request schema does not accept it from clients).
      request: (count > 1 ? { ...stored, variant: index } : stored) as Record<string, unknown>,
    }));

  let rows: SuggestionRow[] = [];
  let batchId: string | null = null;
  if (isInitial) {
    const [initial] = rowsFor(null);
    const inserted = initial ? await insertInitialSuggestion(core.db, initial) : undefined;
    rows = inserted ? [inserted] : [];
    // A parallel request took the free script first: this one is an ordinary request, which needs a subscription.
    if (!inserted && !options.isInitial) throw new AppError('PAYMENT_REQUIRED', { feature: featureFor(request) });
  } else {
    await reserveGenerationSlots(core, user.id, count, async (tx, slotIds) => {
      if (options.batch) {
        batchId = await insertBatch(tx, user.id, count);
      }
      rows = await insertSuggestions(tx, rowsFor(batchId));
      await attachSlots(
        tx,
        rows.map((row, index) => ({ slotId: slotIds[index] ?? '', suggestionId: row.id })),
      );
    });
  }

  for (const row of rows) {
    try {
      await queueGeneration(core, row, 'generate');
    } catch (error) {
      core.logger.error({ err: error, suggestion: row.id }, 'could not queue a generation');
      await failAndRefund(core, row.id, (db) => failSuggestion(db, row.id, 'GENERATION_FAILED'));
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  }
  return { rows, batchId };
}
