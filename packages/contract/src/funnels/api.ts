import { z } from 'zod';
import { languageSchema } from '../common.ts';
import { growthPlanSchema } from '../profiles.ts';

/**
 * HTTP shapes of the funnel sessions (issue 12). A session keeps an anonymous visitor's answers server-side; its random
 * id is the capability (the browser keeps it, e.g. in localStorage, and sends it back). Once attached to an account,
 * only that account (bearer) may read it; everyone else gets 404.
 *
 *   POST /api/funnels/{funnel}/sessions            {language}            → 201 FunnelSession      (anonymous, per-IP limit)
 *   GET  /api/funnels/sessions/{id}                                      → 200 FunnelSession      (anonymous until attached)
 *   PUT  /api/funnels/sessions/{id}/steps/{slug}   {answer?}             → 200 FunnelStepResult   (per-IP limit)
 *   POST /api/funnels/sessions/{id}/attach         (bearer)              → 200 FunnelSession
 *   GET  /api/user/onboarding                      (bearer)              → 200 Onboarding
 *   POST /api/users/web and POST /api/users/web/email-login take an optional `funnel_session_id` (users.ts): attached
 *   when the account is created there (email-login status 'created'); for an existing account ('link_sent', or a
 *   log-in) the web calls POST /attach once signed in.
 *
 * Reading or answering (GET, PUT) an attached session needs the owner's bearer token; before that, the id is enough.
 * A v2 `follow_up: true` answered once the session is attached queues the analysis e-mail once.
 *
 * Errors: unknown funnel, session (or one attached to someone else) or step → 404 NOT_FOUND; a wrong answer → 400
 * VALIDATION_FAILED (details.issues with path ['answer', …]); too many → 429 RATE_LIMITED with Retry-After.
 */

export const funnelAnswersSchema = z.record(z.string(), z.unknown()).meta({ id: 'FunnelAnswers' });

export const funnelSessionSchema = z
  .object({
    id: z.uuid(),
    funnel: z.enum(['legacy', 'v2', 'v3']),
    language: languageSchema,
    /** Answer key (the step's `key`) → value: an option id, a list of them, a nickname, an e-mail or a boolean. */
    answers: funnelAnswersSchema,
    /** The step to show on resume: the first step of a new session, then the step after the last one answered. */
    current_step: z.string(),
    /** The anonymous Instagram analysis started on the funnel's `analysisStartsAt` step (GET /api/profiles/preview/{id}). */
    analysis_id: z.uuid().nullable(),
    /** Attached to an account (then only that account may read it). */
    attached: z.boolean(),
    /** The last step was answered (current_step is then the last step). */
    completed: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'FunnelSession' });
export type FunnelSessionDto = z.infer<typeof funnelSessionSchema>;

export const createFunnelSessionRequestSchema = z.object({ language: languageSchema.default('en') }).meta({ id: 'CreateFunnelSessionRequest' });
export type CreateFunnelSessionRequest = z.infer<typeof createFunnelSessionRequestSchema>;

/**
 * The answer of one step, validated by `answerSchemaFor(step)`. Steps that take no answer (info, analysis, signup,
 * confirm_email) take none; an optional step (v3 nickname) may be sent without one, which skips (`skipTo`).
 */
export const funnelStepRequestSchema = z.object({ answer: z.unknown().optional() }).meta({ id: 'FunnelStepRequest' });
export type FunnelStepRequest = z.infer<typeof funnelStepRequestSchema>;

export const funnelProgressSchema = z.object({ step: z.number().int().min(1), of: z.number().int().min(1) }).meta({ id: 'FunnelProgress' });

export const funnelStepResultSchema = z
  .object({
    session: funnelSessionSchema,
    /** The slug to go to next, or null at the end (then go to the funnel's `end`). */
    next: z.string().nullable(),
    /** Progress on the visitor's path, of the `next` step (or of the last step at the end). */
    progress: funnelProgressSchema,
  })
  .meta({ id: 'FunnelStepResult' });
export type FunnelStepResult = z.infer<typeof funnelStepResultSchema>;

export const funnelSessionParamsSchema = z.object({ id: z.uuid() });

/** Levels of the potential score, lowest first. */
export const POTENTIAL_LEVELS = ['low', 'normal', 'moderate', 'high'] as const;
export const potentialLevelSchema = z.enum(POTENTIAL_LEVELS);
export type PotentialLevel = z.infer<typeof potentialLevelSchema>;
export const POTENTIAL_DIMENSIONS = ['industry', 'experience', 'audience', 'earnings'] as const;
export type PotentialDimension = (typeof POTENTIAL_DIMENSIONS)[number];

export const potentialScoreSchema = z.object({ level: potentialLevelSchema, score: z.number().int().min(0).max(100) }).meta({ id: 'PotentialScore' });
export const potentialSchema = z
  .object({
    /** Mean of the four dimension scores, and its level. */
    overall: potentialScoreSchema,
    industry: potentialScoreSchema,
    experience: potentialScoreSchema,
    audience: potentialScoreSchema,
    earnings: potentialScoreSchema,
  })
  .meta({ id: 'Potential' });
export type Potential = z.infer<typeof potentialSchema>;

/** GET /api/user/onboarding: everything /v3/next draws, in one call. */
export const onboardingSchema = z
  .object({
    /** The user's latest attached funnel session, or null when they never took a funnel. */
    session: funnelSessionSchema.nullable(),
    /** From the v3 answers (null for other funnels or without a session). */
    potential: potentialSchema.nullable(),
    growth_plan: growthPlanSchema,
  })
  .meta({ id: 'Onboarding' });
export type Onboarding = z.infer<typeof onboardingSchema>;
