import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkCdnSignature, CDN_REFUSALS, MAX_BIG_FILE_BYTES, refuse, sendFile, sendGeneratedBytes, signCdnUrl } from './fake-cdn.ts';
import { MediaCache, type MediaLook } from './fake-media.ts';
import {
  homePageHtml,
  loginPageHtml,
  offsetOf,
  postPageHtml,
  profilePageHtml,
  rateLimitHtml,
  timelineConnection,
  unavailablePageHtml,
  v1MediaItem,
  v1StoryItem,
  webProfileUser,
  type CdnLinks,
  type PostPageVariant,
} from './fake-shapes.ts';
import { buildFakeWorld, creatorInfo, shortcodeOf, type FakeCreator, type FakeCreatorInfo, type FakePost, type FakeStory } from './fake-world.ts';

/**
 * Global failure modes (brief §5 and §8), applied before any per-account or per-shortcode behaviour:
 * - `rate_limit`: 429 with a ~20 KB HTML body on every www request;
 * - `please_wait`: 401 {"message":"Please wait a few minutes before you try again.","require_login":true} on API
 *   and GraphQL calls;
 * - `login_wall`: 302 to /accounts/login/?next=… on every www request;
 * - `home_redirect`: post pages redirect to `/`;
 * - `server_error`: 500 on every www request;
 * - `page_no_media`: post pages carry no media JSON (markup change); `page_legacy`: pre-2026 page shape;
 * - `graphql_html`: both post GraphQL endpoints answer an HTML page (fingerprint block);
 * - `graphql_soft_error`: GraphQL 200 with data:null and errors[execution error];
 * - `graphql_rate_limit`: GraphQL 200 with errors[{code:1675004,"Rate limit exceeded"}];
 * - `profile_schema_error` (400 "Asset … deleted"), `profile_user_null` (200 user:null), `profile_not_found` (404);
 * - `pagination_forbidden`: the timeline query answers 403;
 * - `share_html`: share links answer an HTML page instead of redirecting;
 * - `story_session_rejected`: the stories endpoint redirects to the login page even with the session cookie;
 * - `cdn_expired`: the CDN answers 403 "URL signature expired" to every signed URL; `cdn_server_error`: 503.
 */
export type FakeInstagramFailure =
  | 'rate_limit'
  | 'please_wait'
  | 'login_wall'
  | 'home_redirect'
  | 'server_error'
  | 'page_no_media'
  | 'page_legacy'
  | 'graphql_html'
  | 'graphql_soft_error'
  | 'graphql_rate_limit'
  | 'profile_schema_error'
  | 'profile_user_null'
  | 'profile_not_found'
  | 'pagination_forbidden'
  | 'share_html'
  | 'story_session_rejected'
  | 'cdn_expired'
  | 'cdn_server_error';

export const FAKE_INSTAGRAM_FAILURES: readonly FakeInstagramFailure[] = [
  'rate_limit', 'please_wait', 'login_wall', 'home_redirect', 'server_error', 'page_no_media', 'page_legacy',
  'graphql_html', 'graphql_soft_error', 'graphql_rate_limit', 'profile_schema_error', 'profile_user_null',
  'profile_not_found', 'pagination_forbidden', 'share_html', 'story_session_rejected', 'cdn_expired', 'cdn_server_error',
];

type Area = 'home' | 'page' | 'api' | 'graphql' | 'timeline' | 'profile' | 'share' | 'story' | 'cdn';

const WWW_AREAS: Area[] = ['home', 'page', 'api', 'graphql', 'timeline', 'profile', 'share', 'story'];
const FAILURE_AREAS: Record<FakeInstagramFailure, readonly Area[]> = {
  rate_limit: WWW_AREAS,
  please_wait: ['api', 'graphql', 'timeline', 'profile', 'story'],
  login_wall: WWW_AREAS,
  home_redirect: ['page'],
  server_error: WWW_AREAS,
  page_no_media: ['page'],
  page_legacy: ['page'],
  graphql_html: ['graphql'],
  graphql_soft_error: ['graphql'],
  graphql_rate_limit: ['graphql', 'timeline'],
  profile_schema_error: ['profile'],
  profile_user_null: ['profile'],
  profile_not_found: ['profile'],
  pagination_forbidden: ['timeline'],
  share_html: ['share'],
  story_session_rejected: ['story'],
  cdn_expired: ['cdn'],
  cdn_server_error: ['cdn'],
};

