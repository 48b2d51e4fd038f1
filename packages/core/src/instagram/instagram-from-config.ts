import type { Config } from '../config/config.ts';
import type { InstagramClientConfigInput } from './instagram-config.ts';

/** Maps the product's environment configuration onto the client's options (unset → the client's defaults). */
export function instagramConfigFrom(config: Config): InstagramClientConfigInput {
  return {
    ...(config.INSTAGRAM_BASE_URL ? { baseUrl: config.INSTAGRAM_BASE_URL } : {}),
    ...(config.INSTAGRAM_API_BASE_URL ? { apiBaseUrl: config.INSTAGRAM_API_BASE_URL } : {}),
    ...(config.INSTAGRAM_CDN_HOST_SUFFIXES ? { cdnHostSuffixes: config.INSTAGRAM_CDN_HOST_SUFFIXES } : {}),
    ...(config.INSTAGRAM_ALLOW_HTTP_HOSTS ? { allowHttpHosts: config.INSTAGRAM_ALLOW_HTTP_HOSTS } : {}),
    ...(config.INSTAGRAM_APP_ID ? { appId: config.INSTAGRAM_APP_ID } : {}),
    ...(config.INSTAGRAM_USER_AGENT ? { userAgent: config.INSTAGRAM_USER_AGENT } : {}),
    ...(config.INSTAGRAM_DOC_IDS ? { docIds: config.INSTAGRAM_DOC_IDS } : {}),
    ...(config.INSTAGRAM_SESSION_ID ? { sessionId: config.INSTAGRAM_SESSION_ID } : {}),
    minIntervalMs: config.INSTAGRAM_MIN_INTERVAL_MS,
    profileCacheTtlMs: config.INSTAGRAM_PROFILE_CACHE_SECONDS * 1000,
  };
}
