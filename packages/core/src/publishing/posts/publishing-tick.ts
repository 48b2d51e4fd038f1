import type { Core } from '../../context.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import { refreshExpiringPublishingTokens } from '../accounts/refresh-tokens.ts';
import { fetchDueInsights } from '../insights/fetch-insights.ts';
import { queueDuePosts, requeueStalledPosts } from './posts.repository.ts';

/** At most this many posts are sent per tick and step; the rest follow a minute later. */
const BATCH = 200;
/** A post's job may run this long (its expiry); a post queued or publishing longer ago lost its job. */
const JOB_EXPIRY_SECONDS = jobDefinitions['publish-post'].expireInSeconds;

export interface PublishingTickReport {
  queued: number;
  requeued: number;
  tokensRefreshed: number;
  insightsFetched: number;
}

/**
 * The `publishing-tick` cron (every minute). Each step is a guarded update, so two overlapping ticks never send a
 * post twice (pg-boss's singleton keys act only under its singleton/stately queue policies; our queues are
 * 'standard', so the guard lives in the table: `queued_at`, then the job's claim and attempt number).
 */
export async function publishingTick(core: Core): Promise<PublishingTickReport> {
  const now = core.now();

  // Tokens close to expiry are refreshed (or their creators asked to reconnect) before any post is sent with them.
  const tokens = await refreshExpiringPublishingTokens(core);

  // Scheduled posts whose time (or wait for the quota) has come. One queued earlier than a job could live was lost
  // between the mark and the send (a crash): it is queued again.
  const due = await queueDuePosts(core.db, now, new Date(now.getTime() - JOB_EXPIRY_SECONDS * 1000), BATCH);
  for (const post of due) await core.queue.send('publish-post', { post_id: post.id });

  // Posts left 'publishing' by a job that vanished (a killed worker whose job expired without a retry left, or a
  // retry that was lost): untouched for longer than a job may run, they get a new job, which resumes their steps.
  const stalled = await requeueStalledPosts(core.db, JOB_EXPIRY_SECONDS + 60, now, BATCH);
  for (const post of stalled) await core.queue.send('publish-post', { post_id: post.id });

  // Insights of published posts whose next read is due (1 h, 6 h, 1 d, 3 d, 7 d after publishing).
  const insights = await fetchDueInsights(core, { limit: 50 });

  return { queued: due.length, requeued: stalled.length, tokensRefreshed: tokens.refreshed, insightsFetched: insights.fetched };
}
