import { randomBytes } from 'node:crypto';
import { CookieJar } from 'tough-cookie';

/**
 * The anonymous session's cookies, kept by tough-cookie (parsing, expiry, domain and path scoping). Cookies are
 * read and written for `siteUrl` (Instagram's web origin, or the fake's); loopback counts as a secure context, so
 * the fake's `Secure` cookies are kept as Instagram's are.
 */
export class InstagramCookieJar {
  private readonly jar = new CookieJar();

  constructor(private readonly siteUrl: string) {
    // The first look-up pays tough-cookie's one-time set-up (domain parsing); paying it here keeps it out of the
    // first paced request, whose start the pacer has already counted.
    this.jar.getCookiesSync(siteUrl);
  }

  /** A cookie's value as `url` (default: the site) would receive it. */
  get(name: string, url: string = this.siteUrl): string | undefined {
    return this.jar.getCookiesSync(url).find((cookie) => cookie.key === name)?.value;
  }

  /** Sets a cookie of our own on the site (e.g. a csrftoken Instagram did not give). */
  set(name: string, value: string): void {
    this.jar.setCookieSync(`${name}=${value}; Path=/`, this.siteUrl);
  }

  /** Forgets every cookie of that name the site would send. */
  delete(name: string, url: string = this.siteUrl): void {
    const store = this.jar.store;
    for (const cookie of this.jar.getCookiesSync(url)) {
      // MemoryCookieStore removes synchronously; the promise only reports it.
      if (cookie.key === name) void store.removeCookie(cookie.domain, cookie.path, cookie.key);
    }
  }

  /** Keeps the Set-Cookie lines of an answer from `url`; a cookie set to an empty value is one Instagram cleared. */
  remember(setCookieLines: readonly string[], url: string): void {
    for (const line of setCookieLines) {
      const cookie = this.jar.setCookieSync(line, url, { ignoreError: true });
      if (cookie && (cookie.value === '' || cookie.value === '""')) this.delete(cookie.key, url);
    }
  }

  /** The Cookie header for `url`: the jar's cookies (unless `useJar` is false), then `extra`, which wins by name. */
  header(url: string, useJar: boolean, extra: Record<string, string> = {}): string {
    const pairs = new Map<string, string>();
    if (useJar) for (const cookie of this.jar.getCookiesSync(url)) pairs.set(cookie.key, cookie.value);
    for (const [name, value] of Object.entries(extra)) pairs.set(name, value);
    return [...pairs].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Sets a csrftoken cookie of our own when Instagram gave none (gallery-dl does the same). */
  ensureCsrfToken(): string {
    let token = this.get('csrftoken');
    if (!token) {
      token = randomBytes(16).toString('hex');
      this.set('csrftoken', token);
    }
    return token;
  }
}
