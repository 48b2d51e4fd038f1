import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cdnUrlExpiry, DEFAULT_CDN_HOST_SUFFIXES, isAllowedCdnUrl, isCdnUrlExpired } from './cdn-url.ts';

const SUFFIXES = DEFAULT_CDN_HOST_SUFFIXES;

describe('isAllowedCdnUrl (the media proxy SSRF guard)', () => {
  it.each([
    'https://scontent-atl3-1.cdninstagram.com/v/t51.2885-15/1_n.jpg?stp=dst-jpg_e35&oh=00_x&oe=675490D8',
    'https://scontent.cdninstagram.com/o1/v/t16/f2/m86/a.mp4',
    'https://instagram.fcxh3-1.fna.fbcdn.net/v/t51.2885-19/p.jpg',
    'https://cdninstagram.com/x',
    'https://SCONTENT.CDNINSTAGRAM.COM/x',
  ])('allows %s', (url) => {
    expect(isAllowedCdnUrl(url, SUFFIXES)).toBe(true);
  });

  it.each([
    'http://scontent.cdninstagram.com/x',
    'https://evilcdninstagram.com/x',
    'https://cdninstagram.com.evil.example/x',
    'https://scontent.cdninstagram.com:8443/x',
    'https://user:pw@scontent.cdninstagram.com/x',
    'https://www.instagram.com/p/abc/',
    'https://169.254.169.254/latest/meta-data/',
    'http://127.0.0.1:8080/x',
    'file:///etc/passwd',
    'ftp://scontent.cdninstagram.com/x',
    'not a url',
    '',
  ])('refuses %s', (url) => {
    expect(isAllowedCdnUrl(url, SUFFIXES)).toBe(false);
  });

  it('allows plain http only to the exact host:port pairs configured (the loopback fake)', () => {
    const options = { allowHttpHosts: ['127.0.0.1:4555'] };
    expect(isAllowedCdnUrl('http://127.0.0.1:4555/v/x.jpg', SUFFIXES, options)).toBe(true);
    expect(isAllowedCdnUrl('http://127.0.0.1:4556/v/x.jpg', SUFFIXES, options)).toBe(false);
    expect(isAllowedCdnUrl('http://127.0.0.1/v/x.jpg', SUFFIXES, options)).toBe(false);
    expect(isAllowedCdnUrl('https://127.0.0.1:4555/v/x.jpg', SUFFIXES, options)).toBe(false);
    expect(isAllowedCdnUrl('http://localhost:4555/v/x.jpg', SUFFIXES, options)).toBe(false);
  });

  it('accepts suffixes written as *.host or .host', () => {
    expect(isAllowedCdnUrl('https://a.fbcdn.net/x', ['*.fbcdn.net'])).toBe(true);
    expect(isAllowedCdnUrl('https://a.fbcdn.net/x', ['.fbcdn.net'])).toBe(true);
    expect(isAllowedCdnUrl('https://a.fbcdn.net/x', [''])).toBe(false);
  });

  it('property: no host outside the suffixes passes, whatever the path', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const host = new URL(url).hostname;
        fc.pre(!SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`)));
        expect(isAllowedCdnUrl(url, SUFFIXES)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('cdnUrlExpiry', () => {
  it('reads oe as hexadecimal Unix seconds (the Dec-2024 capture: 675490D8 is 2024-12-07 18:15 UTC)', () => {
    const url = 'https://scontent.cdninstagram.com/v/x.jpg?_nc_ht=scontent.cdninstagram.com&oh=00_AYB&oe=675490D8';
    expect(cdnUrlExpiry(url)?.toISOString()).toBe('2024-12-07T18:15:52.000Z');
    expect(isCdnUrlExpired(url, Date.UTC(2024, 11, 7, 18, 15, 0))).toBe(false);
    expect(isCdnUrlExpired(url, Date.UTC(2024, 11, 7, 18, 16, 0))).toBe(true);
  });

  it('is null without a readable oe, and such URLs are not treated as expired', () => {
    for (const url of ['https://scontent.cdninstagram.com/v/x.jpg', 'https://a.fbcdn.net/x?oe=zz', 'nonsense', 'https://a.fbcdn.net/x?oe=1234567890ABCDEF']) {
      expect(cdnUrlExpiry(url)).toBeNull();
      expect(isCdnUrlExpired(url)).toBe(false);
    }
  });

  it('property: round-trips any expiry written as hex', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (seconds) => {
        const url = `https://scontent.cdninstagram.com/v/x.jpg?oe=${seconds.toString(16).toUpperCase()}&oh=00_x`;
        expect(cdnUrlExpiry(url)?.getTime()).toBe(seconds * 1000);
      }),
    );
  });
});
