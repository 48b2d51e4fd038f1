import type { Post, PostFailureReason } from '@reelcraft/contract';
import { POST_FAILURE_REASONS } from '@reelcraft/contract';
import type { Core } from '../../context.ts';
import { findSuggestionForUser } from '../../content/suggestions.repository.ts';
import { findUserImage } from '../../media-library/user-media.repository.ts';
import { signMediaLink } from '../../storage/media-links.ts';
import { postInsightsDto } from '../insights/fetch-insights.ts';
import type { PublishingPostRow } from './posts.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const asReason = (reason: string | null): PostFailureReason =>
  (POST_FAILURE_REASONS as readonly string[]).includes(reason ?? '') ? (reason as PostFailureReason) : 'unknown';

/** The storage key of a small picture for the post: the video's thumbnail, or the first photo's. */
async function thumbnailKeyOf(core: Core, post: PublishingPostRow): Promise<string | null> {
  if (post.suggestionId) {
    const suggestion = await findSuggestionForUser(core.db, post.userId, post.suggestionId);
    if (suggestion?.thumbnailKey) return suggestion.thumbnailKey;
  }
  const first = post.imageIds[0];
  if (first) return (await findUserImage(core.db, post.userId, first))?.thumbnailKey ?? null;
  return null;
}

/** A post as the API shows it (postSchema): a signed thumbnail link, the failure for people, insights when fetched. */
export async function toPostDto(core: Core, post: PublishingPostRow, username: string): Promise<Post> {
  const thumbnailKey = await thumbnailKeyOf(core, post);
  const expiresAt = new Date(core.now().getTime() + core.config.MEDIA_LINK_TTL_SECONDS * 1000);
  return {
    id: post.id,
    account: { id: post.accountId, username },
    kind: post.kind,
    status: post.status,
    caption: post.caption,
    share_to_feed: post.shareToFeed,
    collaborators: post.collaborators,
    cover_offset_ms: post.coverOffsetMs,
    publish_at: post.publishAt.toISOString(),
    time_zone: post.timeZone,
    suggestion_id: post.suggestionId,
    image_ids: post.imageIds,
    thumbnail_url: thumbnailKey ? signMediaLink(core.jwtKey, { storageKey: thumbnailKey, expiresAt }) : null,
    stage: post.stage,
    attempts: post.attempts,
    published_at: iso(post.publishedAt),
    permalink: post.permalink,
    failure: post.status === 'failed' ? { reason: asReason(post.failureReason), subcode: post.failureSubcode } : null,
    insights: postInsightsDto(post),
    created_at: post.createdAt.toISOString(),
  };
}
