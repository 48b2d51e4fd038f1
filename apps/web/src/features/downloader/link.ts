/**
 * A first check of a pasted link (wanted: a public Instagram post, story or reel) before asking the server.
 * The server has the final word (share links, private posts…); this only catches what is clearly not one.
 */
export type LinkError = 'required' | 'not_instagram' | 'not_media';

const HOSTS = new Set(['instagram.com', 'www.instagram.com', 'm.instagram.com', 'instagr.am', 'www.instagr.am']);

/** Path kinds that point at something to download; `/{user}/p/{code}` and `/{user}/reel/{code}` count too. */
const MEDIA_KINDS = new Set(['p', 'reel', 'reels', 'tv', 'stories', 'share', 's']);

export function parseLink(value: string): URL | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

export function instagramLinkError(value: string | null | undefined): LinkError | null {
  const text = (value ?? '').trim();
  if (!text) return 'required';
  const url = parseLink(text);
  if (!url || !HOSTS.has(url.hostname.toLowerCase())) return 'not_instagram';
  const segments = url.pathname.split('/').filter(Boolean);
  for (let index = 0; index < Math.min(segments.length - 1, 2); index += 1) {
    if (MEDIA_KINDS.has((segments[index] ?? '').toLowerCase()) && (segments[index + 1] ?? '').length > 0) return null;
  }
  return 'not_media';
}

/** What is sent: the link as pasted, with a scheme when it had none. */
export function normalizeLink(value: string): string {
  return parseLink(value)?.toString() ?? value.trim();
}
