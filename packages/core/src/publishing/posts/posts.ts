import {
  AppError,
  CAROUSEL_MAX,
  CAROUSEL_MIN,
  SCHEDULE_HORIZON_DAYS,
  createPostRequestSchema,
  listPostsQuerySchema,
  updatePostRequestSchema,
  type CreatePostRequest,
  type Post,
  type PublishKind,
  type UpdatePostRequest,
} from '@reelcraft/contract';
import type { z } from 'zod';
import type { Core } from '../../context.ts';
import { findSuggestionForUser } from '../../content/suggestions.repository.ts';
import { findUserImage } from '../../media-library/user-media.repository.ts';
import { findOwnPublishingAccount } from '../accounts/accounts.repository.ts';
import { requireGraph } from '../accounts/account-token.ts';
import { refreshPostInsights } from '../insights/fetch-insights.ts';
import { toPostDto } from './post-dto.ts';
import {
  accountUsername,
  findOwnPost,
  insertPost,
  listOwnPosts,
  updatePostIn,
  type PublishingPostChanges,
  type PublishingPostRow,
} from './posts.repository.ts';

/** A time this close to now (or just past it, a slow form) counts as "now". */
const NOW_SLACK_MS = 60_000;

const mediaInvalid = (reason: string, extra: Record<string, unknown> = {}) => new AppError('POST_MEDIA_INVALID', { reason, ...extra });

/**
 * Checks the post's media against its kind and the caller's ownership. Someone else's suggestion or photo is NOT_FOUND
 * exactly like a missing one. A suggestion with a video is a media item; a script without one is the post's source
 * only (its caption and hook; so the post's insights can be traced back to the script), with the creator's photos as
 * the media. Rules: reel = a ready suggestion with a video; story = that video or exactly one photo; carousel = 2–10
 * items (photos, plus the suggestion's video as the first item when it has one); image = one photo.
 */
async function checkMedia(core: Core, userId: string, kind: PublishKind, suggestionId: string | undefined, imageIds: string[]): Promise<void> {
  let videoItems = 0;
  if (suggestionId) {
    const suggestion = await findSuggestionForUser(core.db, userId, suggestionId);
    if (!suggestion || suggestion.archivedAt) throw new AppError('NOT_FOUND', { what: 'suggestion' });
    if (suggestion.status !== 'ready') throw mediaInvalid('suggestion_not_ready');
    if (suggestion.videoKey) videoItems = 1;
    else if (kind === 'reel' || imageIds.length === 0) throw mediaInvalid('no_video');
  }
  for (const id of imageIds) {
    if (!(await findUserImage(core.db, userId, id))) throw new AppError('NOT_FOUND', { what: 'image' });
  }
  const items = imageIds.length + videoItems;
  switch (kind) {
    case 'reel':
      if (imageIds.length > 0) throw mediaInvalid('photos_not_allowed');
      if (videoItems === 0) throw mediaInvalid('video_required');
      break;
    case 'story':
      if (items !== 1) throw mediaInvalid('one_item_required');
      break;
    case 'carousel':
      if (items < CAROUSEL_MIN || items > CAROUSEL_MAX) throw mediaInvalid('carousel_size', { min: CAROUSEL_MIN, max: CAROUSEL_MAX });
      break;
    case 'image':
      if (videoItems > 0 || imageIds.length !== 1) throw mediaInvalid('one_photo_required');
      break;
  }
}

/** When to publish: null or absent = now; more than a minute in the past or beyond the horizon is refused. */
function publishTime(core: Core, value: string | null | undefined): { at: Date; now: boolean } {
  const now = core.now();
  if (value === null || value === undefined) return { at: now, now: true };
  const at = new Date(value);
  if (at.getTime() < now.getTime() - NOW_SLACK_MS) throw new AppError('POST_TIME_INVALID', { reason: 'past' });
  if (at.getTime() > now.getTime() + SCHEDULE_HORIZON_DAYS * 86_400_000)
    throw new AppError('POST_TIME_INVALID', { reason: 'too_far', max_days: SCHEDULE_HORIZON_DAYS });
  return { at: at.getTime() < now.getTime() ? now : at, now: at.getTime() <= now.getTime() };
}

