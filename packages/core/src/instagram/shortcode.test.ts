import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseShortcode, isPrivateShortcode, isValidShortcode, mediaIdToShortcode, parseMediaPk, SHORTCODE_ALPHABET, shortcodeToMediaId } from './shortcode.ts';

// Each pair checked against the conversion by the sources (gallery-dl, yt-dlp, FxEmbed).
const VECTORS: Array<[string, string]> = [
  ['aye83DjauH', '482584233761418119'],
  ['Chunk8-jurw', '2913440072144448240'],
  ['BqvsDleB3lV', '1922949326347663701'],
  ['Bqxp0VSBgJg', '1923502432034620000'],
  ['BkQjCfsBIzi', '1806097553666903266'],
  ['BoHk1haB5tM', '1875629777499953996'],
  ['DXeh-kYiIge', '3881689364048676894'],
];

const MAX_PK = (1n << 64n) - 1n;

describe('shortcode ↔ media id', () => {
  it.each(VECTORS)('%s ↔ %s', (shortcode, id) => {
    expect(shortcodeToMediaId(shortcode)).toBe(BigInt(id));
    expect(mediaIdToShortcode(BigInt(id))).toBe(shortcode);
    expect(mediaIdToShortcode(id)).toBe(shortcode);
  });

  it('keeps every digit of pks above 2^53 (Bqxp0VSBgJg would round as a JS number)', () => {
    expect(Number.isSafeInteger(Number('1923502432034620000'))).toBe(false);
    expect(shortcodeToMediaId('Bqxp0VSBgJg').toString()).toBe('1923502432034620000');
  });

  it('reads {pk}_{owner} media ids and drops the owner', () => {
    expect(parseMediaPk('3820779887276189991_505721575')).toBe(3820779887276189991n);
    expect(mediaIdToShortcode('2913440072144448240_12345')).toBe('Chunk8-jurw');
  });

  it('strips the 28-character suffix of private-post links before decoding', () => {
    const long = 'C5_A1TQNPrYw4c2g9KAUTPUl8RVHqiAdAcOOSY0';
    expect(long).toHaveLength(39);
    expect(isPrivateShortcode(long)).toBe(true);
    expect(baseShortcode(long)).toBe('C5_A1TQNPrY');
    expect(shortcodeToMediaId(long)).toBe(shortcodeToMediaId('C5_A1TQNPrY'));
    expect(isPrivateShortcode('C5_A1TQNPrY')).toBe(false);
  });

  it('refuses what is not a shortcode or a 64-bit pk', () => {
    for (const bad of ['', 'abc$', 'has space', 'ü', 'A'.repeat(12), 'a/b']) {
      expect(isValidShortcode(bad)).toBe(false);
      expect(() => shortcodeToMediaId(bad)).toThrow(RangeError);
    }
    expect(shortcodeToMediaId('P__________')).toBe((1n << 64n) - 1n);
    expect(() => shortcodeToMediaId('QAAAAAAAAAA')).toThrow(/64 bits/);
    expect(() => mediaIdToShortcode(MAX_PK + 1n)).toThrow(RangeError);
    expect(() => mediaIdToShortcode(-1n)).toThrow(RangeError);
    expect(() => mediaIdToShortcode('12ab')).toThrow(RangeError);
    expect(() => parseMediaPk('18446744073709551616')).toThrow(RangeError);
  });

  it('property: id → shortcode → id round-trips for every 64-bit pk', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_PK }), (pk) => {
        const shortcode = mediaIdToShortcode(pk);
        expect(shortcode.length).toBeLessThanOrEqual(11);
        expect(isValidShortcode(shortcode)).toBe(true);
        expect(shortcodeToMediaId(shortcode)).toBe(pk);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: shortcode → id → shortcode round-trips (no leading zero digit "A")', () => {
    const char = fc.constantFrom(...SHORTCODE_ALPHABET);
    const shortcode = fc.tuple(fc.constantFrom(...SHORTCODE_ALPHABET.slice(1)), fc.array(char, { maxLength: 9 })).map(([head, tail]) => head + tail.join(''));
    fc.assert(
      fc.property(shortcode, (code) => {
        expect(mediaIdToShortcode(shortcodeToMediaId(code))).toBe(code);
      }),
      { numRuns: 2000 },
    );
  });
});
