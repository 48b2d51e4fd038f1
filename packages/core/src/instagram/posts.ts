import type { InstagramClientContext } from './client-context.ts';
import { classifyRedirect, commonFailure, graphqlFailure, graphqlJson, parseJson } from './http/failures.ts';
import { FORM } from './http/headers.ts';
import type { Exchange } from './http/instagram-http.ts';
import type { InstagramPostMethod } from './instagram-config.ts';
import { InstagramError, isInstagramError, type InstagramErrorCode } from './instagram-errors.ts';
import type { InstagramMedia } from './instagram.model.ts';
import { polarisResponseSchema, postRootResponseSchema, rulingResponseSchema } from './instagram.schemas.ts';
import { parseShape, parseV1Media } from './normalize.ts';
import { extractPageMedia } from './page-json.ts';
import type { AnonymousSessions } from './session.ts';
import { baseShortcode, isPrivateShortcode, isValidShortcode, shortcodeToMediaId } from './shortcode.ts';

type Attempt = { media: InstagramMedia } | { empty: true };

/** Codes that end a post lookup at once: the answer is known, or Instagram is blocking us and more calls are rude. */
const FINAL_POST_CODES: ReadonlySet<InstagramErrorCode> = new Set([
  'IG_PRIVATE',
  'IG_AGE_RESTRICTED',
  'IG_NOT_FOUND',
  'IG_RATE_LIMITED',
  'IG_LOGIN_REQUIRED',
  'URL_INVALID',
]);

/** A post or reel by shortcode: the page's embedded JSON, then the GraphQL fallbacks (config.postMethods). */
export function createPostReader(ctx: InstagramClientContext, sessions: AnonymousSessions): (shortcode: string) => Promise<InstagramMedia> {
  const { cfg, env, http, base, api, origin } = ctx;

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
    // gone; otherwise report the last soft failure, e.g. GraphQL answering HTML.
    const graphqlSaidEmpty = empties.some((method) => method !== 'page');
    if (empties.length > 0 && (graphqlSaidEmpty || failures.length === 0)) {
      throw new InstagramError('IG_NOT_FOUND', { reason: 'no_media', shortcode, methods: empties });
    }
    const last = failures.at(-1) ?? new InstagramError('IG_UPSTREAM', { reason: 'no_method' });
    throw new InstagramError(
      last.code,
      { ...last.details, attempts: failures.map((f) => `${String(f.details.method)}:${String(f.details.reason)}`) },
      { cause: last },
    );
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
      const exchange = await http.send(url, { headers: ctx.pageHeaders() });
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
    const { lsd } = await sessions.current();
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
        ...ctx.apiHeaders(`${base}/p/${shortcode}/`),
        'Content-Type': FORM,
        'X-FB-Friendly-Name': cfg.queryNames.polarisPost,
        'X-FB-LSD': lsd,
        'X-CSRFToken': csrf,
      },
      body: body.toString(),
    });
    const json = graphqlJson(exchange, env.now());
    const parsed = parseShape(polarisResponseSchema, json, 'polaris response');
    const polaris = parsed.data?.xig_polaris_media;
    if (!polaris && parsed.errors?.length) throw graphqlFailure(parsed.errors);
    const item = polaris?.if_not_gated_logged_out;
    if (item && typeof item === 'object' && Object.keys(item).length > 0) return { media: parseV1Media(item, 'polaris') };
    return { empty: true };
  }

  /** Method C: PolarisPostRootQuery on /graphql/query; X-CSRFToken must equal the csrftoken cookie. */
  async function viaPostRoot(shortcode: string): Promise<Attempt> {
    const { lsd } = await sessions.current();
    const csrf = http.ensureCsrfToken();
    const body = new URLSearchParams({
      doc_id: cfg.docIds.postRoot,
      variables: JSON.stringify({ shortcode, __relay_internal__pv__PolarisAIGMMediaWebLabelEnabledrelayprovider: false }),
      server_timestamps: 'true',
    });
    if (lsd) body.set('lsd', lsd);
    const exchange = await http.send(`${base}/graphql/query`, {
      method: 'POST',
      headers: { ...ctx.apiHeaders(`${base}/p/${shortcode}/`), 'Content-Type': FORM, 'X-FB-Friendly-Name': cfg.queryNames.postRoot, 'X-CSRFToken': csrf },
      body: body.toString(),
    });
    if (exchange.status === 403) {
      sessions.forget();
      throw new InstagramError('IG_UPSTREAM', { reason: 'csrf_forbidden', status: 403 });
    }
    const parsed = parseShape(postRootResponseSchema, graphqlJson(exchange, env.now()), 'post root response');
    const info = parsed.data?.xdt_api__v1__media__shortcode__web_info;
    if (!info && parsed.errors?.length) throw graphqlFailure(parsed.errors);
    const item = info?.items?.[0];
    if (item && typeof item === 'object') return { media: parseV1Media(item, 'post_root') };
    return { empty: true };
  }

  /** When a post comes back empty: private link, age ruling, private route. Throws when it knows. */
  async function diagnoseGatedPost(shortcode: string, pk: bigint): Promise<void> {
    if (isPrivateShortcode(shortcode)) throw new InstagramError('IG_PRIVATE', { reason: 'private_link', shortcode });
    if (!cfg.diagnoseGatedPosts) return;
    const referer = `${base}/p/${shortcode}/`;
    const ruling = await bestEffort(() =>
      http.send(`${api}/api/v1/web/get_ruling_for_content/?content_type=MEDIA&target_id=${pk.toString()}`, { headers: ctx.apiHeaders(referer) }),
    );
    if (ruling?.status === 200) {
      const parsed = rulingResponseSchema.safeParse(parseJson(ruling.text));
      const text = parsed.success ? `${parsed.data.title ?? ''} ${parsed.data.description ?? ''}` : '';
      if (/restricted/i.test(text)) throw new InstagramError('IG_AGE_RESTRICTED', { reason: 'ruling_restricted', shortcode });
    }
    const route = await bestEffort(() =>
      http.send(`${base}/ajax/bulk-route-definitions/`, {
        method: 'POST',
        headers: { ...ctx.apiHeaders(referer), 'Content-Type': FORM },
        body: new URLSearchParams({ 'route_urls[0]': `/p/${shortcode}/`, __a: '1', __comet_req: '7' }).toString(),
      }),
    );
    if (route?.status === 200 && route.text.includes('polaris.privatePostPage')) {
      throw new InstagramError('IG_PRIVATE', { reason: 'private_post_route', shortcode });
    }
  }

  return getPost;
}

async function bestEffort(run: () => Promise<Exchange>): Promise<Exchange | null> {
  try {
    return await run();
  } catch {
    return null;
  }
}
