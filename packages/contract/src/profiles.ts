import { z } from 'zod';
import { analysisNarrativeSchema, profileMetricsSchema, reelcraftPostsSchema } from './analysis.ts';
import { languageSchema, safeText } from './common.ts';

export const MAX_ATTACHED_PROFILES = 5;

/** Instagram usernames: letters, digits, dots and underscores, up to 30; a leading @ or a profile URL is accepted. */
export const instagramUsernameSchema = safeText()
  .trim()
  .transform((value) =>
    value
      .replace(/^@/, '')
      .replace(/^https?:\/\/(www\.)?instagram\.com\//i, '')
      .replace(/[/?#].*$/, '')
      .toLowerCase(),
  )
  .pipe(z.string().regex(/^[a-z0-9._]{1,30}$/, 'not an Instagram username'));

export const profilePreviewRequestSchema = z
  .object({
    username: instagramUsernameSchema,
    /** The spec sends it in upper case ("EN"); any case is accepted. */
    language: safeText()
      .transform((value) => value.toLowerCase())
      .pipe(languageSchema)
      .default('en'),
  })
  .meta({ id: 'ProfilePreviewRequest' });

export const ANALYSIS_STAGES = ['queued', 'analyzing', 'selecting_trends', 'selecting_tips', 'done', 'failed'] as const;

export const analysisProfileSchema = z
  .object({
    username: z.string(),
    full_name: z.string(),
    biography: z.string(),
    followers: z.number(),
    following: z.number(),
    posts_count: z.number(),
    is_verified: z.boolean(),
    profile_pic_url: z.string().nullable(),
  })
  .meta({ id: 'AnalysisProfile' });

export const profileAnalysisSchema = z
  .object({
    id: z.uuid(),
    username: z.string(),
    language: languageSchema,
    status: z.enum(['running', 'ready', 'failed']),
    stage: z.enum(ANALYSIS_STAGES),
    progress: z.number().int().min(0).max(100),
    /**
     * What a running analysis is waiting for: 'waiting_rate_limit' when Instagram limited us and the job retries by
     * itself at `retry_at` (the page tells the person at once instead of spinning); null otherwise.
     */
    status_detail: z.enum(['waiting_rate_limit']).nullable(),
    /** When the next try starts (ISO time), with `status_detail`. */
    retry_at: z.string().nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    profile: analysisProfileSchema.nullable(),
    /** The numbers computed from the posts (engagement, views, frequency, format mix, best/worst posts, hashtags…). */
    metrics: profileMetricsSchema.nullable(),
    narrative: analysisNarrativeSchema.nullable(),
    /**
     * The owner's recent posts published with Reelcraft and what did best (issue 35); only on the owner's
     * `GET /profiles/{id}/analysis`, null when they have none with insights yet.
     */
    reelcraft_posts: reelcraftPostsSchema.nullable().optional(),
    trend_ids: z.array(z.string()),
    created_at: z.string(),
    completed_at: z.string().nullable(),
  })
  .meta({ id: 'ProfileAnalysis' });
export type ProfileAnalysis = z.infer<typeof profileAnalysisSchema>;

export const patchAnalysisRequestSchema = z
  .object({
    profile_id: z.uuid().optional(),
    domain: safeText().trim().max(2000).optional(),
    style: safeText().trim().max(2000).optional(),
    why_followers_choose_you: safeText().trim().max(2000).optional(),
    recommendations: z.array(safeText().trim().max(2000)).max(20).optional(),
  })
  .meta({ id: 'PatchAnalysisRequest' });

/** Re-writes the words of a finished analysis in another language from its stored numbers (no new Instagram fetch). */
export const narrateAnalysisRequestSchema = z.object({ language: languageSchema }).meta({ id: 'NarrateAnalysisRequest' });

export const instagramProfileSchema = z
  .object({
    id: z.uuid(),
    username: z.string(),
    analysis_id: z.uuid().nullable(),
    is_active: z.boolean(),
    profile_pic_url: z.string().nullable(),
    followers: z.number().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'InstagramProfile' });
export const instagramProfileListSchema = z.object({ items: z.array(instagramProfileSchema), max: z.number().int() }).meta({ id: 'InstagramProfileList' });

export const attachProfileQuerySchema = z.object({ analysis_id: z.uuid() });

export const GROWTH_STEPS = ['profile_analysed', 'audience_analysed', 'scripts_written', 'video_generated'] as const;
export const growthPlanSchema = z
  .object({ steps: z.array(z.object({ step: z.enum(GROWTH_STEPS), done: z.boolean(), completed_at: z.string().nullable() })) })
  .meta({ id: 'GrowthPlan' });

/** Payload of the `analyze-profile` job. */
export const analyzeProfileJobSchema = z.object({ analysisId: z.uuid() });