/** Sends the post's job now (publish now, a retry, a time moved to now); the tick sends the others when due. */
async function sendPublishJob(core: Core, postId: string): Promise<void> {
  await core.queue.send('publish-post', { post_id: postId });
}

async function dto(core: Core, post: PublishingPostRow): Promise<Post> {
  return toPostDto(core, post, await accountUsername(core.db, post.accountId));
}

async function ownPost(core: Core, userId: string, id: string): Promise<PublishingPostRow> {
  const post = await findOwnPost(core.db, userId, id);
  if (!post) throw new AppError('NOT_FOUND');
  return post;
}

async function activeAccount(core: Core, userId: string, accountId: string) {
  requireGraph(core);
  const account = await findOwnPublishingAccount(core.db, userId, accountId);
  if (!account) throw new AppError('NOT_FOUND', { what: 'account' });
  if (account.status !== 'active') throw new AppError('PUBLISHING_RECONNECT_NEEDED', { account_id: account.id });
  return account;
}

/** POST /publishing/posts: a post now (its job is sent at once) or at a time (the tick sends it when due). */
export async function createPost(core: Core, userId: string, input: z.input<typeof createPostRequestSchema> | CreatePostRequest): Promise<Post> {
  const request = createPostRequestSchema.parse(input);
  const account = await activeAccount(core, userId, request.account_id);
  await checkMedia(core, userId, request.kind, request.suggestion_id, request.image_ids);
  const when = publishTime(core, request.publish_at);
  const post = await insertPost(core.db, {
    userId,
    accountId: account.id,
    kind: request.kind,
    status: 'scheduled',
    stage: when.now ? 'queued' : null,
    queuedAt: when.now ? core.now() : null,
    caption: request.caption,
    shareToFeed: request.share_to_feed,
    collaborators: request.collaborators,
    coverOffsetMs: request.cover_offset_ms ?? null,
    publishAt: when.at,
    timeZone: request.time_zone,
    suggestionId: request.suggestion_id ?? null,
    imageIds: request.image_ids,
  });
  if (when.now) await sendPublishJob(core, post.id);
  return toPostDto(core, post, account.username);
}

/** GET /publishing/posts?from&to[&status]: the calendar's window. */
export async function listPosts(core: Core, userId: string, input: z.input<typeof listPostsQuerySchema>): Promise<Post[]> {
  const query = listPostsQuerySchema.parse(input);
  const rows = await listOwnPosts(core.db, userId, { from: new Date(query.from), to: new Date(query.to), status: query.status });
  return Promise.all(rows.map(({ post, username }) => toPostDto(core, post, username)));
}

export async function getPost(core: Core, userId: string, id: string): Promise<Post> {
  return dto(core, await ownPost(core, userId, id));
}

const EDITABLE = ['scheduled', 'failed'] as const;

/**
 * PATCH /publishing/posts/{id}: only a scheduled or failed post. Caption and options changes drop containers made
 * with the old ones (Instagram bakes them in), unless a publish was already asked for (then they are refused: the
 * post may be on Instagram). A failed post stays failed after an edit (Retry sends it) — unless its time is moved:
 * a new time reschedules it (failure cleared), as dragging it in the calendar means "post it then".
 */
