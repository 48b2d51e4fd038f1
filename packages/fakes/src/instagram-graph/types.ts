/** Public shapes of the fake Instagram Graph API (Instagram Login flavour). */

export type FakeGraphAccountType = 'BUSINESS' | 'MEDIA_CREATOR' | 'PERSONAL';

export interface FakeGraphAccountInput {
  /** The professional account id used in `/{ig-user-id}/…` paths; generated (17841…) when left out. */
  userId?: string;
  username: string;
  /** Default BUSINESS. A PERSONAL account can log in and read `/me` but cannot publish (as on Instagram). */
  accountType?: FakeGraphAccountType;
  name?: string;
  followersCount?: number;
}

export interface FakeGraphAccount {
  /** The app-scoped id (`id` in `/me`, `user_id` in the OAuth token answer). */
  id: string;
  /** The professional account id (`user_id` in `/me`), used in publishing paths. */
  userId: string;
  username: string;
  accountType: FakeGraphAccountType;
  name: string;
  followersCount: number;
}

export type FakeGraphContainerKind = 'IMAGE' | 'REELS' | 'STORIES' | 'CAROUSEL' | 'CAROUSEL_ITEM';
export type FakeGraphStatusCode = 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';

export interface FakeGraphContainer {
  id: string;
  userId: string;
  kind: FakeGraphContainerKind;
  /** IMAGE or VIDEO for single media and carousel items. */
  mediaType: 'IMAGE' | 'VIDEO' | 'CAROUSEL';
  createdAt: number;
  /** Status requests seen so far (the container finishes after `processingPolls` of them). */
  polls: number;
  processingPolls: number;
  /** Set when fetching or checking the media failed: the container is in ERROR with this subcode. */
  error?: { subcode: number; message: string };
  children: string[];
  /** The parameters it was created with (strings, as sent). */
  params: Record<string, string>;
  publishedMediaId?: string;
}

export interface FakeGraphPost {
  id: string;
  userId: string;
  containerId: string;
  mediaType: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  productType: 'FEED' | 'REELS' | 'STORY';
  caption: string;
  shortcode: string;
  permalink: string;
  publishedAt: number;
  children: string[];
}

/** One API request as the fake saw it (tokens included: this is the fake's own record, never logged by the app). */
export interface FakeGraphRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  authorization?: string;
  status: number;
}

/** A media URL the fake fetched, as Instagram's media fetcher would. */
export interface FakeGraphMediaFetch {
  url: string;
  /** What the first bytes say, or why the fetch failed. */
  outcome: 'jpeg' | 'mp4' | 'other' | 'unreachable';
  /** A JPEG's pixel size, when its frame header was found. */
  width?: number;
  height?: number;
  /** An MP4's sample entry codes (`avc1`, `mp4a`…), when its `stsd` boxes were found. */
  codecs?: string[];
}

/**
 * An error the next matching request(s) answer with instead of doing anything:
 * - `token_expired`: code 190, subcode 463 (HTTP 400);
 * - `rate_limit`: code 4 (HTTP 403) by default, or the given code (17, 32, 613);
 * - `publish_quota`: code 9, subcode 2207042 (HTTP 400);
 * - `media_error`: a 2207xxx media error, by default 2207026 (unsupported video format, code 352, HTTP 400);
 * - `server_error`: HTTP 500, code 2, transient.
 */
export type FakeGraphErrorKind = 'token_expired' | 'rate_limit' | 'publish_quota' | 'media_error' | 'server_error';

export interface FakeGraphInjection {
  error: FakeGraphErrorKind;
  /** Only requests whose path contains this (e.g. '/media_publish'); by default any API request. */
  path?: string;
  method?: 'GET' | 'POST' | 'DELETE';
  /** How many matching requests fail (default 1: a one-shot error). */
  times?: number;
  code?: number;
  subcode?: number;
  /**
   * Carry the request out first, then answer with the error: the answer is lost after the work was done (a publish
   * that happened although the client saw a 500).
   */
  after?: boolean;
}

export interface FakeInstagramGraphOptions {
  appId?: string;
  appSecret?: string;
  /** Default: one BUSINESS account `reelcraft.demo`. */
  accounts?: FakeGraphAccountInput[];
  /** The clock's source (default Date.now); `advanceClock` moves the fake's time on top of it. */
  now?: () => number;
  /** Status requests a video (reel, story, carousel video) container answers IN_PROGRESS before FINISHED. Default 2. */
  videoProcessingPolls?: number;
  /** The same for images. Default 0 (finished at once). */
  imageProcessingPolls?: number;
  /** Published posts per account per rolling 24 h. Default 50. */
  publishQuota?: number;
  /** Containers created per account per rolling 24 h. Default 400. */
  containerQuota?: number;
  /** Lifetime of a short-lived token. Default 1 h. */
  shortLivedTokenMs?: number;
  /** A long-lived token can be refreshed only once it is this old. Default 24 h (Instagram's rule). */
  minRefreshAgeMs?: number;
  /** How long the fake waits for a media URL. Default 5 s. */
  mediaFetchTimeoutMs?: number;
  /**
   * Show a consent page listing the accounts (and Cancel) on `/oauth/authorize`, for a person in the demo or a browser
   * test, instead of redirecting at once. Still redirects at once after `authorizeAs` or with `auto=1`. Default false.
   */
  interactiveConsent?: boolean;
}

export interface FakeInstagramGraph {
  /** Base URL for every endpoint (OAuth, token exchange and Graph calls alike): `http://127.0.0.1:<port>`. */
  url: string;
  appId: string;
  appSecret: string;
  accounts: FakeGraphAccount[];
  containers: FakeGraphContainer[];
  posts: FakeGraphPost[];
  requests: FakeGraphRequest[];
  mediaFetches: FakeGraphMediaFetch[];
  /**
   * Which account (id, userId or username) the following `/oauth/authorize` requests log in as (default: the first);
   * with `interactiveConsent`, it also skips the consent page.
   */
  authorizeAs(account: string): void;
  /** A valid token for an account without the OAuth dance (demo set-up, tests). */
  issueToken(account: string, options?: { longLived?: boolean; scopes?: string[] }): string;
  injectError(injection: FakeGraphInjection): void;
  /** Records `count` posts published now on the account (no containers), using up that much of its 24 h quota. */
  usePublishingQuota(account: string, count: number): void;
  advanceClock(ms: number): void;
  now(): number;
  close(): Promise<void>;
}

/** Long-lived tokens last 60 days. */
export const LONG_LIVED_TOKEN_SECONDS = 5_184_000;
export const DAY_MS = 86_400_000;
export const DEFAULT_SCOPES = ['instagram_business_basic', 'instagram_business_content_publish', 'instagram_business_manage_insights'];
