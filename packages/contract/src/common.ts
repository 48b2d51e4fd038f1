import { z } from 'zod';

// In the browser our Content-Security-Policy refuses eval, so zod's probe for `Function('')` (to compile faster
// parsers) can only fail and report a policy violation; tell it up front that there is no JIT there.
if (typeof window !== 'undefined') z.config({ jitless: true });

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

// NUL: PostgreSQL refuses it in text and jsonb (a 500 if it gets that far). Lone surrogates: not valid Unicode, so
// UTF-8 encoding silently turns them into U+FFFD (and jsonb refuses the escape). Neither has any honest use in text.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_CHARACTER = /[\u0000\p{Cs}]/u;
// Other C0/C1 controls and DEL are invisible noise that breaks captions, logs and e-mails; tab and newline are text.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const STRIPPED_CONTROLS = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** Whether a string is one PostgreSQL can store as text and UTF-8 can carry unchanged. */
export function isStorableText(value: string): boolean {
  return !FORBIDDEN_CHARACTER.test(value);
}

/**
 * The one schema for text that people type: refuses NUL and lone surrogates (a VALIDATION_FAILED issue, never a
 * database error), turns CRLF and lone CR into LF (HTML forms send CRLF; the same text should store the same way),
 * and strips the other control characters. It stays a `ZodString`, so `.trim()`, `.min()`, `.max()` and `.pipe()`
 * chain after it and measure the cleaned text.
 *
 * `controls: 'keep'` only refuses: for secrets such as passwords, where silently changing a character would make a
 * password that was set one way fail to match when typed another.
 */
export function safeText(options: { controls?: 'strip' | 'keep' } = {}) {
  const schema = z.string().refine(isStorableText, {
    message: 'must not contain NUL or unpaired surrogate characters',
    params: { reason: 'unsafe_characters' },
    abort: true,
  });
  if (options.controls === 'keep') return schema;
  return schema.overwrite((value) => value.replace(/\r\n?/g, '\n').replace(STRIPPED_CONTROLS, ''));
}

/** How deep free-form JSON inside a request may nest; writer output needs 3 or 4 levels. */
export const MAX_JSON_DEPTH = 16;

/**
 * Free-form JSON inside a request (for example extra writer fields in a script sent back to us): any JSON value whose
 * strings and keys pass `isStorableText`, nested at most MAX_JSON_DEPTH deep. Walked without recursion, so a
 * 10,000-level document is refused rather than overflowing the stack.
 */
export const safeJsonValue = z.unknown().superRefine((value, ctx) => {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; depth: number };
    if (typeof item.value === 'string') {
      if (!isStorableText(item.value)) {
        ctx.addIssue({ code: 'custom', message: 'must not contain NUL or unpaired surrogate characters', params: { reason: 'unsafe_characters' } });
        return;
      }
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_JSON_DEPTH) {
      ctx.addIssue({ code: 'custom', message: `nested deeper than ${MAX_JSON_DEPTH} levels`, params: { reason: 'too_deep' } });
      return;
    }
    for (const [key, child] of Object.entries(item.value)) {
      if (!isStorableText(key)) {
        ctx.addIssue({ code: 'custom', message: 'must not contain NUL or unpaired surrogate characters', params: { reason: 'unsafe_characters' } });
        return;
      }
      stack.push({ value: child, depth: item.depth + 1 });
    }
  }
});

/** E-mail as users type it: trimmed and lower-cased before validation so "A@B.com " matches "a@b.com". */
export const emailSchema = safeText().trim().toLowerCase().max(254).pipe(z.email()).meta({ example: 'creator@example.com' });

export const passwordSchema = safeText({ controls: 'keep' }).min(8).max(256).meta({ example: 'correct horse battery' });
