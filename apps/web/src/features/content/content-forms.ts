import { MEME_TEXT_MAX, REVISION_ADJUSTMENTS, REVISION_NOTE_MAX, USER_INPUT_MAX } from '@reelcraft/contract';
import { z } from 'zod';

/**
 * Form schemas of the content screens. Limits come from the contract; the error texts ('Fill in the field', 'No more
 * than 512 characters') are keys of `web.validation.*`.
 */
export const customScriptFormSchema = z.object({
  user_input: z.string().trim().min(1, { error: 'required' }).max(USER_INPUT_MAX, { error: 'too_long' }),
});

/** The meme's own top text when generating: optional. Counted as typed, so the counter and the check agree. */
export const memeGenerateFormSchema = z.object({
  meme_text: z.string().max(MEME_TEXT_MAX, { error: 'meme_text_max' }),
});

/** Editing a meme's text (the Content-edit popup): required, at most 512 characters. */
export const memeTextFormSchema = z.object({
  meme_text: z
    .string()
    .max(MEME_TEXT_MAX, { error: 'meme_text_max' })
    .refine((value) => value.trim().length > 0, { error: 'required' }),
});

/** Regenerate: the idea (kept as it was unless edited), the changes asked for, and an optional free-text note. */
export const regenerateFormSchema = z.object({
  user_input: z.string().trim().max(USER_INPUT_MAX, { error: 'too_long' }),
  adjustments: z.array(z.enum(REVISION_ADJUSTMENTS)),
  note: z.string().trim().max(REVISION_NOTE_MAX, { error: 'too_long' }),
});

export { MEME_TEXT_MAX, REVISION_ADJUSTMENTS, USER_INPUT_MAX };
