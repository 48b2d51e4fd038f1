import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeLoopbackServer, readBodyText } from '../loopback-server.ts';
import { containerStatusAnswer, createContainer } from './containers.ts';
import { GraphFakeError, injectedError, notFound } from './errors.ts';
import { routeOAuth } from './oauth-routes.ts';
import { insights, listMedia, mediaAnswer, publish, publishingLimit } from './publishing.ts';
import { ok, pickFields, type RouteAnswer, type RouteContext } from './route.ts';
import { createGraphState, type GraphState } from './state.ts';
import {
  DEFAULT_SCOPES,
  type FakeGraphErrorKind,
  type FakeGraphInjection,
  type FakeGraphMediaFetch,
  type FakeGraphRequest,
  type FakeInstagramGraph,
  type FakeInstagramGraphOptions,
} from './types.ts';

export type { FakeInstagramGraph, FakeInstagramGraphOptions } from './types.ts';

/**
 * A loopback stand-in for the Instagram Graph API with Instagram Login: OAuth and token endpoints, `/me`, media
 * containers (fetching the media back from its URL and refusing what Instagram refuses), their status machine
 * (IN_PROGRESS for a set number of polls, ERROR, EXPIRED after 24 h of the fake's clock), publishing with the rolling
 * 24 h quota, published media and growing insights, and injectable errors. Every endpoint lives on one host, so a
 * client pointed at `url` uses it for the OAuth screen, the token exchange and the Graph calls alike; an optional
 * `/vNN.N` version prefix is accepted.
 *
 * Modules: `state.ts` (accounts, tokens, clock), `oauth-routes.ts`, `containers.ts` (creation and status),
 * `publishing.ts` (publish, quota, media, insights), `errors.ts` (Graph's error shape and the 2207xxx table).
 * `DELETE /me/permissions` revokes every token of the account; `/__fake/*` is the loopback control API (below).
 */
