import type { ResolvedInstagramConfig } from '../instagram-config.ts';
import { InstagramError, isInstagramError } from '../instagram-errors.ts';
import { readBodyCapped } from '../../http-client/read-body-capped.ts';
import { backoffDelay, withRetry } from '../../retry/retry.ts';
import { InstagramCookieJar } from './cookie-jar.ts';
import { createPacer, type Pacer } from './pacer.ts';

export interface InstagramDeps {
  fetch: typeof fetch;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** 0 ≤ x < 1, for back-off jitter. */
  random: () => number;
}

/** One finished HTTP exchange with Instagram (redirects are never followed automatically). */
export interface Exchange {
  status: number;
  headers: Headers;
  url: string;
  /** The absolute Location of a 3xx answer. */
  location: string | null;
  text: string;
}

export interface SendOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Send the anonymous cookie jar (default true). */
  cookies?: boolean;
  /** Cookies for this request only (e.g. the story session). */
  extraCookies?: Record<string, string>;
}

const MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * The client's one transport: polite pacing, timeouts, the anonymous cookie jar, X-IG-WWW-Claim, a body cap, manual
 * redirects and retries with exponential back-off (honouring Retry-After) for retryable failures only.
 */
export class InstagramHttp {
  readonly cookies: InstagramCookieJar;
  /** X-IG-WWW-Claim: "0" until Instagram sets one with x-ig-set-www-claim. */
  wwwClaim = '0';
  private readonly pacer: Pacer;

  constructor(
    private readonly config: ResolvedInstagramConfig,
    private readonly deps: InstagramDeps,
  ) {
    this.pacer = createPacer(config.minIntervalMs, { now: deps.now, sleep: deps.sleep });
    this.cookies = new InstagramCookieJar(config.baseUrl);
  }

  /** One paced request; network failures and timeouts become retryable IG_UPSTREAM. */
  send(url: string, options: SendOptions = {}): Promise<Exchange> {
    return this.pacer.run(() => this.exchange(url, options));
  }

  /**
   * Runs `attempt` again after a back-off while it fails with a retryable InstagramError, up to maxRetries times.
   * `maxWaitMs` caps one back-off for callers that have a better place to wait (the analysis job retries in the
   * background and tells the person at once): a longer wait throws instead.
   */
  retrying<T>(attempt: () => Promise<T>, options: { maxWaitMs?: number } = {}): Promise<T> {
    // The wait is decided when the failure is judged (a wait we would not take ends the retries), then used as is.
    let plannedDelay = 0;
    return withRetry(() => attempt(), {
      attempts: this.config.maxRetries + 1,
      baseDelayMs: this.config.retryBaseDelayMs,
      maxDelayMs: this.config.retryMaxDelayMs,
      shouldRetry: (error, attemptNumber) => {
        if (!isInstagramError(error) || !error.retryable) return false;
        const delay = this.backoff(attemptNumber, error.details.retryAfterSeconds);
        if (delay === null || (options.maxWaitMs !== undefined && delay > options.maxWaitMs)) return false;
        plannedDelay = delay;
        return true;
      },
      delayFor: () => plannedDelay,
      sleep: (ms) => this.deps.sleep(ms),
    });
  }

  /** Sets a csrftoken cookie of our own when Instagram gave none (gallery-dl does the same). */
  ensureCsrfToken(): string {
    return this.cookies.ensureCsrfToken();
  }

  /** The wait after failed attempt `attempt` (1-based): what Retry-After asks, or a jittered exponential back-off. */
  private backoff(attempt: number, retryAfterSeconds: number | undefined): number | null {
    if (retryAfterSeconds !== undefined) {
      const wanted = retryAfterSeconds * 1000;
      // Waiting less than asked is pointless, and waiting longer than our ceiling would hold the caller too long.
      return wanted > this.config.retryMaxDelayMs ? null : wanted;
    }
    const ceiling = backoffDelay(attempt, { baseDelayMs: this.config.retryBaseDelayMs, maxDelayMs: this.config.retryMaxDelayMs });
    return Math.round(ceiling / 2 + (this.deps.random() * ceiling) / 2);
  }

  private async exchange(url: string, options: SendOptions): Promise<Exchange> {
    const headers = new Headers(options.headers);
    const cookieHeader = this.cookies.header(url, options.cookies !== false, options.extraCookies);
    if (cookieHeader) headers.set('Cookie', cookieHeader);
    const signal = AbortSignal.timeout(this.config.timeoutMs);
    const failed = (error: unknown): InstagramError =>
      new InstagramError('IG_UPSTREAM', { reason: signal.aborted ? 'timeout' : 'network', path: new URL(url).pathname }, { retryable: true, cause: error });
    let response: Response;
    try {
      response = await this.deps.fetch(url, { method: options.method ?? 'GET', headers, body: options.body, redirect: 'manual', signal });
    } catch (error) {
      throw failed(error);
    }
    this.remember(response.headers, url);
    let text: string;
    try {
      text = (await readBodyCapped(response, MAX_BODY_BYTES, () => new InstagramError('IG_UPSTREAM', { reason: 'body_too_large' }))).toString('utf8');
    } catch (error) {
      if (isInstagramError(error)) throw error;
      throw failed(error);
    }
    return { status: response.status, headers: response.headers, url, location: absoluteLocation(response, url), text };
  }

  private remember(headers: Headers, url: string): void {
    this.cookies.remember(headers.getSetCookie(), url);
    const claim = headers.get('x-ig-set-www-claim');
    if (claim) this.wwwClaim = claim;
  }
}

/** The absolute Location of a 3xx answer, or null (none, or unreadable). */
function absoluteLocation(response: Response, url: string): string | null {
  const rawLocation = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
  if (!rawLocation) return null;
  try {
    return new URL(rawLocation, url).toString();
  } catch {
    return null;
  }
}
