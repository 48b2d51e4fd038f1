import type { z } from 'zod';
import { containerParams } from './container-params.ts';
import { graphCall, type GraphHttp, type GraphRequest, type GraphRetryOptions } from './graph-http.ts';
import {
  containerStatusSchema,
  idSchema,
  insightsSchema,
  longTokenSchema,
  mediaListSchema,
  mediaSchema,
  parseGraphTimestamp,
  profileSchema,
  publishingLimitSchema,
  shortTokenSchema,
  subcodeInStatus,
  successSchema,
} from './graph-schemas.ts';
import {
  DEFAULT_INSIGHT_METRICS,
  type ContainerInput,
  type ContainerStatus,
  type GraphAccountType,
  type GraphInsights,
  type GraphMedia,
  type GraphProfile,
  type GraphToken,
  type GraphTokenGrant,
  type PublishingLimit,
} from './graph-types.ts';

export interface InstagramGraphClientOptions {
  /** The Graph host: `https://graph.instagram.com` (or the fake's URL). */
  baseUrl: string;
  /** The consent screen's host; Instagram's is `https://www.instagram.com`. Default baseUrl. */
  authorizeBaseUrl?: string;
  /** The code-exchange host; Instagram's is `https://api.instagram.com`. Default baseUrl. */
  oauthBaseUrl?: string;
  /** A Graph version path segment such as `v23.0`; unversioned calls get Instagram's oldest supported version. */
  apiVersion?: string;
  appId: string;
  appSecret: string;
  redirectUri: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** Per-attempt timeout. Default 30 s. */
  timeoutMs?: number;
  retry?: GraphRetryOptions;
  /** Clock for token expiry dates. */
  now?: () => number;
  /**
   * Whether the login offers PKCE (S256). Instagram Login does not (default false); Facebook Login does, and then
   * connect sends a code challenge with the consent URL and the verifier with the code exchange (decision 0049).
   */
  pkce?: boolean;
}

export const PUBLISHING_SCOPES = ['instagram_business_basic', 'instagram_business_content_publish', 'instagram_business_manage_insights'] as const;

const PROFILE_FIELDS = 'id,user_id,username,account_type,name,profile_picture_url,followers_count,media_count';
const MEDIA_FIELDS = 'id,permalink,media_type,media_product_type,timestamp,caption,shortcode';
const ACCOUNT_TYPES: readonly string[] = ['BUSINESS', 'MEDIA_CREATOR', 'PERSONAL'];

/**
 * The Instagram Graph API with Instagram Login: OAuth, long-lived tokens, the account, content publishing (containers,
 * status, publish, quota) and a post's permalink and insights. Every answer is validated; every failure is a
 * GraphApiError with a `kind` (see graph-error.ts). Shaped so that Facebook Login (graph.facebook.com, a Page's
 * Instagram account) can be another set of base URLs and token calls around the same publishing methods.
 */
