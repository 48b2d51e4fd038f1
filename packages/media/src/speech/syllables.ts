import type { SpeechLanguage } from './languages.ts';

const VOWEL_LETTERS: Record<SpeechLanguage, RegExp> = {
  en: /[aeiouy]+/g,
  ru: /[аеёиоуыэюя]/g,
  // In Spanish and Portuguese nearly every vowel letter is its own syllable nucleus; diphthongs overcount slightly.
  es: /[aeiouáéíóúü]/g,
  pt: /[aeiouáéíóúâêôãõàü]/g,
};

/**
 * Estimated syllables in a written word, for spreading time when no recogniser is available. Counts vowel letters
 * (vowel groups in English, less a silent final "e"); digits count two each, since "2024" or "15" take a while to say.
 * Never less than 1 for a word with a letter or digit in it, 0 for pure punctuation.
 */
export function countSyllables(word: string, language: SpeechLanguage): number {
  const lower = word.toLowerCase();
  const digits = (lower.match(/\p{N}/gu) ?? []).length;
  const letters = lower.replace(/[^\p{L}]/gu, '');
  if (!letters && !digits) return 0;
  let count = (letters.match(VOWEL_LETTERS[language]) ?? []).length;
  if (language === 'en') {
    // "ia", "io", "ie" inside a word are usually two syllables (audience, ratio, variety)
    count += (letters.match(/i[aoe](?!$)/g) ?? []).length;
    if (count > 1 && /[^aeiouy]e$/.test(letters) && !/[^aeiouy]le$/.test(letters)) count--;
  }
  return Math.max(1, count + digits * 2);
}
