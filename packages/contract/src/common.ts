import { z } from 'zod';

export const LANGUAGES = ['en', 'ru', 'pt', 'es'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'VALIDATION_FAILED' }),
      message: z.string().meta({ example: 'Please check the highlighted fields' }),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const okSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });

/** E-mail as users type it: trimmed and lower-cased before validation so "A@B.com " matches "a@b.com". */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email())
  .meta({ example: 'creator@example.com' });

export const passwordSchema = z.string().min(8).max(256).meta({ example: 'correct horse battery' });
