import { AppError, type PostFailureReason } from '@reelcraft/contract';
import type { Core } from '../../context.ts';
import { recordPublishingQuota } from '../accounts/accounts.repository.ts';
import { accountTokenFor, markAccountNeedsReconnect } from '../accounts/account-token.ts';
import { GraphApiError, waitForContainer, type ContainerInput, type GraphMedia, type InstagramGraphClient } from '../graph/index.ts';
import { PostFailure, reasonForSubcode } from './failure-reasons.ts';
import { prepareMedia, type PreparedItem } from './prepare-media.ts';
import { publishingMediaUrl } from './publishing-media.ts';
import { claimPost, recordedMediaIds, updatePostInAttempt, type PostAttempt, type PublishingPostRow } from './posts.repository.ts';

/** What the job tells the publishing code about its run (the queue's JobContext, narrowed). */
export interface PublishRun {
  signal: AbortSignal;
  /** True when a throw will not be retried: then a transient failure fails the post with its reason instead. */
  isLastAttempt: boolean;
}

/** A job sent a little early (clock skew between processes) still takes its post. */
const CLAIM_SLACK_MS = 5_000;
/** How long a post waits before asking again when Instagram's 24 h quota is used up. */
const QUOTA_WAIT_MS = 30 * 60_000;
/** After this long past its time, a post still refused by the quota fails (quota_reached) instead of waiting on. */
const QUOTA_GIVE_UP_MS = 24 * 3_600_000;
/** Insights are first fetched an hour after publishing (helper D's insights step reads insights_due_at). */
const FIRST_INSIGHTS_AFTER_MS = 3_600_000;

/** Raised inside a run to stop it after the post was put back to wait (nothing failed). */
class PostWaits extends Error {}

/**
 * The `publish-post` job: one post to Instagram in steps, each recorded before the next, so that a retry or a worker
 * killed mid-step resumes where it was and never publishes twice:
 *   claim (scheduled → publishing, attempts + 1) → quota → prepared media (`media_keys`) → containers
 *   (`child_container_ids` one by one, then `container_id`) → processing → `publish_requested_at` → media_publish →
 *   `ig_media_id`, `permalink`, `published_at`.
 * Once `publish_requested_at` is set, a new attempt first asks Instagram (the container's status, then the account's
 * latest media) and publishes only if the container is still unpublished — and then the same container, which
 * Instagram publishes at most once. Stages for the UI: preparing, uploading, processing, publishing (queued and
 * waiting_quota are set outside a run).
 */
export async function runPublishPost(core: Core, postId: string, run: PublishRun): Promise<void> {
  const claimed = await claimPost(core.db, postId, core.now(), CLAIM_SLACK_MS);
  // Published, cancelled, failed, or moved to a later time since the job was sent: nothing to do.
  if (!claimed) return;
  const owner: PostAttempt = { id: claimed.id, attempt: claimed.attempts };
  const log = core.logger.child({ postId: claimed.id, attempt: claimed.attempts });
  let post = claimed;
  try {
    const { account, token, graph } = await accountTokenFor(core, post.accountId);
    const step = new Steps(core, graph, token, account.igUserId, owner, run.signal);
    post = await step.publish(post);
    log.info({ mediaId: post.igMediaId }, 'post published');
  } catch (error) {
    if (error instanceof PostWaits) return;
    await settleFailure(core, owner, error, run, log);
  }
}

/** The steps of one attempt, each write guarded by the attempt (a stale attempt stops at its next write). */
class Steps {
  constructor(
    private readonly core: Core,
    private readonly graph: InstagramGraphClient,
    private readonly token: string,
    private readonly igUserId: string,
    private readonly owner: PostAttempt,
    private readonly signal: AbortSignal,
  ) {}

  /** Writes the changes if this attempt still holds the post; otherwise stops the attempt quietly. */
  private async save(values: Parameters<typeof updatePostInAttempt>[2]): Promise<PublishingPostRow> {
    const row = await updatePostInAttempt(this.core.db, this.owner, values);
    if (!row) throw new PostWaits('a newer attempt or the creator took the post');
    return row;
  }

