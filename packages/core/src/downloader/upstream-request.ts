import { DownloadError } from './download-error.ts';
import { sanitiseRange } from './media-range.ts';
import { discard } from './upstream-failure.ts';
import type { UpstreamTransfer } from './upstream-transfer.ts';
import { admitUrl, type UrlAllowList } from './url-policy.ts';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface UpstreamRequest {
  fetch: typeof fetch;
  isAllowed: UrlAllowList;
  headers: Record<string, string>;
  maxRedirects: number;
  transfer: UpstreamTransfer;
}

/** Our request headers for the CDN: the configured extras, identity encoding, and the client's range if it is one. */
export function upstreamRequestHeaders(extraHeaders: Record<string, string>, range: string | null | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    ...extraHeaders,
    accept: '*/*',
    // Byte-exact pass-through: a compressed answer would break Content-Length and ranges.
    'accept-encoding': 'identity',
  };
  const forwardedRange = range ? sanitiseRange(range) : undefined;
  if (forwardedRange) headers.range = forwardedRange;
  return headers;
}

/**
 * Requests `first`, following redirects by hand and only to allowed URLs, at most maxRedirects. Resolves with the
 * final answer (body unread) and every URL visited; network failures, stalls and refused hops are DownloadErrors.
 */
export async function requestUpstream(first: URL, request: UpstreamRequest): Promise<{ upstream: Response; chain: URL[] }> {
  const chain: URL[] = [first];
  let current = first;
  for (;;) {
    let upstream: Response;
    try {
      upstream = await request.fetch(current.href, { redirect: 'manual', headers: request.headers, signal: request.transfer.signal });
    } catch (error) {
      throw new DownloadError('DOWNLOAD_FAILED', { reason: request.transfer.failure() ?? 'network' }, { cause: error });
    }
    if (!REDIRECT_STATUSES.has(upstream.status)) return { upstream, chain };
    await discard(upstream);
    if (chain.length > request.maxRedirects) throw new DownloadError('DOWNLOAD_FAILED', { status: upstream.status, reason: 'too_many_redirects' });
    const next = redirectTarget(upstream, current, request.isAllowed);
    if (!next) throw new DownloadError('DOWNLOAD_FAILED', { status: upstream.status, reason: 'redirect_not_allowed' });
    chain.push(next);
    current = next;
  }
}

function redirectTarget(upstream: Response, current: URL, isAllowed: UrlAllowList): URL | undefined {
  const location = upstream.headers.get('location');
  try {
    return location ? admitUrl(new URL(location, current), isAllowed) : undefined;
  } catch {
    return undefined;
  }
}
