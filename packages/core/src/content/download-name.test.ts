import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { downloadFileName, slugify } from './download-name.ts';

describe('download file names', () => {
  it('keeps words of any script and the date', () => {
    const createdAt = new Date('2026-11-21T10:00:00Z');
    expect(downloadFileName({ type: 'meme', result: { title: 'When the client says "just one more"!' }, createdAt }, 'mp4')).toBe(
      'reelcraft-meme-when-the-client-says-just-one-more-2026-11-21.mp4',
    );
    expect(downloadFileName({ type: 'smart_script', result: { title: 'Три ошибки новичка' }, createdAt }, 'txt')).toBe(
      'reelcraft-smart-script-три-ошибки-новичка-2026-11-21.txt',
    );
    expect(downloadFileName({ type: 'meme', result: null, createdAt }, 'mp4')).toBe('reelcraft-meme-2026-11-21.mp4');
  });
  it('never produces separators, quotes or control characters', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(slugify(text)).toMatch(/^[\p{L}\p{N}-]*$/u);
        expect(slugify(text).length).toBeLessThanOrEqual(48);
      }),
    );
  });
});