  async publish(start: PublishingPostRow): Promise<PublishingPostRow> {
    let post = start;
    if (post.igMediaId) return this.recordPublished(post, { id: post.igMediaId, permalink: post.permalink ?? undefined });
    if (post.publishRequestedAt && post.containerId) {
      const found = await this.publishedAlready(post);
      if (found) return this.recordPublished(post, found);
    }
    if (!post.containerId || !post.publishRequestedAt) await this.checkQuota(post);
    if (post.mediaKeys.length === 0) {
      post = await this.save({ stage: 'preparing' });
      const items = await prepareMedia(this.core, post, this.signal);
      post = await this.save({ mediaKeys: items.map((item) => item.storageKey) });
    }
    const items = itemsOf(post);
    // An expired container is made again once; a second expiry in one attempt is left to the retry policy.
    for (let round = 0; ; round++) {
      await this.createContainers(post, items);
      post = await this.save({ stage: 'processing' });
      const outcome = await this.waitProcessed(post);
      if (outcome === 'finished') break;
      if (outcome === 'published') {
        const found = await this.findPublishedMedia(post);
        if (found) return this.recordPublished(post, found);
        throw new GraphApiError('the container is published but its media was not found yet', { kind: 'server', retryable: true });
      }
      if (round > 0) throw new GraphApiError('the container expired again', { kind: 'container_failed', subcode: 2207020 });
      post = await this.save({ containerId: null, containerCreatedAt: null, childContainerIds: [], publishRequestedAt: null });
    }
    post = await this.save({ stage: 'publishing', publishRequestedAt: post.publishRequestedAt ?? this.core.now() });
    let mediaId: string;
    try {
      mediaId = await this.graph.publish(this.token, this.igUserId, post.containerId!, this.signal);
    } catch (error) {
      // The answer may be lost after Instagram published (a 500, a dropped connection, or our own retry refused as
      // "already published"): ask Instagram before anything else.
      const found = await this.publishedAlready(post).catch(() => undefined);
      if (found) return this.recordPublished(post, found);
      throw error;
    }
    return this.recordPublished(post, { id: mediaId });
  }

  /** Instagram's 24 h quota, read before anything is created; used up → the post waits (scheduled, waiting_quota). */
  private async checkQuota(post: PublishingPostRow): Promise<void> {
    const limit = await this.graph.publishingLimit(this.token, this.igUserId, this.signal);
    await recordPublishingQuota(this.core.db, post.accountId, limit.quotaUsage, limit.quotaTotal);
    if (limit.remaining <= 0) await this.waitForQuota(post);
  }

  async waitForQuota(post: PublishingPostRow): Promise<never> {
    const now = this.core.now();
    if (now.getTime() - post.publishAt.getTime() > QUOTA_GIVE_UP_MS) throw new PostFailure('quota_reached', 'still over the quota a day later', 2207042);
    const row = await updatePostInAttempt(this.core.db, this.owner, {
      status: 'scheduled',
      stage: 'waiting_quota',
      nextAttemptAt: new Date(now.getTime() + QUOTA_WAIT_MS),
      queuedAt: null,
    });
    if (row) this.core.logger.info({ postId: post.id }, 'publishing quota used up; the post waits');
    throw new PostWaits('waiting for the quota');
  }

  /** Creates what is missing: each carousel item's container (saved as soon as it exists), then the post's own. */
  private async createContainers(start: PublishingPostRow, items: PreparedItem[]): Promise<PublishingPostRow> {
    let post = start;
    if (post.containerId) return post;
    post = await this.save({ stage: 'uploading' });
    const url = (index: number) => publishingMediaUrl(this.core, post.id, index);
    const media = (index: number) => (items[index]!.type === 'video' ? { videoUrl: url(index) } : { imageUrl: url(index) });
    let input: ContainerInput;
    if (post.kind === 'carousel') {
      const children = [...post.childContainerIds];
      for (let index = children.length; index < items.length; index++) {
        children.push(await this.graph.createContainer(this.token, this.igUserId, { kind: 'carouselItem', ...media(index) }, this.signal));
        post = await this.save({ childContainerIds: [...children] });
      }
      input = { kind: 'carousel', children, caption: post.caption, collaborators: post.collaborators };
    } else if (post.kind === 'reel') {
      input = {
        kind: 'reel',
        videoUrl: url(0),
        caption: post.caption,
        shareToFeed: post.shareToFeed,
        collaborators: post.collaborators,
        ...(post.coverOffsetMs !== null ? { thumbOffsetMs: post.coverOffsetMs } : {}),
      };
    } else if (post.kind === 'story') {
      input = { kind: 'story', ...media(0) };
    } else {
      input = { kind: 'image', imageUrl: url(0), caption: post.caption };
    }
    const containerId = await this.graph.createContainer(this.token, this.igUserId, input, this.signal);
    return this.save({ containerId, containerCreatedAt: this.core.now() });
  }

