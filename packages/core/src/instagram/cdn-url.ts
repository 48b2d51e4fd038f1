/** Instagram's media hosts: `*.cdninstagram.com` and `*.fbcdn.net`. */
export const DEFAULT_CDN_HOST_SUFFIXES: readonly string[] = ['cdninstagram.com', 'fbcdn.net'];

export interface CdnAllowOptions {
  /**
   * Exact `host:port` pairs allowed over plain http (the loopback fake's CDN in tests and demo mode). Production
   * leaves this empty, so only https to an allow-listed suffix passes.
   */
  allowHttpHosts?: readonly string[];
}

/**
 * Whether we may fetch this URL as Instagram media: https on the default port to a host equal to or under one of
 * `suffixes`, or http to one of `allowHttpHosts`. No credentials. This is the SSRF guard of the media proxy.
 */
export function isAllowedCdnUrl(input: string | URL, suffixes: readonly string[], options: CdnAllowOptions = {}): boolean {
  let url: URL;
  try {
    url = typeof input === 'string' ? new URL(input) : input;
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'http:') {
    const allowed = (options.allowHttpHosts ?? []).map((host) => host.toLowerCase());
    return allowed.includes(url.host.toLowerCase());
  }
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return suffixes.some((raw) => {
    const suffix = raw.toLowerCase().replace(/^\*?\./, '');
    return suffix.length > 0 && (host === suffix || host.endsWith(`.${suffix}`));
  });
}

/** The expiry a signed CDN URL carries in `oe` (hexadecimal Unix seconds), or null when it has none. */
export function cdnUrlExpiry(input: string | URL): Date | null {
  let url: URL;
  try {
    url = typeof input === 'string' ? new URL(input) : input;
  } catch {
    return null;
  }
  const oe = url.searchParams.get('oe');
  if (!oe || !/^[0-9a-fA-F]{1,12}$/.test(oe)) return null;
  return new Date(Number.parseInt(oe, 16) * 1000);
}

/** True when the URL's `oe` expiry is at or before `now` (URLs without one are never treated as expired here). */
export function isCdnUrlExpired(input: string | URL, now: number = Date.now()): boolean {
  const expiry = cdnUrlExpiry(input);
  return expiry !== null && expiry.getTime() <= now;
}
