import { AppError, type PostInsights } from '@reelcraft/contract';
import type { Core } from '../../context.ts';
import { accountTokenFor, markAccountNeedsReconnect } from '../accounts/account-token.ts';
import { isGraphApiError, type GraphApiError } from '../graph/graph-error.ts';
import { claimDueInsightPosts, saveFetchedInsights, setInsightsDue, type PublishingPostRow } from './insights.repository.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * When a post's insights are read, counted from its publication: the numbers move fast in the first hours and settle
 * within a week (Instagram keeps counting, but a reel's reach after a week barely changes what we learn from it).
 */
export const INSIGHTS_SCHEDULE_MS = [HOUR, 6 * HOUR, DAY, 3 * DAY, 7 * DAY] as const;
/** After the last scheduled read, failed reads are retried for this long, then given up. */
const GIVE_UP_AFTER_MS = 7 * DAY + 2 * DAY;
/** A transient failure (Instagram down, the network, an answer we could not read): try again a little later. */
export const INSIGHTS_RETRY_MS = 15 * 60_000;
/** A rate limit or a missing permission: try again much later, not in the next tick. */
export const INSIGHTS_SLOW_RETRY_MS = 6 * HOUR;
/** How long a claimed post stays out of other ticks' hands while it is being read. */
const CLAIM_LEASE_MS = 10 * 60_000;

/** The next read after `now` on the schedule, or null once the last one has passed. */
export function nextInsightsDue(publishedAt: Date, now: Date): Date | null {
  for (const offset of INSIGHTS_SCHEDULE_MS) {
    const due = publishedAt.getTime() + offset;
    if (due > now.getTime()) return new Date(due);
  }
  return null;
}

/** A retry `delayMs` from now, or null when the post is past the window in which reads are still worth trying. */
export function retryInsightsDue(publishedAt: Date, now: Date, delayMs: number): Date | null {
  const due = now.getTime() + delayMs;
  return due > publishedAt.getTime() + GIVE_UP_AFTER_MS ? null : new Date(due);
}

export interface FetchInsightsResult {
  /** Posts whose numbers were stored. */
  fetched: number;
  /** Posts that will not be read again (deleted on Instagram). */
  stopped: number;
  /** Posts whose read failed and was pushed back. */
  retried: number;
  /** Accounts marked as needing reconnection during the batch. */
  reconnect: string[];
}

/** Instagram's "object does not exist" (code 100, subcode 33): the creator deleted the post. */
const isGone = (error: GraphApiError) => error.code === 100 && error.subcode === 33;

/**
 * Reads the insights of published posts that are due (publishing-tick calls it every few minutes): stores the numbers
 * and the next due time (published + 1 h, 6 h, 24 h, 3 days, 7 days, then none). One failing post never stops the
 * batch: an expired token marks its account for reconnection and skips the account's other posts; a post deleted on
 * Instagram is no longer read; anything else is tried again later.
 */
export async function fetchDueInsights(core: Core, options: { limit?: number; signal?: AbortSignal } = {}): Promise<FetchInsightsResult> {
  const result: FetchInsightsResult = { fetched: 0, stopped: 0, retried: 0, reconnect: [] };
  if (!core.publishing.graph) return result;
  const now = core.now();
  const posts = await claimDueInsightPosts(core.db, now, new Date(now.getTime() + CLAIM_LEASE_MS), options.limit ?? 50);
  const skippedAccounts = new Set<string>();
  for (const post of posts) {
    if (options.signal?.aborted) {
      // Handed back at once rather than after the lease: the next tick reads it.
      await setInsightsDue(core.db, post.id, now);
      continue;
    }
    if (skippedAccounts.has(post.accountId)) {
      // Left due: read once the creator reconnects (claims only take active accounts).
      await setInsightsDue(core.db, post.id, now);
      continue;
    }
    const outcome = await fetchOne(core, post, options.signal);
    if (outcome === 'fetched') result.fetched += 1;
    else if (outcome === 'stopped') result.stopped += 1;
    else if (outcome === 'retried') result.retried += 1;
    else {
      skippedAccounts.add(post.accountId);
      if (outcome.marked) result.reconnect.push(post.accountId);
    }
  }
  return result;
}

type Outcome = 'fetched' | 'stopped' | 'retried' | { reconnect: true; marked: boolean };

/**
 * The one read of a post's numbers, for the schedule and for "Refresh insights" alike: asks Instagram and stores the
 * numbers with the next due time `nextDue` picks. Graph errors are thrown to the caller, which knows what to do with them.
 */
async function readInsights(core: Core, post: PublishingPostRow, nextDue: (fetchedAt: Date) => Date | null, signal?: AbortSignal): Promise<PublishingPostRow> {
  const { token, graph } = await accountTokenFor(core, post.accountId);
  const numbers = await graph.insights(token, post.igMediaId as string, undefined, signal);
  const fetchedAt = core.now();
  const dueAt = nextDue(fetchedAt);
  await saveFetchedInsights(core.db, post.id, numbers, fetchedAt, dueAt);
  return { ...post, insights: numbers, insightsFetchedAt: fetchedAt, insightsDueAt: dueAt };
}

/** "Refresh insights" reads a post at most this often: Instagram's numbers barely move in minutes, its rate limit does. */
export const INSIGHTS_REFRESH_MIN_MS = 5 * 60_000;

/**
 * Reads a published post's insights now, when the creator asks (POST /publishing/posts/{id}/insights), through the
 * schedule's own read. Within INSIGHTS_REFRESH_MIN_MS of the last read the stored numbers are answered unchanged,
 * without calling Instagram. The schedule keeps its next read; only a read that was due already (this one replaces
 * it) moves on to the next one on the schedule. Failures are answered, not retried: the schedule retries by itself.
 */
export async function refreshPostInsights(core: Core, post: PublishingPostRow): Promise<PublishingPostRow> {
  if (post.status !== 'published' || !post.igMediaId || !post.publishedAt)
    throw new AppError('POST_NOT_EDITABLE', { status: post.status, reason: 'not_published' });
  const now = core.now();
  if (post.insightsFetchedAt && now.getTime() - post.insightsFetchedAt.getTime() < INSIGHTS_REFRESH_MIN_MS) return post;
  const publishedAt = post.publishedAt;
  const scheduled = post.insightsDueAt;
  const nextDue = (fetchedAt: Date) => (scheduled === null ? null : scheduled > fetchedAt ? scheduled : nextInsightsDue(publishedAt, fetchedAt));
  try {
    return await readInsights(core, post, nextDue);
  } catch (error) {
    if (!isGraphApiError(error)) throw error;
    if (error.kind === 'token_expired') {
      await markAccountNeedsReconnect(core, post.accountId);
      throw new AppError('PUBLISHING_RECONNECT_NEEDED', { account_id: post.accountId });
    }
    if (isGone(error)) {
      await setInsightsDue(core.db, post.id, null);
      throw new AppError('NOT_FOUND', { what: 'instagram_post' });
    }
    if (error.kind === 'rate_limited' || error.kind === 'quota_exceeded') throw new AppError('IG_RATE_LIMITED');
    throw new AppError('IG_UPSTREAM', { kind: error.kind });
  }
}

async function fetchOne(core: Core, post: PublishingPostRow, signal: AbortSignal | undefined): Promise<Outcome> {
  // Claimed rows are published with a media id and a publication time (the claim's filter).
  const publishedAt = post.publishedAt as Date;
  const retry = async (delayMs: number): Promise<Outcome> => {
    await setInsightsDue(core.db, post.id, retryInsightsDue(publishedAt, core.now(), delayMs));
    return 'retried';
  };
  try {
    await readInsights(core, post, (fetchedAt) => nextInsightsDue(publishedAt, fetchedAt), signal);
    return 'fetched';
  } catch (error) {
    if (error instanceof AppError && error.code === 'PUBLISHING_RECONNECT_NEEDED') {
      // accountTokenFor already marked it (expired or unreadable token); the post waits, still due.
      await setInsightsDue(core.db, post.id, core.now());
      return { reconnect: true, marked: false };
    }
    if (!isGraphApiError(error)) {
      core.logger.warn({ err: error, postId: post.id }, 'reading post insights failed; trying again later');
      return retry(INSIGHTS_RETRY_MS);
    }
    if (error.kind === 'token_expired') {
      const marked = await markAccountNeedsReconnect(core, post.accountId);
      await setInsightsDue(core.db, post.id, core.now());
      return { reconnect: true, marked };
    }
    if (isGone(error)) {
      core.logger.info({ postId: post.id }, 'post no longer on Instagram; its insights are not read again');
      await setInsightsDue(core.db, post.id, null);
      return 'stopped';
    }
    core.logger.warn({ postId: post.id, kind: error.kind, code: error.code, subcode: error.subcode }, 'reading post insights failed; trying again later');
    const slow = error.kind === 'rate_limited' || error.kind === 'permission' || error.kind === 'quota_exceeded';
    return retry(slow ? INSIGHTS_SLOW_RETRY_MS : INSIGHTS_RETRY_MS);
  }
}

const metric = (insights: Record<string, number> | null, ...names: string[]): number | null => {
  for (const name of names) {
    const value = insights?.[name];
    if (typeof value === 'number' && Number.isFinite(value)) return Math.round(value);
  }
  return null;
};

/**
 * A post's insights as the API shows them (postInsightsSchema), or null before the first read. A metric Instagram did
 * not send is null, not 0: "no number" and "nobody" are different things. Older reels report `plays` instead of views.
 */
export function postInsightsDto(row: Pick<PublishingPostRow, 'insights' | 'insightsFetchedAt'>): PostInsights | null {
  if (!row.insightsFetchedAt) return null;
  const insights = row.insights ?? null;
  return {
    views: metric(insights, 'views', 'plays'),
    reach: metric(insights, 'reach'),
    likes: metric(insights, 'likes'),
    comments: metric(insights, 'comments'),
    saved: metric(insights, 'saved'),
    shares: metric(insights, 'shares'),
    fetched_at: row.insightsFetchedAt.toISOString(),
  };
}
