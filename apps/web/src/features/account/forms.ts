import { zodResolver } from '@hookform/resolvers/zod';
import { blogTopicSchema, emailSchema, languageSchema, passwordSchema } from '@reelcraft/contract';
import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

/** Keys of `web.validation.*`: the resolver stores the key as the message, the field translates it on render. */
export type ValidationKey = 'required' | 'email' | 'password_min' | 'too_long' | 'meme_text_max' | 'nickname';

interface IssueLike {
  code?: string;
  input?: unknown;
  format?: string;
  origin?: string;
  minimum?: unknown;
}

/** Maps zod issues (from the contract's own schemas) to our validation texts, the keys of `web.validation.*`. */
export function validationKey(issue: IssueLike): ValidationKey {
  const input = issue.input;
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return 'required';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'email';
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) > 1) return 'password_min';
  if (issue.code === 'too_big') return 'too_long';
  return 'required';
}

/** zodResolver with our error texts: the contract's schemas validate, `web.validation.*` words the errors. */
export function formResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema) {
  return zodResolver(schema, { error: (issue) => validationKey(issue as IssueLike) }) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>;
}

/** The text to show under a field: a translated `web.validation.*` text, or a message the server already translated. */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === 'server') return error.message;
  const key = error.message as ValidationKey;
  return t(`web.validation.${key}`, { defaultValue: error.message });
}

export const loginFormSchema = z.object({ email: emailSchema, password: z.string().min(1).max(256) });
export const signUpFormSchema = z.object({ email: emailSchema, password: passwordSchema, language: languageSchema });
export const emailFormSchema = z.object({ email: emailSchema });
export const newPasswordFormSchema = z.object({ password: passwordSchema });
export const blogTopicFormSchema = blogTopicSchema;
export const deleteAccountFormSchema = z.object({ password: z.string().min(1).max(256) });
