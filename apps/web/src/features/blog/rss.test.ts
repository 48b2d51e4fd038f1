import { describe, expect, it } from 'vitest';
import { buildRss, escapeXml, rfc822 } from './rss.ts';

describe('RSS', () => {
  it('escapes the XML special characters and drops characters XML cannot carry', () => {
    expect(escapeXml(`Tom & Jerry's <b>"hooks"</b>\u0001`)).toBe('Tom &amp; Jerry&apos;s &lt;b&gt;&quot;hooks&quot;&lt;/b&gt;');
  });

  it('writes RFC 822 dates', () => {
    expect(rfc822('2026-11-20')).toBe('Fri, 20 Nov 2026 00:00:00 +0000');
  });

  it('builds a well-formed RSS 2.0 feed with absolute, escaped links', () => {
    const xml = buildRss({
      language: 'ru',
      origin: 'https://example.test/',
      title: 'Блог <Reelcraft>',
      description: 'Советы & гайды',
      posts: [
        {
          slug: 'kak-pisat-huki',
          language: 'ru',
          title: 'Хуки: «стоп» & <скролл>',
          description: 'Как "зацепить"',
          date: '2026-11-20',
          translations: 'writing-hooks',
          readingMinutes: 5,
          dateLabel: '20 ноября 2026 г.',
        },
        {
          slug: 'ritm',
          language: 'ru',
          title: 'Ритм',
          description: 'Когда публиковать',
          date: '2026-11-10',
          translations: 'posting-cadence',
          readingMinutes: 4,
          dateLabel: '10 ноября 2026 г.',
        },
      ],
    });
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const channel = document.getElementsByTagName('channel')[0]!;
    expect(channel.getElementsByTagName('title')[0]!.textContent).toBe('Блог <Reelcraft>');
    expect(channel.getElementsByTagName('link')[0]!.textContent).toBe('https://example.test/ru/blog');
    expect(channel.getElementsByTagName('language')[0]!.textContent).toBe('ru');
    const items = [...document.getElementsByTagName('item')];
    expect(items.map((item) => item.getElementsByTagName('title')[0]!.textContent)).toEqual(['Хуки: «стоп» & <скролл>', 'Ритм']);
    expect(items[0]!.getElementsByTagName('link')[0]!.textContent).toBe('https://example.test/post/kak-pisat-huki');
    expect(items[0]!.getElementsByTagName('description')[0]!.textContent).toBe('Как "зацепить"');
    expect(xml).toContain('<lastBuildDate>Fri, 20 Nov 2026 00:00:00 +0000</lastBuildDate>');
  });
});
