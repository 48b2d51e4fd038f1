import { contentDisposition } from './content-disposition.ts';
import { DownloadError } from './download-error.ts';
import { isValidContentRange } from './media-range.ts';
import { discard } from './upstream-failure.ts';

/** Media types we are willing to label a response with; anything else is replaced by one inferred from the name. */
const MEDIA_TYPES = new Set(['video/mp4', 'image/jpeg', 'image/webp', 'image/png', 'image/heic', 'audio/mp4']);
const BY_EXTENSION: Record<string, string> = {
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  png: 'image/png',
};
const DIGITS = /^\d{1,15}$/;

export type Disposition = 'attachment' | 'inline';

/** The headers every answer of ours carries: the file name, no caching, no sniffing, nothing that runs. */
export function baseHeaders(fileName: string, disposition: Disposition): Headers {
  return new Headers({
    'content-disposition': contentDisposition(fileName, disposition),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    // Should anyone navigate to the media itself, nothing in it may run.
    'content-security-policy': "default-src 'none'; sandbox",
  });
}

/** The headers of our bodiless 416, with the CDN's Content-Range when it is a sane one. */
export function rangeNotSatisfiableHeaders(upstream: Response, fileName: string, disposition: Disposition): Headers {
  const headers = baseHeaders(fileName, disposition);
  const contentRange = upstream.headers.get('content-range');
  if (isValidContentRange(contentRange)) headers.set('content-range', contentRange);
  return headers;
}

/**
 * Checks a 200/206 CDN answer before anything reaches the client — a media type, a length within maxBytes, a sane
 * Content-Range on 206, no encoding that would break lengths and ranges — and builds the headers we answer with.
 * Throws DownloadError (after letting go of the answer) when it will not do.
 */
export async function validatedMediaHeaders(upstream: Response, fileName: string, disposition: Disposition, maxBytes: number): Promise<Headers> {
  const { status } = upstream;
  const upstreamType = mediaType(upstream.headers.get('content-type'));
  if (upstreamType && !/^(video|image|audio)\/|^(application|binary)\/octet-stream$/.test(upstreamType)) {
    await discard(upstream);
    throw new DownloadError('DOWNLOAD_FAILED', { status, reason: 'unexpected_content_type' });
  }
  const headers = baseHeaders(fileName, disposition);
  headers.set('content-type', upstreamType && MEDIA_TYPES.has(upstreamType) ? upstreamType : typeFromName(fileName));
  const encoded = (upstream.headers.get('content-encoding') ?? 'identity').toLowerCase() !== 'identity';
  const length = upstream.headers.get('content-length');
  if (length && DIGITS.test(length) && !encoded) {
    if (Number(length) > maxBytes) {
      await discard(upstream);
      throw new DownloadError('DOWNLOAD_FAILED', { status, reason: 'too_large' });
    }
    headers.set('content-length', length);
  }
  if (status === 206) {
    const contentRange = upstream.headers.get('content-range');
    if (!isValidContentRange(contentRange) || encoded) {
      await discard(upstream);
      throw new DownloadError('DOWNLOAD_FAILED', { status, reason: 'bad_content_range' });
    }
    headers.set('content-range', contentRange);
  }
  if (upstream.headers.get('accept-ranges')?.toLowerCase() === 'bytes' && !encoded) headers.set('accept-ranges', 'bytes');
  return headers;
}

function mediaType(header: string | null): string | undefined {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type ? type : undefined;
}

function typeFromName(fileName: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return (extension && BY_EXTENSION[extension]) ?? 'application/octet-stream';
}
