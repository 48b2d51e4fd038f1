import { createHash } from 'node:crypto';
import { containerState } from './containers.ts';
import { GraphFakeError, invalidParam, mediaError, noPermission, notFound } from './errors.ts';
import { ok, pickFields, type RouteAnswer, type RouteContext } from './route.ts';
import type { FakeGraphPost } from './types.ts';

const SHORTCODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * `POST /{ig-user-id}/media_publish?creation_id=…`: only a FINISHED container of this account, only once (a used
 * container is refused, so a retried publish cannot post twice), within the rolling 24 h publishing quota.
 */
export function publish(context: RouteContext, pathId: string): RouteAnswer {
  const { state, options, params } = context;
  const { token, account } = state.authenticate(context.token);
  state.ownAccount(pathId, account);
  state.requireScope(token, 'instagram_business_content_publish');
  if (account.accountType === 'PERSONAL') throw noPermission();
  if (!params.creation_id) throw invalidParam('The parameter creation_id is required');
  const container = state.containers.get(params.creation_id);
  if (!container || container.userId !== account.userId || container.kind === 'CAROUSEL_ITEM') throw notFound(params.creation_id);
  const status = containerState(state, container);
  if (status === 'PUBLISHED') throw mediaError(2207008);
  if (status === 'EXPIRED') throw mediaError(2207020);
  if (status === 'ERROR') throw mediaError(container.error?.subcode ?? 2207032);
  if (status === 'IN_PROGRESS') throw mediaError(2207027);
  if (state.publishedInWindow(account.userId) >= (options.publishQuota ?? 50)) throw mediaError(2207042);

  const id = state.nextId('180');
  const digest = createHash('sha256').update(id).digest();
  const shortcode = Array.from(digest.subarray(0, 11), (byte) => SHORTCODE_ALPHABET[byte % 64]).join('');
  const productType = container.kind === 'REELS' ? 'REELS' : container.kind === 'STORIES' ? 'STORY' : 'FEED';
  const permalink =
    productType === 'STORY'
      ? `https://www.instagram.com/stories/${account.username}/${id}/`
      : `https://www.instagram.com/${productType === 'REELS' ? 'reel' : 'p'}/${shortcode}/`;
  const post: FakeGraphPost = {
    id,
    userId: account.userId,
    containerId: container.id,
    mediaType: container.kind === 'CAROUSEL' ? 'CAROUSEL_ALBUM' : container.mediaType === 'VIDEO' ? 'VIDEO' : 'IMAGE',
    productType,
    caption: container.params.caption ?? '',
    shortcode,
    permalink,
    publishedAt: state.now(),
    children: container.children,
  };
  state.posts.set(id, post);
  container.publishedMediaId = id;
  for (const childId of container.children) {
    const child = state.containers.get(childId);
    if (child) child.publishedMediaId = id;
  }
  return ok({ id });
}

/** `GET /{ig-user-id}/content_publishing_limit?fields=quota_usage,config`. */
export function publishingLimit(context: RouteContext, pathId: string): RouteAnswer {
  const { state, options } = context;
  const { account } = state.authenticate(context.token);
  state.ownAccount(pathId, account);
  const all = { quota_usage: state.publishedInWindow(account.userId), config: { quota_total: options.publishQuota ?? 50, quota_duration: 86_400 } };
  return ok({ data: [pickFields(all, context.params.fields, ['quota_usage'])] });
}

/** `GET /{media-id}?fields=…` for a published post. */
export function mediaAnswer(context: RouteContext, post: FakeGraphPost, username: string): RouteAnswer {
  const all = {
    id: post.id,
    media_type: post.mediaType,
    media_product_type: post.productType,
    permalink: post.permalink,
    shortcode: post.shortcode,
    caption: post.caption,
    username,
    // Graph's timestamp format: ISO 8601 with a +0000 offset and no milliseconds.
    timestamp: new Date(post.publishedAt).toISOString().replace(/\.\d{3}Z$/, '+0000'),
    like_count: metricsOf(context, post).likes,
    comments_count: metricsOf(context, post).comments,
  };
  return ok(pickFields(all, context.params.fields, ['id']));
}

const METRICS = ['views', 'reach', 'likes', 'comments', 'saved', 'shares', 'total_interactions'] as const;

/** Deterministic numbers that grow with the hours since publishing (by the fake's clock), different per post. */
function metricsOf(context: RouteContext, post: FakeGraphPost): Record<(typeof METRICS)[number], number> {
  const hours = Math.max(0, (context.state.now() - post.publishedAt) / 3_600_000);
  const weight = 1 + (createHash('sha256').update(post.id).digest()[0]! % 5);
  const views = Math.floor(weight * 120 * Math.sqrt(hours));
  const likes = Math.floor(views * 0.06);
  const comments = Math.floor(views * 0.005);
  const saved = Math.floor(views * 0.01);
  const shares = Math.floor(views * 0.008);
  return { views, reach: Math.floor(views * 0.8), likes, comments, saved, shares, total_interactions: likes + comments + saved + shares };
}

/** `GET /{media-id}/insights?metric=views,reach,…` (needs the insights scope). */
export function insights(context: RouteContext, post: FakeGraphPost): RouteAnswer {
  const { token } = context.state.authenticate(context.token);
  context.state.requireScope(token, 'instagram_business_manage_insights');
  const asked = (context.params.metric ?? '').split(',').filter(Boolean);
  if (asked.length === 0) throw invalidParam('The parameter metric is required');
  const unknown = asked.find((metric) => !(METRICS as readonly string[]).includes(metric));
  if (unknown) throw new GraphFakeError(400, 100, `(#100) metric[${asked.indexOf(unknown)}] must be one of the following values: ${METRICS.join(', ')}`);
  const values = metricsOf(context, post);
  const data = asked.map((name) => ({
    name,
    period: 'lifetime',
    values: [{ value: values[name as (typeof METRICS)[number]] }],
    title: name,
    id: `${post.id}/insights/${name}/lifetime`,
  }));
  return ok({ data });
}

/**
 * `GET /{ig-user-id}/media?fields=id,permalink,timestamp,caption&limit=N`: the account's published media, newest
 * first (Instagram pages with cursors; the fake answers one page of at most `limit`, default 25).
 */
/**
 * `GET /{ig-user-id}/media` (feed posts and reels; Instagram leaves stories out) or, with `stories`, `GET
 * /{ig-user-id}/stories` (stories of the last 24 h of the fake's clock).
 */
export function listMedia(context: RouteContext, pathId: string, edge: 'media' | 'stories' = 'media'): RouteAnswer {
  const { state, params } = context;
  const { account } = state.authenticate(context.token);
  state.ownAccount(pathId, account);
  const limit = Math.min(100, Math.max(1, Number(params.limit ?? 25) || 25));
  const posts = [...state.posts.values()]
    .filter((post) => post.userId === account.userId)
    .filter((post) => (edge === 'stories' ? post.productType === 'STORY' && state.now() - post.publishedAt < 86_400_000 : post.productType !== 'STORY'))
    .sort((a, b) => b.publishedAt - a.publishedAt || b.id.localeCompare(a.id))
    .slice(0, limit);
  const data = posts.map((post) => {
    const all = {
      id: post.id,
      media_type: post.mediaType,
      media_product_type: post.productType,
      permalink: post.permalink,
      shortcode: post.shortcode,
      caption: post.caption,
      timestamp: new Date(post.publishedAt).toISOString().replace(/\.\d{3}Z$/, '+0000'),
    };
    return pickFields(all, params.fields, ['id']);
  });
  return ok({ data, paging: { cursors: { before: 'b', after: 'a' } } });
}
