import { z } from 'zod';
import { isoDate, nullableDate, pageQuery } from './admin-common.ts';
import { adminAuditEntrySchema } from './admin-users.ts';

// Admin console (see admin.ts for the routes): jobs, cancellation surveys, run-time settings and the audit log.

export const adminQueueSchema = z.object({
  name: z.string(),
  created: z.number().int(),
  retry: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
});
export const adminFailedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  /** The last error's message (stack traces stay in the logs). */
  error: z.string().nullable(),
  retry_count: z.number().int(),
  created_at: isoDate,
  failed_at: nullableDate,
  /** A short, non-secret summary of the payload (ids only). */
  summary: z.string(),
});
export const adminJobsSchema = z.object({ queues: z.array(adminQueueSchema), failed: z.array(adminFailedJobSchema) }).meta({ id: 'AdminJobs' });
export type AdminJobs = z.infer<typeof adminJobsSchema>;

export const adminCancelSurveySchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  email: z.string().nullable(),
  reason: z.string().nullable(),
  reason_other: z.string().nullable(),
  comment: z.string().nullable(),
  reels_generated: z.string().nullable(),
  posts_this_week: z.string().nullable(),
  answers: z.record(z.string(), z.string()),
  retention_offer_accepted: z.boolean(),
  last_step: z.string().nullable(),
  outcome: z.string().nullable(),
  created_at: isoDate,
});
export const adminCancelSurveyListSchema = z
  .object({
    items: z.array(adminCancelSurveySchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    /** Over all rows: how many gave each reason, and how each walk ended. */
    by_reason: z.record(z.string(), z.number().int()),
    by_outcome: z.record(z.string(), z.number().int()),
  })
  .meta({ id: 'AdminCancelSurveyList' });
export type AdminCancelSurveyList = z.infer<typeof adminCancelSurveyListSchema>;

/** Flags an admin can switch at run time; each defaults to its configuration variable. */
export const FEATURE_FLAGS = ['instagram_onboarding'] as const;
export const featureFlagSchema = z.enum(FEATURE_FLAGS);
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

export const adminSettingsSchema = z
  .object({
    flags: z.array(
      z.object({
        key: featureFlagSchema,
        enabled: z.boolean(),
        /** The value from configuration, used until an admin sets one. */
        default: z.boolean(),
        source: z.enum(['config', 'admin']),
        updated_at: nullableDate,
      }),
    ),
    paywall_split: z.object({
      /** Share (0–1) of users newly assigned the new paywall ('paywall2'); assigned users keep theirs. */
      paywall2_share: z.number().min(0).max(1),
      default: z.number().min(0).max(1),
      source: z.enum(['config', 'admin']),
      /** How many users have each variant now. */
      assigned: z.object({ paywall: z.number().int(), paywall2: z.number().int() }),
    }),
  })
  .meta({ id: 'AdminSettings' });
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminFlagUpdateSchema = z.object({ enabled: z.boolean() }).meta({ id: 'AdminFlagUpdate' });
export const adminPaywallSplitUpdateSchema = z.object({ paywall2_share: z.number().min(0).max(1) }).meta({ id: 'AdminPaywallSplitUpdate' });

export const adminAuditQuerySchema = z.object({ page: pageQuery, target_user_id: z.uuid().optional() });
export const adminAuditListSchema = z
  .object({ items: z.array(adminAuditEntrySchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })
  .meta({ id: 'AdminAuditList' });
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;