export interface FakeInstagramDocIds {
  polarisPost: string;
  postRoot: string;
  profileTimeline: string;
}

export interface FakeInstagramOptions {
  /** Reference time of the demo data (posts spread over the ~2 months before it). Default: now. */
  now?: number | Date;
  /** Clock for CDN expiry and stories. Default Date.now. */
  clock?: () => number;
  /** The X-IG-App-ID web_profile_info insists on. Default the web app's 936619743392459. */
  appId?: string;
  /** The `sessionid` cookie the stories endpoint accepts. Default 'fake-instagram-session'. */
  sessionId?: string;
  docIds?: Partial<FakeInstagramDocIds>;
  /** Lifetime of issued CDN URLs. Default 3 days. */
  cdnTtlSeconds?: number;
  /** Where generated JPEG/MP4 files are cached. Default a folder in the OS temp dir, shared between runs. */
  cacheDir?: string;
  /** Delay before every www answer (simulated network). Default 0. */
  latencyMs?: number;
  /** Oldest entries of `requests` are dropped beyond this many (long demo sessions). Default 10 000. */
  maxRecordedRequests?: number;
}

/** One request the fake received. */
export interface FakeInstagramRequest {
  server: 'www' | 'cdn';
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface FakeInstagram {
  /** Point the client's baseUrl here (http://127.0.0.1:PORT). */
  baseUrl: string;
  /** The CDN: a second listener, so allow-listing it admits nothing else. */
  cdnBaseUrl: string;
  /** host:port of the CDN, for the client's allowHttpHosts. */
  cdnHost: string;
  appId: string;
  sessionId: string;
  docIds: FakeInstagramDocIds;
  /** Every request, both servers, in arrival order (clear with `requests.length = 0`). */
  requests: FakeInstagramRequest[];
  creators: FakeCreatorInfo[];
  /** A global failure mode (null: none). With `times`, it applies to that many affected requests, then clears. */
  setFailure(mode: FakeInstagramFailure | null, options?: { times?: number }): void;
  /** An unsigned CDN URL streaming `bytes` generated bytes (video/mp4, Range support) for benchmarks. */
  bigFileUrl(bytes: number): string;
  /** Signs a CDN path (e.g. from a URL the fake issued) with a chosen expiry, for expiry tests. */
  signCdnUrl(path: string, params: Record<string, string>, expiresAt: Date): string;
  close(): Promise<void>;
}

const DEFAULT_DOC_IDS: FakeInstagramDocIds = { polarisPost: '27130156389949648', postRoot: '27128499623469141', profileTimeline: '7950326061742207' };
const LIMIT_SHORTCODE = 'C0ffeeLimit';
const LOGIN_SHORTCODE = 'C0ffeeLogin';
const PLEASE_WAIT = { message: 'Please wait a few minutes before you try again.', require_login: true, status: 'fail' };
const MAX_BODY = 1024 * 1024;

type PostLookup = { kind: 'post'; post: FakePost } | { kind: 'limit' } | { kind: 'login' } | { kind: 'missing' };

/** Starts the fake Instagram (www + CDN) on 127.0.0.1 with random ports. */
export async function startFakeInstagram(options: FakeInstagramOptions = {}): Promise<FakeInstagram> {
  const nowMs = options.now instanceof Date ? options.now.getTime() : (options.now ?? Date.now());
  const clock = options.clock ?? Date.now;
  const appId = options.appId ?? '936619743392459';
  const sessionId = options.sessionId ?? 'fake-instagram-session';
  const docIds = { ...DEFAULT_DOC_IDS, ...options.docIds };
  const cdnTtlSeconds = options.cdnTtlSeconds ?? 3 * 86_400;
  const maxRecorded = options.maxRecordedRequests ?? 10_000;
  const world = buildFakeWorld(nowMs);
  const media = new MediaCache(options.cacheDir);
  const secret = randomBytes(32);
  const issuedLsd = new Set<string>();
  const requests: FakeInstagramRequest[] = [];
  let failure: FakeInstagramFailure | null = null;
  let failureRemaining: number | null = null;

  const www = createServer((req, res) => void handle(req, res, 'www'));
  const cdn = createServer((req, res) => void handle(req, res, 'cdn'));
  const wwwPort = await listen(www);
  const cdnPort = await listen(cdn);
  const baseUrl = `http://127.0.0.1:${wwwPort}`;
  const cdnHost = `127.0.0.1:${cdnPort}`;
  const cdnBaseUrl = `http://${cdnHost}`;

  // ---------- CDN links ----------

  const expiry = (): number => Math.floor(clock() / 1000) + cdnTtlSeconds;
  const ncParams = (key: string): Record<string, string> => ({
    _nc_ht: '127.0.0.1',
    _nc_cat: String((key.length % 9) + 1),
    _nc_ohc: Buffer.from(key).toString('base64url').slice(0, 11),
    _nc_gid: 'fakegid',
    ccb: '7-5',
  });
  const links: CdnLinks = {
    image: (key, width, height) =>
      signCdnUrl(cdnBaseUrl, `/v/t51.2885-15/${key}_${width}x${height}_n.jpg`, { stp: `dst-jpg_e35_p${width}x${height}_tt6`, efg: efgTag('FEED.image'), ...ncParams(key) }, expiry(), secret),
    video: (key, width, height) =>
      signCdnUrl(cdnBaseUrl, `/o1/v/t16/f2/m86/${key}_${width}x${height}.mp4`, { efg: efgTag(`xpv_progressive.INSTAGRAM.CLIPS.C3.${height}.dash_baseline_1_v1`), ...ncParams(key) }, expiry(), secret),
    profilePic: (username, size) =>
      signCdnUrl(cdnBaseUrl, `/v/t51.2885-19/pp_${username}_${size}x${size}_n.jpg`, { stp: `dst-jpg_s${size}x${size}_tt6`, efg: efgTag('profile_pic'), ...ncParams(username) }, expiry(), secret),
  };

  // ---------- dispatch ----------

  async function handle(req: IncomingMessage, res: ServerResponse, server: 'www' | 'cdn'): Promise<void> {
    try {
      const url = new URL(req.url ?? '/', server === 'www' ? baseUrl : cdnBaseUrl);
      const body = req.method === 'POST' ? await readBody(req) : '';
      requests.push({ server, method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body, at: Date.now() });
      if (requests.length > maxRecorded) requests.splice(0, requests.length - maxRecorded);
      if (server === 'cdn') return await handleCdn(req, res, url);
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      await handleWww(req, res, url, body);
    } catch (error) {
      if (!res.headersSent) send(res, 500, 'text/plain', `fake instagram error: ${(error as Error).message}`);
      else res.destroy();
    }
  }

  /** The global failure for this area, counting it down when it has a budget. */
  function activeFailure(area: Area): FakeInstagramFailure | null {
    if (!failure || !FAILURE_AREAS[failure].includes(area)) return null;
    const mode = failure;
    if (failureRemaining !== null && --failureRemaining <= 0) {
      failure = null;
      failureRemaining = null;
    }
    return mode;
  }

  /** Answers the failures shared by every area; returns true when it did. */
  function genericFailure(mode: FakeInstagramFailure | null, res: ServerResponse, path: string): boolean {
    switch (mode) {
      case 'rate_limit':
        send(res, 429, 'text/html; charset=utf-8', rateLimitHtml());
        return true;
      case 'please_wait':
        sendJson(res, 401, PLEASE_WAIT);
        return true;
      case 'login_wall':
        redirect(res, `/accounts/login/?next=${encodeURIComponent(path)}`);
        return true;
      case 'home_redirect':
        redirect(res, '/');
        return true;
      case 'server_error':
        send(res, 500, 'text/html; charset=utf-8', '<!DOCTYPE html><html><body><h1>Oops, an error occurred.</h1></body></html>');
        return true;
      default:
        return false;
    }
  }

  async function handleWww(req: IncomingMessage, res: ServerResponse, url: URL, body: string): Promise<void> {
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const cookies = parseCookies(req.headers.cookie);

    if (path === '/' && method === 'GET') return home(res);
    if (path === '/accounts/login/' || path === '/accounts/login') return send(res, 200, 'text/html; charset=utf-8', loginPageHtml());

    const share = /^\/share\/(?:(p|reel)\/)?([A-Za-z0-9_-]+)(\/?)$/.exec(path);
    if (share && method === 'GET') return shareLink(req, res, path, share[2]!, share[3] === '/', url.search);

    const post = /^\/(?:[A-Za-z0-9._]+\/)?(?:p|reel|reels|tv)\/([A-Za-z0-9_-]+)(\/.*)?$/.exec(path);
    if (post && method === 'GET' && !path.startsWith('/reels/audio/')) return postPage(res, path, post[1]!, post[2] === undefined, cookies);

    if (path === '/api/v1/web/get_ruling_for_content/' && method === 'GET') return ruling(res, path, url.searchParams);
    if (path === '/ajax/bulk-route-definitions/' && method === 'POST') return routeDefinitions(res, path, new URLSearchParams(body));
    if ((path === '/api/graphql' || path === '/api/graphql/') && method === 'POST') return polaris(req, res, path, new URLSearchParams(body));
    if ((path === '/graphql/query' || path === '/graphql/query/') && method === 'POST') return graphqlQuery(req, res, path, new URLSearchParams(body), cookies);
    if (path === '/api/v1/users/web_profile_info/' && method === 'GET') return profileInfo(req, res, path, url.searchParams);
    if (path === '/api/v1/feed/reels_media/' && method === 'GET') return reelsMedia(res, path, url.searchParams, cookies);

    const profile = /^\/([A-Za-z0-9._]{1,30})\/?$/.exec(path);
    const creator = profile ? world.creators.get(profile[1]!.toLowerCase()) : undefined;
    if (creator && method === 'GET') return send(res, 200, 'text/html; charset=utf-8', profilePageHtml(creator));
    send(res, 404, 'text/html; charset=utf-8', unavailablePageHtml());
  }

  // ---------- www endpoints ----------

  function home(res: ServerResponse): void {
    if (genericFailure(activeFailure('home'), res, '/')) return;
    const lsd = randomBytes(8).toString('base64url');
    issuedLsd.add(lsd);
    res.setHeader('Set-Cookie', [
      `csrftoken=${randomBytes(16).toString('hex')}; Path=/; Max-Age=31449600; Secure; SameSite=Lax`,
      `mid=${randomBytes(14).toString('base64url')}; Path=/; Max-Age=63072000; Secure; HttpOnly`,
      `ig_did=${randomBytes(16).toString('hex').toUpperCase()}; Path=/; Max-Age=63072000; Secure; HttpOnly`,
    ]);
    send(res, 200, 'text/html; charset=utf-8', homePageHtml(lsd));
  }

  function shareLink(req: IncomingMessage, res: ServerResponse, path: string, token: string, slashed: boolean, search: string): void {
    const mode = activeFailure('share');
    if (mode === 'share_html' || /Mozilla\//.test(req.headers['user-agent'] ?? '')) {
      // Browsers (and blocked clients) get a page instead of the redirect (cobalt's observation).
      return send(res, 200, 'text/html; charset=utf-8', `<!DOCTYPE html><html><head><title>Instagram</title></head><body><div id="share">Open in the Instagram app</div></body></html>`);
    }
    if (genericFailure(mode, res, path)) return;
    if (!slashed) return redirect(res, `${path}/${search}`, 301);
    const target = world.shareTokens.get(token);
    if (!target) return send(res, 404, 'text/html; charset=utf-8', unavailablePageHtml());
    redirect(res, `${baseUrl}${target}?igsh=${randomBytes(6).toString('base64url')}`);
  }

  function lookupPost(shortcode: string): PostLookup {
    if (shortcode === LIMIT_SHORTCODE) return { kind: 'limit' };
    if (shortcode === LOGIN_SHORTCODE) return { kind: 'login' };
    const base = shortcode.length > 28 ? shortcode.slice(0, shortcode.length - 28) : shortcode;
    const found = world.posts.get(base);
    return found ? { kind: 'post', post: found } : { kind: 'missing' };
  }

  function lookupByPk(pk: string): PostLookup {
    if (!/^\d{1,20}$/.test(pk)) return { kind: 'missing' };
    return lookupPost(shortcodeOf(BigInt(pk)));
  }

  /** 429 / login redirect for the special shortcodes; true when answered. */
  function specialPost(lookup: PostLookup, res: ServerResponse, path: string): boolean {
    if (lookup.kind === 'limit') {
      send(res, 429, 'text/html; charset=utf-8', rateLimitHtml());
      return true;
    }
    if (lookup.kind === 'login') {
      redirect(res, `/accounts/login/?next=${encodeURIComponent(path)}`);
      return true;
    }
    return false;
  }

  function postPage(res: ServerResponse, path: string, shortcode: string, unslashed: boolean, cookies: Record<string, string>): void {
    const mode = activeFailure('page');
    if (genericFailure(mode, res, path)) return;
    const lookup = lookupPost(shortcode);
    if (specialPost(lookup, res, path)) return;
    if (lookup.kind !== 'post') return send(res, 404, 'text/html; charset=utf-8', unavailablePageHtml());
    if (unslashed) return redirect(res, `${path}/`, 301);
    const { post } = lookup;
    let variant: PostPageVariant = 'media';
    if (post.gate === 'private' || post.gate === 'age') variant = 'gated';
    else if (post.gate === 'no_json' || mode === 'page_no_media') variant = 'no_json';
    else if (post.gate === 'legacy' || mode === 'page_legacy') variant = 'legacy';
    if (!cookies.csrftoken) res.setHeader('Set-Cookie', `csrftoken=${randomBytes(16).toString('hex')}; Path=/; Max-Age=31449600; Secure; SameSite=Lax`);
    send(res, 200, 'text/html; charset=utf-8', postPageHtml(post, variant, links));
  }

  function ruling(res: ServerResponse, path: string, query: URLSearchParams): void {
    if (genericFailure(activeFailure('api'), res, path)) return;
    const lookup = lookupByPk(query.get('target_id') ?? '');
    if (lookup.kind === 'post' && lookup.post.gate === 'age') {
      return sendJson(res, 200, { title: 'Restricted Video', description: 'You must be 18 years old or over to see this video.', status: 'ok' });
    }
    sendJson(res, 200, { status: 'ok' });
  }

  function routeDefinitions(res: ServerResponse, path: string, form: URLSearchParams): void {
    if (genericFailure(activeFailure('api'), res, path)) return;
    const route = form.get('route_urls[0]') ?? '';
    const match = /^\/(?:p|reel|tv)\/([A-Za-z0-9_-]+)\/?$/.exec(route);
    const lookup = match ? lookupPost(match[1]!) : ({ kind: 'missing' } as PostLookup);
    const tracePolicy = lookup.kind === 'post' && lookup.post.gate === 'private' ? 'polaris.privatePostPage' : 'polaris.postPage';
    const payload = { __ar: 1, payload: { payloads: { [route]: { error: false, result: { type: 'route_definition', exports: { rootView: { resource: null, props: {} }, tracePolicy, meta: { title: 'Instagram' } } } } } } };
    send(res, 200, 'application/x-javascript; charset=utf-8', `for (;;);${JSON.stringify(payload)}`);
  }

  /** The GraphQL failure modes; true when answered. */
  function graphqlFailure(mode: FakeInstagramFailure | null, res: ServerResponse, path: string): boolean {
    if (mode === 'graphql_html') {
      send(res, 200, 'text/html; charset=utf-8', '<!DOCTYPE html><html><head><title>Instagram</title></head><body><div>Something went wrong</div></body></html>');
      return true;
    }
    if (mode === 'graphql_soft_error') {
      sendJson(res, 200, { data: null, errors: [{ message: 'execution error', severity: 'CRITICAL', path: ['xdt_api__v1__media__shortcode__web_info'] }], status: 'ok' });
      return true;
    }
    if (mode === 'graphql_rate_limit') {
      sendJson(res, 200, { data: null, errors: [{ message: 'Rate limit exceeded', code: 1675004, severity: 'CRITICAL', summary: 'Rate limit exceeded' }], status: 'ok' });
      return true;
    }
    return genericFailure(mode, res, path);
  }

  const notFoundErrors = [{ message: 'Media not found or unavailable', code: 4630001, description: 'Media not found or unavailable', severity: 'CRITICAL' }];

  /** Method B: POST /api/graphql with the LSD token from the home page. */
  function polaris(req: IncomingMessage, res: ServerResponse, path: string, form: URLSearchParams): void {
    if (graphqlFailure(activeFailure('graphql'), res, path)) return;
    const lsd = form.get('lsd') ?? '';
    if (!issuedLsd.has(lsd) || req.headers['x-fb-lsd'] !== lsd) {
      return send(res, 400, 'application/x-javascript; charset=utf-8', 'for (;;);{"error":1357004,"errorSummary":"Sorry, something went wrong","errorDescription":"Please try closing and re-opening your browser window.","isNotCritical":false}');
    }
    if (form.get('doc_id') !== docIds.polarisPost) {
      return sendJson(res, 200, { data: null, errors: [{ message: 'PersistedQueryNotFound', severity: 'CRITICAL' }] });
    }
    const variables = parseVariables(form.get('variables'));
    const lookup = lookupByPk(String(variables.media_id ?? ''));
    if (specialPost(lookup, res, path)) return;
    if (lookup.kind !== 'post') return sendJson(res, 200, { data: { xig_polaris_media: null }, errors: notFoundErrors, extensions: { is_final: true } });
    const { post } = lookup;
    const gated = post.gate === 'private' || post.gate === 'age';
    sendJson(res, 200, {
      data: { xig_polaris_media: { pk: post.pk, code: post.shortcode, if_not_gated_logged_out: gated ? null : v1MediaItem(post, links), comments_connection: { edges: [] } } },
      extensions: { is_final: true },
    });
  }

  /** POST /graphql/query: PolarisPostRootQuery (Method C) and the timeline pagination query; both need CSRF. */
  function graphqlQuery(req: IncomingMessage, res: ServerResponse, path: string, form: URLSearchParams, cookies: Record<string, string>): void {
    const docId = form.get('doc_id');
    const area: Area = docId === docIds.profileTimeline ? 'timeline' : 'graphql';
    const mode = activeFailure(area);
    if (mode === 'pagination_forbidden') return send(res, 403, 'text/html; charset=utf-8', '<!DOCTYPE html><html><body>Forbidden</body></html>');
    if (graphqlFailure(mode, res, path)) return;
    const header = req.headers['x-csrftoken'];
    if (!cookies.csrftoken || header !== cookies.csrftoken) {
      return send(res, 403, 'text/html; charset=utf-8', '<!DOCTYPE html><html><body><h1>Forbidden <span>(403)</span></h1><p>CSRF verification failed. Request aborted.</p></body></html>');
    }
    const variables = parseVariables(form.get('variables'));
    if (docId === docIds.postRoot) {
      const lookup = lookupPost(String(variables.shortcode ?? ''));
      if (specialPost(lookup, res, path)) return;
      if (lookup.kind !== 'post') return sendJson(res, 200, { data: null, errors: notFoundErrors, status: 'ok' });
      const gated = lookup.post.gate === 'private' || lookup.post.gate === 'age';
      return sendJson(res, 200, {
        data: { xdt_api__v1__media__shortcode__web_info: { items: gated ? [] : [v1MediaItem(lookup.post, links)] } },
        extensions: { is_final: true },
        status: 'ok',
      });
    }
    if (docId === docIds.profileTimeline) {
      const creator = [...world.creators.values()].find((c) => c.userId === String(variables.id ?? ''));
      if (!creator) return sendJson(res, 200, { data: { user: null }, status: 'ok' });
      const offset = typeof variables.after === 'string' ? (offsetOf(variables.after) ?? 0) : 0;
      const first = Math.min(Math.max(Number(variables.first) || 12, 1), 50);
      return sendJson(res, 200, { data: { user: { edge_owner_to_timeline_media: timelineConnection(creator, offset, first, links) } }, status: 'ok', extensions: { is_final: true } });
    }
    sendJson(res, 200, { data: null, errors: [{ message: 'PersistedQueryNotFound', severity: 'CRITICAL' }], status: 'ok' });
  }

  function profileInfo(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): void {
    const mode = activeFailure('profile');
    if (genericFailure(mode, res, path)) return;
    if (req.headers['x-ig-app-id'] !== appId) return sendJson(res, 400, { message: 'useragent mismatch', status: 'fail' });
    if (mode === 'profile_schema_error') return sendJson(res, 400, schemaError());
    if (mode === 'profile_user_null') return sendJson(res, 200, { data: { user: null }, status: 'ok' });
    if (mode === 'profile_not_found') return sendJson(res, 404, { message: '', status: 'fail' });
    const username = (query.get('username') ?? '').toLowerCase();
    switch (username) {
      case 'ratelimited.account':
        return send(res, 429, 'text/html; charset=utf-8', rateLimitHtml());
      case 'pleasewait.account':
        return sendJson(res, 401, PLEASE_WAIT);
      case 'missing.account':
        return sendJson(res, 404, { message: '', status: 'fail' });
      case 'ghost.account':
        return sendJson(res, 200, { data: { user: null }, status: 'ok' });
      case 'broken.business':
        return sendJson(res, 400, schemaError());
      case 'loginwall.account':
        return redirect(res, `/accounts/login/?next=${encodeURIComponent(`/${username}/`)}`);
    }
    const creator = world.creators.get(username);
    if (!creator) return sendJson(res, 404, { message: '', status: 'fail' });
    res.setHeader('x-ig-set-www-claim', `hmac.AR${randomBytes(12).toString('base64url')}`);
    sendJson(res, 200, { data: { user: webProfileUser(creator, links) }, status: 'ok' });
  }

  function reelsMedia(res: ServerResponse, path: string, query: URLSearchParams, cookies: Record<string, string>): void {
    const mode = activeFailure('story');
    if (genericFailure(mode, res, path)) return;
    if (mode === 'story_session_rejected' || cookies.sessionid !== sessionId) {
      return redirect(res, `/accounts/login/?next=${encodeURIComponent(`${path}?${query.toString()}`)}`);
    }
    const reelId = query.get('reel_ids') ?? '';
    const now = Math.floor(clock() / 1000);
    const reel = (id: string, owner: FakeCreator, stories: FakeStory[], title: string | null, live: boolean): Record<string, unknown> => ({
      id,
      strong_id__: id,
      latest_reel_media: stories[0]?.takenAt ?? null,
      expiring_at: live ? Math.max(...stories.map((s) => s.expiresAt)) : null,
      seen: 0,
      reel_type: live ? 'user_reel' : 'highlight_reel',
      title,
      media_count: stories.length,
      user: { pk: owner.userId, id: owner.userId, username: owner.username, full_name: owner.seed.fullName, is_private: owner.seed.isPrivate === true, is_verified: owner.seed.isVerified, profile_pic_url: links.profilePic(owner.username, 150) },
      items: stories.map((story) => v1StoryItem(story, links, live)),
    });
    let found: Record<string, unknown> | null = null;
    if (reelId.startsWith('highlight:')) {
      const highlight = world.highlights.get(reelId.slice('highlight:'.length));
      if (highlight) found = reel(reelId, highlight.owner, highlight.stories, highlight.title, false);
    } else {
      const creator = [...world.creators.values()].find((c) => c.userId === reelId);
      // Our session follows nobody, so a private account's stories are invisible to it.
      const live = creator && creator.seed.isPrivate !== true ? creator.stories.filter((story) => story.expiresAt > now) : [];
      if (creator && live.length > 0) found = reel(reelId, creator, live, null, true);
    }
    sendJson(res, 200, { reels: found ? { [reelId]: found } : {}, reels_media: found ? [found] : [], status: 'ok' });
  }

  // ---------- CDN ----------

  async function handleCdn(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'Method Not Allowed');
    const big = /^\/(?:cdn\/)?big\/(\d{1,12})\.mp4$/.exec(url.pathname);
    if (big) {
      const bytes = Number(big[1]);
      if (bytes > MAX_BIG_FILE_BYTES) return refuse(res, 400, 'too large');
      return sendGeneratedBytes(req, res, bytes);
    }
    const mode = activeFailure('cdn');
    if (mode === 'cdn_server_error') return refuse(res, 503, 'Service Unavailable');
    if (mode === 'cdn_expired') return refuse(res, 403, CDN_REFUSALS.expired);
    const check = checkCdnSignature(url, secret, Math.floor(clock() / 1000));
    if (check !== 'ok') return refuse(res, 403, CDN_REFUSALS[check]);

    const image = /^\/v\/t51\.2885-15\/(.+)_(\d{2,4})x(\d{2,4})_n\.jpg$/.exec(url.pathname);
    const avatar = /^\/v\/t51\.2885-19\/pp_([a-z0-9._]{1,30})_(\d{2,4})x(\d{2,4})_n\.jpg$/.exec(url.pathname);
    const video = /^\/o1\/v\/t16\/f2\/m86\/(.+)_(\d{2,4})x(\d{2,4})\.mp4$/.exec(url.pathname);
    const imageHeaders = { 'Content-Type': 'image/jpeg', 'Cross-Origin-Resource-Policy': 'same-origin', 'Cache-Control': 'max-age=1209600, no-transform' };
    if (avatar) {
      const creator = world.creators.get(avatar[1]!);
      if (!creator) return refuse(res, 404, 'Not Found');
      const look: MediaLook = { hue: creator.seed.hue, initial: initialOf(creator.username), label: `@${creator.username}` };
      return sendFile(req, res, await media.jpeg(`pp_${creator.username}`, look, size(avatar[2]), size(avatar[3])), imageHeaders);
    }
    const match = image ?? video;
    const entry = match ? world.media.get(match[1]!) : undefined;
    if (!match || !entry) return refuse(res, 404, 'Not Found');
    const look = lookOf(entry.owner, entry.index, entry.child.key);
    if (image) return sendFile(req, res, await media.jpeg(entry.child.key, look, size(match[2]), size(match[3])), imageHeaders);
    if (entry.child.type !== 'video') return refuse(res, 404, 'Not Found');
    const file = await media.mp4(entry.child.key, look, even(size(match[2])), even(size(match[3])), entry.child.durationSeconds ?? 4);
    return sendFile(req, res, file, { 'Content-Type': 'video/mp4', 'Cache-Control': 'max-age=1209600, no-transform' });
  }

