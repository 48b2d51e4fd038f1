import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiFileName, contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('writes plain names as both forms', () => {
    expect(contentDisposition('anna.fitcoach_C0ffeeReel1_2.mp4')).toBe(
      `attachment; filename="anna.fitcoach_C0ffeeReel1_2.mp4"; filename*=UTF-8''anna.fitcoach_C0ffeeReel1_2.mp4`,
    );
    expect(contentDisposition('a.jpg', 'inline')).toMatch(/^inline; /);
  });

  it('transliterates accents for the fallback and percent-encodes UTF-8 for filename*', () => {
    expect(contentDisposition('viaja.con.marta_Señorita.jpg')).toBe(
      `attachment; filename="viaja.con.marta_Senorita.jpg"; filename*=UTF-8''viaja.con.marta_Se%C3%B1orita.jpg`,
    );
    expect(asciiFileName('шеф_павел.mp4')).toBe('download.mp4');
    expect(asciiFileName('chef.pavel_рецепт.mp4')).toBe('chef.pavel.mp4');
  });

  it('neutralises quotes, separators, control characters and hidden-file names', () => {
    const header = contentDisposition('../..\\"evil"\r\n;x=1.mp4');
    expect(header).toBe(`attachment; filename="evil_x_1.mp4"; filename*=UTF-8''_..__evil___%3Bx%3D1.mp4`);
    expect(contentDisposition('')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
  });

  it('always yields a header-safe value with a quoted ASCII name (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (name) => {
        const header = contentDisposition(name);
        expect(header).toMatch(/^attachment; filename="[A-Za-z0-9._-]+"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
        expect(new Headers({ 'content-disposition': header }).get('content-disposition')).toBe(header);
      }),
    );
  });
});