export async function updatePost(core: Core, userId: string, id: string, input: z.input<typeof updatePostRequestSchema> | UpdatePostRequest): Promise<Post> {
  const request = updatePostRequestSchema.parse(input);
  const post = await ownPost(core, userId, id);
  if (!(EDITABLE as readonly string[]).includes(post.status)) throw new AppError('POST_NOT_EDITABLE', { status: post.status });
  const changes: PublishingPostChanges = {};
  if (request.caption !== undefined) changes.caption = request.caption;
  if (request.share_to_feed !== undefined) changes.shareToFeed = request.share_to_feed;
  if (request.collaborators !== undefined) changes.collaborators = request.collaborators;
  if (request.cover_offset_ms !== undefined) changes.coverOffsetMs = request.cover_offset_ms;
  if (request.time_zone !== undefined) changes.timeZone = request.time_zone;
  const contentChanged = ['caption', 'shareToFeed', 'collaborators', 'coverOffsetMs'].some((key) => key in changes);
  if (contentChanged) {
    if (post.publishRequestedAt) throw new AppError('POST_NOT_EDITABLE', { status: post.status, reason: 'publish_requested' });
    Object.assign(changes, { containerId: null, containerCreatedAt: null, childContainerIds: [] });
  }
  let sendNow = false;
  if (request.publish_at !== undefined) {
    const when = publishTime(core, request.publish_at);
    Object.assign(changes, { publishAt: when.at, nextAttemptAt: null, failureReason: null, failureSubcode: null, status: 'scheduled' });
    // A job already sent finds the post not due and leaves it; the tick (or the job sent here) takes it at its time.
    Object.assign(changes, when.now ? { queuedAt: core.now(), stage: 'queued' } : { queuedAt: null, stage: null });
    sendNow = when.now;
  }
  await activeAccountIfRescheduling(core, userId, post, changes);
  const updated = await updatePostIn(core.db, post.id, EDITABLE, changes);
  if (!updated) throw new AppError('POST_NOT_EDITABLE', { status: (await ownPost(core, userId, id)).status });
  if (sendNow) await sendPublishJob(core, updated.id);
  return dto(core, updated);
}

/** Rescheduling onto an account that needs reconnecting would only fail later: refused now. */
async function activeAccountIfRescheduling(core: Core, userId: string, post: PublishingPostRow, changes: PublishingPostChanges): Promise<void> {
  if (changes.status === 'scheduled') await activeAccount(core, userId, post.accountId);
}

/** DELETE /publishing/posts/{id}: a scheduled or failed post is cancelled (kept, shown as cancelled when asked for). */
export async function cancelPost(core: Core, userId: string, id: string): Promise<Post> {
  const post = await ownPost(core, userId, id);
  const cancelled = await updatePostIn(core.db, post.id, EDITABLE, { status: 'cancelled', stage: null, queuedAt: null, nextAttemptAt: null });
  if (!cancelled) throw new AppError('POST_NOT_EDITABLE', { status: (await ownPost(core, userId, id)).status });
  return dto(core, cancelled);
}

/** POST /publishing/posts/{id}/retry: a failed post is scheduled for now, its failure cleared, and its job sent. */
export async function retryPost(core: Core, userId: string, id: string): Promise<Post> {
  const post = await ownPost(core, userId, id);
  if (post.status !== 'failed') throw new AppError('POST_NOT_EDITABLE', { status: post.status });
  await activeAccount(core, userId, post.accountId);
  const now = core.now();
  const retried = await updatePostIn(core.db, post.id, ['failed'], {
    status: 'scheduled',
    stage: 'queued',
    publishAt: now,
    queuedAt: now,
    nextAttemptAt: null,
    failureReason: null,
    failureSubcode: null,
  });
  if (!retried) throw new AppError('POST_NOT_EDITABLE', { status: (await ownPost(core, userId, id)).status });
  await sendPublishJob(core, retried.id);
  return dto(core, retried);
}

/**
 * POST /publishing/posts/{id}/insights: the creator's own published post's numbers read now ("Refresh insights"),
 * or the stored ones when they were read in the last five minutes. Someone else's post is NOT_FOUND like a missing one.
 */
export async function refreshInsights(core: Core, userId: string, id: string): Promise<Post> {
  return dto(core, await refreshPostInsights(core, await ownPost(core, userId, id)));
}
