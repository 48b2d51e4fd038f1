import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { downloadFileName } from './download-file-name.ts';

describe('downloadFileName', () => {
  it('joins username, shortcode and carousel position', () => {
    expect(downloadFileName({ username: 'anna.fitcoach', shortcode: 'C0ffeeReel1', index: 2, kind: 'video' })).toBe('anna.fitcoach_C0ffeeReel1_2.mp4');
    expect(downloadFileName({ username: 'anna.fitcoach', shortcode: 'C0ffeeCaro1', index: 1, kind: 'image' })).toBe('anna.fitcoach_C0ffeeCaro1_1.jpg');
    expect(downloadFileName({ username: 'chef.pavel', shortcode: 'C0ffeeReel1', kind: 'video' })).toBe('chef.pavel_C0ffeeReel1.mp4');
    expect(downloadFileName({ username: '_lia_', shortcode: '-_abc', kind: 'image' })).toBe('_lia__-_abc.jpg');
  });

  it('ignores positions that are not whole numbers from 1', () => {
    for (const index of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(downloadFileName({ username: 'a', shortcode: 'b', index, kind: 'video' })).toBe('a_b.mp4');
    }
  });

  it('strips anything unsafe and never yields hidden files or traversal', () => {
    expect(downloadFileName({ username: '../../etc/passwd', shortcode: 'x/../y', kind: 'image' })).toBe('etcpasswd_xy.jpg');
    expect(downloadFileName({ username: '', shortcode: '', kind: 'video' })).toBe('instagram_media.mp4');
    expect(downloadFileName({ username: 'павел', shortcode: '«»', kind: 'video' })).toBe('instagram_media.mp4');
  });

  it('only ever produces [A-Za-z0-9._-], no leading dot, no "..", a known extension (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.option(fc.integer(), { nil: undefined }),
        fc.constantFrom('video' as const, 'image' as const),
        (username, shortcode, index, kind) => {
          const name = downloadFileName({ username, shortcode, index, kind });
          expect(name).toMatch(/^[A-Za-z0-9_][A-Za-z0-9._-]*\.(mp4|jpg)$/);
          expect(name).not.toContain('..');
          expect(name.length).toBeLessThanOrEqual(30 + 1 + 64 + 1 + 16 + 4);
        },
      ),
    );
  });
});
