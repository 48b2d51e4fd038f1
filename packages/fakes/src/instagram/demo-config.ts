import type { FakeInstagram, FakeInstagramDocIds } from './fake-instagram.ts';

/** The Instagram client configuration that points at a running fake (same field names as the client's config). */
export interface DemoInstagramConfig {
  baseUrl: string;
  cdnHostSuffixes: string[];
  allowHttpHosts: string[];
  appId: string;
  docIds: FakeInstagramDocIds;
  sessionId?: string;
  minIntervalMs: number;
  maxRetries: number;
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
}

/**
 * Client configuration for demo mode and tests: base URL, the fake CDN's host allowed over http, app id and doc ids.
 * Stories need a session: pass `withSession` to include the fake's, as an operator would configure one.
 */
export function demoInstagramConfig(fake: FakeInstagram, options: { withSession?: boolean } = {}): DemoInstagramConfig {
  const config: DemoInstagramConfig = {
    baseUrl: fake.baseUrl,
    cdnHostSuffixes: ['cdninstagram.com', 'fbcdn.net'],
    allowHttpHosts: [fake.cdnHost],
    appId: fake.appId,
    docIds: { ...fake.docIds },
    // Loopback: no need to be polite, but keep retries short so failure paths stay quick.
    minIntervalMs: 0,
    maxRetries: 1,
    retryBaseDelayMs: 50,
    retryMaxDelayMs: 2_000,
  };
  if (options.withSession) config.sessionId = fake.sessionId;
  return config;
}

/**
 * The same wiring as environment variables for the product (`npm run demo`, server tests): the product reads its
 * Instagram settings from the environment like any other configuration.
 */
export function demoInstagramEnv(fake: FakeInstagram, options: { withSession?: boolean } = {}): Record<string, string> {
  const config = demoInstagramConfig(fake, options);
  return {
    INSTAGRAM_BASE_URL: config.baseUrl,
    INSTAGRAM_CDN_HOST_SUFFIXES: config.cdnHostSuffixes.join(','),
    INSTAGRAM_ALLOW_HTTP_HOSTS: config.allowHttpHosts.join(','),
    INSTAGRAM_APP_ID: config.appId,
    INSTAGRAM_DOC_IDS: JSON.stringify(config.docIds),
    INSTAGRAM_MIN_INTERVAL_MS: String(config.minIntervalMs),
    ...(config.sessionId ? { INSTAGRAM_SESSION_ID: config.sessionId } : {}),
  };
}
