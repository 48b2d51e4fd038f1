/** The client's internal model: every Instagram response shape (v1 item, GraphQL node, grid node) becomes these. */

export type InstagramMediaKind = 'image' | 'video' | 'carousel';

/**
 * Which method produced a media object: page = Method A (the post page), polaris = B
 * (PolarisLoggedOutDesktopWWWPostRootContentQuery), post_root = C (PolarisPostRootQuery).
 */
export type InstagramMediaSource = 'page' | 'page_legacy' | 'polaris' | 'post_root' | 'story';

/** One downloadable file of a post: the post itself, or one slide of a carousel. */
export interface InstagramMediaItem {
  type: 'image' | 'video';
  /** Signed CDN URL: expires after a few days, never persist it. */
  url: string;
  width: number;
  height: number;
  /** The cover image of a video. */
  thumbnailUrl?: string;
  durationSeconds?: number;
  /** False when Instagram says the video has no audio track. */
  hasAudio?: boolean;
}

export interface InstagramOwner {
  id?: string;
  username: string;
  fullName?: string;
  isPrivate?: boolean;
  isVerified?: boolean;
  profilePicUrl?: string;
}

export interface InstagramMedia {
  /** The media pk as a decimal string (BigInt-exact; never a JS number). */
  id: string;
  shortcode: string;
  kind: InstagramMediaKind;
  /** product_type "clips": linked as /reel/. */
  isReel: boolean;
  productType?: string;
  caption: string;
  hashtags: string[];
  takenAt: Date;
  owner: InstagramOwner;
  likeCount?: number;
  commentCount?: number;
  viewCount?: number;
  playCount?: number;
  durationSeconds?: number;
  /** The post's cover: the first image, or the first video's thumbnail. */
  thumbnailUrl?: string;
  /** One entry for an image or video post; every slide for a carousel. */
  items: InstagramMediaItem[];
  source: InstagramMediaSource;
  /** Stories only: when Instagram stops showing it. */
  expiresAt?: Date;
}

/** A post as the profile grid lists it (web_profile_info edges): enough for analysis, no download URLs. */
export interface InstagramPostSummary {
  id: string;
  shortcode: string;
  kind: InstagramMediaKind;
  isReel: boolean;
  caption: string;
  hashtags: string[];
  takenAt: Date;
  likeCount: number;
  commentCount: number;
  /** Videos and reels only. */
  viewCount?: number;
  playCount?: number;
  durationSeconds?: number;
  thumbnailUrl: string;
  /** The canonical permalink (/reel/ for reels, /p/ otherwise). */
  url: string;
  isPinned: boolean;
}

export interface InstagramProfile {
  /** The user pk as a decimal string. */
  id: string;
  username: string;
  fullName: string;
  biography: string;
  followers: number;
  following: number;
  postsCount: number;
  isPrivate: boolean;
  isVerified: boolean;
  isBusiness: boolean;
  profilePicUrl: string;
  category?: string;
  externalUrl?: string;
  /** Hashtags in the biography. */
  bioHashtags: string[];
  /** Total reels (edge_felix_video_timeline.count), when Instagram says. */
  reelsCount?: number;
  /** The (up to) 12 posts embedded in web_profile_info; private accounts have none. */
  recentPosts: InstagramPostSummary[];
  hasMorePosts: boolean;
  /** Cursor for getMorePosts; null when there is no next page. */
  endCursor: string | null;
  fetchedAt: Date;
}

export interface InstagramPostPage {
  posts: InstagramPostSummary[];
  nextCursor: string | null;
}

/** A user's current stories or one highlight. */
export interface InstagramStoryReel {
  /** The user pk, or `highlight:{id}`. */
  reelId: string;
  username: string;
  title?: string;
  items: InstagramMedia[];
}
