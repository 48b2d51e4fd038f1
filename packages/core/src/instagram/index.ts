export {
  INSTAGRAM_ERROR_CODES,
  InstagramError,
  instagramErrorMessages,
  isInstagramError,
  type InstagramErrorCode,
  type InstagramErrorDetails,
} from './instagram-errors.ts';
export { SHORTCODE_ALPHABET, baseShortcode, isPrivateShortcode, isValidShortcode, mediaIdToShortcode, parseMediaPk, shortcodeToMediaId } from './shortcode.ts';
export {
  INSTAGRAM_HOSTS,
  instagramUrlFor,
  isValidUsername,
  normalizeUsername,
  parseInstagramUrl,
  type InstagramUrlError,
  type InstagramUrlTarget,
  type ParsedInstagramUrl,
} from './parse-instagram-url.ts';
export { DEFAULT_CDN_HOST_SUFFIXES, cdnUrlExpiry, isAllowedCdnUrl, isCdnUrlExpired, type CdnAllowOptions } from './cdn-url.ts';
export { parseHashtags } from './hashtags.ts';
export { resolveShareUrl, type ResolveShareUrlOptions } from './resolve-share-url.ts';
export {
  DEFAULT_INSTAGRAM_USER_AGENT,
  instagramClientConfigSchema,
  resolveInstagramConfig,
  type InstagramClientConfigInput,
  type InstagramPostMethod,
  type ResolvedInstagramConfig,
} from './instagram-config.ts';
export { createInstagramClient, type FetchMediaOptions, type GetProfileOptions, type InstagramClient, type InstagramClientConfig } from './instagram-client.ts';
export type { InstagramDeps } from './http/instagram-http.ts';
/** Every shape the client returns. */
export type * from './instagram.model.ts';
