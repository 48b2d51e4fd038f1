import { AppError, generateSuggestionRequestSchema, type Language, suggestionResultSchema } from '@reelcraft/contract';
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
export async function createFaceMeme(core: Core, user: UserRow, photo: Buffer, language: Language | undefined): Promise<SuggestionRow> {
  // Before the upload: a non-subscriber's photo is not stored for a meme they may not make.
  await assertEntitled(core, user, 'face_meme');
  const image = await uploadUserImage(core, user, photo, { purpose: 'face' });
  return createOne(core, user, { type: 'meme', image_id: image.id, face_meme: true, ...(language ? { language } : {}) });
}

export interface StorytellingForm {
  image_id: string;
  language?: Language | undefined;
  user_input: string;
  audio_id?: string | undefined;
  /** The JSON `result` of POST /suggestions/draft that the recording reads. */
  script?: string | undefined;
}

/** POST /suggestions/generate-storytelling: the form's fields as a storytelling request (the script arrives as JSON text). */
export async function createStorytelling(core: Core, user: UserRow, form: StorytellingForm): Promise<SuggestionRow> {
  let script: unknown;
  if (form.script) {
    try {
      script = suggestionResultSchema.parse(JSON.parse(form.script));
    } catch {
      throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'script', code: 'invalid_format', message: 'not a script from /suggestions/draft' }] });
    }
  }
  return createOne(core, user, {
    type: 'storytelling',
    image_id: form.image_id,
    user_input: form.user_input,
    ...(form.language ? { language: form.language } : {}),
    ...(form.audio_id ? { audio_id: form.audio_id } : {}),
    ...(script ? { script } : {}),
  });
}
