import type { HookType, PostKind, SizeBand } from '../analysis.schema.ts';

/**
 * One language's templates for the built-in analysis narrative. Every template is filled by `fillTemplate` from
 * the writer (an unknown `{slot}` throws, so a typo cannot reach a creator). Lists hold variants: the seed picks one.
 *
 * Slots (all already formatted for the locale):
 * - `username`, `name` (full name or username), `topic` + Russian `topicGen` / `topicPrep` / `topicAcc` (the
 *   writer's niche label), `subject` (the creator's bio, only when written in the narrative's language),
 *   `tags` (one or two hashtags joined),
 *   `tag1`, `nicheTag` (with '#').
 * - Counts that carry their noun, agreed by plural rules: `followers`, `posts`, `perWeek`, `gap`, `daysSince`,
 *   `target`, `reelTarget`, `medianViews`, `topViews`, `bestAvg`, `avgComments`, `likes`, `comments`, `tagAvg`,
 *   `avgLength`, `avgEmojis`, `avgHashtags`.
 * - Bare figures: `er`, `erLow`, `erHigh`, `viewsRatio`, `vLow`, `vHigh`, `reelShare`, `photoShare`,
 *   `carouselShare`, `questionShare`, `ctaShare` (percentages);
 *   `times` (a ratio phrased natively: "3.4×", "в 3,4 раза", "3,4 veces", "3,4 vezes").
 * - `band` (the size band as a range of followers), `cmp` (below / typical / above), `hookName`, `hookStart`,
 *   `excerpt` (a quote of the creator's caption, already inside quotation marks).
 */

/** Forms chosen by Intl.PluralRules; `few` and `many` are for Russian. */
export interface PluralForms {
  one: string;
  few?: string;
  many?: string;
  other: string;
}

export const RECOMMENDATION_IDS = [
  'comeback',
  'start-reels',
  'reels-win',
  'carousels-win',
  'photos-win',
  'reach-low',
  'reach-high',
  'er-low',
  'er-high',
  'post-more',
  'hook-strong',
  'more-reels',
  'hashtag-strong',
  'best-follow-up',
  'cta-more',
  'hashtags-trim',
  'hashtags-add',
  'first-posts',
  'consistency',
  'reply-comments',
  'pin-best',
  'series',
  'bio-offer',
  'ask-audience',
] as const;
export type RecommendationId = (typeof RECOMMENDATION_IDS)[number];

export type StyleLead = 'reels' | 'photos' | 'carousels' | 'mixed' | 'empty';
export type CaptionLength = 'none' | 'short' | 'medium' | 'long';
export type StyleCue = 'questions' | 'emoji' | 'cta' | 'hook';

export interface NarrativePack {
  /** BCP 47 locale for Intl.NumberFormat and Intl.PluralRules. */
  locale: string;
  quotes: readonly [string, string];
  nouns: {
    follower: PluralForms;
    post: PluralForms;
    reel: PluralForms;
    day: PluralForms;
    view: PluralForms;
    engagement: PluralForms;
    comment: PluralForms;
    like: PluralForms;
    character: PluralForms;
    emoji: PluralForms;
    hashtag: PluralForms;
  };
  /** How a ratio reads: `{n}` is the formatted number, `{word}` the plural form of `timesWord` (when given). */
  times: string;
  timesWord?: PluralForms;
  hooks: Record<HookType, { name: string; start: string }>;
  bands: Record<SizeBand, string>;
  comparisons: { below: string; typical: string; above: string };
  /** Formats in the plural, as the subject of a sentence (with the article where the language needs one). */
  formats: Record<PostKind, string>;
  /** Joins the last two items of a list ("#a and #b"). */
  and: string;
  domain: { withSubject: string[]; withTags: string[]; plain: string[] };
  style: {
    lead: Record<StyleLead, string[]>;
    captions: Record<CaptionLength, string>;
    cues: Record<StyleCue, string>;
  };
  /**
   * "Why followers choose you": only what the numbers show (issue 11, item 6), never a promise we made up.
   * The composer takes `best` or `steady`, then up to two facts that hold (one with little data) and `littleData`.
   */
  why: {
    /** Best posts clearly beat the average; `{tagsPart}` is empty or a space and `tagsPart` filled. */
    best: string[];
    /** Best posts barely beat the average: no "×" worth quoting. */
    steady: string[];
    tagsPart: string;
    /** One format clearly does better than the rest: `{format}` / `{Format}`, `{times}`. */
    format: string;
    /** The strongest opening: `{hookStart}`, `{times}`. */
    hook: string;
    /** Engagement rate against the estimated range for the account's size: `{er}`, `{cmp}`, `{erLow}`, `{erHigh}`. */
    engagement: string;
    /** A posting pace within or above the estimate: `{perWeek}`. */
    rhythm: string;
    /** Few posts: says the picture is partial (`{posts}`). */
    littleData: string;
    /** Posts exist but nobody has reacted yet. */
    quiet: string[];
    /** No posts: only the bio to go on (`withSubject`) or nothing at all. */
    noPostsWithSubject: string[];
    noPosts: string[];
  };
  recommendations: Record<RecommendationId, string>;
  summary: {
    opening: string[];
    engagement: string;
    reels: string;
    frequency: string;
    noPosts: string;
  };
}
