import { LRUCache } from 'lru-cache';
import { isAllowedCdnUrl, isCdnUrlExpired } from './cdn-url.ts';
import { resolveInstagramConfig, type InstagramClientConfigInput, type InstagramPostMethod, type ResolvedInstagramConfig } from './instagram-config.ts';
import { InstagramError, isInstagramError, type InstagramErrorCode } from './instagram-errors.ts';
import { apiMessage, classifyRedirect, commonFailure, InstagramHttp, parseJson, type Exchange, type InstagramDeps } from './instagram-http.ts';
import type { InstagramMedia, InstagramPostPage, InstagramProfile, InstagramStoryReel } from './instagram.model.ts';
import {
  polarisResponseSchema,
  postRootResponseSchema,
  reelsMediaResponseSchema,
  rulingResponseSchema,
  timelineResponseSchema,
  webProfileInfoResponseSchema,
  type GraphqlError,
} from './instagram.schemas.ts';
import { parseShape, parseTimeline, parseV1Media, parseWebProfileUser } from './normalize.ts';
import { extractLsdToken, extractPageMedia } from './page-json.ts';
import { defaultSleep } from './pacer.ts';
import { isValidUsername, parseInstagramUrl, type InstagramUrlTarget } from './parse-instagram-url.ts';
import { followShareRedirects } from './resolve-share-url.ts';
import { baseShortcode, isPrivateShortcode, isValidShortcode, shortcodeToMediaId } from './shortcode.ts';

export type InstagramClientConfig = InstagramClientConfigInput & {
  /** Replaces the global fetch (tests); deps.fetch wins when both are given. */
  fetch?: typeof fetch;
};

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

export interface FetchMediaOptions {
  method?: 'GET' | 'HEAD';
  /** A Range header value to pass on, e.g. "bytes=0-1023". */
  range?: string;
  signal?: AbortSignal;
}

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

type Attempt = { media: InstagramMedia } | { empty: true };

interface AnonymousSession {
  lsd: string | null;
  expiresAt: number;
}

/** Codes that end a post lookup at once: the answer is known, or Instagram is blocking us and more calls are rude. */
const FINAL_POST_CODES: ReadonlySet<InstagramErrorCode> = new Set([
  'IG_PRIVATE',
  'IG_AGE_RESTRICTED',
  'IG_NOT_FOUND',
  'IG_RATE_LIMITED',
  'IG_LOGIN_REQUIRED',
  'URL_INVALID',
]);

const FORM = 'application/x-www-form-urlencoded';

