import { z } from 'zod';
import { languageSchema, safeText } from './common.ts';
import { suggestionResultSchema } from './suggestions.ts';
import { NICHE_IDS, type NicheId } from './trends.ts';

/**
 * The free reel-script tool on the public `/generate-reels` pages (issue 12 item 8): no account, one script per
 * request, written by the same writer the app uses, rate-limited per visitor.
 */

/** The niches a visitor can pick: every niche the writer knows except the catch-all 'general'. */
export const PUBLIC_SCRIPT_NICHES = NICHE_IDS.filter((id): id is Exclude<NicheId, 'general'> => id !== 'general');
export type PublicScriptNiche = (typeof PUBLIC_SCRIPT_NICHES)[number];

export const PUBLIC_SCRIPT_TOPIC_MIN = 3;
export const PUBLIC_SCRIPT_TOPIC_MAX = 200;

/**
 * One page per niche, `/generate-reels/<slug>` (and `/es`, `/pt`, `/ru` before it): the slug is the same in every
 * language (the language prefix tells them apart), so the hreflang alternates are the same path with another prefix.
 */
export const REEL_IDEA_SLUGS = {
  personal_development: 'personal-development-coaches',
  business_marketing: 'business-owners-and-marketers',
  health_fitness: 'fitness-coaches',
  sport_entertainment: 'athletes-and-sports-coaches',
  beauty_fashion: 'beauty-and-fashion-bloggers',
  art_music: 'artists-and-musicians',
  food_lifestyle: 'food-bloggers',
  travel: 'travel-bloggers',
  tech: 'tech-creators',
  education: 'teachers-and-tutors',
  parenting: 'parenting-bloggers',
  finance: 'finance-creators',
  pets: 'pet-bloggers',
} as const satisfies Record<PublicScriptNiche, string>;
export type ReelIdeaSlug = (typeof REEL_IDEA_SLUGS)[PublicScriptNiche];

/** The niche of a slug page, or null for a slug we have no page for. */
export function nicheOfReelSlug(slug: string): PublicScriptNiche | null {
  return PUBLIC_SCRIPT_NICHES.find((niche) => REEL_IDEA_SLUGS[niche] === slug) ?? null;
}

export const publicScriptRequestSchema = z
  .object({
    niche: z.enum(PUBLIC_SCRIPT_NICHES),
    /** What the reel is about, in the visitor's words: one line of text. */
    topic: safeText()
      .overwrite((value) => value.replace(/\s+/g, ' ').trim())
      .min(PUBLIC_SCRIPT_TOPIC_MIN)
      .max(PUBLIC_SCRIPT_TOPIC_MAX)
      .regex(/[\p{L}\p{N}]/u, 'must contain a letter or a digit')
      .meta({ example: 'Stretching after a long day at the desk' }),
    language: languageSchema,
  })
  .meta({ id: 'PublicScriptRequest' });
export type PublicScriptRequest = z.infer<typeof publicScriptRequestSchema>;

export const publicScriptResponseSchema = z
  .object({
    /** The script (same shape as a script suggestion's result), including `writer` ('builtin' | 'llm') and `writerModel`. */
    script: suggestionResultSchema,
    niche: z.enum(PUBLIC_SCRIPT_NICHES),
    language: languageSchema,
  })
  .meta({ id: 'PublicScriptResponse' });
export type PublicScriptResponse = z.infer<typeof publicScriptResponseSchema>;
