import type { ResolvedInstagramConfig } from './instagram-config.ts';
import { apiHeaders, pageHeaders } from './http/headers.ts';
import type { InstagramDeps, InstagramHttp } from './http/instagram-http.ts';

/** What every part of the client shares: the resolved config, the injected clock and fetch, and the one transport. */
export interface InstagramClientContext {
  readonly cfg: ResolvedInstagramConfig;
  readonly env: InstagramDeps;
  readonly http: InstagramHttp;
  /** Where pages and GraphQL live (cfg.baseUrl). */
  readonly base: string;
  /** Where /api/v1/… lives (cfg.apiBaseUrl). */
  readonly api: string;
  readonly origin: string;
  pageHeaders(): Record<string, string>;
  apiHeaders(referer: string): Record<string, string>;
}

export function createClientContext(cfg: ResolvedInstagramConfig, env: InstagramDeps, http: InstagramHttp): InstagramClientContext {
  return {
    cfg,
    env,
    http,
    base: cfg.baseUrl,
    api: cfg.apiBaseUrl,
    origin: new URL(cfg.baseUrl).origin,
    pageHeaders: () => pageHeaders(cfg),
    apiHeaders: (referer) => apiHeaders(cfg, http, referer),
  };
}
