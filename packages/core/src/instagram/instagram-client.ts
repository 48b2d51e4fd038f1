import { abortableSleep } from '../retry/retry.ts';
import { createClientContext } from './client-context.ts';
import { createHighlightReader } from './highlights.ts';
import { InstagramHttp, type InstagramDeps } from './http/instagram-http.ts';
import { resolveInstagramConfig, type InstagramClientConfigInput, type ResolvedInstagramConfig } from './instagram-config.ts';
import type { InstagramMedia, InstagramPostPage, InstagramProfile, InstagramStoryReel } from './instagram.model.ts';
import { createMediaFetcher, type FetchMediaOptions } from './media-fetch.ts';
import type { InstagramUrlTarget } from './parse-instagram-url.ts';
import { createPostReader } from './posts.ts';
import { createProfileReader, type GetProfileOptions } from './profiles.ts';
import { createAnonymousSessions } from './session.ts';
import { createShareUrlResolver } from './share-url.ts';
import { createStoryReader } from './stories.ts';

export type { FetchMediaOptions } from './media-fetch.ts';
export type { GetProfileOptions } from './profiles.ts';

export type InstagramClientConfig = InstagramClientConfigInput & {
  /** Replaces the global fetch (tests); deps.fetch wins when both are given. */
  fetch?: typeof fetch;
};

/** The Instagram client: public posts, reels and profiles without login; stories only with a configured session. */
export interface InstagramClient {
  readonly config: ResolvedInstagramConfig;
  /** Parses a link and resolves share links; throws URL_INVALID for anything that is not an Instagram link. */
  resolveUrl(input: string): Promise<InstagramUrlTarget>;
  /** Follows a /share/… link's redirect to the post, reel or profile it stands for. */
  resolveShareUrl(url: string): Promise<InstagramUrlTarget>;
  /** A post or reel by shortcode: the page's embedded JSON, then the GraphQL fallbacks (config.postMethods). */
  getPost(shortcode: string): Promise<InstagramMedia>;
  /** web_profile_info with its 12 embedded posts; cached for profileCacheTtlMs. Private accounts → IG_PRIVATE. */
  getProfile(username: string, options?: GetProfileOptions): Promise<InstagramProfile>;
  /** The next page of a profile's posts (best effort: Instagram mostly refuses it anonymously since 2026). */
  getMorePosts(userId: string, cursor: string, options?: { first?: number }): Promise<InstagramPostPage>;
  /** A user's current stories (one of them with storyId); needs config.sessionId. */
  getStory(username: string, storyId?: string): Promise<InstagramStoryReel>;
  /** A story highlight (one of its items with storyId); needs config.sessionId. */
  getHighlight(highlightId: string, storyId?: string): Promise<InstagramStoryReel>;
  /** Whether a media URL is on an allow-listed CDN host (the SSRF guard). */
  isAllowedMediaUrl(url: string): boolean;
  /**
   * Opens a CDN media URL for streaming (allow-listed hosts only, expiry checked first). Returns the raw response
   * (200, 206 or 416) with its body unread; failures become IG_MEDIA_EXPIRED, IG_NOT_FOUND, IG_UPSTREAM….
   */
  fetchMedia(url: string, options?: FetchMediaOptions): Promise<Response>;
  clearCache(): void;
}

/**
 * Creates the client: one paced, cookie-keeping, retrying transport (`http/`) shared by the session, posts,
 * profiles, stories, highlights, share links and media fetches. Everything comes from `config`; `deps` replaces
 * fetch, clock, sleep and randomness in tests.
 */
export function createInstagramClient(config: InstagramClientConfig = {}, deps: Partial<InstagramDeps> = {}): InstagramClient {
  const { fetch: configFetch, ...rest } = config;
  const cfg = resolveInstagramConfig(rest);
  const env: InstagramDeps = {
    fetch: deps.fetch ?? configFetch ?? ((input, init) => fetch(input, init)),
    now: deps.now ?? Date.now,
    sleep: deps.sleep ?? ((ms) => abortableSleep(ms)),
    random: deps.random ?? Math.random,
  };
  const ctx = createClientContext(cfg, env, new InstagramHttp(cfg, env));
  const sessions = createAnonymousSessions(ctx);
  const profiles = createProfileReader(ctx, sessions);
  const shareUrls = createShareUrlResolver(ctx);
  const media = createMediaFetcher(ctx);
  return {
    config: cfg,
    resolveUrl: shareUrls.resolveUrl,
    resolveShareUrl: shareUrls.resolveShareUrl,
    getPost: createPostReader(ctx, sessions),
    getProfile: profiles.getProfile,
    getMorePosts: profiles.getMorePosts,
    getStory: createStoryReader(ctx, profiles.getProfile),
    getHighlight: createHighlightReader(ctx),
    isAllowedMediaUrl: media.isAllowedMediaUrl,
    fetchMedia: media.fetchMedia,
    clearCache: profiles.clearCache,
  };
}
