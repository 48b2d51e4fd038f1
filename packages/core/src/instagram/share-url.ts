import type { InstagramClientContext } from './client-context.ts';
import type { Exchange } from './http/instagram-http.ts';
import { InstagramError } from './instagram-errors.ts';
import { parseInstagramUrl, type InstagramUrlTarget } from './parse-instagram-url.ts';
import { followShareRedirects } from './resolve-share-url.ts';

export interface ShareUrlResolver {
  /** Parses a link and resolves share links; throws URL_INVALID for anything that is not an Instagram link. */
  resolveUrl(input: string): Promise<InstagramUrlTarget>;
  /** Follows a /share/… link's redirect to the post, reel or profile it stands for. */
  resolveShareUrl(url: string): Promise<InstagramUrlTarget>;
}

/** Share links through the client's paced transport, without the cookie jar and with the share user agent. */
export function createShareUrlResolver(ctx: InstagramClientContext): ShareUrlResolver {
  const { cfg, http, base } = ctx;

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

  return { resolveUrl, resolveShareUrl };
}
