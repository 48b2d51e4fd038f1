import { z } from 'zod';
import { NICHE_IDS } from './trends.ts';

// Plain zod on purpose, like the writer's schemas: the metrics and the narrative are meant to move into
// @reelcraft/contract unchanged once the API exposes them.

export const POST_KINDS = ['image', 'video', 'carousel', 'reel'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** Ways a caption's first line tries to stop the scroll (see caption-patterns.ts). */
export const HOOK_TYPES = ['question', 'number', 'how_to', 'pov', 'story'] as const;
export type HookType = (typeof HOOK_TYPES)[number];

export const SIZE_BANDS = ['nano', 'micro', 'mid', 'macro'] as const;
export type SizeBand = (typeof SIZE_BANDS)[number];

export const COMPARISONS = ['below', 'typical', 'above'] as const;
export type Comparison = (typeof COMPARISONS)[number];

/** One post as the analysis needs it; the Instagram client's model is mapped onto this by the caller. */
export interface AnalysisPost {
  shortcode: string;
  kind: PostKind;
  takenAt: Date;
  likes: number;
  comments: number;
  /** Plays of a reel or video; absent for photos and when the owner hides the count. */
  views?: number;
  caption: string;
  /** Without '#'. Tags written in the caption are found as well, so an empty list is fine. */
  hashtags: string[];
  /** Pinned posts can be years old; they are left out of the posting-frequency figures. */
  pinned?: boolean;
}

export interface ProfileMetricsInput {
  followers: number;
  following: number;
  /** The profile's total post count (may exceed the posts we could read). */
  postsCount: number;
  posts: readonly AnalysisPost[];
  now: Date;
}

const count = z.number().int().nonnegative();
const amount = z.number().nonnegative();
const share = z.number().min(0).max(1);
const isoDate = z.iso.datetime();
const range = z.object({ low: amount, high: amount });

export const benchmarkSchema = z.object({
  band: z.enum(SIZE_BANDS),
  followersMin: count,
  /** Exclusive upper bound; null for the top band. */
  followersMax: count.nullable(),
  /** Mean (likes + comments) / followers, in percent. */
  engagementRate: range,
  /** Median reel views divided by followers. */
  reelViewsToFollowers: range,
  postsPerWeek: range,
});
export type Benchmark = z.infer<typeof benchmarkSchema>;

export const postSummarySchema = z.object({
  shortcode: z.string(),
  kind: z.enum(POST_KINDS),
  takenAt: isoDate,
  likes: count,
  comments: count,
  views: count.nullable(),
  /** Likes + comments. */
  engagement: count,
  /** Engagement as a percentage of followers; null when the account has no followers. */
  engagementRate: amount.nullable(),
  captionExcerpt: z.string().max(200),
  hooks: z.array(z.enum(HOOK_TYPES)),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const seriesPointSchema = z.object({
  shortcode: z.string(),
  date: isoDate,
  kind: z.enum(POST_KINDS),
  likes: count,
  comments: count,
  engagement: count,
  engagementRate: amount.nullable(),
  views: count.nullable(),
});
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

export const formatStatsSchema = z.object({
  kind: z.enum(POST_KINDS),
  posts: count,
  avgEngagement: amount,
  avgEngagementRate: amount.nullable(),
  /** Only for videos and reels that show their plays. */
  avgViews: amount.nullable(),
});
export type FormatStats = z.infer<typeof formatStatsSchema>;

export const hashtagStatsSchema = z.object({
  tag: z.string().min(1),
  posts: count,
  avgEngagement: amount,
  /** Average engagement of posts with the tag divided by the account's average; null when the average is 0. */
  lift: amount.nullable(),
});
export type HashtagStats = z.infer<typeof hashtagStatsSchema>;

export const hookStatsSchema = z.object({
  type: z.enum(HOOK_TYPES),
  posts: count,
  /** How many of the best posts open this way. */
  bestPosts: count,
  avgEngagement: amount,
  lift: amount.nullable(),
});
export type HookStats = z.infer<typeof hookStatsSchema>;

const comparison = z.enum(COMPARISONS).nullable();

/** How sure the niche classification is: 'high' (sure), 'medium' (likely), 'low' (unsure). */
export const NICHE_CONFIDENCES = ['high', 'medium', 'low'] as const;
export type NicheConfidence = (typeof NICHE_CONFIDENCES)[number];

/** The creator's niche as classified from bio, category, captions and hashtags together, with how sure it is. */
export const profileNicheSchema = z.object({ id: z.enum(NICHE_IDS), confidence: z.enum(NICHE_CONFIDENCES) });
export type ProfileNiche = z.infer<typeof profileNicheSchema>;

export const profileMetricsSchema = z.object({
  version: z.literal(1),
  computedAt: isoDate,
  followers: count,
  following: count,
  postsCount: count,
  /** Posts the figures below are computed from. */
  analyzedPosts: count,
  engagement: z.object({
    /** Mean over posts of (likes + comments) / followers, in percent; null without posts or followers. */
    rate: amount.nullable(),
    medianRate: amount.nullable(),
    avgLikes: amount,
    avgComments: amount,
    avgEngagement: amount,
  }),
  reels: z.object({
    /** Reels and feed videos among the analysed posts. */
    count,
    /** Of those, how many show their plays. */
    withViews: count,
    medianViews: amount.nullable(),
    avgViews: amount.nullable(),
    topViews: count.nullable(),
    topShortcode: z.string().nullable(),
    /** Median views divided by followers. */
    viewsToFollowers: amount.nullable(),
  }),
  frequency: z.object({
    postsPerWeek: amount,
    /** Mean days between consecutive posts; null with fewer than two posts. */
    avgGapDays: amount.nullable(),
    /** Days from the oldest analysed post to now. */
    spanDays: amount,
    lastPostAt: isoDate.nullable(),
    daysSinceLastPost: amount.nullable(),
  }),
  /** Shares of the analysed posts; all zero without posts. */
  formatMix: z.object({ image: share, carousel: share, reel: share, video: share }),
  formats: z.array(formatStatsSchema),
  bestPosts: z.array(postSummarySchema).max(3),
  worstPosts: z.array(postSummarySchema).max(3),
  topHashtags: z.array(hashtagStatsSchema).max(10),
  captions: z.object({
    avgLength: amount,
    avgHashtags: amount,
    questionShare: share,
    ctaShare: share,
    emojiShare: share,
    avgEmojis: amount,
    /** Share of captions whose first line opens with none of the known hooks. */
    noHookShare: share,
  }),
  hooks: z.object({
    stats: z.array(hookStatsSchema),
    /** Hook types of the best posts, most frequent first. */
    bestPostHooks: z.array(z.enum(HOOK_TYPES)),
    /** The hook that lifts engagement most (used by at least two posts and above average); null when none does. */
    strongest: z.enum(HOOK_TYPES).nullable(),
  }),
  /** One point per post, oldest first, for charts. */
  series: z.array(seriesPointSchema),
  benchmark: benchmarkSchema,
  comparison: z.object({
    engagementRate: comparison,
    reelViewsToFollowers: comparison,
    postsPerWeek: comparison,
  }),
  /** The niche, classified once from the full captions when the posts were read (absent in analyses before issue 11). */
  niche: profileNicheSchema.optional(),
});
export type ProfileMetrics = z.infer<typeof profileMetricsSchema>;

/** What the analysis screen shows in words; the same shape whether the built-in writer or an LLM wrote it. */
export const analysisNarrativeSchema = z.object({
  domain: z.string().trim().min(1).max(300),
  style: z.string().trim().min(1).max(700),
  why_followers_choose_you: z.string().trim().min(1).max(800),
  recommendations: z.array(z.string().trim().min(1).max(400)).min(4).max(7),
  summary: z.string().trim().min(1).max(800),
});
export type AnalysisNarrative = z.infer<typeof analysisNarrativeSchema>;

/** The profile facts the narrative may quote. */
export interface AnalysisProfile {
  username: string;
  fullName: string;
  biography: string;
  /** Instagram's category label, e.g. "Digital creator". */
  category?: string | null;
}

// ---- Posts made with Reelcraft (issue 35) ------------------------------------------------------------------------

/** What a published Reelcraft post was on Instagram (the publishing kinds; kept here to spare a module cycle). */
const REELCRAFT_POST_KINDS = ['reel', 'story', 'carousel', 'image'] as const;

/** From this many published posts with insights on, the writer prefers the way of opening that did best. */
export const REELCRAFT_POSTS_FOR_WRITER = 3;

/** A "what did best" group: its value, how many posts it has and their mean views per person reached. */
const bestOf = <T extends z.ZodType>(value: T) => z.object({ value, posts: count, viewsPerReach: amount }).nullable();

/**
 * "Your last posts made with Reelcraft": the creator's recent published posts with their insights, and which way of
 * opening, format and posting hour brought the most views per person reached (each null when there is nothing to
 * compare: fewer than two groups with numbers). `summary` says it in the analysis' language and never quotes a caption.
 */
export const reelcraftPostsSchema = z
  .object({
    /** Published posts with insights the figures come from. */
    count,
    posts: z
      .array(
        z.object({
          id: z.uuid(),
          kind: z.enum(REELCRAFT_POST_KINDS),
          /** The script's first line, when the post came from a Reelcraft script. */
          hook: z.string().nullable(),
          hookType: z.enum(HOOK_TYPES).nullable(),
          publishedAt: z.iso.datetime({ offset: true }),
          /** The hour (0–23) in the time zone the creator scheduled it in. */
          localHour: z.number().int().min(0).max(23),
          views: count.nullable(),
          reach: count.nullable(),
          likes: count.nullable(),
          saved: count.nullable(),
          shares: count.nullable(),
        }),
      )
      .max(10),
    best: z.object({
      hookType: bestOf(z.enum(HOOK_TYPES)),
      kind: bestOf(z.enum(REELCRAFT_POST_KINDS)),
      hour: bestOf(z.number().int().min(0).max(23)),
    }),
    summary: z.string().max(600),
  })
  .meta({ id: 'ReelcraftPosts' });
export type ReelcraftPosts = z.infer<typeof reelcraftPostsSchema>;
