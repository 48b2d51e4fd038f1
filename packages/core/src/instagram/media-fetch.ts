import { isAllowedCdnUrl, isCdnUrlExpired } from './cdn-url.ts';
import type { InstagramClientContext } from './client-context.ts';
import { InstagramError } from './instagram-errors.ts';

export interface FetchMediaOptions {
  method?: 'GET' | 'HEAD';
  /** A Range header value to pass on, e.g. "bytes=0-1023". */
  range?: string;
  signal?: AbortSignal;
}

export interface MediaFetcher {
  /** Whether a media URL is on an allow-listed CDN host (the SSRF guard). */
  isAllowedMediaUrl(url: string): boolean;
  /**
   * Opens a CDN media URL for streaming (allow-listed hosts only, expiry checked first). Returns the raw response
   * (200, 206 or 416) with its body unread; failures become IG_MEDIA_EXPIRED, IG_NOT_FOUND, IG_UPSTREAM….
   */
  fetchMedia(url: string, options?: FetchMediaOptions): Promise<Response>;
}

export function createMediaFetcher(ctx: InstagramClientContext): MediaFetcher {
  const { cfg, env, http } = ctx;

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
      const response = await requestMedia(current, options);
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
      await throwForMediaFailure(response);
      return response;
    }
  }

  /** One CDN request, redirects by hand. The timeout covers the wait for headers only: the body may stream for minutes. */
  async function requestMedia(url: string, options: FetchMediaOptions): Promise<Response> {
    const controller = new AbortController();
    const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
    const timer = setTimeout(() => controller.abort(new Error('media headers timeout')), cfg.timeoutMs);
    const headers: Record<string, string> = { 'User-Agent': cfg.userAgent, Accept: '*/*', Referer: 'https://www.instagram.com/' };
    if (options.range) headers.Range = options.range;
    try {
      return await env.fetch(url, { method: options.method ?? 'GET', headers, redirect: 'manual', signal });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new InstagramError('IG_UPSTREAM', { reason: 'media_network' }, { retryable: true, cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  return { isAllowedMediaUrl, fetchMedia };
}

/** The CDN's refusals as errors (expired signature, gone, rate limit, 5xx); anything else is the caller's to stream. */
async function throwForMediaFailure(response: Response): Promise<void> {
  const { status } = response;
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
}