/** Creates the client. Everything comes from `config`; `deps` replaces fetch, clock, sleep and randomness in tests. */
export function createInstagramClient(config: InstagramClientConfig = {}, deps: Partial<InstagramDeps> = {}): InstagramClient {
  const { fetch: configFetch, ...rest } = config;
  const cfg = resolveInstagramConfig(rest);
  const env: InstagramDeps = {
    fetch: deps.fetch ?? configFetch ?? ((input, init) => fetch(input, init)),
    now: deps.now ?? Date.now,
    sleep: deps.sleep ?? defaultSleep,
    random: deps.random ?? Math.random,
  };
  const http = new InstagramHttp(cfg, env);
  const base = cfg.baseUrl;
  const api = cfg.apiBaseUrl;
  const origin = new URL(base).origin;
  const profileCache = new LRUCache<string, { profile: InstagramProfile; expiresAt: number }>({ max: cfg.profileCacheMax });
  const profileInFlight = new Map<string, Promise<InstagramProfile>>();
  let anonymousSession: AnonymousSession | null = null;
  let sessionInFlight: Promise<AnonymousSession> | null = null;

  // ---------- headers ----------

  function pageHeaders(): Record<string, string> {
    return {
      'User-Agent': cfg.userAgent,
      Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'Accept-Language': 'en-US,en;q=0.9',
      'Sec-Fetch-Dest': 'document',
      'Sec-Fetch-Mode': 'navigate',
      'Sec-Fetch-Site': 'none',
      'Upgrade-Insecure-Requests': '1',
    };
  }

  function apiHeaders(referer: string): Record<string, string> {
    const headers: Record<string, string> = {
      'User-Agent': cfg.userAgent,
      Accept: '*/*',
      'Accept-Language': 'en-US,en;q=0.9',
      'X-IG-App-ID': cfg.appId,
      'X-ASBD-ID': cfg.asbdId,
      'X-IG-WWW-Claim': http.wwwClaim,
      'X-Requested-With': 'XMLHttpRequest',
      Origin: origin,
      Referer: referer,
      'Sec-Fetch-Dest': 'empty',
      'Sec-Fetch-Mode': 'cors',
      'Sec-Fetch-Site': 'same-origin',
    };
    const csrf = http.cookies.get('csrftoken');
    if (csrf) headers['X-CSRFToken'] = csrf;
    return headers;
  }

  // ---------- anonymous session (home page: cookies + LSD) ----------

  async function session(): Promise<AnonymousSession> {
    if (anonymousSession && anonymousSession.expiresAt > env.now()) return anonymousSession;
    sessionInFlight ??= (async () => {
      try {
        const exchange = await http.send(`${base}/`, { headers: pageHeaders() });
        const failure = commonFailure(exchange, env.now(), { step: 'home' });
        if (failure) throw failure;
        if (exchange.status !== 200) throw new InstagramError('IG_UPSTREAM', { reason: `http_${exchange.status}`, step: 'home' });
        http.ensureCsrfToken();
        anonymousSession = { lsd: extractLsdToken(exchange.text), expiresAt: env.now() + cfg.sessionTtlMs };
        return anonymousSession;
      } finally {
        sessionInFlight = null;
      }
    })();
    return sessionInFlight;
  }

  function forgetSession(): void {
    anonymousSession = null;
    http.cookies.delete('csrftoken');
  }

  // ---------- posts ----------

  async function getPost(shortcode: string): Promise<InstagramMedia> {
    if (!isValidShortcode(shortcode)) throw new InstagramError('URL_INVALID', { reason: 'bad_shortcode' });
    const pk = shortcodeToMediaId(shortcode);
    const failures: InstagramError[] = [];
    const empties: InstagramPostMethod[] = [];
    let diagnosed = false;
    for (const method of cfg.postMethods) {
      let attempt: Attempt;
      try {
        attempt = await http.retrying(() => runPostMethod(method, shortcode, pk));
      } catch (error) {
        if (!isInstagramError(error)) throw error;
        const tagged = new InstagramError(error.code, { ...error.details, method, shortcode }, { retryable: error.retryable, cause: error });
        if (FINAL_POST_CODES.has(error.code)) throw tagged;
        failures.push(tagged);
        continue;
      }
      if ('media' in attempt) return attempt.media;
      empties.push(method);
      if (!diagnosed) {
        diagnosed = true;
        await diagnoseGatedPost(shortcode, pk);
      }
    }
    // Every method failed. An empty GraphQL answer (or an empty page when nothing else answered) means the post is
    // gone; otherwise report the last soft failure, e.g. GraphQL answering HTML (brief §5 "GraphQL soft failure").
    const graphqlSaidEmpty = empties.some((method) => method !== 'page');
    if (empties.length > 0 && (graphqlSaidEmpty || failures.length === 0)) {
      throw new InstagramError('IG_NOT_FOUND', { reason: 'no_media', shortcode, methods: empties });
    }
    const last = failures.at(-1) ?? new InstagramError('IG_UPSTREAM', { reason: 'no_method' });
    throw new InstagramError(last.code, { ...last.details, attempts: failures.map((f) => `${String(f.details.method)}:${String(f.details.reason)}`) }, { cause: last });
  }

  function runPostMethod(method: InstagramPostMethod, shortcode: string, pk: bigint): Promise<Attempt> {
    if (method === 'page') return viaPage(shortcode);
    if (method === 'polaris') return viaPolaris(shortcode, pk);
    return viaPostRoot(shortcode);
  }

  /** Method A: GET /p/{sc}/ and read `xig_polaris_media.if_not_gated_logged_out` from the data-sjs JSON. */
  async function viaPage(shortcode: string): Promise<Attempt> {
    let url = `${base}/p/${shortcode}/`;
    for (let hop = 0; ; hop++) {
      const exchange = await http.send(url, { headers: pageHeaders() });
      if (exchange.status >= 300 && exchange.status < 400) {
        const redirect = classifyRedirect(exchange.location);
        if (redirect.code !== 'IG_UPSTREAM') throw redirect;
        // Same-site hops such as /reel/x/ → /p/x/ are followed, on our origin only.
        const next = exchange.location ? new URL(exchange.location) : null;
        if (!next || next.origin !== origin || hop >= cfg.maxRedirects) throw redirect;
        url = next.toString();
        continue;
      }
      if (exchange.status === 404) throw new InstagramError('IG_NOT_FOUND', { reason: 'page_404', status: 404 });
      const failure = commonFailure(exchange, env.now());
      if (failure) throw failure;
      if (exchange.status !== 200) throw new InstagramError('IG_UPSTREAM', { reason: `http_${exchange.status}`, status: exchange.status });
      const found = extractPageMedia(exchange.text, baseShortcode(shortcode));
      if (found.found === 'media') return { media: parseV1Media(found.item, found.legacy ? 'page_legacy' : 'page') };
      // Gated, "this page isn't available", or markup we no longer recognise: the GraphQL methods get their turn.
      return { empty: true };
    }
  }

  /** Method B: logged-out Polaris GraphQL on /api/graphql (needs the home page's LSD token). */
  async function viaPolaris(shortcode: string, pk: bigint): Promise<Attempt> {
    const { lsd } = await session();
    if (!lsd) throw new InstagramError('IG_UPSTREAM', { reason: 'no_lsd' });
    const csrf = http.ensureCsrfToken();
    const body = new URLSearchParams({
      av: '0',
      __d: 'www',
      __user: '0',
      __a: '1',
      lsd,
      fb_api_caller_class: 'RelayModern',
      fb_api_req_friendly_name: cfg.queryNames.polarisPost,
      server_timestamps: 'true',
      variables: JSON.stringify({ media_id: pk.toString() }),
      doc_id: cfg.docIds.polarisPost,
    });
    const exchange = await http.send(`${base}/api/graphql`, {
      method: 'POST',
      headers: {
        ...apiHeaders(`${base}/p/${shortcode}/`),
        'Content-Type': FORM,
        'X-FB-Friendly-Name': cfg.queryNames.polarisPost,
        'X-FB-LSD': lsd,
        'X-CSRFToken': csrf,
      },
      body: body.toString(),
    });
    const json = graphqlJson(exchange);
    const parsed = parseShape(polarisResponseSchema, json, 'polaris response');
    const polaris = parsed.data?.xig_polaris_media;
    if (!polaris && parsed.errors?.length) throw graphqlFailure(parsed.errors);
    const item = polaris?.if_not_gated_logged_out;
    if (item && typeof item === 'object' && Object.keys(item).length > 0) return { media: parseV1Media(item, 'polaris') };
    return { empty: true };
  }

  /** Method C: PolarisPostRootQuery on /graphql/query; X-CSRFToken must equal the csrftoken cookie. */
  async function viaPostRoot(shortcode: string): Promise<Attempt> {
    const { lsd } = await session();
    const csrf = http.ensureCsrfToken();
    const body = new URLSearchParams({
      doc_id: cfg.docIds.postRoot,
      variables: JSON.stringify({ shortcode, __relay_internal__pv__PolarisAIGMMediaWebLabelEnabledrelayprovider: false }),
      server_timestamps: 'true',
    });
    if (lsd) body.set('lsd', lsd);
    const exchange = await http.send(`${base}/graphql/query`, {
      method: 'POST',
      headers: { ...apiHeaders(`${base}/p/${shortcode}/`), 'Content-Type': FORM, 'X-FB-Friendly-Name': cfg.queryNames.postRoot, 'X-CSRFToken': csrf },
      body: body.toString(),
    });
    if (exchange.status === 403) {
      forgetSession();
      throw new InstagramError('IG_UPSTREAM', { reason: 'csrf_forbidden', status: 403 });
    }
    const parsed = parseShape(postRootResponseSchema, graphqlJson(exchange), 'post root response');
    const info = parsed.data?.xdt_api__v1__media__shortcode__web_info;
    if (!info && parsed.errors?.length) throw graphqlFailure(parsed.errors);
    const item = info?.items?.[0];
    if (item && typeof item === 'object') return { media: parseV1Media(item, 'post_root') };
    return { empty: true };
  }

  /** Reads a GraphQL answer: shared failures, then "HTML instead of JSON" (fingerprint block, brief §2.2). */
  function graphqlJson(exchange: Exchange): unknown {
    const failure = commonFailure(exchange, env.now());
    if (failure) throw failure;
    if (exchange.status !== 200) throw new InstagramError('IG_UPSTREAM', { reason: `http_${exchange.status}`, status: exchange.status });
    const text = exchange.text.replace(/^\s*for \(;;\);/, '').trimStart();
    if (!text.startsWith('{')) throw new InstagramError('IG_UPSTREAM', { reason: 'graphql_html' });
    const json = parseJson(text);
    if (json === undefined) throw new InstagramError('IG_UPSTREAM', { reason: 'graphql_bad_json' });
    return json;
  }

  /** When a post comes back empty: private link, age ruling, private route (brief §5). Throws when it knows. */
  async function diagnoseGatedPost(shortcode: string, pk: bigint): Promise<void> {
    if (isPrivateShortcode(shortcode)) throw new InstagramError('IG_PRIVATE', { reason: 'private_link', shortcode });
    if (!cfg.diagnoseGatedPosts) return;
    const referer = `${base}/p/${shortcode}/`;
    const ruling = await bestEffort(() =>
      http.send(`${api}/api/v1/web/get_ruling_for_content/?content_type=MEDIA&target_id=${pk.toString()}`, { headers: apiHeaders(referer) }),
    );
    if (ruling?.status === 200) {
      const parsed = rulingResponseSchema.safeParse(parseJson(ruling.text));
      const text = parsed.success ? `${parsed.data.title ?? ''} ${parsed.data.description ?? ''}` : '';
      if (/restricted/i.test(text)) throw new InstagramError('IG_AGE_RESTRICTED', { reason: 'ruling_restricted', shortcode });
    }
    const route = await bestEffort(() =>
      http.send(`${base}/ajax/bulk-route-definitions/`, {
        method: 'POST',
        headers: { ...apiHeaders(referer), 'Content-Type': FORM },
        body: new URLSearchParams({ 'route_urls[0]': `/p/${shortcode}/`, __a: '1', __comet_req: '7' }).toString(),
      }),
    );
    if (route?.status === 200 && route.text.includes('polaris.privatePostPage')) {
      throw new InstagramError('IG_PRIVATE', { reason: 'private_post_route', shortcode });
    }
  }

  async function bestEffort(run: () => Promise<Exchange>): Promise<Exchange | null> {
    try {
      return await run();
    } catch {
      return null;
    }
  }

  // ---------- profiles ----------

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
      headers: { ...apiHeaders(`${base}/${name}/`), Accept: 'application/json' },
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
      const { lsd } = await session();
      const csrf = http.ensureCsrfToken();
      const body = new URLSearchParams({
        doc_id: cfg.docIds.profileTimeline,
        variables: JSON.stringify({ id: userId, first, after: cursor }),
        server_timestamps: 'true',
      });
      if (lsd) body.set('lsd', lsd);
      const exchange = await http.send(`${base}/graphql/query`, {
        method: 'POST',
        headers: { ...apiHeaders(`${base}/`), 'Content-Type': FORM, 'X-CSRFToken': csrf },
        body: body.toString(),
      });
      // Anonymous pagination past the first page answers 403 since mid-2026 (instaloader PR #2722).
      if (exchange.status === 403) throw new InstagramError('IG_LOGIN_REQUIRED', { reason: 'pagination_forbidden', status: 403, subject: 'profile' });
      const parsed = parseShape(timelineResponseSchema, graphqlJson(exchange), 'timeline response');
      const connection = parsed.data?.user?.edge_owner_to_timeline_media;
      if (!connection) {
        if (parsed.errors?.length) throw graphqlFailure(parsed.errors);
        throw new InstagramError('IG_NOT_FOUND', { reason: 'user_null', subject: 'profile' });
      }
      return parseTimeline(connection);
    });
  }

  // ---------- stories ----------

  async function fetchReel(reelId: string, refererPath: string): Promise<{ reel: NonNullable<ReturnType<typeof pickReel>>; username: string | null }> {
    const sessionId = cfg.sessionId;
    if (!sessionId) throw new InstagramError('IG_STORY_LOGIN_REQUIRED', { reason: 'no_session' });
    const exchange = await http.retrying(() =>
      http.send(`${api}/api/v1/feed/reels_media/?reel_ids=${encodeURIComponent(reelId)}`, {
        headers: apiHeaders(`${base}${refererPath}`),
        extraCookies: { sessionid: sessionId },
      }).then((answer) => {
        const failure = storyFailure(answer);
        if (failure) throw failure;
        return answer;
      }),
    );
    const body = parseShape(reelsMediaResponseSchema, parseJson(exchange.text), 'reels_media');
    if (body.status === 'fail') {
      if (/wait a few minutes/i.test(body.message ?? '')) throw new InstagramError('IG_RATE_LIMITED', { reason: 'please_wait' });
      throw new InstagramError('IG_STORY_LOGIN_REQUIRED', { reason: 'session_rejected' });
    }
    const reel = pickReel(body, reelId);
    if (!reel || (reel.items ?? []).length === 0) throw new InstagramError('IG_NOT_FOUND', { reason: 'no_stories', reelId });
    return { reel, username: reel.user?.username ?? null };
  }

  function storyFailure(exchange: Exchange): InstagramError | null {
    if (exchange.status >= 300 && exchange.status < 400) {
      const redirect = classifyRedirect(exchange.location);
      return redirect.code === 'IG_LOGIN_REQUIRED' ? new InstagramError('IG_STORY_LOGIN_REQUIRED', { reason: 'session_rejected' }) : redirect;
    }
    const failure = commonFailure(exchange, env.now());
    if (failure?.code === 'IG_LOGIN_REQUIRED') return new InstagramError('IG_STORY_LOGIN_REQUIRED', { reason: 'session_rejected', status: exchange.status });
    if (failure) return failure;
    if (exchange.status === 404) return new InstagramError('IG_NOT_FOUND', { reason: 'http_404', status: 404 });
    if (exchange.status !== 200) return new InstagramError('IG_UPSTREAM', { reason: `http_${exchange.status}`, status: exchange.status });
    if (parseJson(exchange.text) === undefined) return new InstagramError('IG_UPSTREAM', { reason: 'not_json' });
    return null;
  }

  function toStoryReel(reel: NonNullable<ReturnType<typeof pickReel>>, username: string, storyId: string | undefined): InstagramStoryReel {
    const items: InstagramMedia[] = [];
    for (const raw of reel.items ?? []) {
      try {
        const media = parseV1Media(raw, 'story');
        if (!media.expiresAt && typeof reel.expiring_at === 'number') media.expiresAt = new Date(reel.expiring_at * 1000);
        items.push(media);
      } catch {
        // one odd story item is skipped, not fatal
      }
    }
    const chosen = storyId ? items.filter((item) => item.id === storyId) : items;
    if (chosen.length === 0) throw new InstagramError('IG_NOT_FOUND', { reason: storyId ? 'story_expired' : 'no_stories' });
    const result: InstagramStoryReel = { reelId: String(reel.id), username, items: chosen };
    if (reel.title) result.title = reel.title;
    return result;
  }

  async function getStory(username: string, storyId?: string): Promise<InstagramStoryReel> {
    if (!cfg.sessionId) throw new InstagramError('IG_STORY_LOGIN_REQUIRED', { reason: 'no_session' });
    const profile = await getProfile(username, { allowPrivate: true });
    try {
      const { reel } = await fetchReel(profile.id, `/stories/${profile.username}/`);
      return toStoryReel(reel, profile.username, storyId);
    } catch (error) {
      if (isInstagramError(error) && error.code === 'IG_NOT_FOUND' && profile.isPrivate) {
        throw new InstagramError('IG_PRIVATE', { reason: 'private_account', subject: 'profile', username: profile.username });
      }
      throw error;
    }
  }

  async function getHighlight(highlightId: string, storyId?: string): Promise<InstagramStoryReel> {
    if (!cfg.sessionId) throw new InstagramError('IG_STORY_LOGIN_REQUIRED', { reason: 'no_session' });
    if (!/^\d{1,25}$/.test(highlightId)) throw new InstagramError('URL_INVALID', { reason: 'bad_highlight_id' });
    const { reel, username } = await fetchReel(`highlight:${highlightId}`, `/stories/highlights/${highlightId}/`);
    return toStoryReel(reel, username ?? '', storyId);
  }

  // ---------- URLs and media ----------

  async function resolveShareUrl(url: string): Promise<InstagramUrlTarget> {
    const step = (target: string): Promise<Exchange> =>
      http.send(target, {
        cookies: false,
        headers: { 'User-Agent': cfg.shareUserAgent, Accept: '*/*', 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'same-origin' },
      });
    return http.retrying(() => followShareRedirects(url, base, cfg.maxRedirects, step));
  }

  async function resolveUrl(input: string): Promise<InstagramUrlTarget> {
    const parsed = parseInstagramUrl(input);
    if (parsed.kind === 'error') throw new InstagramError('URL_INVALID', { reason: parsed.reason, urlError: parsed.code });
    return parsed.kind === 'share' ? resolveShareUrl(parsed.url) : parsed;
  }

  function isAllowedMediaUrl(url: string): boolean {
    return isAllowedCdnUrl(url, cfg.cdnHostSuffixes, { allowHttpHosts: cfg.allowHttpHosts });
  }

  async function fetchMedia(url: string, options: FetchMediaOptions = {}): Promise<Response> {
    if (!isAllowedMediaUrl(url)) throw new InstagramError('URL_INVALID', { reason: 'media_host_not_allowed' });
    if (isCdnUrlExpired(url, env.now())) throw new InstagramError('IG_MEDIA_EXPIRED', { reason: 'expired' });
    return http.retrying(() => openMedia(url, options));
  }

  async function openMedia(url: string, options: FetchMediaOptions): Promise<Response> {
    let current = url;
    for (let hop = 0; ; hop++) {
      // The timeout covers the wait for headers only: the body may legitimately stream for minutes.
      const controller = new AbortController();
      const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
      const timer = setTimeout(() => controller.abort(new Error('media headers timeout')), cfg.timeoutMs);
      const headers: Record<string, string> = { 'User-Agent': cfg.userAgent, Accept: '*/*', Referer: 'https://www.instagram.com/' };
      if (options.range) headers.Range = options.range;
      let response: Response;
      try {
        response = await env.fetch(current, { method: options.method ?? 'GET', headers, redirect: 'manual', signal });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        throw new InstagramError('IG_UPSTREAM', { reason: 'media_network' }, { retryable: true, cause: error });
      } finally {
        clearTimeout(timer);
      }
      const { status } = response;
      if (status >= 300 && status < 400) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        const next = location ? new URL(location, current).toString() : null;
        if (!next || !isAllowedMediaUrl(next) || hop >= cfg.maxRedirects) {
          throw new InstagramError('URL_INVALID', { reason: 'media_redirect_not_allowed' });
        }
        current = next;
        continue;
      }
      if (status === 403) {
        const text = (await response.text().catch(() => '')).slice(0, 500);
        if (/signature expired/i.test(text)) throw new InstagramError('IG_MEDIA_EXPIRED', { reason: 'signature_expired', status });
        if (/signature/i.test(text)) throw new InstagramError('IG_MEDIA_EXPIRED', { reason: 'signature_mismatch', status });
        throw new InstagramError('IG_UPSTREAM', { reason: 'media_403', status });
      }
      if (status === 404 || status === 410) {
        await response.body?.cancel();
        throw new InstagramError('IG_NOT_FOUND', { reason: 'media_gone', status });
      }
      if (status === 429) {
        await response.body?.cancel();
        throw new InstagramError('IG_RATE_LIMITED', { reason: 'media_429', status });
      }
      if (status >= 500) {
        await response.body?.cancel();
        throw new InstagramError('IG_UPSTREAM', { reason: `media_${status}`, status }, { retryable: true });
      }
      return response;
    }
  }

  return {
    config: cfg,
    resolveUrl,
    resolveShareUrl,
    getPost,
    getProfile,
    getMorePosts,
    getStory,
    getHighlight,
    isAllowedMediaUrl,
    fetchMedia,
    clearCache: () => profileCache.clear(),
  };
}

function pickReel(body: ReturnType<typeof reelsMediaResponseSchema.parse>, reelId: string) {
  return body.reels?.[reelId] ?? body.reels_media?.find((reel) => String(reel.id) === reelId) ?? body.reels_media?.[0] ?? null;
}

/** GraphQL `errors[]` → code (brief §5): 1675004 rate limit, 4630001 not found, anything else a soft failure. */
export function graphqlFailure(errors: readonly GraphqlError[]): InstagramError {
  const text = (error: GraphqlError): string => `${error.message ?? ''} ${error.description ?? ''} ${error.summary ?? ''}`;
  if (errors.some((error) => error.code === 1675004 || /rate limit/i.test(text(error)))) {
    return new InstagramError('IG_RATE_LIMITED', { reason: 'graphql_rate_limit' });
  }
  if (errors.some((error) => error.code === 4630001 || /not found or unavailable/i.test(text(error)))) {
    return new InstagramError('IG_NOT_FOUND', { reason: 'graphql_not_found' });
  }
  return new InstagramError('IG_UPSTREAM', { reason: 'graphql_error', messages: errors.slice(0, 3).map((error) => (error.message ?? '').slice(0, 120)) });
}
