import type { z } from 'zod';
import { parseHashtags } from './hashtags.ts';
import { InstagramError } from './instagram-errors.ts';
import type {
  InstagramMedia,
  InstagramMediaItem,
  InstagramMediaKind,
  InstagramMediaSource,
  InstagramOwner,
  InstagramPostPage,
  InstagramPostSummary,
  InstagramProfile,
} from './instagram.model.ts';
import {
  graphMediaSchema,
  timelineConnectionSchema,
  v1MediaItemSchema,
  webProfileUserSchema,
  type GraphChild,
  type GraphMedia,
  type V1MediaCore,
  type V1MediaItem,
} from './instagram.schemas.ts';
import { isValidShortcode, mediaIdToShortcode, parseMediaPk, shortcodeToMediaId } from './shortcode.ts';

/** Parses with zod or fails as IG_UPSTREAM: Instagram changed a shape we depend on. */
export function parseShape<S extends z.ZodType>(schema: S, raw: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new InstagramError('IG_UPSTREAM', { reason: 'unexpected_shape', shape: what, issues });
}

/**
 * The exact media pk as a decimal string. The shortcode is the most exact source; then string ids (`{pk}_{owner}`);
 * a JSON number is the last resort because pks above 2^53 lose precision in JSON.parse.
 */
export function exactMediaPk(code: string | null | undefined, ...ids: Array<string | number | null | undefined>): string {
  if (code && isValidShortcode(code)) return shortcodeToMediaId(code).toString();
  for (const id of ids) {
    if (typeof id === 'string') {
      try {
        return parseMediaPk(id).toString();
      } catch {
        // try the next candidate
      }
    }
  }
  for (const id of ids) if (typeof id === 'number' && Number.isInteger(id) && id >= 0) return BigInt(id).toString();
  throw new InstagramError('IG_UPSTREAM', { reason: 'unexpected_shape', shape: 'media id' });
}

function kindOfMediaType(mediaType: number): InstagramMediaKind {
  if (mediaType === 8) return 'carousel';
  if (mediaType === 2) return 'video';
  return 'image';
}

function optionalCount(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

function bestBy<T extends { width: number; height: number; type?: number | null }>(list: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const entry of list) {
    if (!best) {
      best = entry;
      continue;
    }
    const area = entry.width * entry.height;
    const bestArea = best.width * best.height;
    if (area > bestArea || (area === bestArea && (entry.type ?? 0) > (best.type ?? 0))) best = entry;
  }
  return best;
}

function v1Item(node: V1MediaCore): InstagramMediaItem | null {
  const image = bestBy(node.image_versions2?.candidates ?? []);
  const imageUrl = image?.url ?? node.display_uri ?? undefined;
  const video = node.media_type === 2 ? bestBy(node.video_versions ?? []) : undefined;
  if (video) {
    const item: InstagramMediaItem = { type: 'video', url: video.url, width: video.width, height: video.height };
    if (imageUrl) item.thumbnailUrl = imageUrl;
    if (typeof node.video_duration === 'number') item.durationSeconds = node.video_duration;
    if (typeof node.has_audio === 'boolean') item.hasAudio = node.has_audio;
    return item;
  }
  if (!imageUrl) return null;
  return {
    type: 'image',
    url: imageUrl,
    width: image?.width ?? node.original_width ?? 0,
    height: image?.height ?? node.original_height ?? 0,
  };
}

function v1Owner(item: V1MediaItem): InstagramOwner {
  const user = item.user ?? item.owner;
  if (!user) throw new InstagramError('IG_UPSTREAM', { reason: 'unexpected_shape', shape: 'media owner' });
  const owner: InstagramOwner = { username: user.username };
  const id = user.pk ?? user.id;
  if (id !== null && id !== undefined) owner.id = String(id);
  if (user.full_name) owner.fullName = user.full_name;
  if (typeof user.is_private === 'boolean') owner.isPrivate = user.is_private;
  if (typeof user.is_verified === 'boolean') owner.isVerified = user.is_verified;
  if (user.profile_pic_url) owner.profilePicUrl = user.profile_pic_url;
  return owner;
}

