import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admitUrl, allowHostSuffixes, allowOrigins } from './url-policy.ts';

const instagram = allowHostSuffixes(['cdninstagram.com', 'fbcdn.net']);

describe('admitUrl with the Instagram CDN allow-list', () => {
  it.each([
    'https://scontent.cdninstagram.com/v/t51.2885-15/1.jpg?oe=675490D8&oh=00_abc',
    'https://scontent-atl3-1.cdninstagram.com/o1/v/t16/f2/m86/a.mp4',
    'https://instagram.fcxh3-1.fna.fbcdn.net/v/t51.2885-19/p.jpg',
    'https://scontent.cdninstagram.com:443/x.jpg',
  ])('admits %s', (url) => {
    expect(admitUrl(url, instagram)).toBeInstanceOf(URL);
  });

  it.each([
    'http://scontent.cdninstagram.com/x.jpg',
    'https://scontent.cdninstagram.com:444/x.jpg',
    'https://cdninstagram.com/x.jpg',
    'https://fbcdn.net/x.jpg',
    'https://cdninstagram.com.evil.com/x',
    'https://evil.com/cdninstagram.com/x',
    'https://evil-cdninstagram.com/x',
    'https://user@scontent.cdninstagram.com/',
    'https://:pw@scontent.cdninstagram.com/',
    'https://127.0.0.1/',
    'https://[::1]/',
    'https://localhost/',
    'https://169.254.169.254/',
    'wss://scontent.cdninstagram.com/',
    'blob:https://scontent.cdninstagram.com/uuid',
  ])('refuses %s', (url) => {
    expect(admitUrl(url, instagram)).toBeUndefined();
  });

  it('drops the fragment and hands the predicate a copy it cannot change', () => {
    const sneaky = (url: URL) => {
      url.hostname = 'evil.com';
      return true;
    };
    expect(admitUrl('https://a.cdninstagram.com/x#y', sneaky)?.href).toBe('https://a.cdninstagram.com/x');
  });

  it('admits only subdomains of the listed domains over https on 443 (property)', () => {
    const host = fc.oneof(
      fc.domain(),
      fc.domain().map((domain) => `${domain}.cdninstagram.com`),
      fc.domain().map((domain) => `cdninstagram.com.${domain}`),
      fc.ipV4(),
      fc.constantFrom('localhost', 'cdninstagram.com', 'x.fbcdn.net', 'a.b.cdninstagram.com'),
    );
    const raw = fc
      .record({
        scheme: fc.constantFrom('https', 'http', 'ftp', 'file'),
        userinfo: fc.constantFrom('', 'u@', 'u:p@'),
        host,
        port: fc.constantFrom('', ':443', ':80', ':8080'),
        path: fc.webPath(),
        query: fc.webQueryParameters(),
      })
      .map(({ scheme, userinfo, host, port, path, query }) => `${scheme}://${userinfo}${host}${port}${path}?${query}`);
    fc.assert(
      fc.property(raw, (text) => {
        const admitted = admitUrl(text, instagram);
        if (!admitted) return;
        expect(admitted.protocol).toBe('https:');
        expect(admitted.port).toBe('');
        expect(admitted.username + admitted.password).toBe('');
        expect(admitted.hostname).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)*\.(cdninstagram\.com|fbcdn\.net)$/);
      }),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.string(), (text) => void admitUrl(text, instagram)));
  });
});

describe('allowOrigins', () => {
  it('admits exactly the given scheme, host and port', () => {
    const local = allowOrigins(['http://127.0.0.1:4567']);
    expect(admitUrl('http://127.0.0.1:4567/media/a.mp4?oe=1', local)).toBeInstanceOf(URL);
    expect(admitUrl('http://127.0.0.1:4568/media/a.mp4', local)).toBeUndefined();
    expect(admitUrl('https://127.0.0.1:4567/media/a.mp4', local)).toBeUndefined();
    expect(admitUrl('http://localhost:4567/media/a.mp4', local)).toBeUndefined();
    expect(admitUrl('http://127.0.0.1/media/a.mp4', local)).toBeUndefined();
    expect(admitUrl('http://x@127.0.0.1:4567/media/a.mp4', local)).toBeUndefined();
  });
});
