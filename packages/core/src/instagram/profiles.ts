import { LRUCache } from 'lru-cache';
import type { InstagramClientContext } from './client-context.ts';
import { apiMessage, commonFailure, graphqlFailure, graphqlJson, parseJson } from './http/failures.ts';
import { FORM } from './http/headers.ts';
import { InstagramError } from './instagram-errors.ts';
import type { InstagramPostPage, InstagramProfile } from './instagram.model.ts';
import { timelineResponseSchema, webProfileInfoResponseSchema } from './instagram.schemas.ts';
import { parseShape, parseTimeline, parseWebProfileUser } from './normalize.ts';
import { isValidUsername } from './parse-instagram-url.ts';
import type { AnonymousSessions } from './session.ts';

export interface GetProfileOptions {
  /** Return private profiles instead of failing with IG_PRIVATE (their counts are public; their posts are not). */
  allowPrivate?: boolean;
  /** Skip the cache. */
  fresh?: boolean;
  /**
   * The longest single back-off the client may sleep before trying again (default: retryMaxDelayMs). Callers that
   * retry later on their own pass a small value so a rate limit reaches them within seconds.
   */
  maxWaitMs?: number;
}

export interface ProfileReader {
  /** web_profile_info with its 12 embedded posts; cached for profileCacheTtlMs. Private accounts → IG_PRIVATE. */
  getProfile(username: string, options?: GetProfileOptions): Promise<InstagramProfile>;
  /** The next page of a profile's posts (best effort: Instagram mostly refuses it anonymously since 2026). */
  getMorePosts(userId: string, cursor: string, options?: { first?: number }): Promise<InstagramPostPage>;
  clearCache(): void;
}

export function createProfileReader(ctx: InstagramClientContext, sessions: AnonymousSessions): ProfileReader {
  const { cfg, env, http, base, api } = ctx;
  const profileCache = new LRUCache<string, { profile: InstagramProfile; expiresAt: number }>({ max: cfg.profileCacheMax });
  const profileInFlight = new Map<string, Promise<InstagramProfile>>();

  async function getProfile(username: string, options: GetProfileOptions = {}): Promise<InstagramProfile> {
    const name = username.trim().replace(/^@/, '').toLowerCase();
    if (!isValidUsername(name)) throw new InstagramError('URL_INVALID', { reason: 'bad_username', subject: 'profile' });
    let profile: InstagramProfile | undefined;
    const cached = options.fresh ? undefined : profileCache.get(name);
    if (cached && cached.expiresAt > env.now()) profile = cached.profile;
    if (!profile) {
      let pending = profileInFlight.get(name);
      if (!pending) {
        pending = http
          .retrying(() => fetchProfile(name), options.maxWaitMs === undefined ? {} : { maxWaitMs: options.maxWaitMs })
          .finally(() => profileInFlight.delete(name));
        profileInFlight.set(name, pending);
      }
      profile = await pending;
      if (cfg.profileCacheTtlMs > 0) profileCache.set(name, { profile, expiresAt: env.now() + cfg.profileCacheTtlMs });
    }
    if (profile.isPrivate && !options.allowPrivate) {
      throw new InstagramError('IG_PRIVATE', { reason: 'private_account', subject: 'profile', username: name });
    }
    return profile;
  }

  async function fetchProfile(name: string): Promise<InstagramProfile> {
    const extra = { subject: 'profile', username: name };
    const exchange = await http.send(`${api}/api/v1/users/web_profile_info/?username=${encodeURIComponent(name)}`, {
      headers: { ...ctx.apiHeaders(`${base}/${name}/`), Accept: 'application/json' },
    });
    const failure = commonFailure(exchange, env.now(), extra);
    if (failure) throw failure;
    if (exchange.status === 404) throw new InstagramError('IG_NOT_FOUND', { ...extra, reason: 'http_404', status: 404 });
    if (exchange.status === 400) {
      const { message } = apiMessage(exchange.text);
      const reason = /asset|schema/i.test(message) ? 'profile_schema_error' : 'http_400';
      throw new InstagramError('IG_UPSTREAM', { ...extra, reason, status: 400, upstreamMessage: message.slice(0, 200) });
    }
    if (exchange.status !== 200) throw new InstagramError('IG_UPSTREAM', { ...extra, reason: `http_${exchange.status}`, status: exchange.status });
    const json = parseJson(exchange.text);
    if (json === undefined) throw new InstagramError('IG_UPSTREAM', { ...extra, reason: 'not_json' });
    const body = parseShape(webProfileInfoResponseSchema, json, 'web_profile_info');
    if (body.status === 'fail') {
      if (/wait a few minutes/i.test(body.message ?? '')) throw new InstagramError('IG_RATE_LIMITED', { ...extra, reason: 'please_wait' });
      throw new InstagramError('IG_UPSTREAM', { ...extra, reason: 'status_fail', upstreamMessage: (body.message ?? '').slice(0, 200) });
    }
    // status "ok" with a null user is authoritative non-existence (instaloader PR #2715).
    if (!body.data?.user) throw new InstagramError('IG_NOT_FOUND', { ...extra, reason: 'user_null' });
    return parseWebProfileUser(body.data.user, new Date(env.now()));
  }

  async function getMorePosts(userId: string, cursor: string, options: { first?: number } = {}): Promise<InstagramPostPage> {
    if (!/^\d{1,25}$/.test(userId)) throw new InstagramError('URL_INVALID', { reason: 'bad_user_id' });
    const first = Math.min(Math.max(options.first ?? 12, 1), 50);
    return http.retrying(async () => {
      const { lsd } = await sessions.current();
      const csrf = http.ensureCsrfToken();
      const body = new URLSearchParams({
        doc_id: cfg.docIds.profileTimeline,
        variables: JSON.stringify({ id: userId, first, after: cursor }),
        server_timestamps: 'true',
      });
      if (lsd) body.set('lsd', lsd);
      const exchange = await http.send(`${base}/graphql/query`, {
        method: 'POST',
        headers: { ...ctx.apiHeaders(`${base}/`), 'Content-Type': FORM, 'X-CSRFToken': csrf },
        body: body.toString(),
      });
      // Anonymous pagination past the first page answers 403 since mid-2026 (instaloader PR #2722).
      if (exchange.status === 403) throw new InstagramError('IG_LOGIN_REQUIRED', { reason: 'pagination_forbidden', status: 403, subject: 'profile' });
      const parsed = parseShape(timelineResponseSchema, graphqlJson(exchange, env.now()), 'timeline response');
      const connection = parsed.data?.user?.edge_owner_to_timeline_media;
      if (!connection) {
        if (parsed.errors?.length) throw graphqlFailure(parsed.errors);
        throw new InstagramError('IG_NOT_FOUND', { reason: 'user_null', subject: 'profile' });
      }
      return parseTimeline(connection);
    });
  }

  return { getProfile, getMorePosts, clearCache: () => profileCache.clear() };
}
