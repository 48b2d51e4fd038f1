import {
  analyzeProfileJobSchema,
  publishPostJobSchema,
  generateSuggestionJobSchema,
  renderTrendPreviewJobSchema,
  requestPasswordResetJobSchema,
  sendEmailJobSchema,
} from '@reelcraft/contract';
import { z } from 'zod';

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
    deadlineSeconds: 90,
  },
  'request-password-reset': {
    payload: requestPasswordResetJobSchema,
    // A lookup, a token and a queued e-mail: quick; retried like mail.
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 60,
    deadlineSeconds: 45,
  },
  'request-magic-link': {
    // "E-mail me a sign-in link" (issue 31): looked up in the worker, like a reset link, so the request's answer and
    // timing never tell whether the address has an account.
    payload: z.object({ email: z.email() }),
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 60,
    deadlineSeconds: 45,
  },
  'generate-suggestion': {
    payload: generateSuggestionJobSchema,
    // Writing takes milliseconds and a meme render seconds; a worker killed mid-job frees it after expiry.
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 180,
    // The LLM writer (timeout + retries) and a meme render fit easily; what does not is cut off here, not at expiry.
    deadlineSeconds: 150,
  },
  'render-video': {
    payload: generateSuggestionJobSchema,
    // Talking avatars and stories: up to ~3 min of video rendered frame by frame. Their own queue, so a long
    // render never holds up the scripts and memes behind it; a killed worker frees the job after expiry.
    retryLimit: 2,
    retryDelaySeconds: 10,
    expireInSeconds: 900,
    deadlineSeconds: 840,
  },
  'analyze-profile': {
    payload: analyzeProfileJobSchema,
    // Instagram rate limits pass; three tries spread over a minute or two before "run the analysis again".
    retryLimit: 2,
    retryDelaySeconds: 15,
    expireInSeconds: 300,
    deadlineSeconds: 260,
  },
  'ingest-trends': {
    payload: z.object({}).default({}),
    retryLimit: 1,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
    deadlineSeconds: 1740,
  },
  'render-trend-preview': {
    payload: renderTrendPreviewJobSchema,
    // A 5-second 360×640 loop renders in a second or two; one retry, then the row says 'failed' (a newer renderer
    // version tries again).
    retryLimit: 1,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    deadlineSeconds: 90,
  },
  'purge-user-files': {
    payload: z.object({ user_id: z.string().uuid(), keys: z.array(z.string().max(500)).max(100_000) }),
    // Storage outages pass; deleting is idempotent.
    retryLimit: 10,
    retryDelaySeconds: 30,
    expireInSeconds: 600,
    deadlineSeconds: 540,
  },
  'end-gateway-customer': {
    // Account deletion when the gateway did not answer (issue 31): end the subscriptions and delete the customer.
    // Gateway ids only, never the person (docs/personal-data.md). Outages can last: 12 retries with backoff from 1 min
    // (pg-boss doubles it each time) keep trying for two to five days; then the failed job is on the admin jobs page.
    payload: z.object({
      gateway: z.enum(['test', 'stripe']),
      customer_id: z.string().min(1).max(200).nullable(),
      subscription_ids: z.array(z.string().min(1).max(200)).max(100),
    }),
    retryLimit: 12,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
    deadlineSeconds: 100,
  },
  'publish-post': {
    // Issue 35: one post to Instagram, in steps recorded before the next (containers, processing, publish), so a
    // retry resumes and never publishes twice. Instagram processes a video for up to a few minutes; transient
    // failures (5xx, network, rate limits) retry with backoff; what Instagram refuses fails the post with a reason.
    payload: publishPostJobSchema,
    retryLimit: 4,
    retryDelaySeconds: 30,
    expireInSeconds: 900,
    deadlineSeconds: 840,
  },
  'publishing-tick': {
    // Every minute (cron): due scheduled posts are queued, tokens close to expiry refreshed (or their creators told to
    // reconnect), insights of recent posts fetched, posts whose job vanished requeued. Each step is a guarded update.
    payload: z.object({}).default({}),
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
    deadlineSeconds: 100,
  },
  'reap-stale-work': {
    payload: z.object({}).default({}),
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 60,
    deadlineSeconds: 45,
  },
  'billing-tick': {
    payload: z.object({}).default({}),
    // Every minute (cron): the test gateway renews due subscriptions and retries failed renewals; grants expire;
    // "trial ends in 2 days" mails go out; referral rewards past their verification window are granted.
    // Each step is idempotent (guarded updates, unique payment ids), so an overlap or retry charges nothing twice.
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
    deadlineSeconds: 100,
  },
  'sync-subscription': {
    payload: z.object({ gateway: z.enum(['test', 'stripe']), subscription_id: z.string().min(1).max(200) }),
    // A gateway event said this subscription changed: re-read it from the gateway and write our copy.
    retryLimit: 8,
    retryDelaySeconds: 15,
    expireInSeconds: 120,
    deadlineSeconds: 100,
  },
  'sync-charge': {
    payload: z.object({ gateway: z.enum(['test', 'stripe']), charge_id: z.string().min(1).max(200) }),
    // A one-off payment (gift, PDF, archive restore) changed: re-read it and fulfil the purchase once.
    retryLimit: 8,
    retryDelaySeconds: 15,
    expireInSeconds: 120,
    deadlineSeconds: 100,
  },
} as const satisfies Record<string, JobDefinition>;

/**
 * When the purge of a deleted account's files runs (again): after the longest render job (render-video's expiry)
 * that may still store a file for the user it started for.
 */
export const PURGE_USER_FILES_DELAY_SECONDS = 16 * 60;

export interface JobDefinition {
  payload: z.ZodType;
  retryLimit: number;
  retryDelaySeconds: number;
  /** pg-boss hands a job that is still active this long after it started to its retry policy. */
  expireInSeconds: number;
  /**
   * When the handler's AbortSignal fires and the attempt fails. Shorter than the expiry by more than
   * JOB_ABORT_GRACE_MS, so an attempt is always over (and its failure recorded) before pg-boss could start the next
   * one beside it.
   */
  deadlineSeconds: number;
}

export type JobName = keyof typeof jobDefinitions;
export type JobPayload<N extends JobName> = z.input<(typeof jobDefinitions)[N]['payload']>;
export type ParsedJobPayload<N extends JobName> = z.output<(typeof jobDefinitions)[N]['payload']>;
export const JOB_NAMES = Object.keys(jobDefinitions) as JobName[];
