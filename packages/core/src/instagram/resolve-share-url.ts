import { InstagramError } from './instagram-errors.ts';
import { classifyRedirect, commonFailure } from './http/failures.ts';
import type { Exchange } from './http/instagram-http.ts';
import { INSTAGRAM_HOSTS, parseInstagramUrl, type InstagramUrlTarget } from './parse-instagram-url.ts';

export interface ResolveShareUrlOptions {
  /** Where Instagram is: https://www.instagram.com, or the fake. Share paths are requested on this origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Instagram answers browsers with an HTML page instead of the redirect (cobalt), so a curl UA is the default. */
  userAgent?: string;
  maxRedirects?: number;
  timeoutMs?: number;
}

/** Does one request without following redirects; the client passes its paced transport here. */
export type ShareStep = (url: string) => Promise<Exchange>;

/**
 * Resolves `/share/…` links by reading Instagram's 3xx Location: the token is not the shortcode.
 * Redirects are followed by hand, at most `maxRedirects`, and only on Instagram hosts (mapped onto `baseUrl`).
 */
export async function resolveShareUrl(shareUrl: string, options: ResolveShareUrlOptions = {}): Promise<InstagramUrlTarget> {
  const fetchImpl = options.fetch ?? fetch;
  const userAgent = options.userAgent ?? 'curl/7.88.1';
  const timeoutMs = options.timeoutMs ?? 15_000;
  const step: ShareStep = async (url) => {
    const response = await fetchImpl(url, {
      redirect: 'manual',
      headers: { 'User-Agent': userAgent, Accept: '*/*', 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'same-origin' },
      signal: AbortSignal.timeout(timeoutMs),
    }).catch((error: unknown) => {
      throw new InstagramError('IG_UPSTREAM', { reason: 'network' }, { retryable: true, cause: error });
    });
    const location = response.headers.get('location');
    await response.body?.cancel();
    return { status: response.status, headers: response.headers, url, location: location ? new URL(location, url).toString() : null, text: '' };
  };
  return followShareRedirects(shareUrl, options.baseUrl ?? 'https://www.instagram.com', options.maxRedirects ?? 5, step);
}

export async function followShareRedirects(shareUrl: string, baseUrl: string, maxRedirects: number, step: ShareStep): Promise<InstagramUrlTarget> {
  const parsed = parseInstagramUrl(shareUrl);
  if (parsed.kind === 'error') throw new InstagramError('URL_INVALID', { reason: parsed.reason, urlError: parsed.code });
  if (parsed.kind !== 'share') return parsed;
  const base = new URL(baseUrl);
  let current = onBase(new URL(parsed.url), base);
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const exchange = await step(current.toString());
    if (exchange.status >= 300 && exchange.status < 400) {
      if (!exchange.location) throw new InstagramError('IG_UPSTREAM', { reason: 'redirect_without_location' });
      const location = new URL(exchange.location);
      const onInstagram = location.host === base.host || INSTAGRAM_HOSTS.has(location.hostname.toLowerCase());
      if (!onInstagram) throw new InstagramError('IG_UPSTREAM', { reason: 'redirect_off_instagram', host: location.hostname });
      const canonical = `https://www.instagram.com${location.pathname}${location.search}`;
      const redirectError = classifyRedirect(canonical);
      if (redirectError.code !== 'IG_UPSTREAM') throw redirectError;
      const target = parseInstagramUrl(canonical);
      if (target.kind === 'error') throw new InstagramError('IG_UPSTREAM', { reason: 'share_redirect_unreadable', location: location.pathname });
      if (target.kind !== 'share') return target;
      current = onBase(location, base);
      continue;
    }
    if (exchange.status === 404) throw new InstagramError('IG_NOT_FOUND', { reason: 'share_unknown', status: 404 });
    const failure = commonFailure(exchange, Date.now(), { step: 'share' });
    if (failure) throw failure;
    // 200: Instagram showed a page instead of redirecting (browser UA, or a block).
    throw new InstagramError('IG_UPSTREAM', { reason: 'share_no_redirect', status: exchange.status });
  }
  throw new InstagramError('IG_UPSTREAM', { reason: 'too_many_redirects' });
}

function onBase(url: URL, base: URL): URL {
  return new URL(`${url.pathname}${url.search}`, base);
}
