import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  instagramUrlFor,
  isValidUsername,
  normalizeUsername,
  parseInstagramUrl,
  RESERVED_FIRST_SEGMENTS,
  type InstagramUrlTarget,
} from './parse-instagram-url.ts';
import { SHORTCODE_ALPHABET } from './shortcode.ts';

const HIGHLIGHT_TOKEN = Buffer.from('highlight:17912345678901234').toString('base64');

// Every Instagram link form the parser reads.
const VALID: Array<[string, InstagramUrlTarget]> = [
  ['https://www.instagram.com/p/Chunk8-jurw/', { kind: 'post', shortcode: 'Chunk8-jurw' }],
  ['https://www.instagram.com/p/Chunk8-jurw', { kind: 'post', shortcode: 'Chunk8-jurw' }],
  ['instagram.com/p/Chunk8-jurw', { kind: 'post', shortcode: 'Chunk8-jurw' }],
  ['www.instagram.com/p/Chunk8-jurw/?igsh=MWQ1ZGUxMzBkMA==', { kind: 'post', shortcode: 'Chunk8-jurw' }],
  ['  https://instagram.com/p/Chunk8-jurw/?igshid=abc&utm_source=ig_web_copy_link#comments  ', { kind: 'post', shortcode: 'Chunk8-jurw' }],
  ['http://instagram.com/p/Chunk8-jurw/?hl=en', { kind: 'post', shortcode: 'Chunk8-jurw' }],
  ['//www.instagram.com/p/Chunk8-jurw/', { kind: 'post', shortcode: 'Chunk8-jurw' }],
  ['/p/Chunk8-jurw/', { kind: 'post', shortcode: 'Chunk8-jurw' }],
  ['https://m.instagram.com/p/BqvsDleB3lV/', { kind: 'post', shortcode: 'BqvsDleB3lV' }],
  ['https://instagr.am/p/BqvsDleB3lV/', { kind: 'post', shortcode: 'BqvsDleB3lV' }],
  ['https://www.instagr.am/p/BqvsDleB3lV', { kind: 'post', shortcode: 'BqvsDleB3lV' }],
  ['https://d.ddinstagram.com/p/BqvsDleB3lV/', { kind: 'post', shortcode: 'BqvsDleB3lV' }],
  ['https://WWW.INSTAGRAM.COM/p/BqvsDleB3lV/', { kind: 'post', shortcode: 'BqvsDleB3lV' }],
  ['https://www.instagram.com./p/BqvsDleB3lV/', { kind: 'post', shortcode: 'BqvsDleB3lV' }],
  ['https://www.instagram.com/reel/C0ffeeReel1/', { kind: 'reel', shortcode: 'C0ffeeReel1' }],
  ['https://www.instagram.com/reels/C0ffeeReel1/', { kind: 'reel', shortcode: 'C0ffeeReel1' }],
  ['https://www.instagram.com/tv/BkQjCfsBIzi/?hl=en', { kind: 'tv', shortcode: 'BkQjCfsBIzi' }],
  ['https://www.instagram.com/marvelskies.fc/reel/CWqAgUZgCku/', { kind: 'reel', shortcode: 'CWqAgUZgCku' }],
  ['https://www.instagram.com/dm/p/CW042g7B9CY/', { kind: 'post', shortcode: 'CW042g7B9CY' }],
  ['https://www.instagram.com/p/9o6LshA7zy/embed/', { kind: 'post', shortcode: '9o6LshA7zy' }],
  ['https://www.instagram.com/p/9o6LshA7zy/embed/captioned/', { kind: 'post', shortcode: '9o6LshA7zy' }],
  ['https://www.instagram.com/p/9o6LshA7zy/c/17890123456789012/', { kind: 'post', shortcode: '9o6LshA7zy' }],
  ['https://www.instagram.com/p/C5_A1TQNPrYw4c2g9KAUTPUl8RVHqiAdAcOOSY0/', { kind: 'post', shortcode: 'C5_A1TQNPrYw4c2g9KAUTPUl8RVHqiAdAcOOSY0' }],
  ['https://www.instagram.com/share/BACiUUUYQV', { kind: 'share', url: 'https://www.instagram.com/share/BACiUUUYQV/' }],
  ['https://www.instagram.com/share/p/BACiUUUYQV/?igsh=x', { kind: 'share', url: 'https://www.instagram.com/share/p/BACiUUUYQV/' }],
  ['instagram.com/share/reel/BARSSL4rTu', { kind: 'share', url: 'https://www.instagram.com/share/reel/BARSSL4rTu/' }],
  ['https://www.instagram.com/share/', { kind: 'profile', username: 'share' }],
  ['https://www.instagram.com/stories/anna.fitcoach/', { kind: 'story', username: 'anna.fitcoach' }],
  [
    'https://www.instagram.com/stories/Anna.FitCoach/3570766765028588805/?utm_source=ig_story_item_share',
    { kind: 'story', username: 'anna.fitcoach', storyId: '3570766765028588805' },
  ],
  ['https://www.instagram.com/stories/highlights/17912345678901234/', { kind: 'highlight', highlightId: '17912345678901234' }],
  [
    `https://www.instagram.com/s/${HIGHLIGHT_TOKEN}?story_media_id=3470766765028588801`,
    { kind: 'highlight', highlightId: '17912345678901234', storyId: '3470766765028588801' },
  ],
  ['instagram://media?id=482584233761418119', { kind: 'post', shortcode: 'aye83DjauH' }],
  ['instagram://user?username=chef.pavel', { kind: 'profile', username: 'chef.pavel' }],
  ['https://www.instagram.com/anna.fitcoach/', { kind: 'profile', username: 'anna.fitcoach' }],
  ['https://instagram.com/Anna.FitCoach?igshid=xyz', { kind: 'profile', username: 'anna.fitcoach' }],
  ['https://www.instagram.com/anna.fitcoach/reels/', { kind: 'profile', username: 'anna.fitcoach' }],
  ['https://www.instagram.com/viaja.con.marta/tagged/', { kind: 'profile', username: 'viaja.con.marta' }],
];

