import { z } from 'zod';

/** D-ID's error body, on HTTP errors and inside a talk with status error/rejected. Both fields are optional in practice. */
export const providerErrorSchema = z.object({ kind: z.string().optional(), description: z.string().optional() }).loose();

/** 201 answer to POST /talks. */
export const createTalkResponseSchema = z.object({ id: z.string().min(1).max(200), status: z.string() }).loose();

export const talkStatuses = ['created', 'started', 'done', 'error', 'rejected'] as const;

/** GET /talks/{id}. */
export const talkStatusSchema = z
  .object({
    id: z.string(),
    status: z.enum(talkStatuses),
    result_url: z.url({ protocol: /^https?$/ }).optional(),
    error: providerErrorSchema.optional(),
  })
  .loose();

export type TalkStatus = z.infer<typeof talkStatusSchema>;
