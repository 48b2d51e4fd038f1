import { instagramUsernameSchema } from '@reelcraft/contract';
import { z } from 'zod';

/**
 * The Instagram nickname as typed: "@anna.fitcoach", "Anna.FitCoach" or a profile link all mean `anna.fitcoach`
 * (the contract's own schema normalises it, so the web and the API agree on what is valid).
 */
export function normalizeNickname(value: string): string | null {
  const parsed = instagramUsernameSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Keys of `web.validation.*`: empty → 'Fill in the field', anything Instagram would not accept → 'nickname'. */
export function nicknameError(value: string | null | undefined): 'required' | 'nickname' | null {
  const trimmed = (value ?? '').trim().replace(/^@+/, '');
  if (!trimmed) return 'required';
  return normalizeNickname(value ?? '') ? null : 'nickname';
}

export const nicknameFormSchema = z.object({
  nickname: z.string().superRefine((value, context) => {
    const error = nicknameError(value);
    if (error) context.addIssue({ code: 'custom', message: error });
  }),
});