const INVALID: string[] = [
  '',
  '   ',
  'not a url',
  'https://www.instagram.com/',
  'https://www.instagram.com/p/',
  'https://www.instagram.com/p/abc$def/',
  'https://www.instagram.com/p/AAAAAAAAAAAAAAAAAAAA/',
  'https://www.instagram.com/reels/audio/123456789/',
  'https://www.instagram.com/explore/tags/fitness/',
  'https://www.instagram.com/accounts/login/',
  'https://www.instagram.com/stories/',
  'https://www.instagram.com/stories/anna.fitcoach/notanumber/',
  'https://www.instagram.com/stories/highlights/abc/',
  'https://www.instagram.com/s/bm90LWEtaGlnaGxpZ2h0/',
  'https://www.instagram.com/.bad.name./',
  'https://www.instagram.com/bad..name/',
  'https://www.instagram.com/anna.fitcoach/whatever/',
  'https://www.instagram.com/share/p/x/',
  'ftp://instagram.com/p/Chunk8-jurw/',
  'https://user:secret@instagram.com/p/Chunk8-jurw/',
  'instagram://media?id=abc',
  'instagram://camera',
  'x'.repeat(5000),
];

const NOT_INSTAGRAM: string[] = [
  'https://evilinstagram.com/p/Chunk8-jurw/',
  'https://instagram.com.evil.example/p/Chunk8-jurw/',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://scontent.cdninstagram.com/v/t51.2885-15/x.jpg',
  'https://instagram.com:8443/p/Chunk8-jurw/',
  'http://127.0.0.1/p/Chunk8-jurw/',
];

