import { GraphFakeError, invalidParam, mediaError, noPermission } from './errors.ts';
import { acceptedVideoCodecs, probeMedia } from './media-probe.ts';
import { ok, pickFields, type RouteAnswer, type RouteContext } from './route.ts';
import { DAY_MS, type FakeGraphContainer, type FakeGraphContainerKind, type FakeGraphStatusCode } from './types.ts';
import type { GraphState } from './state.ts';

const STATUS_TEXT: Record<FakeGraphStatusCode, string> = {
  IN_PROGRESS: 'In Progress: Media is still being processed.',
  FINISHED: 'Finished: Media has been uploaded and it is ready to be published.',
  ERROR: 'Error: Media upload has failed.',
  EXPIRED: 'Expired: The container was not published within 24 hours.',
  PUBLISHED: 'Published: The media has been published.',
};

/** A container's state by the fake's clock and the status requests it has had (carousels follow their items). */
export function containerState(state: GraphState, container: FakeGraphContainer): FakeGraphStatusCode {
  if (container.publishedMediaId) return 'PUBLISHED';
  if (container.error) return 'ERROR';
  if (state.now() >= container.createdAt + DAY_MS) return 'EXPIRED';
  const children = container.children.map((id) => state.containers.get(id)).filter((child) => child !== undefined);
  const childStates = children.map((child) => containerState(state, child));
  if (childStates.includes('ERROR')) return 'ERROR';
  if (childStates.includes('IN_PROGRESS') || container.polls < container.processingPolls) return 'IN_PROGRESS';
  return 'FINISHED';
}

/** `GET /{container-id}?fields=status_code,status`: each request is one poll (for a carousel's items too). */
export function containerStatusAnswer(state: GraphState, container: FakeGraphContainer, fields: string | undefined): RouteAnswer {
  const code = containerState(state, container);
  // Counted after answering, so that `processingPolls` of them answer IN_PROGRESS.
  container.polls++;
  for (const id of container.children) {
    const child = state.containers.get(id);
    if (child) child.polls++;
  }
  const status = code === 'ERROR' && container.error ? `Error: ${container.error.message} (${container.error.subcode})` : STATUS_TEXT[code];
  return ok(pickFields({ id: container.id, status_code: code, status }, fields, ['id']));
}

function flag(value: string | undefined, name: string): void {
  if (value !== undefined && value !== 'true' && value !== 'false') throw invalidParam(`Param ${name} must be a boolean`);
}

function listParam(value: string | undefined): string[] {
  if (!value) return [];
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    const parsed: unknown = JSON.parse(trimmed);
    if (!Array.isArray(parsed)) throw invalidParam('Param must be an array');
    return parsed.map(String);
  }
  return trimmed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * `POST /{ig-user-id}/media`: image, REELS, STORIES, carousel items and CAROUSEL containers. The media is fetched
 * from its URL at once: a non-JPEG image or cover is refused outright (2207005), and so is a feed or carousel photo
 * outside 4:5…1.91:1 (2207009); an unreachable URL (2207052) or a video that is not H.264/AAC MP4 (2207026) gives a
 * container that ends in ERROR, as Instagram's asynchronous processing does.
 */