  return {
    baseUrl,
    cdnBaseUrl,
    cdnHost,
    appId,
    sessionId,
    docIds,
    requests,
    creators: [...world.creators.values()].map(creatorInfo),
    setFailure(mode, opts = {}) {
      failure = mode;
      failureRemaining = mode && opts.times !== undefined ? Math.max(1, opts.times) : null;
    },
    bigFileUrl: (bytes) => `${cdnBaseUrl}/big/${Math.max(0, Math.floor(bytes))}.mp4`,
    signCdnUrl: (path, params, expiresAt) => signCdnUrl(cdnBaseUrl, path, params, Math.floor(expiresAt.getTime() / 1000), secret),
    async close() {
      await Promise.all([stop(www), stop(cdn)]);
    },
  };
}

// ---------- helpers ----------

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    req.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > MAX_BODY) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, contentType: string, body: string): void {
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'private, no-cache, no-store, must-revalidate' });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));
}

function redirect(res: ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { Location: location, 'Content-Length': 0 });
  res.end();
}

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return cookies;
}

function parseVariables(text: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function schemaError(): Record<string, unknown> {
  return {
    message: 'Asset asset://laser.provider/ig_business_category_subvertical has been deleted. You cannot use this schema',
    status: 'fail',
  };
}

function efgTag(tag: string): string {
  return Buffer.from(JSON.stringify({ vencode_tag: tag })).toString('base64url');
}

function initialOf(username: string): string {
  return (username.match(/[a-z]/i)?.[0] ?? 'I').toUpperCase();
}

function lookOf(owner: FakeCreator, index: number, key: string): MediaLook {
  const slide = Number(/_(\d+)$/.exec(key)?.[1] ?? 0);
  const label = index > 0 ? `@${owner.username} · ${index}${slide > 0 ? `.${slide + 1}` : ''}` : `@${owner.username}`;
  return { hue: (owner.seed.hue + index * 23 + slide * 40) % 360, initial: initialOf(owner.username), label };
}

function size(text: string | undefined): number {
  return Math.min(Math.max(Number(text) || 0, 16), 2160);
}

function even(value: number): number {
  return value - (value % 2);
}

