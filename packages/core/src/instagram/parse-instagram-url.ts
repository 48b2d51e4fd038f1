import { isValidShortcode, mediaIdToShortcode } from './shortcode.ts';

/** What an Instagram link points at. Share links must be resolved by following Instagram's redirect. */
export type InstagramUrlTarget =
  | { kind: 'post' | 'reel' | 'tv'; shortcode: string }
  | { kind: 'story'; username: string; storyId?: string }
  | { kind: 'highlight'; highlightId: string; storyId?: string }
  | { kind: 'profile'; username: string }
  | { kind: 'share'; url: string };

export interface InstagramUrlError {
  kind: 'error';
  code: 'URL_INVALID' | 'URL_NOT_INSTAGRAM';
  /** Why, for logs; not for people. */
  reason: string;
}

export type ParsedInstagramUrl = InstagramUrlTarget | InstagramUrlError;

/** Hosts whose links we read as www.instagram.com links (cobalt's ddinstagram aliases included). */
export const INSTAGRAM_HOSTS: ReadonlySet<string> = new Set([
  'instagram.com',
  'www.instagram.com',
  'm.instagram.com',
  'instagr.am',
  'www.instagr.am',
  'ddinstagram.com',
  'd.ddinstagram.com',
  'g.ddinstagram.com',
]);

const POST_SEGMENTS: Record<string, 'post' | 'reel' | 'tv'> = { p: 'post', reel: 'reel', reels: 'reel', tv: 'tv' };
const PROFILE_TABS = new Set(['reels', 'tagged', 'guides', 'channel', 'feed']);
// First path segments that are Instagram pages, not usernames (gallery-dl's USER_PATTERN list plus the app's routes).
export const RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  'p',
  'reel',
  'reels',
  'tv',
  'explore',
  'stories',
  's',
  'accounts',
  'direct',
  'about',
  'legal',
  'developer',
  'api',
  'graphql',
  'web',
  'ajax',
  'challenge',
  'auth_platform',
  'emails',
  'privacy',
  'terms',
  'session',
  'static',
  'directory',
  'lite',
  'oauth',
  'topics',
  'locations',
  'your_activity',
  'create',
  'igtv',
  'embed',
  'audio',
  'ar',
]);
const USERNAME_RE = /^(?!\.)(?!.*\.\.)(?!.*\.$)[a-z0-9._]{1,30}$/;
const SHARE_TOKEN_RE = /^[A-Za-z0-9_-]{4,64}$/;
const NUMERIC_ID_RE = /^\d{1,25}$/;
const MAX_INPUT_LENGTH = 4096;

/** Instagram's username rules: 1–30 of letters, digits, `_` and `.`; no leading/trailing `.`, no `..` (case-insensitive). */
export function isValidUsername(username: string): boolean {
  return USERNAME_RE.test(username.toLowerCase());
}

/**
 * Reads a nickname as people type it: `name`, `@name` or a profile link. Returns the lower-case username, or null
 * when it is not a valid one.
 */
export function normalizeUsername(input: string): string | null {
  const text = input.trim();
  if (text.includes('/')) {
    const parsed = parseInstagramUrl(text);
    return parsed.kind === 'profile' ? parsed.username : null;
  }
  const name = text.replace(/^@/, '').toLowerCase();
  return isValidUsername(name) ? name : null;
}

/**
 * Parses any Instagram link form (posts, reels, tv, username-prefixed, embeds, share links, stories,
 * highlights, profiles, app deep links; with or without scheme; www./m./instagr.am hosts; query and fragment
 * dropped). Never throws: anything it cannot read is an error result.
 */
