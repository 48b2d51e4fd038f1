import { z } from 'zod';
import { LANGUAGES } from './common.ts';

/** The seven onboarding areas of expertise, six more niches creators often have (issue 11), and 'general'; shared by the writer, analysis and trends. */
export const NICHE_IDS = [
  'personal_development',
  'business_marketing',
  'health_fitness',
  'sport_entertainment',
  'beauty_fashion',
  'art_music',
  'food_lifestyle',
  'travel',
  'tech',
  'education',
  'parenting',
  'finance',
  'pets',
  'general',
] as const;
export type NicheId = (typeof NICHE_IDS)[number];

/** The shape of a short video; 'other' is for ingested trends whose shape we could not tell. */
export const TREND_FORMATS = [
  'talking_head',
  'pov',
  'tutorial',
  'before_after',
  'list',
  'meme',
  'story',
  'behind_the_scenes',
  'challenge',
  'myth_busting',
  'day_in_life',
  'reaction',
  'comparison',
  'qa',
  'other',
] as const;
export type TrendFormat = (typeof TREND_FORMATS)[number];

export const TREND_SOURCES = ['curated', 'ingested'] as const;
export type TrendSource = (typeof TREND_SOURCES)[number];

const isoDate = z.iso.datetime();

export const trendExampleReelSchema = z.object({
  url: z.url(),
  views: z.number().int().nonnegative().optional(),
  thumbnail_url: z.url().optional(),
});

/** Measured from reels; empty for curated formats until ingestion sees them in the wild. */
export const trendSignalsSchema = z.object({
  /** Total views of the example reels. */
  views: z.number().int().nonnegative().optional(),
  /** Mean views per hour since posting of the example reels. */
  velocity: z.number().nonnegative().optional(),
  /** Median ratio of the example reels' velocity to their accounts' usual velocity (3 = three times faster). */
  growth: z.number().nonnegative().optional(),
  /** When the earliest and the latest example reel were posted. */
  first_seen: isoDate.optional(),
  last_seen: isoDate.optional(),
});

export const trendSchema = z.object({
  id: z.string().min(1).max(100),
  source: z.enum(TREND_SOURCES),
  language: z.enum(LANGUAGES),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(1000),
  why_it_works: z.string().trim().max(1000),
  how_to_adapt: z.string().trim().max(1000),
  niche_tags: z.array(z.enum(NICHE_IDS)).min(1),
  format: z.enum(TREND_FORMATS),
  /** An opening line in the trend's style, ready to say or put on screen. */
  example_hook: z.string().trim().max(300),
  example_reels: z.array(trendExampleReelSchema).max(20),
  signals: trendSignalsSchema,
  /** 0–100: how strongly to surface it. Measured trends outrank curated ones (see group-trends.ts). */
  score: z.number().min(0).max(100),
});
export type Trend = z.infer<typeof trendSchema>;
export type TrendExampleReel = z.infer<typeof trendExampleReelSchema>;
export type TrendSignals = z.infer<typeof trendSignalsSchema>;

/** `trendSchema` under the name packages/core's trends module exports. */
export const TrendSchema = trendSchema;

/**
 * What GET /trends adds to each trend: its animated preview (a short muted loop rendered by our meme renderer from
 * the trend's title and hook) and a poster frame, as signed links; both null while the preview is being rendered
 * (or if it could not be).
 */
export const trendPreviewFieldsSchema = z.object({
  preview_url: z.string().nullable(),
  poster_url: z.string().nullable(),
});
export const trendListItemSchema = trendSchema.extend(trendPreviewFieldsSchema.shape).meta({ id: 'TrendListItem' });
export type TrendListItem = z.infer<typeof trendListItemSchema>;

/** One page of `GET /trends`: the items (with their previews) and where the page is in the whole list. */
export const trendPageSchema = z
  .object({ items: z.array(trendListItemSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int(), pages: z.number().int() })
  .meta({ id: 'TrendPage' });
export type TrendPage = z.infer<typeof trendPageSchema>;

/** The job that renders one trend's preview in one language. */
export const renderTrendPreviewJobSchema = z.object({ trend_id: z.string().min(1).max(100), language: z.enum(LANGUAGES) });