export async function createContainer(context: RouteContext, pathId: string): Promise<RouteAnswer> {
  const { state, options, params } = context;
  const { token, account } = state.authenticate(context.token);
  state.ownAccount(pathId, account);
  state.requireScope(token, 'instagram_business_content_publish');
  if (account.accountType === 'PERSONAL') throw noPermission();
  if (state.containersInWindow(account.userId) >= (options.containerQuota ?? 400)) {
    throw new GraphFakeError(400, 9, 'You have created the maximum number of containers allowed in 24 hours.', 2207042);
  }
  if ((params.caption ?? '').length > 2200 || (params.caption ?? '').split('#').length - 1 > 30) throw mediaError(2207010);
  const isItem = params.is_carousel_item === 'true';
  const type = params.media_type;
  let kind: FakeGraphContainerKind;
  let mediaType: FakeGraphContainer['mediaType'];
  if (type === 'CAROUSEL') [kind, mediaType] = ['CAROUSEL', 'CAROUSEL'];
  else if (type === 'REELS') [kind, mediaType] = [isItem ? 'CAROUSEL_ITEM' : 'REELS', 'VIDEO'];
  else if (type === 'STORIES') [kind, mediaType] = ['STORIES', params.video_url ? 'VIDEO' : 'IMAGE'];
  else if (type === 'VIDEO' && isItem) [kind, mediaType] = ['CAROUSEL_ITEM', 'VIDEO'];
  else if (type === undefined || type === 'IMAGE') [kind, mediaType] = [isItem ? 'CAROUSEL_ITEM' : 'IMAGE', 'IMAGE'];
  else throw mediaError(2207023);

  const container: FakeGraphContainer = {
    id: state.nextId('179'),
    userId: account.userId,
    kind,
    mediaType,
    createdAt: state.now(),
    polls: 0,
    processingPolls: mediaType === 'VIDEO' ? (options.videoProcessingPolls ?? 2) : mediaType === 'IMAGE' ? (options.imageProcessingPolls ?? 0) : 0,
    children: [],
    params: { ...params },
  };
  delete container.params.access_token;

  if (kind === 'CAROUSEL') {
    container.children = carouselChildren(state, params.children, account.userId);
  } else if (mediaType === 'VIDEO') {
    flag(params.share_to_feed, 'share_to_feed');
    if (params.thumb_offset !== undefined && !/^\d+$/.test(params.thumb_offset)) throw invalidParam('Param thumb_offset must be a non-negative integer');
    if (listParam(params.collaborators).length > 3) throw invalidParam('A reel takes at most 3 collaborators');
    if (!params.video_url) throw invalidParam('The parameter video_url is required');
    const fetched = await fetchMedia(context, params.video_url);
    if (fetched.outcome === 'unreachable') container.error = { subcode: 2207052, message: 'The media could not be fetched from this URI' };
    else if (fetched.outcome !== 'mp4' || !acceptedVideoCodecs(fetched.codecs))
      container.error = { subcode: 2207026, message: 'The video format is not supported' };
    if (params.cover_url && !container.error) await checkImage(context, params.cover_url, container, false);
  } else {
    if (!params.image_url) throw invalidParam('The parameter image_url is required');
    // Feed photos and carousel items must be between 4:5 and 1.91:1; stories take any shape (shown 9:16).
    await checkImage(context, params.image_url, container, kind === 'IMAGE' || kind === 'CAROUSEL_ITEM');
  }
  state.containers.set(container.id, container);
  return ok({ id: container.id });
}

async function fetchMedia(context: RouteContext, url: string) {
  const fetched = await probeMedia(url, context.options.mediaFetchTimeoutMs ?? 5_000);
  context.mediaFetches.push({ url, ...fetched });
  return fetched;
}

/** Feed aspect ratios Instagram publishes (width / height), with a little rounding slack. */
const FEED_MIN_RATIO = 4 / 5 - 0.005;
const FEED_MAX_RATIO = 1.91 + 0.005;

async function checkImage(context: RouteContext, url: string, container: FakeGraphContainer, feedAspect: boolean): Promise<void> {
  const fetched = await fetchMedia(context, url);
  if (fetched.outcome === 'unreachable') container.error = { subcode: 2207052, message: 'The media could not be fetched from this URI' };
  else if (fetched.outcome !== 'jpeg') throw mediaError(2207005);
  else if (feedAspect && fetched.width && fetched.height) {
    const ratio = fetched.width / fetched.height;
    if (ratio < FEED_MIN_RATIO || ratio > FEED_MAX_RATIO) throw mediaError(2207009);
  }
}

function carouselChildren(state: GraphState, raw: string | undefined, userId: string): string[] {
  const ids = listParam(raw);
  if (ids.length < 2 || ids.length > 10) throw mediaError(2207028);
  for (const id of ids) {
    const child = state.containers.get(id);
    if (!child || child.userId !== userId || child.kind !== 'CAROUSEL_ITEM')
      throw invalidParam(`children: '${id}' is not a carousel item container of this account`);
    if (child.publishedMediaId) throw mediaError(2207008);
  }
  return ids;
}
