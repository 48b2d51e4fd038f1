import { z } from 'zod';
import { emailSchema } from '../common.ts';
import { instagramUsernameSchema } from '../profiles.ts';
import { ANSWER_SETS } from './answer-sets.ts';
import type { FunnelStep } from './definition.ts';
import { FUNNEL_IDS } from './catalog.ts';

export * from './answer-sets.ts';
export * from './api.ts';
export type * from './definition.ts';
export * from './catalog.ts';

export const funnelIdSchema = z.enum(FUNNEL_IDS);

/** The schema of a step's answer; null for steps that take none (info, analysis, sign-up, confirm). */
export function answerSchemaFor(step: FunnelStep): z.ZodType | null {
  switch (step.kind) {
    case 'single':
    case 'scale':
      return step.set ? z.enum(ANSWER_SETS[step.set]) : null;
    case 'multi':
      return step.set
        ? z
            .array(z.enum(ANSWER_SETS[step.set]))
            .min(1)
            .max(ANSWER_SETS[step.set].length)
            .refine((values) => new Set(values).size === values.length, 'each option once')
        : null;
    case 'nickname':
      return instagramUsernameSchema;
    case 'optin':
      return z.boolean();
    case 'email':
      return emailSchema;
    default:
      return null;
  }
}