export async function startFakeInstagramGraph(options: FakeInstagramGraphOptions = {}): Promise<FakeInstagramGraph> {
  const appId = options.appId ?? 'fake-instagram-app';
  const appSecret = options.appSecret ?? 'fake-instagram-secret';
  const state = createGraphState(options);
  const requests: FakeGraphRequest[] = [];
  const mediaFetches: FakeGraphMediaFetch[] = [];
  const injections: Array<FakeGraphInjection & { left: number }> = [];
  let authorizing = state.accounts[0]?.id ?? '';
  let pinned = false;
  const consent = { account: () => authorizing, pinned: () => pinned, interactive: options.interactiveConsent ?? false };

  function authorizeAs(account: string): void {
    authorizing = state.findAccount(account).id;
    pinned = true;
  }

  /**
   * The loopback control API for browser tests and the demo, where the fake runs in another process than the test:
   * `POST /__fake/inject` (a FakeGraphInjection as JSON), `POST /__fake/advance` (`{"seconds": n}`) and
   * `POST /__fake/authorize-as` (`{"account": "<username>"}`). It exists only in this test double.
   */
  function control(action: string, method: string, body: Record<string, unknown>): RouteAnswer {
    if (method !== 'POST') return { status: 405, body: { error: 'POST only' } };
    if (action === 'inject') {
      const injection = parseInjection(body);
      if (!injection) return { status: 400, body: { error: `error must be one of ${INJECTION_KINDS.join(', ')}` } };
      injections.push({ ...injection, left: injection.times ?? 1 });
      return ok({ ok: true });
    }
    if (action === 'advance') {
      const seconds = body.seconds;
      if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return { status: 400, body: { error: 'seconds: a number ≥ 0' } };
      state.advance(seconds * 1000);
      return ok({ ok: true, now: new Date(state.now()).toISOString() });
    }
    if (action === 'authorize-as' && typeof body.account === 'string') {
      try {
        authorizeAs(body.account);
      } catch {
        return { status: 404, body: { error: `no fake account '${body.account}'` } };
      }
      return ok({ ok: true });
    }
    return { status: 404, body: { error: `unknown control action '${action}'` } };
  }

  function takeInjection(method: string, path: string): FakeGraphInjection | undefined {
    const index = injections.findIndex(
      (injection) => injection.left > 0 && (!injection.method || injection.method === method) && (!injection.path || path.includes(injection.path)),
    );
    const injection = injections[index];
    if (!injection) return undefined;
    injection.left--;
    if (injection.left === 0) injections.splice(index, 1);
    return injection;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const raw = await readBodyText(req);
    if (url.pathname.startsWith('/__fake/')) return send(res, control(url.pathname.slice('/__fake/'.length), method, parseControlBody(raw)));
    const params = { ...Object.fromEntries(url.searchParams), ...parseBody(raw, req.headers['content-type']) };
    const authorization = req.headers.authorization;
    const bearer = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
    const entry: FakeGraphRequest = { method, path: url.pathname, params, authorization, status: 0 };
    requests.push(entry);
    const segments = url.pathname
      .split('/')
      .filter(Boolean)
      .filter((segment, index) => !(index === 0 && /^v\d+\.\d+$/.test(segment)));
    const context: RouteContext = {
      method,
      segments,
      params,
      token: bearer ?? params.access_token,
      state,
      options: { ...options, appId, appSecret },
      mediaFetches,
    };
    let answer: RouteAnswer;
    try {
      const isConsentScreen = segments.join('/') === 'oauth/authorize';
      const injection = isConsentScreen ? undefined : takeInjection(method, url.pathname);
      if (injection && !injection.after) throw injectedError(injection);
      answer = routeOAuth(context, consent) ?? (await routeGraph(context, state));
      // The work is done; only its answer is lost.
      if (injection) throw injectedError(injection);
    } catch (error) {
      if (!(error instanceof GraphFakeError)) throw error;
      answer = { status: error.status, body: error.body() };
    }
    entry.status = 'redirect' in answer ? 302 : answer.status;
    send(res, answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      const text = JSON.stringify({ error: { message: String(error), type: 'OAuthException', code: 1 } });
      res.writeHead(500, { 'content-type': 'application/json' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const timers = new Set<NodeJS.Timeout>();

  return {
    url,
    appId,
    appSecret,
    accounts: state.accounts,
    get containers() {
      return [...state.containers.values()];
    },
    get posts() {
      return [...state.posts.values()];
    },
    requests,
    mediaFetches,
    authorizeAs,
    issueToken(account, tokenOptions = {}) {
      return state.issueToken(state.findAccount(account).id, tokenOptions.scopes ?? DEFAULT_SCOPES, tokenOptions.longLived ?? true).token;
    },
    injectError(injection) {
      injections.push({ ...injection, left: injection.times ?? 1 });
    },
    usePublishingQuota(account, count) {
      const owner = state.findAccount(account);
      for (let i = 0; i < count; i++) {
        const id = state.nextId('180');
        state.posts.set(id, {
          id,
          userId: owner.userId,
          containerId: '',
          mediaType: 'IMAGE',
          productType: 'FEED',
          caption: `published elsewhere ${i + 1}`,
          shortcode: id,
          permalink: `https://www.instagram.com/p/${id}/`,
          publishedAt: state.now(),
          children: [],
        });
      }
    },
    advanceClock: state.advance,
    now: state.now,
    close: () => closeLoopbackServer(server, timers),
  };
}

function send(res: ServerResponse, answer: RouteAnswer): void {
  if ('redirect' in answer) {
    res.writeHead(302, { location: answer.redirect, 'content-length': 0 });
    res.end();
    return;
  }
  const [type, text] = 'html' in answer ? ['text/html; charset=UTF-8', answer.html] : ['application/json; charset=UTF-8', JSON.stringify(answer.body)];
  res.writeHead(answer.status, { 'content-type': type, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const INJECTION_KINDS: readonly FakeGraphErrorKind[] = ['token_expired', 'rate_limit', 'publish_quota', 'media_error', 'server_error'];

function parseControlBody(raw: string): Record<string, unknown> {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A FakeGraphInjection from the control API's JSON, or undefined when `error` is not a known kind. */
function parseInjection(body: Record<string, unknown>): FakeGraphInjection | undefined {
  const kind = INJECTION_KINDS.find((candidate) => candidate === body.error);
  if (!kind) return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);
  const method = body.method === 'GET' || body.method === 'POST' || body.method === 'DELETE' ? body.method : undefined;
  return { error: kind, path: text(body.path), method, times: int(body.times), code: int(body.code), subcode: int(body.subcode) };
}

function parseBody(raw: string, contentType: string | undefined): Record<string, string> {
  if (!raw) return {};
  if (contentType?.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null) return {};
      return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
    } catch {
      throw new GraphFakeError(400, 100, 'The request body is not valid JSON');
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

/** The Graph endpoints after OAuth: `/me`, objects by id, and the per-account publishing edges. */
async function routeGraph(context: RouteContext, state: GraphState): Promise<RouteAnswer> {
  const { method, segments, params } = context;
  const [id, edge, ...rest] = segments;
  if (!id || rest.length > 0) throw new GraphFakeError(400, 2500, `Unknown path components: /${segments.join('/')}`);
  if (method === 'POST' && edge === 'media') return createContainer(context, id);
  if (method === 'POST' && edge === 'media_publish') return publish(context, id);
  if (method === 'GET' && edge === 'content_publishing_limit') return publishingLimit(context, id);
  if (method === 'GET' && edge === 'media') return listMedia(context, id);
  if (method === 'GET' && edge === 'stories') return listMedia(context, id, 'stories');
  const { account } = state.authenticate(context.token);
  if (method === 'DELETE' && edge === 'permissions' && (id === 'me' || id === account.userId || id === account.id)) {
    state.revokeAccount(account.id);
    return ok({ success: true });
  }
  if (method === 'GET' && edge === undefined && (id === 'me' || id === account.userId || id === account.id)) {
    const all = {
      id: account.id,
      user_id: account.userId,
      username: account.username,
      account_type: account.accountType,
      name: account.name,
      profile_picture_url: `https://scontent.cdninstagram.com/fake/${account.userId}.jpg`,
      followers_count: account.followersCount,
      media_count: [...state.posts.values()].filter((post) => post.userId === account.userId).length,
    };
    return ok(pickFields(all, params.fields, ['id', 'username']));
  }
  if (method === 'GET') {
    const container = state.containers.get(id);
    if (container && container.userId === account.userId && edge === undefined) return containerStatusAnswer(state, container, params.fields);
    const post = state.posts.get(id);
    if (post && post.userId === account.userId) {
      if (edge === undefined) return mediaAnswer(context, post, account.username);
      if (edge === 'insights') return insights(context, post);
    }
  }
  throw notFound(id);
}
