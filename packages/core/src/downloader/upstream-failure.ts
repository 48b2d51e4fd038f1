import { DownloadError } from './download-error.ts';

/** Lets go of an answer we will not read. */
export async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

/** Maps a final non-success CDN answer to a code, reading at most a little of a 403 body to recognise expiry. */
export async function upstreamFailure(response: Response, chain: readonly URL[], nowMs: number): Promise<DownloadError> {
  const { status } = response;
  if (status === 403) {
    const text = await readPrefix(response, 1024);
    const expired = /signature expired/i.test(text) || chain.some((url) => signatureExpired(url, nowMs));
    return new DownloadError(expired ? 'IG_MEDIA_EXPIRED' : 'DOWNLOAD_FAILED', {
      status,
      reason: expired ? 'signature_expired' : 'forbidden',
    });
  }
  await discard(response);
  if (status === 404 || status === 410) return new DownloadError('IG_NOT_FOUND', { status });
  if (status === 429) {
    const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'), nowMs);
    return new DownloadError('IG_RATE_LIMITED', retryAfterSeconds === undefined ? { status } : { status, retryAfterSeconds });
  }
  return new DownloadError('DOWNLOAD_FAILED', { status, reason: 'upstream_status' });
}

/** Instagram signs CDN URLs with `oe`, the expiry as hexadecimal Unix seconds. */
export function signatureExpired(url: URL, nowMs: number): boolean {
  const oe = url.searchParams.get('oe');
  if (!oe || !/^[0-9a-f]{1,12}$/i.test(oe)) return false;
  return Number.parseInt(oe, 16) * 1000 <= nowMs;
}

function parseRetryAfter(header: string | null, nowMs: number): number | undefined {
  if (!header) return undefined;
  if (/^\d{1,9}$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - nowMs) / 1000));
}

async function readPrefix(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      size += value.byteLength;
    }
  } catch {
    // A broken error body just means we cannot tell why.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return new TextDecoder().decode(Buffer.concat(parts).subarray(0, limit));
}
