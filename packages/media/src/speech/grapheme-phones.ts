import type { SpeechLanguage } from './languages.ts';
import type { TimedPhone } from './timeline.ts';

// A rough letter → IPA table, only good enough to pick mouth shapes (vowel openings, closed lips for p/b/m,
// rounding for o/u/w) when a word's timing was estimated and no phones exist.
const LATIN: Record<string, string> = {
  a: 'a',
  á: 'a',
  à: 'a',
  â: 'ɐ',
  ã: 'ɐ̃',
  e: 'e',
  é: 'ɛ',
  ê: 'e',
  i: 'i',
  í: 'i',
  o: 'o',
  ó: 'ɔ',
  ô: 'o',
  õ: 'õ',
  u: 'u',
  ú: 'u',
  ü: 'u',
  y: 'i',
  b: 'b',
  p: 'p',
  m: 'm',
  f: 'f',
  v: 'v',
  w: 'w',
  l: 'l',
  r: 'ɾ',
  s: 's',
  z: 'z',
  t: 't',
  d: 'd',
  n: 'n',
  ñ: 'ɲ',
  k: 'k',
  c: 'k',
  q: 'k',
  g: 'ɡ',
  j: 'ʒ',
  x: 'ʃ',
  h: 'h',
  ç: 's',
};
const CYRILLIC: Record<string, string> = {
  а: 'a',
  е: 'e',
  ё: 'o',
  и: 'i',
  о: 'o',
  у: 'u',
  ы: 'ɨ',
  э: 'ɛ',
  ю: 'u',
  я: 'a',
  б: 'b',
  п: 'p',
  м: 'm',
  ф: 'f',
  в: 'v',
  л: 'l',
  р: 'r',
  с: 's',
  з: 'z',
  т: 't',
  д: 'd',
  н: 'n',
  к: 'k',
  г: 'ɡ',
  х: 'x',
  ж: 'ʐ',
  ш: 'ʂ',
  щ: 'ɕ',
  ч: 'tɕ',
  ц: 'ts',
  й: 'j',
};
const VOWEL = /^[aeiouɐɛɔɨ]/;

/** Spreads approximate phones for a written word over [start, end): vowels get twice a consonant's time. */
export function graphemePhones(word: string, language: SpeechLanguage, start: number, end: number): TimedPhone[] {
  const table = language === 'ru' ? CYRILLIC : LATIN;
  const ipa: string[] = [];
  for (const ch of word.toLowerCase()) {
    const phone = table[ch] ?? (language === 'ru' ? undefined : CYRILLIC[ch]);
    // Doubled letters ("ll", "pp") are one sound.
    if (phone && phone !== ipa.at(-1)) ipa.push(phone);
  }
  if (ipa.length === 0 || !(end > start)) return [];
  const weights = ipa.map((p) => (VOWEL.test(p) ? 2 : 1));
  const unit = (end - start) / weights.reduce((a, b) => a + b, 0);
  let t = start;
  return ipa.map((p, i) => {
    const phone = { ipa: p, start: t, end: i === ipa.length - 1 ? end : t + weights[i]! * unit };
    t = phone.end;
    return phone;
  });
}
