import { randomBytes } from 'node:crypto';
import { InstagramError, isInstagramError } from './instagram-errors.ts';
import type { ResolvedInstagramConfig } from './instagram-config.ts';
import { apiFailureSchema } from './instagram.schemas.ts';
import { createPacer, type Pacer } from './pacer.ts';
import { readBodyCapped } from '../http-client/read-body-capped.ts';

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
 * The client's transport: polite pacing, timeouts, the anonymous cookie jar, X-IG-WWW-Claim, manual redirects and
 * retries with exponential back-off (honouring Retry-After) for retryable failures only.
 */
export class InstagramHttp {
  readonly cookies = new Map<string, string>();
  /** X-IG-WWW-Claim: "0" until Instagram sets one with x-ig-set-www-claim. */
  wwwClaim = '0';
  private readonly pacer: Pacer;

  constructor(
    private readonly config: ResolvedInstagramConfig,
    private readonly deps: InstagramDeps,
  ) {
    this.pacer = createPacer(config.minIntervalMs, { now: deps.now, sleep: deps.sleep });
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
  async retrying<T>(attempt: () => Promise<T>, options: { maxWaitMs?: number } = {}): Promise<T> {
    for (let retry = 0; ; retry++) {
      try {
        return await attempt();
      } catch (error) {
        if (!isInstagramError(error) || !error.retryable || retry >= this.config.maxRetries) throw error;
        const delay = this.backoff(retry, error.details.retryAfterSeconds);
        if (delay === null || (options.maxWaitMs !== undefined && delay > options.maxWaitMs)) throw error;
        await this.deps.sleep(delay);
      }
    }
  }

  /** Sets a csrftoken cookie of our own when Instagram gave none (gallery-dl does the same). */
  ensureCsrfToken(): string {
    let token = this.cookies.get('csrftoken');
    if (!token) {
      token = randomBytes(16).toString('hex');
      this.cookies.set('csrftoken', token);
    }
    return token;
  }

  private backoff(retry: number, retryAfterSeconds: number | undefined): number | null {
    if (retryAfterSeconds !== undefined) {
      const wanted = retryAfterSeconds * 1000;
      // Waiting less than asked is pointless, and waiting longer than our ceiling would hold the caller too long.
      return wanted > this.config.retryMaxDelayMs ? null : wanted;
    }
    const ceiling = Math.min(this.config.retryBaseDelayMs * 2 ** retry, this.config.retryMaxDelayMs);
    return Math.round(ceiling / 2 + (this.deps.random() * ceiling) / 2);
  }

  private async exchange(url: string, options: SendOptions): Promise<Exchange> {
    const headers = new Headers(options.headers);
    const cookieHeader = this.cookieHeader(options);
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
    this.remember(response.headers);
    let text: string;
    try {
      text = (await readBodyCapped(response, MAX_BODY_BYTES, () => new InstagramError('IG_UPSTREAM', { reason: 'body_too_large' }))).toString('utf8');
    } catch (error) {
      if (isInstagramError(error)) throw error;
      throw failed(error);
    }
    const rawLocation = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
    let location: string | null = null;
    if (rawLocation) {
      try {
        location = new URL(rawLocation, url).toString();
      } catch {
        location = null;
      }
    }
    return { status: response.status, headers: response.headers, url, location, text };
  }

  private cookieHeader(options: SendOptions): string {
    const jar = options.cookies === false ? new Map<string, string>() : new Map(this.cookies);
    for (const [name, value] of Object.entries(options.extraCookies ?? {})) jar.set(name, value);
    return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const pair = line.split(';', 1)[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = /;\s*max-age=0\b/i.test(line) || value === '' || value === '""';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const claim = headers.get('x-ig-set-www-claim');
    if (claim) this.wwwClaim = claim;
  }
}

/** Seconds from a Retry-After header (delta seconds or an HTTP date), when present and sane. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** Login wall (→ IG_LOGIN_REQUIRED) or redirect to the home page (→ rate limit), brief §2.1 and §5. */
export function classifyRedirect(location: string | null): InstagramError {
  if (!location) return new InstagramError('IG_UPSTREAM', { reason: 'redirect_without_location' });
  const path = new URL(location).pathname;
  if (/^\/(accounts\/login|auth_platform|challenge)(\/|$)/.test(path)) {
    return new InstagramError('IG_LOGIN_REQUIRED', { reason: 'login_redirect', location: path });
  }
  if (path === '/') return new InstagramError('IG_RATE_LIMITED', { reason: 'home_redirect' });
  return new InstagramError('IG_UPSTREAM', { reason: 'unexpected_redirect', location: path });
}

export function isLoginPath(location: string): boolean {
  return classifyRedirect(location).code === 'IG_LOGIN_REQUIRED';
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The JSON `message` of an API failure body, if any. */
export function apiMessage(text: string): { message: string; requireLogin: boolean } {
  const parsed = apiFailureSchema.safeParse(parseJson(text));
  return parsed.success ? { message: parsed.data.message ?? '', requireLogin: parsed.data.require_login === true } : { message: '', requireLogin: false };
}

/**
 * The failures every endpoint shares: 3xx (login wall / home), 429, 401 "Please wait…", 5xx. Returns null for
 * statuses the caller interprets itself (2xx, 400, 403, 404…).
 */
export function commonFailure(exchange: Exchange, now: number, extra: Record<string, unknown> = {}): InstagramError | null {
  const { status } = exchange;
  if (status >= 300 && status < 400) {
    const error = classifyRedirect(exchange.location);
    return new InstagramError(error.code, { ...error.details, ...extra, status });
  }
  if (status === 429) {
    const retryAfterSeconds = parseRetryAfter(exchange.headers.get('retry-after'), now);
    return new InstagramError('IG_RATE_LIMITED', { reason: 'http_429', status, ...extra, ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) });
  }
  if (status === 401) {
    const { message, requireLogin } = apiMessage(exchange.text);
    if (/wait a few minutes/i.test(message)) {
      const retryAfterSeconds = parseRetryAfter(exchange.headers.get('retry-after'), now);
      return new InstagramError('IG_RATE_LIMITED', { reason: 'please_wait', status, ...extra, ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) });
    }
    return new InstagramError('IG_LOGIN_REQUIRED', { reason: requireLogin ? 'require_login' : 'http_401', status, ...extra });
  }
  if (status >= 500) return new InstagramError('IG_UPSTREAM', { reason: `http_${status}`, status, ...extra }, { retryable: true });
  return null;
}
