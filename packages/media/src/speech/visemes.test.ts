import { describe, expect, it } from 'vitest';
import { isBilabialClosure, phoneSymbols, visemeForPhone, visemeSegments, DEFAULT_SPEECH_POSE } from './visemes.ts';

describe('visemeForPhone', () => {
  it('closes the lips for p, b, m in every marking', () => {
    for (const ipa of ['p', 'b', 'm', 'ˈm', 'mʲ', 'bʲ', 'pː', 'm̩']) {
      expect(visemeForPhone(ipa).open, ipa).toBe(0);
      expect(isBilabialClosure(ipa), ipa).toBe(true);
    }
    expect(isBilabialClosure('a')).toBe(false);
    expect(isBilabialClosure('f')).toBe(false);
  });

  it('opens widest on a, less on e, least on i and u', () => {
    const open = (ipa: string) => visemeForPhone(ipa).open;
    expect(open('a')).toBeGreaterThan(open('ɛ'));
    expect(open('ˈɑː')).toBe(open('ɑ'));
    expect(open('e')).toBeGreaterThan(open('i'));
    expect(open('o')).toBeGreaterThan(open('u'));
    expect(open('f')).toBeLessThan(open('t'));
    expect(open('l')).toBeGreaterThan(open('t'));
  });

  it('opens open vowels near the widest opening and keeps consonants between the teeth low (a clear speaker)', () => {
    const open = (ipa: string) => visemeForPhone(ipa).open;
    for (const ipa of ['a', 'ˈɑː', 'æ', 'ɔ']) expect(open(ipa), ipa).toBeGreaterThanOrEqual(0.75);
    for (const ipa of ['ə', 'e', 'o']) expect(open(ipa), ipa).toBeGreaterThanOrEqual(0.5);
    for (const ipa of ['i', 'u']) expect(open(ipa), ipa).toBeGreaterThanOrEqual(0.3);
    for (const ipa of ['t', 'd', 'n', 's', 'z', 'f', 'v']) expect(open(ipa), ipa).toBeLessThanOrEqual(0.15);
    // Every syllable opens and closes visibly: an open vowel is at least four times a t.
    expect(open('a')).toBeGreaterThan(4 * open('t'));
  });

  it('puckers on u, o, w and spreads on i, e', () => {
    expect(visemeForPhone('u').width).toBe(-1);
    expect(visemeForPhone('w').width).toBeLessThan(-0.5);
    expect(visemeForPhone('ˈoʊ').width).toBeLessThan(-0.3);
    expect(visemeForPhone('i').width).toBe(1);
    expect(visemeForPhone('ˈeː').width).toBeGreaterThan(0.5);
  });

  it('reads Portuguese nasal vowels by their base vowel', () => {
    expect(visemeForPhone('ɐ̃')).toEqual(visemeForPhone('ɐ'));
    expect(visemeForPhone('ẽ')).toEqual(visemeForPhone('e'));
    expect(visemeForPhone('õ')).toEqual(visemeForPhone('o'));
    expect(visemeSegments('ɐ̃ʊ̃')).toEqual([visemeForPhone('ɐ'), visemeForPhone('ʊ')]);
  });

  it('handles Russian palatalised consonants and Spanish ɾ r β ð ɣ x', () => {
    expect(visemeForPhone('tʲ').width).toBeGreaterThan(visemeForPhone('t').width);
    expect(visemeForPhone('lʲ').open).toBeGreaterThan(0.2);
    for (const ipa of ['ɾ', 'r', 'ð', 'ɣ', 'x']) expect(visemeForPhone(ipa)).not.toEqual(DEFAULT_SPEECH_POSE);
    expect(visemeForPhone('β').open).toBeLessThan(0.1);
  });

  it('shows an affricate by its release and a diphthong as two shapes', () => {
    expect(visemeForPhone('tʃ')).toEqual(visemeForPhone('ʃ'));
    expect(visemeForPhone('dʒ')).toEqual(visemeForPhone('ʒ'));
    expect(visemeForPhone('tʃʲ').width).toBeGreaterThan(visemeForPhone('ʃ').width);
    expect(visemeSegments('ˈaɪ')).toEqual([visemeForPhone('a'), visemeForPhone('ɪ')]);
  });

  it('strips stress, length and tie bars, and falls back to a neutral shape for the unknown', () => {
    expect(phoneSymbols('ˈaː')).toEqual(['a']);
    expect(phoneSymbols('t͡ʃ')).toEqual(['t', 'ʃ']);
    expect(visemeForPhone('')).toEqual(DEFAULT_SPEECH_POSE);
    expect(visemeForPhone('ʘ')).toEqual(DEFAULT_SPEECH_POSE);
  });
});