describe('parseInstagramUrl: every Instagram link form', () => {
  it.each(VALID)('%s', (input, expected) => {
    expect(parseInstagramUrl(input)).toEqual(expected);
  });

  it.each(INVALID)('URL_INVALID: %s', (input) => {
    const result = parseInstagramUrl(input);
    expect(result.kind).toBe('error');
    if (result.kind === 'error') expect(['URL_INVALID', 'URL_NOT_INSTAGRAM']).toContain(result.code);
  });

  it.each(NOT_INSTAGRAM)('URL_NOT_INSTAGRAM: %s', (input) => {
    expect(parseInstagramUrl(input)).toMatchObject({ kind: 'error', code: 'URL_NOT_INSTAGRAM' });
  });

  it('reads non-strings as errors', () => {
    for (const input of [undefined, null, 42, {}, ['https://www.instagram.com/p/Chunk8-jurw/']]) {
      expect(parseInstagramUrl(input)).toMatchObject({ kind: 'error', code: 'URL_INVALID' });
    }
  });

  it('treats javascript: and data: URLs as errors', () => {
    for (const input of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'file:///etc/passwd']) {
      expect(parseInstagramUrl(input).kind).toBe('error');
    }
  });
});

describe('usernames', () => {
  it('follows Instagram rules', () => {
    expect(isValidUsername('anna.fitcoach')).toBe(true);
    expect(isValidUsername('a')).toBe(true);
    expect(isValidUsername('_under_score_')).toBe(true);
    expect(isValidUsername('x'.repeat(30))).toBe(true);
    expect(isValidUsername('x'.repeat(31))).toBe(false);
    expect(isValidUsername('.dot')).toBe(false);
    expect(isValidUsername('dot.')).toBe(false);
    expect(isValidUsername('do..t')).toBe(false);
    expect(isValidUsername('with space')).toBe(false);
    expect(isValidUsername('кириллица')).toBe(false);
  });

  it('normalises nicknames as people type them', () => {
    expect(normalizeUsername('@Anna.FitCoach ')).toBe('anna.fitcoach');
    expect(normalizeUsername('chef.pavel')).toBe('chef.pavel');
    expect(normalizeUsername('https://www.instagram.com/lia.makeup/?hl=pt')).toBe('lia.makeup');
    expect(normalizeUsername('https://www.instagram.com/p/Chunk8-jurw/')).toBeNull();
    expect(normalizeUsername('bad..name')).toBeNull();
    expect(normalizeUsername('')).toBeNull();
  });
});

// ---------- properties ----------

const shortcodeArb = fc
  .tuple(fc.constantFrom(...SHORTCODE_ALPHABET.slice(1)), fc.array(fc.constantFrom(...SHORTCODE_ALPHABET), { minLength: 4, maxLength: 10 }))
  .map(([head, tail]) => head + tail.join(''));

const usernameArb = fc
  .array(fc.stringMatching(/^[a-z0-9_]{1,8}$/), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.join('.').slice(0, 30).replace(/\.+$/, ''))
  .filter((name) => name.length > 0 && !RESERVED_FIRST_SEGMENTS.has(name));
const digitsArb = fc.bigInt({ min: 1n, max: (1n << 63n) - 1n }).map(String);
const shareTokenArb = fc.stringMatching(/^[A-Za-z0-9_-]{6,12}$/);

const targetArb: fc.Arbitrary<InstagramUrlTarget> = fc.oneof(
  fc.record({ kind: fc.constantFrom('post' as const, 'reel' as const, 'tv' as const), shortcode: shortcodeArb }),
  fc.record({ kind: fc.constant('profile' as const), username: usernameArb }),
  fc.record({ kind: fc.constant('story' as const), username: usernameArb, storyId: digitsArb }, { requiredKeys: ['kind', 'username'] }),
  fc.record({ kind: fc.constant('highlight' as const), highlightId: digitsArb }),
  fc
    .record({ kind: fc.constant('share' as const), prefix: fc.constantFrom('', 'p/', 'reel/'), token: shareTokenArb })
    .map(({ prefix, token }) => ({ kind: 'share' as const, url: `https://www.instagram.com/share/${prefix}${token}/` })),
);