export function parseInstagramUrl(input: unknown): ParsedInstagramUrl {
  if (typeof input !== 'string') return invalid('not a string');
  const text = input.trim();
  if (text.length === 0) return invalid('empty');
  if (text.length > MAX_INPUT_LENGTH) return invalid('too long');
  if (/^instagram:\/\//i.test(text)) return parseDeepLink(text);

  let url: URL;
  try {
    url = new URL(withScheme(text));
  } catch {
    return invalid('not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return invalid(`scheme ${url.protocol}`);
  if (url.username || url.password) return invalid('credentials in URL');
  if (url.port) return notInstagram(`port ${url.port}`);
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!INSTAGRAM_HOSTS.has(host)) return notInstagram(`host ${host}`);
  return parsePath(url.pathname, url.searchParams);
}

/** The canonical https://www.instagram.com link for a target (parsing it gives the same target back). */
export function instagramUrlFor(target: InstagramUrlTarget): string {
  const base = 'https://www.instagram.com';
  switch (target.kind) {
    case 'post':
      return `${base}/p/${target.shortcode}/`;
    case 'reel':
      return `${base}/reel/${target.shortcode}/`;
    case 'tv':
      return `${base}/tv/${target.shortcode}/`;
    case 'story':
      return `${base}/stories/${target.username}/${target.storyId ? `${target.storyId}/` : ''}`;
    case 'highlight':
      return `${base}/stories/highlights/${target.highlightId}/${target.storyId ? `?story_media_id=${target.storyId}` : ''}`;
    case 'profile':
      return `${base}/${target.username}/`;
    case 'share':
      return target.url;
  }
}

function withScheme(text: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return text;
  if (text.startsWith('//')) return `https:${text}`;
  // A bare path ("/p/abc/") is a link on instagram.com itself.
  if (text.startsWith('/')) return `https://www.instagram.com${text}`;
  return `https://${text}`;
}

function parsePath(pathname: string, query: URLSearchParams): ParsedInstagramUrl {
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  const [first, second, third] = segments;
  if (first === undefined) return invalid('no path');

  const postKind = POST_SEGMENTS[first];
  if (postKind) {
    if (first === 'reels' && second === 'audio') return invalid('audio page, not media');
    return postTarget(postKind, second);
  }

  if (first === 'share') {
    if (second === undefined) return { kind: 'profile', username: 'share' };
    const token = second === 'p' || second === 'reel' ? third : second;
    const prefix = second === 'p' || second === 'reel' ? `${second}/` : '';
    if (token === undefined || !SHARE_TOKEN_RE.test(token)) return invalid('bad share token');
    return { kind: 'share', url: `https://www.instagram.com/share/${prefix}${token}/` };
  }

  if (first === 'stories') {
    if (second === undefined) return invalid('stories without a user');
    if (second === 'highlights') {
      if (third === undefined || !NUMERIC_ID_RE.test(third)) return invalid('bad highlight id');
      return highlightTarget(third, query.get('story_media_id'));
    }
    const username = second.toLowerCase();
    if (!isValidUsername(username)) return invalid('bad story username');
    if (third === undefined) return { kind: 'story', username };
    if (!NUMERIC_ID_RE.test(third)) return invalid('bad story id');
    return { kind: 'story', username, storyId: third };
  }

  if (first === 's') {
    const highlightId = second === undefined ? null : decodeHighlight(second);
    if (!highlightId) return invalid('bad /s/ token');
    return highlightTarget(highlightId, query.get('story_media_id'));
  }

  if (RESERVED_FIRST_SEGMENTS.has(first.toLowerCase())) return invalid(`unsupported page /${first}/`);
  const username = first.toLowerCase();
  if (!isValidUsername(username)) return invalid('bad username');
  if (second === undefined || PROFILE_TABS.has(second)) {
    return second !== undefined && third !== undefined ? invalid('unexpected profile path') : { kind: 'profile', username };
  }
  // A username-prefixed post link: /{user}/p/{sc}/ or /{user}/reel/{sc}/.
  const prefixedKind = POST_SEGMENTS[second];
  if (prefixedKind && !(second === 'reels' && third === 'audio')) return postTarget(prefixedKind, third);
  return invalid('unexpected profile path');
}

function postTarget(kind: 'post' | 'reel' | 'tv', shortcode: string | undefined): ParsedInstagramUrl {
  if (shortcode === undefined) return invalid('no shortcode');
  if (!isValidShortcode(shortcode)) return invalid('bad shortcode');
  return { kind, shortcode };
}

function highlightTarget(highlightId: string, storyId: string | null): ParsedInstagramUrl {
  if (storyId !== null && !NUMERIC_ID_RE.test(storyId)) return invalid('bad story_media_id');
  return storyId ? { kind: 'highlight', highlightId, storyId } : { kind: 'highlight', highlightId };
}

function decodeHighlight(token: string): string | null {
  if (!/^[A-Za-z0-9+/_=-]{4,200}$/.test(token)) return null;
  const decoded = Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  const match = /^highlight:(\d{1,25})$/.exec(decoded);
  return match?.[1] ?? null;
}

function parseDeepLink(text: string): ParsedInstagramUrl {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return invalid('bad deep link');
  }
  if (url.hostname === 'media') {
    const id = url.searchParams.get('id') ?? '';
    try {
      return { kind: 'post', shortcode: mediaIdToShortcode(id) };
    } catch {
      return invalid('bad media id');
    }
  }
  if (url.hostname === 'user') {
    const username = (url.searchParams.get('username') ?? '').toLowerCase();
    return isValidUsername(username) ? { kind: 'profile', username } : invalid('bad username');
  }
  return invalid('unsupported deep link');
}

function invalid(reason: string): InstagramUrlError {
  return { kind: 'error', code: 'URL_INVALID', reason };
}

function notInstagram(reason: string): InstagramUrlError {
  return { kind: 'error', code: 'URL_NOT_INSTAGRAM', reason };
}