  /** Polls with backoff until FINISHED; EXPIRED → 'expired' (make anew), PUBLISHED → 'published', ERROR → failure. */
  private async waitProcessed(post: PublishingPostRow): Promise<'finished' | 'expired' | 'published'> {
    try {
      await waitForContainer(this.graph, this.token, post.containerId!, { signal: this.signal, ...pollTimings(this.core) });
      return 'finished';
    } catch (error) {
      if (!(error instanceof GraphApiError) || error.kind !== 'container_failed') throw error;
      const status = await this.graph.containerStatus(this.token, post.containerId!, this.signal);
      if (status.statusCode === 'EXPIRED') return 'expired';
      if (status.statusCode === 'PUBLISHED') return 'published';
      let subcode = status.subcode;
      // A carousel in ERROR says which item failed only in that item's own status.
      for (const child of post.childContainerIds) {
        if (subcode !== undefined) break;
        subcode = (await this.graph.containerStatus(this.token, child, this.signal)).subcode;
      }
      throw new PostFailure(reasonForSubcode(subcode, 'processing_failed'), `the container ended in ERROR (${status.status ?? 'no status'})`, subcode);
    }
  }

  /** After a publish was asked for: the media if Instagram did publish the container, else undefined. */
  private async publishedAlready(post: PublishingPostRow): Promise<GraphMedia | undefined> {
    const status = await this.graph.containerStatus(this.token, post.containerId!, this.signal);
    if (status.statusCode !== 'PUBLISHED') return undefined;
    const found = await this.findPublishedMedia(post);
    if (!found) throw new GraphApiError('the container is published but its media was not found yet', { kind: 'server', retryable: true });
    return found;
  }

  /**
   * Which of the account's latest media our container became: the newest with our caption that no other post of ours
   * has recorded (Graph does not name a media's container).
   */
  private async findPublishedMedia(post: PublishingPostRow): Promise<GraphMedia | undefined> {
    // Instagram lists stories only under /stories (and only for 24 h), everything else under /media.
    const [recent, taken] = await Promise.all([
      this.graph.recentMedia(this.token, this.igUserId, 25, this.signal, post.kind === 'story' ? 'stories' : 'media'),
      recordedMediaIds(this.core.db, post.accountId),
    ]);
    // Published after our request (with room for clock skew), so an older post with the same caption is never taken.
    const since = (post.publishRequestedAt?.getTime() ?? 0) - 5 * 60_000;
    return recent.find(
      (media) =>
        !taken.has(media.id) &&
        (media.timestamp === undefined || media.timestamp.getTime() >= since) &&
        (post.kind === 'story' || (media.caption ?? '') === post.caption),
    );
  }

  private async recordPublished(post: PublishingPostRow, media: Pick<GraphMedia, 'id' | 'permalink'>): Promise<PublishingPostRow> {
    // The id first: from here on nothing may publish again, even if reading the permalink fails.
    await this.save({ igMediaId: media.id });
    const permalink = media.permalink ?? (await this.graph.media(this.token, media.id, this.signal)).permalink ?? null;
    const now = this.core.now();
    const published = await this.save({
      status: 'published',
      stage: null,
      permalink,
      publishedAt: now,
      insightsDueAt: new Date(now.getTime() + FIRST_INSIGHTS_AFTER_MS),
      failureReason: null,
      failureSubcode: null,
    });
    await removePreparedPhotos(this.core, published);
    return published;
  }
}

/**
 * Instagram has its copy: the JPEGs made for the post are deleted (best effort; account deletion removes the folder
 * anyway). The suggestion's video is the creator's and stays.
 */
