import { z } from 'zod';
import { planIdSchema } from './billing.ts';
import { safeText } from './common.ts';
import { GROWTH_STEPS } from './profiles.ts';

/**
 * The 11-step cancel flow with its cancellation survey (issue 10). Each step is its own
 * URL in the web app (`/app/profile/subscription/cancel/<step>`); answers are stored as the user goes, so the survey
 * report has them even when someone stops half-way.
 */
export const CANCEL_STEPS = ['reels', 'offer', 'posts', 'reason', 'benefits', 'comment', 'survey', 'progress', 'confirm', 'archive', 'final'] as const;
export const cancelStepSchema = z.enum(CANCEL_STEPS);
export type CancelStep = z.infer<typeof cancelStepSchema>;

/** Step 1: "You've created N reels" — how many of them were posted. */
export const REELS_POSTED_ANSWERS = ['none', 'few', 'half', 'most', 'all'] as const;
/** Step 3: reels posted this week. */
export const POSTS_THIS_WEEK_ANSWERS = ['none', '1_2', '3_5', '6_10', 'daily'] as const;
export const CANCEL_REASONS = ['too_expensive', 'hard_to_use', 'no_views', 'other'] as const;
/** Step 7: the five questions, each answered on a 1–5 scale. */
export const SURVEY_QUESTIONS = ['ease_of_use', 'script_quality', 'video_quality', 'value_for_money', 'recommend'] as const;
export const SURVEY_SCALE = ['1', '2', '3', '4', '5'] as const;
export type SurveyQuestion = (typeof SURVEY_QUESTIONS)[number];

/** The retention offer of step 2: this many generations beyond the daily limit, at once, once per period. */
export const RETENTION_OFFER_GENERATIONS = 20;
export const CANCEL_REASON_OTHER_MAX = 500;
export const CANCEL_COMMENT_MAX = 2000;

const scale = z.enum(SURVEY_SCALE);
const surveyAnswersSchema = z
  .object({
    ease_of_use: scale.optional(),
    script_quality: scale.optional(),
    video_quality: scale.optional(),
    value_for_money: scale.optional(),
    recommend: scale.optional(),
  } satisfies Record<SurveyQuestion, unknown>)
  .strict();

export const cancelSurveySchema = z
  .object({
    id: z.uuid(),
    reels_generated: z.enum(REELS_POSTED_ANSWERS).nullable(),
    posts_this_week: z.enum(POSTS_THIS_WEEK_ANSWERS).nullable(),
    reason: z.enum(CANCEL_REASONS).nullable(),
    reason_other: z.string().nullable(),
    comment: z.string().nullable(),
    answers: z.record(z.string(), z.string()),
    retention_offer_accepted: z.boolean(),
    last_step: cancelStepSchema.nullable(),
    outcome: z.enum(['cancelled', 'retained', 'abandoned']).nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'CancelSurvey' });
export type CancelSurvey = z.infer<typeof cancelSurveySchema>;

/** Everything the steps show about this user (GET /billing/cancel-flow). */
export const cancelFlowFactsSchema = z
  .object({
    plan_id: planIdSchema,
    /** The subscription already will not renew (cancelled before): the flow shows the done screen. */
    cancel_at_period_end: z.boolean(),
    /** Access lasts until then; after that content is archived. */
    period_end: z.string(),
    /** Ready reels (suggestions) the user has made. */
    reels_generated: z.number().int(),
    /** What they would lose (step 5). */
    benefits: z.object({
      daily_generations: z.number().int(),
      max_profiles: z.number().int(),
      avatar_videos: z.boolean(),
      storytelling_videos: z.boolean(),
      trends: z.boolean(),
    }),
    retention_offer: z.object({
      available: z.boolean(),
      generations: z.number().int(),
    }),
    bonus_generations: z.number().int(),
    /** Step 8: the growth plan (profile analysed → audience → scripts → video). */
    growth_plan: z.array(z.object({ step: z.enum(GROWTH_STEPS), done: z.boolean() })),
    /** Step 10: restoring archived content later is this paid product (never charged automatically). */
    archive_restore: z.object({ amount_cents: z.number().int(), currency: z.string() }).nullable(),
    /** The walk-through still open (no outcome yet), so a reload continues it. */
    open_survey: cancelSurveySchema.nullable(),
  })
  .meta({ id: 'CancelFlowFacts' });
export type CancelFlowFacts = z.infer<typeof cancelFlowFactsSchema>;

export const startCancelFlowResultSchema = z.object({ survey_id: z.uuid() }).meta({ id: 'StartCancelFlowResult' });

export const updateCancelSurveyRequestSchema = z
  .object({
    reels_generated: z.enum(REELS_POSTED_ANSWERS).optional(),
    posts_this_week: z.enum(POSTS_THIS_WEEK_ANSWERS).optional(),
    reason: z.enum(CANCEL_REASONS).optional(),
    reason_other: safeText().trim().max(CANCEL_REASON_OTHER_MAX).nullable().optional(),
    comment: safeText().trim().max(CANCEL_COMMENT_MAX).nullable().optional(),
    answers: surveyAnswersSchema.optional(),
    last_step: cancelStepSchema.optional(),
  })
  .strict()
  .meta({ id: 'UpdateCancelSurveyRequest' });
export type UpdateCancelSurveyRequest = z.infer<typeof updateCancelSurveyRequestSchema>;

export const cancelSurveyIdParamSchema = z.object({ id: z.uuid() });

/**
 * "Cancel now" (issue 31 item 7): every step ends renewal at once, the same as finishing the flow; the survey records
 * the step it was cancelled from.
 */
export const cancelNowRequestSchema = z.object({ step: cancelStepSchema }).strict().meta({ id: 'CancelNowRequest' });
export type CancelNowRequest = z.infer<typeof cancelNowRequestSchema>;

export const retentionOfferResultSchema = z
  .object({
    survey: cancelSurveySchema,
    granted: z.number().int(),
    bonus_generations: z.number().int(),
  })
  .meta({ id: 'RetentionOfferResult' });

export const completeCancelFlowResultSchema = z
  .object({
    survey: cancelSurveySchema,
    /** Access lasts until then; nothing renews. */
    active_until: z.string(),
    cancel_at_period_end: z.literal(true),
  })
  .meta({ id: 'CompleteCancelFlowResult' });
export type CompleteCancelFlowResult = z.infer<typeof completeCancelFlowResultSchema>;
