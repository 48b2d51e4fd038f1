import { classifyNiche, type NicheClassification, type NicheId } from '../writer/index.ts';
import type { AnalysisProfile, ProfileMetrics } from './analysis.schema.ts';

/**
 * The creator's niche from the bio, Instagram's category, the name, the captions and the hashtags together (the
 * writer's classifier, all fourteen niches), with how sure it is. Full captions when at hand; otherwise the caption
 * excerpts and top hashtags the metrics keep.
 */
export function classifyProfileNiche(profile: AnalysisProfile, metrics?: ProfileMetrics, captions: readonly string[] = []): NicheClassification {
  const excerpts = [...(metrics?.bestPosts ?? []), ...(metrics?.worstPosts ?? [])].map((post) => post.captionExcerpt);
  const withCaptions = captions.length > 0;
  return classifyNiche({
    bio: profile.biography,
    ...(profile.category ? { category: profile.category } : {}),
    fullName: profile.fullName,
    captions: withCaptions ? captions : excerpts,
    // Full captions carry their own hashtags; excerpts may have lost theirs, so the counted top tags stand in.
    ...(withCaptions ? {} : { hashtags: metrics?.topHashtags.map((entry) => ({ tag: entry.tag, posts: entry.posts })) ?? [] }),
  });
}

/** The niche of an analysis: the one stored with its numbers, or classified now (analyses made before issue 11). */
export function detectProfileNiche(profile: AnalysisProfile, metrics?: ProfileMetrics, captions: readonly string[] = []): NicheId {
  return metrics?.niche?.id ?? classifyProfileNiche(profile, metrics, captions).niche;
}

// Emoji sequences carry variation selectors and joiners, which a character class would split.
