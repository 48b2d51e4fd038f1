import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapSpokenWordsToScript, scriptTokens, speakableText, type SpokenWord } from './script-text.ts';

const w = (text: string, start: number, end: number, ipa: string[] = []): SpokenWord => ({
  text,
  start,
  end,
  phones: ipa.map((p, i) => ({ ipa: p, start: start + ((end - start) * i) / ipa.length, end: start + ((end - start) * (i + 1)) / ipa.length })),
});

describe('speakableText', () => {
  it('blanks emoji and hashtag/mention marks without moving any offset', () => {
    const script = 'Go #growth @anna 🚀👍🏽 now!';
    const spoken = speakableText(script);
    expect(spoken).toHaveLength(script.length);
    expect(spoken.split(/\s+/).filter(Boolean)).toEqual(['Go', 'growth', 'anna', 'now!']);
  });
  it('keeps a lone # or @ that is not a tag', () => {
    expect(speakableText('we are # 1 @ home')).toBe('we are # 1 @ home');
  });
});

describe('mapSpokenWordsToScript', () => {
  it('gives each written token the times and phones of the words spoken for it, punctuation kept', () => {
    const words = mapSpokenWordsToScript('“Don’t” stop, well-known!', [
      w("Don't", 0, 0.3, ['d', 'ˈoʊ', 'n', 't']),
      w('stop', 0.4, 0.8, ['s', 't', 'ˈɑː', 'p']),
      w('well', 0.9, 1.1, ['w', 'ˈɛ', 'l']),
      w('known', 1.1, 1.5, ['n', 'ˈoʊ', 'n']),
    ]);
    expect(words.map((x) => x.text)).toEqual(['“Don’t”', 'stop,', 'well-known!']);
    expect(words[2]).toMatchObject({ start: 0.9, end: 1.5 });
    expect(words[2]!.phones.map((p) => p.ipa)).toEqual(['w', 'ˈɛ', 'l', 'n', 'ˈoʊ', 'n']);
  });

  it('joins tokens nothing was spoken for to the word before (or after, at the start)', () => {
    const words = mapSpokenWordsToScript('🔥 Hello — world 🚀', [w('Hello', 0, 0.5), w('world', 0.6, 1)]);
    expect(words.map((x) => x.text)).toEqual(['🔥 Hello —', 'world 🚀']);
  });

  it('keeps a word the engine spelled differently with the next token instead of losing the script text', () => {
    const words = mapSpokenWordsToScript('one two three', [w('one', 0, 0.2), w('TWO-ish', 0.3, 0.5), w('three', 0.6, 0.9)]);
    expect(words).toMatchObject([
      { text: 'one', start: 0, end: 0.2 },
      { text: 'two', start: 0.3, end: 0.5 },
      { text: 'three', start: 0.6, end: 0.9 },
    ]);
  });

  it('makes times monotonic and keeps phones inside their word', () => {
    const words = mapSpokenWordsToScript('a b', [w('a', 0, 0.5, ['a']), w('b', 0.4, 0.9, ['b'])]);
    expect(words[1]!.start).toBeGreaterThanOrEqual(words[0]!.end);
    expect(words[1]!.phones[0]!.start).toBeGreaterThanOrEqual(words[1]!.start);
  });

  it('matches case- and quote-insensitively, and ё with е (eSpeak and scripts disagree on both)', () => {
    const words = mapSpokenWordsToScript('Ещё РАЗ', [w('ещe', 0, 0.3), w('раз', 0.3, 0.6)]);
    expect(words.map((x) => [x.text, x.start])).toEqual([
      ['Ещё', 0],
      ['РАЗ', 0.3],
    ]);
  });

  it('always returns the script text exactly, whatever the engine reports (property)', () => {
    const token = fc.oneof(
      fc.constantFrom('hello', 'мир', '¿qué?', '—', '🚀', 'well-known,', '3.5%', '#tag', '"quoted"'),
      fc.string({ minLength: 1, maxLength: 6 }).map((s) => s.replace(/\s/g, 'x')),
    );
    fc.assert(
      fc.property(fc.array(token, { minLength: 1, maxLength: 12 }), fc.array(fc.nat(4), { maxLength: 20 }), (tokens, picks) => {
        const script = tokens.join(' ');
        const spoken = picks.map((p, i) => w(tokens[p % tokens.length]!.replace(/[^\p{L}\p{N}]/gu, '') || 'zz', i, i + 0.5));
        const words = mapSpokenWordsToScript(script, spoken);
        if (spoken.length === 0) return words.length === 0;
        expect(words.map((x) => x.text).join(' ')).toBe(
          scriptTokens(script)
            .map((t) => t.text)
            .join(' '),
        );
        for (let i = 1; i < words.length; i++) expect(words[i]!.start).toBeGreaterThanOrEqual(words[i - 1]!.end);
        return true;
      }),
    );
  });
});
