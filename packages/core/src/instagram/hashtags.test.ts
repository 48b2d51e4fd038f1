import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHashtags } from './hashtags.ts';

describe('parseHashtags', () => {
  it('finds tags in any script, lower-cased, deduplicated, in order', () => {
    expect(parseHashtags('Борщ за 30 минут! #Борщ #рецепты #ГотовимДома #борщ')).toEqual(['борщ', 'рецепты', 'готовимдома']);
    expect(parseHashtags('Make rápida ✨ #maquiagem #PeleOleosa #antesedepois')).toEqual(['maquiagem', 'peleoleosa', 'antesedepois']);
    expect(parseHashtags('Guárdalo\n\n#lisboa #viajarBarato')).toEqual(['lisboa', 'viajarbarato']);
    expect(parseHashtags('#fitness#gym')).toEqual(['fitness']);
  });

  it('ignores numbers, mid-word #, HTML entities and empty input', () => {
    expect(parseHashtags('#1 fan of #2024goals')).toEqual(['2024goals']);
    expect(parseHashtags('C# and F# are languages; it&#39;s fine')).toEqual([]);
    expect(parseHashtags('')).toEqual([]);
    expect(parseHashtags(null)).toEqual([]);
    expect(parseHashtags(undefined)).toEqual([]);
  });

  it('property: never throws and every tag is lower-case word characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        for (const tag of parseHashtags(text)) {
          expect(tag).toBe(tag.toLowerCase());
          expect(tag).toMatch(/^[\p{L}\p{M}\p{N}_]{1,150}$/u);
        }
      }),
    );
  });
});