/** Shape 1 (v1 media item: Polaris, PolarisPostRootQuery, stories) → InstagramMedia. */
export function parseV1Media(raw: unknown, source: InstagramMediaSource): InstagramMedia {
  const item = parseShape(v1MediaItemSchema, raw, 'v1 media item');
  const id = exactMediaPk(item.code, item.id, item.pk);
  const shortcode = item.code && isValidShortcode(item.code) ? item.code : mediaIdToShortcode(BigInt(id));
  const kind = kindOfMediaType(item.media_type);
  const nodes = kind === 'carousel' ? (item.carousel_media ?? []) : [item];
  const items = nodes.map(v1Item).filter((entry): entry is InstagramMediaItem => entry !== null);
  if (items.length === 0) throw new InstagramError('IG_UPSTREAM', { reason: 'unexpected_shape', shape: 'media without files' });
  const caption = item.caption?.text ?? '';
  const media: InstagramMedia = {
    id,
    shortcode,
    kind,
    isReel: item.product_type === 'clips',
    caption,
    hashtags: parseHashtags(caption),
    takenAt: new Date((item.taken_at ?? 0) * 1000),
    owner: v1Owner(item),
    items,
    source,
  };
  if (item.product_type) media.productType = item.product_type;
  assignCounts(media, item.like_count, item.comment_count, item.view_count, item.play_count);
  if (kind === 'video' && typeof item.video_duration === 'number') media.durationSeconds = item.video_duration;
  const cover = items[0]?.type === 'video' ? items[0].thumbnailUrl : items[0]?.url;
  if (cover) media.thumbnailUrl = cover;
  if (typeof item.expiring_at === 'number') media.expiresAt = new Date(item.expiring_at * 1000);
  return media;
}

function assignCounts(
  media: InstagramMedia,
  likes: number | null | undefined,
  comments: number | null | undefined,
  views: number | null | undefined,
  plays: number | null | undefined,
): void {
  const likeCount = optionalCount(likes);
  const commentCount = optionalCount(comments);
  const viewCount = optionalCount(views);
  const playCount = optionalCount(plays);
  if (likeCount !== undefined) media.likeCount = likeCount;
  if (commentCount !== undefined) media.commentCount = commentCount;
  if (viewCount !== undefined) media.viewCount = viewCount;
  if (playCount !== undefined) media.playCount = playCount;
}

function graphKind(node: { __typename: string; is_video?: boolean | null }): InstagramMediaKind {
  const type = node.__typename.replace(/^XDT/, '');
  if (type === 'GraphSidecar') return 'carousel';
  if (type === 'GraphVideo' || node.is_video) return 'video';
  return 'image';
}

function graphItem(node: GraphChild): InstagramMediaItem {
  const best = bestBy((node.display_resources ?? []).map((r) => ({ url: r.src, width: r.config_width, height: r.config_height })));
  const width = node.dimensions?.width ?? best?.width ?? 0;
  const height = node.dimensions?.height ?? best?.height ?? 0;
  if (graphKind(node) === 'video' && node.video_url) {
    const item: InstagramMediaItem = { type: 'video', url: node.video_url, width, height, thumbnailUrl: node.display_url };
    if (typeof node.video_duration === 'number') item.durationSeconds = node.video_duration;
    if (typeof node.has_audio === 'boolean') item.hasAudio = node.has_audio;
    return item;
  }
  return { type: 'image', url: node.display_url, width, height };
}

function graphCaption(node: GraphMedia): string {
  return node.edge_media_to_caption?.edges[0]?.node.text ?? '';
}

/** Shape 2 (GraphQL shortcode_media / xdt_shortcode_media, legacy queries and the embed page) → InstagramMedia. */
export function parseGraphMedia(raw: unknown, source: InstagramMediaSource): InstagramMedia {
  const node = parseShape(graphMediaSchema, raw, 'graphql media');
  const kind = graphKind(node);
  const children = kind === 'carousel' ? (node.edge_sidecar_to_children?.edges ?? []).map((edge) => edge.node) : [node];
  const items = children.map(graphItem);
  if (items.length === 0) throw new InstagramError('IG_UPSTREAM', { reason: 'unexpected_shape', shape: 'media without files' });
  if (!node.owner?.username) throw new InstagramError('IG_UPSTREAM', { reason: 'unexpected_shape', shape: 'media owner' });
  const owner: InstagramOwner = { username: node.owner.username };
  if (node.owner.id !== null && node.owner.id !== undefined) owner.id = String(node.owner.id);
  if (node.owner.full_name) owner.fullName = node.owner.full_name;
  if (typeof node.owner.is_private === 'boolean') owner.isPrivate = node.owner.is_private;
  if (typeof node.owner.is_verified === 'boolean') owner.isVerified = node.owner.is_verified;
  if (node.owner.profile_pic_url) owner.profilePicUrl = node.owner.profile_pic_url;
  const caption = graphCaption(node);
  const media: InstagramMedia = {
    id: exactMediaPk(node.shortcode, node.id),
    shortcode: node.shortcode,
    kind,
    isReel: node.product_type === 'clips',
    caption,
    hashtags: parseHashtags(caption),
    takenAt: new Date(node.taken_at_timestamp * 1000),
    owner,
    items,
    source,
  };
  if (node.product_type) media.productType = node.product_type;
  assignCounts(
    media,
    node.edge_media_preview_like?.count ?? node.edge_liked_by?.count,
    node.edge_media_to_parent_comment?.count ?? node.edge_media_to_comment?.count,
    node.video_view_count,
    node.video_play_count,
  );
  if (kind === 'video' && typeof node.video_duration === 'number') media.durationSeconds = node.video_duration;
  media.thumbnailUrl = node.display_url;
  return media;
}