async function removePreparedPhotos(core: Core, post: PublishingPostRow): Promise<void> {
  for (const key of post.mediaKeys.filter((candidate) => candidate.startsWith(`users/${post.userId}/publishing/${post.id}/`))) {
    await core.storage.delete(key).catch((error: unknown) => core.logger.warn({ err: error, postId: post.id }, 'prepared photo not deleted'));
  }
}

function itemsOf(post: PublishingPostRow): PreparedItem[] {
  // The video (if any) is the first prepared item; photos are stored as JPEGs.
  return post.mediaKeys.map((storageKey) => ({ storageKey, type: storageKey.endsWith('.jpg') ? 'image' : 'video' }));
}

/** Instagram needs seconds to minutes; the test profile polls fast so tests do not wait on real-life backoff. */
function pollTimings(core: Core) {
  return core.config.RENDER_PROFILE === 'test' ? { firstDelayMs: 100, maxDelayMs: 500 } : {};
}

/**
 * The end of an attempt that threw. What Instagram refused fails the post with its reason; an expired token also
 * marks the account; a used-up quota puts the post back to wait; Instagram's own trouble (5xx, network, rate limits,
 * a container still processing, our deadline) is thrown for the queue to retry with backoff, and only the last
 * attempt fails the post (instagram_unavailable, rate_limited, processing_failed).
 */
async function settleFailure(core: Core, owner: PostAttempt, error: unknown, run: PublishRun, log: Core['logger']): Promise<void> {
  let reason: PostFailureReason;
  let subcode: number | undefined;
  if (error instanceof PostFailure) {
    [reason, subcode] = [error.reason, error.subcode];
  } else if (error instanceof AppError && error.code === 'PUBLISHING_RECONNECT_NEEDED') {
    reason = 'reconnect_needed';
  } else if (error instanceof AppError && error.code === 'NOT_FOUND') {
    reason = 'reconnect_needed';
  } else if (error instanceof GraphApiError) {
    subcode = error.subcode;
    switch (error.kind) {
      case 'token_expired': {
        reason = 'reconnect_needed';
        const post = await updatePostInAttempt(core.db, owner, {});
        if (post) await markAccountNeedsReconnect(core, post.accountId);
        break;
      }
      case 'quota_exceeded': {
        const post = await updatePostInAttempt(core.db, owner, {});
        if (!post) return;
        const now = core.now();
        if (now.getTime() - post.publishAt.getTime() <= QUOTA_GIVE_UP_MS) {
          await updatePostInAttempt(core.db, owner, {
            status: 'scheduled',
            stage: 'waiting_quota',
            nextAttemptAt: new Date(now.getTime() + QUOTA_WAIT_MS),
            queuedAt: null,
          });
          return;
        }
        reason = 'quota_reached';
        break;
      }
      case 'media_rejected':
      case 'container_failed':
        reason = reasonForSubcode(error.subcode);
        break;
      case 'permission':
        reason = 'permission';
        break;
      case 'rate_limited':
        if (!run.isLastAttempt) throw error;
        reason = 'rate_limited';
        break;
      case 'not_ready':
        if (!run.isLastAttempt) throw error;
        reason = 'processing_failed';
        break;
      case 'server':
      case 'network':
        if (!run.isLastAttempt) throw error;
        reason = 'instagram_unavailable';
        break;
      default:
        reason = 'unknown';
    }
  } else {
    // Our deadline, a shutdown, a storage hiccup: the queue tries again; the last attempt says so.
    if (!run.isLastAttempt) throw error;
    reason = run.signal.aborted ? 'instagram_unavailable' : 'unknown';
  }
  log.warn({ reason, subcode, err: error }, 'publishing failed');
  const current = await updatePostInAttempt(core.db, owner, {});
  if (!current) return;
  // Containers Instagram refused or that errored cannot be used again; ones not yet published may be (a retry after
  // reconnecting or when Instagram is back resumes them). After a publish was asked for nothing is cleared.
  const keepContainers = current.publishRequestedAt !== null || ['reconnect_needed', 'instagram_unavailable', 'rate_limited', 'permission'].includes(reason);
  await updatePostInAttempt(core.db, owner, {
    status: 'failed',
    stage: null,
    failureReason: reason,
    failureSubcode: subcode ?? null,
    queuedAt: null,
    ...(keepContainers ? {} : { containerId: null, containerCreatedAt: null, childContainerIds: [] }),
  });
}
