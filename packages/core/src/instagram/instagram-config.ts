import { z } from 'zod';
import { DEFAULT_CDN_HOST_SUFFIXES } from './cdn-url.ts';

/** A current desktop Chrome UA: the video_versions Instagram offers depend on it. */
export const DEFAULT_INSTAGRAM_USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

export const postMethodSchema = z.enum(['page', 'polaris', 'postRoot']);
export type InstagramPostMethod = z.infer<typeof postMethodSchema>;

const baseUrl = z
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

/**
 * Everything the client needs, passed in by the caller (the client never reads the environment). IDs, query names,
 * hosts and the user agent live here, not in code: Instagram rotates them.
 */
export const instagramClientConfigSchema = z.object({
  /** The site: https://www.instagram.com, or the fake's base URL in tests and demo mode. */
  baseUrl: baseUrl.default('https://www.instagram.com'),
  /** Host of /api/v1/… calls; defaults to baseUrl (yt-dlp moved off i.instagram.com in 2026-07). */
  apiBaseUrl: baseUrl.optional(),
  /** Media hosts the client may fetch over https (suffix match). */
  cdnHostSuffixes: z.array(z.string().min(1)).default([...DEFAULT_CDN_HOST_SUFFIXES]),
  /** Exact host:port pairs allowed over plain http: only the loopback fake. */
  allowHttpHosts: z.array(z.string().min(1)).default([]),
  /** X-IG-App-ID of the web app. */
  appId: z.string().regex(/^\d+$/, 'must be digits').default('936619743392459'),
  asbdId: z.string().default('359341'),
  userAgent: z.string().min(1).default(DEFAULT_INSTAGRAM_USER_AGENT),
  /** Share links redirect only for non-browser agents; cobalt uses curl's. */
  shareUserAgent: z.string().min(1).default('curl/7.88.1'),
  docIds: z
    .object({
      /** Method B: PolarisLoggedOutDesktopWWWPostRootContentQuery on /api/graphql. */
      polarisPost: z.string().min(1).default('27130156389949648'),
      /** Method C: PolarisPostRootQuery on /graphql/query. */
      postRoot: z.string().min(1).default('27128499623469141'),
      /** Anonymous timeline pagination on /graphql/query (degraded in 2026). */
      profileTimeline: z.string().min(1).default('7950326061742207'),
    })
    .prefault({}),
  queryNames: z
    .object({
      polarisPost: z.string().min(1).default('PolarisLoggedOutDesktopWWWPostRootContentQuery'),
      postRoot: z.string().min(1).default('PolarisPostRootQuery'),
    })
    .prefault({}),
  /** Post methods in the order tried: the page's embedded JSON, then the GraphQL fallbacks. */
  postMethods: z.array(postMethodSchema).min(1).default(['page', 'polaris', 'postRoot']),
  /** When a post comes back empty, ask the ruling and route endpoints whether it is age-restricted or private. */
  diagnoseGatedPosts: z.boolean().default(true),
  /** A logged-in `sessionid` cookie used only for stories; without it stories fail with IG_STORY_LOGIN_REQUIRED. */
  sessionId: z.string().min(1).optional(),
  /** Least time between the starts of two upstream requests (CDN downloads are not paced). */
  minIntervalMs: z.number().int().min(0).default(1000),
  maxRetries: z.number().int().min(0).max(10).default(2),
  retryBaseDelayMs: z.number().int().min(0).default(1000),
  retryMaxDelayMs: z.number().int().min(0).default(30_000),
  /** Per request; for media downloads it bounds the wait for the response headers only. */
  timeoutMs: z.number().int().min(1).default(15_000),
  maxRedirects: z.number().int().min(0).max(10).default(5),
  profileCacheTtlMs: z
    .number()
    .int()
    .min(0)
    .default(15 * 60_000),
  profileCacheMax: z.number().int().min(1).default(500),
  /** How long the anonymous cookies and LSD token of the home page are reused. */
  sessionTtlMs: z
    .number()
    .int()
    .min(0)
    .default(30 * 60_000),
});

export type InstagramClientConfigInput = z.input<typeof instagramClientConfigSchema>;
export type ResolvedInstagramConfig = z.output<typeof instagramClientConfigSchema> & { apiBaseUrl: string };

/** Validates the caller's configuration and fills in the defaults. Throws a ZodError naming the bad field. */
export function resolveInstagramConfig(input: InstagramClientConfigInput = {}): ResolvedInstagramConfig {
  const parsed = instagramClientConfigSchema.parse(input);
  return { ...parsed, apiBaseUrl: parsed.apiBaseUrl ?? parsed.baseUrl };
}