/** Shape 3 (profile-grid node) → summary; null when the node is unreadable (it is skipped, not fatal). */
export function parseGridNode(raw: unknown): InstagramPostSummary | null {
  const parsed = graphMediaSchema.safeParse(raw);
  if (!parsed.success) return null;
  const node = parsed.data;
  const kind = graphKind(node);
  const isReel = node.product_type === 'clips';
  const caption = graphCaption(node);
  let id: string;
  try {
    id = exactMediaPk(node.shortcode, node.id);
  } catch {
    return null;
  }
  const summary: InstagramPostSummary = {
    id,
    shortcode: node.shortcode,
    kind,
    isReel,
    caption,
    hashtags: parseHashtags(caption),
    takenAt: new Date(node.taken_at_timestamp * 1000),
    likeCount: optionalCount(node.edge_liked_by?.count ?? node.edge_media_preview_like?.count) ?? 0,
    commentCount: optionalCount(node.edge_media_to_comment?.count ?? node.edge_media_to_parent_comment?.count) ?? 0,
    thumbnailUrl: node.thumbnail_src ?? node.display_url,
    url: `https://www.instagram.com/${isReel ? 'reel' : 'p'}/${node.shortcode}/`,
    isPinned: (node.pinned_for_users?.length ?? 0) > 0,
  };
  const views = optionalCount(node.video_view_count);
  const plays = optionalCount(node.video_play_count);
  if (views !== undefined) summary.viewCount = views;
  if (plays !== undefined) summary.playCount = plays;
  if (typeof node.video_duration === 'number') summary.durationSeconds = node.video_duration;
  return summary;
}

/** An edge_owner_to_timeline_media connection → one page of summaries. */
export function parseTimeline(raw: unknown): InstagramPostPage {
  const connection = parseShape(timelineConnectionSchema, raw, 'timeline');
  const posts = (connection.edges ?? []).map((edge) => parseGridNode(edge.node)).filter((post): post is InstagramPostSummary => post !== null);
  const cursor = connection.page_info?.has_next_page ? (connection.page_info.end_cursor ?? null) : null;
  return { posts, nextCursor: cursor };
}

/** web_profile_info `data.user` (classic or flat Polaris names) → InstagramProfile. */
export function parseWebProfileUser(raw: unknown, now: Date): InstagramProfile {
  const user = parseShape(webProfileUserSchema, raw, 'web_profile_info user');
  const timeline = user.edge_owner_to_timeline_media ? parseTimeline(user.edge_owner_to_timeline_media) : { posts: [], nextCursor: null };
  const biography = user.biography ?? '';
  const profile: InstagramProfile = {
    id: String(user.id),
    username: user.username,
    fullName: user.full_name ?? '',
    biography,
    followers: user.edge_followed_by?.count ?? user.follower_count ?? 0,
    following: user.edge_follow?.count ?? user.following_count ?? 0,
    postsCount: user.edge_owner_to_timeline_media?.count ?? user.media_count ?? 0,
    isPrivate: user.is_private ?? false,
    isVerified: user.is_verified ?? false,
    isBusiness: user.is_business_account ?? user.is_business ?? false,
    profilePicUrl: user.hd_profile_pic_url_info?.url ?? user.profile_pic_url_hd ?? user.profile_pic_url ?? '',
    bioHashtags: parseHashtags(biography),
    recentPosts: timeline.posts,
    hasMorePosts: timeline.nextCursor !== null,
    endCursor: timeline.nextCursor,
    fetchedAt: now,
  };
  const category = user.category_name ?? user.category ?? user.business_category_name;
  if (category) profile.category = category;
  if (user.external_url) profile.externalUrl = user.external_url;
  const reels = user.edge_felix_video_timeline?.count;
  if (typeof reels === 'number') profile.reelsCount = reels;
  return profile;
}
