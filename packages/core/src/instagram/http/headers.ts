import type { ResolvedInstagramConfig } from '../instagram-config.ts';
import type { InstagramHttp } from './instagram-http.ts';

export const FORM = 'application/x-www-form-urlencoded';

/** What a browser sends when it opens an Instagram page. */
export function pageHeaders(cfg: ResolvedInstagramConfig): Record<string, string> {
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

/** What Instagram's web app sends with its API calls: app ids, the www claim and the CSRF token from the jar. */
export function apiHeaders(cfg: ResolvedInstagramConfig, http: InstagramHttp, referer: string): Record<string, string> {
  const headers: Record<string, string> = {
    'User-Agent': cfg.userAgent,
    Accept: '*/*',
    'Accept-Language': 'en-US,en;q=0.9',
    'X-IG-App-ID': cfg.appId,
    'X-ASBD-ID': cfg.asbdId,
    'X-IG-WWW-Claim': http.wwwClaim,
    'X-Requested-With': 'XMLHttpRequest',
    Origin: new URL(cfg.baseUrl).origin,
    Referer: referer,
    'Sec-Fetch-Dest': 'empty',
    'Sec-Fetch-Mode': 'cors',
    'Sec-Fetch-Site': 'same-origin',
  };
  const csrf = http.cookies.get('csrftoken');
  if (csrf) headers['X-CSRFToken'] = csrf;
  return headers;
}
