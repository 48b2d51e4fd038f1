import { AppError, captionLookSchema, generateSuggestionRequestSchema, type Language, suggestionResultSchema } from '@reelcraft/contract';
import type { UserRow } from '../accounts/users.repository.ts';
import { assertEntitled } from '../billing/entitlements.ts';
import type { Core } from '../context.ts';
import { uploadUserImage } from '../media-library/upload-image.ts';
import { createSuggestions } from './create-suggestions.ts';
import type { SuggestionRow } from './suggestions.repository.ts';

async function createOne(core: Core, user: UserRow, request: unknown): Promise<SuggestionRow> {
  const [row] = (await createSuggestions(core, user, generateSuggestionRequestSchema.parse(request))).rows;
  if (!row) throw new AppError('INTERNAL');
  return row;
}

/**
 * POST /suggestions/generate-face-meme: the photo is stored like any upload, refused (FACE_*) unless it shows one
 * clear face, then a meme starring that face is queued. A refused photo is not stored and uses no slot.
 */
export async function createFaceMeme(
  core: Core,
  user: UserRow,
  photo: Buffer,
  language: Language | undefined,
  captionLookJson?: string,
): Promise<SuggestionRow> {
  // Before the upload: a non-subscriber's photo is not stored for a meme they may not make (nor a broken form's).
  await assertEntitled(core, user, 'face_meme');
  const captionLook = captionLookJson ? parseCaptionLook(captionLookJson) : undefined;
  const image = await uploadUserImage(core, user, photo, { purpose: 'face' });
  return createOne(core, user, {
    type: 'meme',
    image_id: image.id,
    face_meme: true,
    ...(language ? { language } : {}),
    ...(captionLook ? { caption_look: captionLook } : {}),
  });
}

/** A form's `caption_look` field (JSON text), checked. */
function parseCaptionLook(text: string) {
  return jsonField('caption_look', text, (value) => captionLookSchema.parse(value), 'not a caption look: {"preset","position","color"}');
}

export interface StorytellingForm {
  /** The face that speaks; optional when `image_ids` are given (then the first of them with a usable face). */
  image_id?: string | undefined;
  /** The story's photos in order (1–6). */
  image_ids?: string[] | undefined;
  language?: Language | undefined;
  user_input: string;
  audio_id?: string | undefined;
  /** The JSON `result` of POST /suggestions/draft that the recording reads. */
  script?: string | undefined;
  /** The caption look as JSON text (captionLookSchema). */
  caption_look?: string | undefined;
}

/** A form field holding JSON: parsed and checked, or 400 VALIDATION_FAILED naming the field. */
function jsonField<T>(field: string, text: string, parse: (value: unknown) => T, message: string): T {
  try {
    return parse(JSON.parse(text));
  } catch {
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: field, code: 'invalid_format', message }] });
  }
}

/** POST /suggestions/generate-storytelling: the form's fields as a storytelling request (the script arrives as JSON text). */
export async function createStorytelling(core: Core, user: UserRow, form: StorytellingForm): Promise<SuggestionRow> {
  const script = form.script
    ? jsonField('script', form.script, (value) => suggestionResultSchema.parse(value), 'not a script from /suggestions/draft')
    : undefined;
  const captionLook = form.caption_look ? parseCaptionLook(form.caption_look) : undefined;
  return createOne(core, user, {
    type: 'storytelling',
    ...(form.image_id ? { image_id: form.image_id } : {}),
    ...(form.image_ids ? { image_ids: form.image_ids } : {}),
    user_input: form.user_input,
    ...(form.language ? { language: form.language } : {}),
    ...(form.audio_id ? { audio_id: form.audio_id } : {}),
    ...(script ? { script } : {}),
    ...(captionLook ? { caption_look: captionLook } : {}),
  });
}
