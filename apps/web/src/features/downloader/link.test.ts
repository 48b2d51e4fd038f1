import { describe, expect, it } from 'vitest';
import { instagramLinkError, normalizeLink } from './link.ts';

describe('downloader link validation', () => {
  it('requires a link', () => {
    expect(instagramLinkError('')).toBe('required');
    expect(instagramLinkError('   ')).toBe('required');
    expect(instagramLinkError(null)).toBe('required');
  });

  it.each([
    'https://www.instagram.com/reel/C0ffeeReel1/',
    'https://www.instagram.com/p/C0ffeeCaro1/?img_index=2',
    'https://instagram.com/reels/C0ffeeReel1',
    'http://m.instagram.com/tv/C0ffeeReel1/',
    'www.instagram.com/p/C0ffeeCaro1/',
    'instagram.com/reel/C0ffeeReel1',
    'https://www.instagram.com/anna.fitcoach/p/C0ffeeCaro1/',
    'https://www.instagram.com/anna.fitcoach/reel/C0ffeeReel1/',
    'https://www.instagram.com/stories/anna.fitcoach/3301234567890123456/',
    'https://www.instagram.com/share/reel/BAxyz123/',
    'https://instagr.am/p/C0ffeeCaro1/',
    'https://www.instagram.com/p/C0ffeeCaro1/embed/captioned/',
    '  https://WWW.INSTAGRAM.COM/REEL/C0ffeeReel1/  ',
  ])('accepts %s', (link) => {
    expect(instagramLinkError(link)).toBeNull();
  });

  it.each([
    ['https://example.com/p/C0ffeeCaro1/', 'not_instagram'],
    ['https://instagram.com.evil.example/p/C0ffeeCaro1/', 'not_instagram'],
    ['https://notinstagram.com/p/x', 'not_instagram'],
    ['ftp://www.instagram.com/p/C0ffeeCaro1/', 'not_instagram'],
    ['just some words', 'not_instagram'],
    ['https://www.instagram.com/', 'not_media'],
    ['https://www.instagram.com/anna.fitcoach/', 'not_media'],
    ['https://www.instagram.com/reels/', 'not_media'],
    ['https://www.instagram.com/explore/tags/fitness/', 'not_media'],
  ])('rejects %s (%s)', (link, error) => {
    expect(instagramLinkError(link)).toBe(error);
  });

  it('adds the scheme a pasted link lacks', () => {
    expect(normalizeLink(' instagram.com/reel/C0ffeeReel1 ')).toBe('https://instagram.com/reel/C0ffeeReel1');
    expect(normalizeLink('https://www.instagram.com/p/C0ffeeCaro1/')).toBe('https://www.instagram.com/p/C0ffeeCaro1/');
  });
});