/** A link to `target` the way people paste them: any accepted host, scheme or not, extras, slash or not. */
function linkArb(target: InstagramUrlTarget): fc.Arbitrary<string> {
  const variants = fc.record({
    scheme: fc.constantFrom('https://', 'http://', '', '//'),
    host: fc.constantFrom('www.instagram.com', 'instagram.com', 'm.instagram.com', 'instagr.am', 'WWW.Instagram.com'),
    slash: fc.boolean(),
    query: fc.constantFrom('', '?igsh=MWQ1ZGUxMzBkMA==', '?utm_source=ig_web_copy_link&igshid=x', '?hl=en'),
    fragment: fc.constantFrom('', '#', '#comments'),
    reelPlural: fc.boolean(),
    prefixUser: fc.option(usernameArb, { nil: undefined }),
    embed: fc.constantFrom('', 'embed', 'embed/captioned'),
    upper: fc.boolean(),
  });
  return variants.map((v) => {
    let path: string;
    switch (target.kind) {
      case 'post':
      case 'reel':
      case 'tv': {
        const segment = target.kind === 'post' ? 'p' : target.kind === 'tv' ? 'tv' : v.reelPlural ? 'reels' : 'reel';
        const prefix = v.prefixUser && segment !== 'reels' ? `/${v.prefixUser}` : '';
        path = `${prefix}/${segment}/${target.shortcode}${v.embed ? `/${v.embed}` : ''}`;
        break;
      }
      case 'profile':
        path = `/${v.upper ? target.username.toUpperCase() : target.username}`;
        break;
      case 'story':
        path = `/stories/${target.username}${target.storyId ? `/${target.storyId}` : ''}`;
        break;
      case 'highlight':
        path = `/stories/highlights/${target.highlightId}`;
        break;
      case 'share':
        path = new URL(target.url).pathname.replace(/\/$/, '');
        break;
    }
    const query = target.kind === 'highlight' ? '' : v.query;
    return `${v.scheme}${v.host}${path}${v.slash ? '/' : ''}${query}${v.fragment}`;
  });
}

describe('parseInstagramUrl properties', () => {
  it('never throws on garbage: always a result, errors carry a code', () => {
    const garbage = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.webPath().map((p) => `https://www.instagram.com${p}`),
      fc.tuple(fc.constantFrom('https://www.instagram.com/', 'instagram.com/', '/', 'instagram://'), fc.string({ unit: 'binary' })).map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(garbage, (input) => {
        const result = parseInstagramUrl(input);
        expect(typeof result.kind).toBe('string');
        if (result.kind === 'error') expect(['URL_INVALID', 'URL_NOT_INSTAGRAM']).toContain(result.code);
      }),
      { numRuns: 3000 },
    );
  });

  it('generated links parse back to their target', () => {
    fc.assert(
      fc.property(
        targetArb.chain((target) => fc.tuple(fc.constant(target), linkArb(target))),
        ([target, link]) => {
          expect(parseInstagramUrl(link)).toEqual(target);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('the canonical link of a target parses back to it', () => {
    fc.assert(
      fc.property(targetArb, (target) => {
        expect(parseInstagramUrl(instagramUrlFor(target))).toEqual(target);
      }),
      { numRuns: 1000 },
    );
  });

  it('hosts outside the allow-list are never Instagram', () => {
    fc.assert(
      fc.property(fc.domain(), shortcodeArb, (domain, shortcode) => {
        fc.pre(!['instagram.com', 'instagr.am', 'ddinstagram.com'].some((d) => domain === d || domain.endsWith(`.${d}`)));
        expect(parseInstagramUrl(`https://${domain}/p/${shortcode}/`)).toMatchObject({ kind: 'error' });
      }),
      { numRuns: 1000 },
    );
  });
});
