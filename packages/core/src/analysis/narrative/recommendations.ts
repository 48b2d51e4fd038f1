import type { Slots } from '../../writer/index.ts';
import { avgEngagementOf, CLEAR_WIN, fill, type Context } from './context.ts';
import type { RecommendationId } from './types.ts';

const MAX_RECOMMENDATIONS = 6;
const LONG_BREAK_DAYS = 14;

interface Candidate {
  id: RecommendationId;
  priority: number;
  slots?: Slots;
}

/** Which advice the numbers support, most urgent first; the generic advice at the end guarantees at least four. */
function recommendationCandidates(ctx: Context): Candidate[] {
  const { metrics, format } = ctx;
  const n = metrics.analyzedPosts;
  if (n === 0) {
    return [
      { id: 'first-posts', priority: 1 },
      { id: 'consistency', priority: 2 },
      { id: 'series', priority: 3 },
      { id: 'bio-offer', priority: 4 },
      { id: 'ask-audience', priority: 5 },
    ];
  }
  const out: Candidate[] = [];
  const add = (id: RecommendationId, priority: number, slots?: Slots) => out.push(slots ? { id, priority, slots } : { id, priority });
  const comparison = metrics.comparison;

  if ((metrics.frequency.daysSinceLastPost ?? 0) >= LONG_BREAK_DAYS) add('comeback', 1);

  const videoAvg = avgEngagementOf(metrics, ['reel', 'video']);
  const stillAvg = avgEngagementOf(metrics, ['image', 'carousel']);
  const carouselAvg = avgEngagementOf(metrics, ['carousel']);
  const imageAvg = avgEngagementOf(metrics, ['image']);
  let reelsWin = false;
  if (metrics.reels.count === 0) add('start-reels', 2);
  else if (videoAvg !== null) {
    if (stillAvg !== null && stillAvg > 0 && videoAvg >= CLEAR_WIN * stillAvg) {
      reelsWin = true;
      add('reels-win', 3, { times: format.times(videoAvg / stillAvg) });
    } else if (carouselAvg !== null && videoAvg > 0 && carouselAvg >= CLEAR_WIN * videoAvg) {
      add('carousels-win', 3, { times: format.times(carouselAvg / videoAvg) });
    } else if (imageAvg !== null && videoAvg > 0 && imageAvg >= CLEAR_WIN * videoAvg) {
      add('photos-win', 3, { times: format.times(imageAvg / videoAvg) });
    }
  }

  if (comparison.reelViewsToFollowers === 'below') add('reach-low', 4);
  if (comparison.reelViewsToFollowers === 'above') add('reach-high', 5);
  if (comparison.engagementRate === 'below') add('er-low', 4);
  if (comparison.engagementRate === 'above') add('er-high', 6);
  if (comparison.postsPerWeek === 'below' && metrics.frequency.avgGapDays !== null) add('post-more', 5);

  const strongest = metrics.hooks.stats.find((entry) => entry.type === metrics.hooks.strongest);
  if (strongest?.lift) {
    add('hook-strong', 6, { hookStart: ctx.pack.hooks[strongest.type].start, times: format.times(strongest.lift) });
  }

  const videoShare = metrics.formatMix.reel + metrics.formatMix.video;
  if (!reelsWin && metrics.reels.count > 0 && videoShare < 0.4 && metrics.reels.viewsToFollowers !== null && comparison.reelViewsToFollowers !== 'below') {
    add('more-reels', 7);
  }

  const tag = metrics.topHashtags
    .filter((entry) => entry.posts >= 2 && (entry.lift ?? 0) >= 1.2)
    .sort((a, b) => (b.lift ?? 0) - (a.lift ?? 0) || b.posts - a.posts)[0];
  if (tag?.lift) {
    add('hashtag-strong', 7, { tag1: `#${tag.tag}`, tagAvg: format.count(tag.avgEngagement, 'engagement'), times: format.times(tag.lift) });
  }

  const best = metrics.bestPosts[0];
  const average = metrics.engagement.avgEngagement;
  if (best && n >= 3 && best.captionExcerpt && average > 0 && best.engagement >= 1.5 * average) {
    add('best-follow-up', 8, { times: format.times(best.engagement / average) });
  }
  if (n >= 3 && metrics.captions.ctaShare < 0.3) add('cta-more', 8);
  if (metrics.captions.avgHashtags > 15) add('hashtags-trim', 9);
  else if (metrics.captions.avgHashtags < 1) add('hashtags-add', 9);

  add('consistency', 10);
  if (metrics.engagement.avgComments >= 1) add('reply-comments', 11);
  if (best && best.likes > 0) add('pin-best', 12);
  add('series', 13);
  add('bio-offer', 14);
  add('ask-audience', 15);
  return out;
}

/** The most urgent advice the numbers support, at most six, in the narrative's language. */
export function composeRecommendations(ctx: Context): string[] {
  const chosen = recommendationCandidates(ctx)
    .sort((a, b) => a.priority - b.priority)
    .slice(0, MAX_RECOMMENDATIONS);
  return chosen.map((candidate) => fill(ctx, ctx.pack.recommendations[candidate.id], candidate.slots));
}
