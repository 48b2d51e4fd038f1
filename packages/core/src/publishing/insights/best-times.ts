import { profileMetricsSchema, type BestTimesResponse } from '@reelcraft/contract';
import type { Core } from '../../context.ts';
import { activeAnalysis } from '../../profiles/profile-actions.ts';
import { scoreBestTimes, type TimedPerformance } from './best-times-scoring.ts';
import { listPublishedPostsWithInsights } from './insights.repository.ts';

/** Reelcraft posts read for best times (newest first): a few months of posting at most. */
const OWN_POSTS_MAX = 200;

/**
 * GET /publishing/best-times: the hours of the week to post, in `timeZone`, from the creator's published Reelcraft
 * posts (views per reach) and the posts of their active profile analysis (engagement, as read from Instagram's web
 * profile), or general short-video habits when there are fewer than five.
 */
export async function bestPostingTimes(core: Core, userId: string, timeZone: string): Promise<BestTimesResponse> {
  const own = await listPublishedPostsWithInsights(core.db, userId, OWN_POSTS_MAX);
  const samples: TimedPerformance[] = [];
  for (const { post } of own) {
    const views = post.insights?.views ?? post.insights?.plays;
    const reach = post.insights?.reach;
    // Views per reach: how often the people who saw it watched it (again); posts nobody reached yet say nothing.
    if (post.publishedAt && typeof views === 'number' && typeof reach === 'number' && reach > 0)
      samples.push({ at: post.publishedAt, value: views / reach, source: 'reelcraft' });
  }
  const analysis = await activeAnalysis(core, userId);
  const metrics = profileMetricsSchema.safeParse(analysis?.metrics);
  if (metrics.success) {
    // Likes + comments: the web profile gives no reach, and views only for videos; engagement is there for every post.
    for (const point of metrics.data.series) samples.push({ at: new Date(point.date), value: point.engagement, source: 'analysis' });
  }
  return scoreBestTimes(samples, timeZone);
}
