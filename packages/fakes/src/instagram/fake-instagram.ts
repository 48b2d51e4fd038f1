import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { signCdnUrl } from './fake-cdn.ts';
import type { FakeInstagram, FakeInstagramDocIds, FakeInstagramOptions, FakeInstagramRequest, WwwContext } from './fake-instagram-types.ts';
import { MediaCache } from './fake-media.ts';
import { loginPageHtml, profilePageHtml, unavailablePageHtml } from './fake-shapes.ts';
import { buildFakeWorld, creatorInfo } from './fake-world.ts';
import { createCdnHandler, createCdnLinks } from './cdn-media.ts';
import { createFailureSwitch } from './failures.ts';
import { listen, parseCookies, readBody, send, stop } from './http-helpers.ts';
import { createAccountEndpoints } from './www-accounts.ts';
import { createPostEndpoints } from './www-posts.ts';

export { FAKE_INSTAGRAM_FAILURES, type FakeInstagramFailure } from './failures.ts';
export type { FakeInstagram, FakeInstagramDocIds, FakeInstagramOptions, FakeInstagramRequest } from './fake-instagram-types.ts';

const DEFAULT_DOC_IDS: FakeInstagramDocIds = { polarisPost: '27130156389949648', postRoot: '27128499623469141', profileTimeline: '7950326061742207' };

/**
 * Starts the fake Instagram (www + CDN) on 127.0.0.1 with random ports.
 *
 * Modules: `failures.ts` (the global failure modes tests switch on), `www-posts.ts` and `www-accounts.ts` (the www
 * endpoints), `cdn-media.ts` (signed links and the CDN's generated media), `fake-world.ts` / `fake-shapes.ts` (the
 * demo data and Instagram's JSON and HTML shapes), `http-helpers.ts`.
 */
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
  const failures = createFailureSwitch();

  const www = createServer((req, res) => void handle(req, res, 'www'));
  const cdn = createServer((req, res) => void handle(req, res, 'cdn'));
  const wwwPort = await listen(www);
  const cdnPort = await listen(cdn);
  const baseUrl = `http://127.0.0.1:${wwwPort}`;
  const cdnHost = `127.0.0.1:${cdnPort}`;
  const cdnBaseUrl = `http://${cdnHost}`;
  const links = createCdnLinks(cdnBaseUrl, secret, clock, cdnTtlSeconds);
  const ctx: WwwContext = { world, links, clock, appId, sessionId, docIds, baseUrl, issuedLsd, failures };
  const { postPage, ruling, routeDefinitions, polaris, graphqlQuery } = createPostEndpoints(ctx);
  const { home, shareLink, profileInfo, reelsMedia } = createAccountEndpoints(ctx);
  const handleCdn = createCdnHandler(world, media, secret, clock, failures);

  // ---------- dispatch ----------

  async function handle(req: IncomingMessage, res: ServerResponse, server: 'www' | 'cdn'): Promise<void> {
    try {
      const url = new URL(req.url ?? '/', server === 'www' ? baseUrl : cdnBaseUrl);
      const body = req.method === 'POST' ? await readBody(req) : '';
      requests.push({
        server,
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
        at: Date.now(),
      });
      if (requests.length > maxRecorded) requests.splice(0, requests.length - maxRecorded);
      if (server === 'cdn') return await handleCdn(req, res, url);
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      await handleWww(req, res, url, body);
    } catch (error) {
      if (!res.headersSent) send(res, 500, 'text/plain', `fake instagram error: ${(error as Error).message}`);
      else res.destroy();
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

  return {
    baseUrl,
    cdnBaseUrl,
    cdnHost,
    appId,
    sessionId,
    docIds,
    requests,
    creators: [...world.creators.values()].map(creatorInfo),
    setFailure: failures.set,
    bigFileUrl: (bytes) => `${cdnBaseUrl}/big/${Math.max(0, Math.floor(bytes))}.mp4`,
    signCdnUrl: (path, params, expiresAt) => signCdnUrl(cdnBaseUrl, path, params, Math.floor(expiresAt.getTime() / 1000), secret),
    async close() {
      await Promise.all([stop(www), stop(cdn)]);
    },
  };
}
