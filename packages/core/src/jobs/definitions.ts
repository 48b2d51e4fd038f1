import { sendEmailJobSchema } from '@reelcraft/contract';
import type { z } from 'zod';

/**
 * Every job type of the product with its payload schema and retry policy.
 * Later features add an entry here and a handler in apps/server/src/jobs.
 */
export const jobDefinitions = {
  'send-email': {
    payload: sendEmailJobSchema,
    // SMTP servers fail transiently; 5 tries with exponential backoff (10 s, 20 s, 40 s…).
    retryLimit: 5,
    retryDelaySeconds: 10,
    expireInSeconds: 120,
  },
} as const satisfies Record<string, JobDefinition>;

export interface JobDefinition {
  payload: z.ZodType;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
}

export type JobName = keyof typeof jobDefinitions;
export type JobPayload<N extends JobName> = z.input<(typeof jobDefinitions)[N]['payload']>;
export type ParsedJobPayload<N extends JobName> = z.output<(typeof jobDefinitions)[N]['payload']>;
export const JOB_NAMES = Object.keys(jobDefinitions) as JobName[];
