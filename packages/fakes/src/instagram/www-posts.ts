import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { genericFailure, graphqlFailure, type Area } from './failures.ts';
import type { WwwContext } from './fake-instagram-types.ts';
import { offsetOf, postPageHtml, rateLimitHtml, timelineConnection, unavailablePageHtml, v1MediaItem, type PostPageVariant } from './fake-shapes.ts';
import { shortcodeOf, type FakePost } from './fake-world.ts';
import { parseVariables, redirect, send, sendJson } from './http-helpers.ts';

const LIMIT_SHORTCODE = 'C0ffeeLimit';
const LOGIN_SHORTCODE = 'C0ffeeLogin';

type PostLookup = { kind: 'post'; post: FakePost } | { kind: 'limit' } | { kind: 'login' } | { kind: 'missing' };

/** The www endpoints that serve posts: the post page, its ruling and route definition, and the GraphQL queries. */
export function createPostEndpoints(ctx: WwwContext) {
  const { world, links, issuedLsd, docIds } = ctx;
  const activeFailure = ctx.failures.active;

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
    const payload = {
      __ar: 1,
      payload: {
        payloads: {
          [route]: {
            error: false,
            result: { type: 'route_definition', exports: { rootView: { resource: null, props: {} }, tracePolicy, meta: { title: 'Instagram' } } },
          },
        },
      },
    };
    send(res, 200, 'application/x-javascript; charset=utf-8', `for (;;);${JSON.stringify(payload)}`);
  }

  const notFoundErrors = [{ message: 'Media not found or unavailable', code: 4630001, description: 'Media not found or unavailable', severity: 'CRITICAL' }];

  /** Method B: POST /api/graphql with the LSD token from the home page. */
  function polaris(req: IncomingMessage, res: ServerResponse, path: string, form: URLSearchParams): void {
    if (graphqlFailure(activeFailure('graphql'), res, path)) return;
    const lsd = form.get('lsd') ?? '';
    if (!issuedLsd.has(lsd) || req.headers['x-fb-lsd'] !== lsd) {
      return send(
        res,
        400,
        'application/x-javascript; charset=utf-8',
        'for (;;);{"error":1357004,"errorSummary":"Sorry, something went wrong","errorDescription":"Please try closing and re-opening your browser window.","isNotCritical":false}',
      );
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
      data: {
        xig_polaris_media: {
          pk: post.pk,
          code: post.shortcode,
          if_not_gated_logged_out: gated ? null : v1MediaItem(post, links),
          comments_connection: { edges: [] },
        },
      },
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
      return send(
        res,
        403,
        'text/html; charset=utf-8',
        '<!DOCTYPE html><html><body><h1>Forbidden <span>(403)</span></h1><p>CSRF verification failed. Request aborted.</p></body></html>',
      );
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
      return sendJson(res, 200, {
        data: { user: { edge_owner_to_timeline_media: timelineConnection(creator, offset, first, links) } },
        status: 'ok',
        extensions: { is_final: true },
      });
    }
    sendJson(res, 200, { data: null, errors: [{ message: 'PersistedQueryNotFound', severity: 'CRITICAL' }], status: 'ok' });
  }

  return { postPage, ruling, routeDefinitions, polaris, graphqlQuery };
}