export function createInstagramGraphClient(options: InstagramGraphClientOptions) {
  const trim = (url: string) => url.replace(/\/+$/, '');
  const base = trim(options.baseUrl);
  const graph = options.apiVersion ? `${base}/${options.apiVersion}` : base;
  const now = options.now ?? Date.now;
  const http: GraphHttp = { fetch: options.fetch ?? fetch, signal: options.signal, timeoutMs: options.timeoutMs ?? 30_000, retry: options.retry ?? {} };
  const call = <S extends Parameters<typeof graphCall>[2]>(request: Omit<GraphRequest, 'secrets'> & { secrets?: string[] }, schema: S, signal?: AbortSignal) =>
    graphCall(http, { ...request, secrets: [options.appSecret, ...(request.secrets ?? []), ...(request.bearer ? [request.bearer] : [])] }, schema, signal);
  const toToken = (answer: { access_token: string; expires_in: number }): GraphToken => ({
    accessToken: answer.access_token,
    expiresInSeconds: answer.expires_in,
    expiresAt: new Date(now() + answer.expires_in * 1000),
  });

  return {
    /** Whether this login takes a PKCE code challenge (see `pkce` in the options). */
    pkce: options.pkce ?? false,

    /**
     * The consent screen URL; `state` comes back on the redirect and must be checked by the caller. `codeChallenge`
     * (S256 of the verifier, base64url) is sent only where the login offers PKCE.
     */
    authorizeUrl(state: string, scopes: readonly string[] = PUBLISHING_SCOPES, pkce: { codeChallenge?: string } = {}): string {
      const url = new URL(`${trim(options.authorizeBaseUrl ?? base)}/oauth/authorize`);
      url.search = new URLSearchParams({
        client_id: options.appId,
        redirect_uri: options.redirectUri,
        response_type: 'code',
        scope: scopes.join(','),
        state,
        ...(pkce.codeChallenge ? { code_challenge: pkce.codeChallenge, code_challenge_method: 'S256' } : {}),
      }).toString();
      return url.toString();
    },

    /** The redirect's `code` → a short-lived token → a long-lived one (about 60 days); `codeVerifier` with PKCE. */
    async exchangeCode(code: string, signal?: AbortSignal, pkce: { codeVerifier?: string } = {}): Promise<GraphTokenGrant> {
      // Instagram appends `#_` to the code in the redirect; a caller that kept it would get "invalid code".
      const cleanCode = code.replace(/#_$/, '');
      const short = await call(
        {
          method: 'POST',
          url: `${trim(options.oauthBaseUrl ?? base)}/oauth/access_token`,
          form: {
            client_id: options.appId,
            client_secret: options.appSecret,
            grant_type: 'authorization_code',
            redirect_uri: options.redirectUri,
            code: cleanCode,
            ...(pkce.codeVerifier ? { code_verifier: pkce.codeVerifier } : {}),
          },
          secrets: [cleanCode, ...(pkce.codeVerifier ? [pkce.codeVerifier] : [])],
        },
        shortTokenSchema,
        signal,
      );
      const long = await call(
        {
          method: 'GET',
          url: `${base}/access_token`,
          query: { grant_type: 'ig_exchange_token', client_secret: options.appSecret, access_token: short.access_token },
          secrets: [short.access_token],
        },
        longTokenSchema,
        signal,
      );
      return { ...toToken(long), userId: short.user_id, permissions: short.permissions ?? [] };
    },

    /** A new long-lived token for one that is at least 24 h old and not yet expired. */
    async refreshToken(token: string, signal?: AbortSignal): Promise<GraphToken> {
      const answer = await call(
        { method: 'GET', url: `${base}/refresh_access_token`, query: { grant_type: 'ig_refresh_token', access_token: token }, secrets: [token] },
        longTokenSchema,
        signal,
      );
      return toToken(answer);
    },

    /**
     * Revokes the app's permissions for the token's account (`DELETE /me/permissions`): every token of the app for it
     * stops working. Disconnecting calls it; the account's own "Apps and websites" settings are the fallback.
     */
    async revokeToken(token: string, signal?: AbortSignal): Promise<void> {
      await call({ method: 'DELETE', url: `${graph}/me/permissions`, bearer: token }, successSchema, signal);
    },

    async me(token: string, signal?: AbortSignal): Promise<GraphProfile> {
      const answer = await call({ method: 'GET', url: `${graph}/me`, query: { fields: PROFILE_FIELDS }, bearer: token }, profileSchema, signal);
      const accountType = answer.account_type && ACCOUNT_TYPES.includes(answer.account_type) ? (answer.account_type as GraphAccountType) : undefined;
      return {
        id: answer.id,
        userId: answer.user_id ?? answer.id,
        username: answer.username,
        accountType,
        canPublish: accountType === 'BUSINESS' || accountType === 'MEDIA_CREATOR',
        name: answer.name,
        profilePictureUrl: answer.profile_picture_url,
        followersCount: answer.followers_count,
        mediaCount: answer.media_count,
      };
    },

    /** Creates a container and returns its id; Instagram then fetches the media from its URL. */
    async createContainer(token: string, userId: string, input: ContainerInput, signal?: AbortSignal): Promise<string> {
      const answer = await call(
        { method: 'POST', url: `${graph}/${encodeURIComponent(userId)}/media`, form: containerParams(input), bearer: token },
        idSchema,
        signal,
      );
      return answer.id;
    },

    async containerStatus(token: string, containerId: string, signal?: AbortSignal): Promise<ContainerStatus> {
      const answer = await call(
        { method: 'GET', url: `${graph}/${encodeURIComponent(containerId)}`, query: { fields: 'id,status_code,status' }, bearer: token },
        containerStatusSchema,
        signal,
      );
      return { id: answer.id ?? containerId, statusCode: answer.status_code, status: answer.status, subcode: subcodeInStatus(answer.status) };
    },

    /** Publishes a FINISHED container and returns the new media id. */
    async publish(token: string, userId: string, containerId: string, signal?: AbortSignal): Promise<string> {
      const answer = await call(
        { method: 'POST', url: `${graph}/${encodeURIComponent(userId)}/media_publish`, form: { creation_id: containerId }, bearer: token },
        idSchema,
        signal,
      );
      return answer.id;
    },

    async publishingLimit(token: string, userId: string, signal?: AbortSignal): Promise<PublishingLimit> {
      const answer = await call(
        { method: 'GET', url: `${graph}/${encodeURIComponent(userId)}/content_publishing_limit`, query: { fields: 'quota_usage,config' }, bearer: token },
        publishingLimitSchema,
        signal,
      );
      const first = answer.data[0]!;
      // Without `config` Instagram's documented limits apply: 50 posts per rolling 24 h.
      const quotaTotal = first.config?.quota_total ?? 50;
      return {
        quotaUsage: first.quota_usage,
        quotaTotal,
        quotaDurationSeconds: first.config?.quota_duration ?? 86_400,
        remaining: Math.max(0, quotaTotal - first.quota_usage),
      };
    },

    async media(token: string, mediaId: string, signal?: AbortSignal): Promise<GraphMedia> {
      const answer = await call(
        { method: 'GET', url: `${graph}/${encodeURIComponent(mediaId)}`, query: { fields: MEDIA_FIELDS }, bearer: token },
        mediaSchema,
        signal,
      );
      return toMedia(answer);
    },

    /**
     * The account's latest media, newest first (one page of at most `limit`): how a publish whose answer was lost is
     * found again (a container's status says PUBLISHED, but not which media it became).
     */
    async recentMedia(token: string, userId: string, limit = 25, signal?: AbortSignal, edge: 'media' | 'stories' = 'media'): Promise<GraphMedia[]> {
      const answer = await call(
        {
          method: 'GET',
          url: `${graph}/${encodeURIComponent(userId)}/${edge}`,
          query: { fields: MEDIA_FIELDS, limit: String(limit) },
          bearer: token,
        },
        mediaListSchema,
        signal,
      );
      return answer.data.map(toMedia);
    },

    /** Lifetime metrics of a published post; a metric Instagram leaves out or sends as a non-number is left out. */
    async insights(token: string, mediaId: string, metrics: readonly string[] = DEFAULT_INSIGHT_METRICS, signal?: AbortSignal): Promise<GraphInsights> {
      const answer = await call(
        { method: 'GET', url: `${graph}/${encodeURIComponent(mediaId)}/insights`, query: { metric: metrics.join(',') }, bearer: token },
        insightsSchema,
        signal,
      );
      const result: GraphInsights = {};
      for (const metric of answer.data) {
        const value = metric.total_value?.value ?? metric.values?.[0]?.value;
        if (typeof value === 'number' && Number.isFinite(value)) result[metric.name] = value;
      }
      return result;
    },
  };
}

export type InstagramGraphClient = ReturnType<typeof createInstagramGraphClient>;

function toMedia(answer: z.output<typeof mediaSchema>): GraphMedia {
  return {
    id: answer.id,
    permalink: answer.permalink,
    mediaType: answer.media_type,
    mediaProductType: answer.media_product_type,
    timestamp: parseGraphTimestamp(answer.timestamp),
    caption: answer.caption,
    shortcode: answer.shortcode,
  };
}
