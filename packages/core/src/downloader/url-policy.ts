/** A predicate deciding which upstream URLs the media proxy may fetch; the proxy never fetches anything else. */
export type UrlAllowList = (url: URL) => boolean;

/** Instagram CDN URLs run to about a kilobyte; anything far longer is not one of them. */
const MAX_URL_LENGTH = 8192;

/**
 * The proxy's own gate in front of the injected allow-list: only absolute http(s) URLs without credentials reach
 * the allow-list, which then decides host, port, scheme (e.g. https only) and path. Returns the parsed URL without
 * its fragment, or undefined when refused.
 */
export function admitUrl(raw: string | URL, isAllowed: UrlAllowList): URL | undefined {
  const text = typeof raw === 'string' ? raw : raw.href;
  if (text.length > MAX_URL_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  url.hash = '';
  // A copy, so a predicate that mutates its argument cannot change what we fetch.
  return isAllowed(new URL(url.href)) ? url : undefined;
}

/**
 * Allows exactly these origins (scheme + host + port), e.g. the fake CDN of demo mode or a test server at
 * `http://127.0.0.1:4567`. Nothing else, not even another port of the same host.
 */
export function allowOrigins(origins: Iterable<string>): UrlAllowList {
  const allowed = new Set<string>();
  for (const origin of origins) allowed.add(new URL(origin).origin);
  return (url) => allowed.has(url.origin);
}

const HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/**
 * Allows subdomains of the given registrable domains (`*.cdninstagram.com`, `*.fbcdn.net` for Instagram media),
 * over https on the default port unless told otherwise. IP literals, `localhost`, look-alikes such as
 * `cdninstagram.com.evil.com` and the bare domain itself are refused.
 */
export function allowHostSuffixes(suffixes: readonly string[], options: { protocols?: readonly string[]; ports?: readonly string[] } = {}): UrlAllowList {
  const dotted = suffixes.map((suffix) => `.${suffix.toLowerCase().replace(/^\.+/, '')}`);
  const protocols = options.protocols ?? ['https:'];
  const ports = options.ports ?? [''];
  return (url) => {
    if (!protocols.includes(url.protocol) || !ports.includes(url.port)) return false;
    const host = url.hostname;
    if (!HOST_NAME.test(host)) return false;
    return dotted.some((suffix) => host.length > suffix.length && host.endsWith(suffix));
  };
}
