import type { WriterLanguage } from './writer.schema.ts';

export type Slots = Record<string, string>;

const SLOT = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/**
 * Fills `{slot}` placeholders. `{Slot}` (first letter upper-case) inserts the value of `slot` capitalised.
 * An unknown slot is a programming error in the catalogue, so it throws rather than leaking braces to a viewer.
 */
export function fillTemplate(template: string, slots: Slots): string {
  const filled = template.replace(SLOT, (_match, name: string) => {
    const direct = slots[name];
    if (direct !== undefined) return direct;
    const lower = name.charAt(0).toLowerCase() + name.slice(1);
    const value = slots[lower];
    if (value !== undefined && lower !== name) return capitalize(value);
    throw new Error(`template slot {${name}} has no value`);
  });
  return tidy(filled);
}

/** Repairs the seams templates leave: doubled stops, a stop after ? or !, spaces before punctuation. */
export function tidy(text: string): string {
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ ([.,!?;:])/g, '$1')
    .replace(/([!?…])\./g, '$1')
    .replace(/(?<!\.)\.\.(?!\.)/g, '.')
    .replace(/([!?])([”»"])\./g, '$1$2')
    .replace(/ *\n */g, '\n')
    .trim();
}

/** Upper-cases the first letter (skipping leading quotes, emoji and punctuation). */
export function capitalize(text: string): string {
  const index = text.search(/\p{L}/u);
  if (index < 0) return text;
  return text.slice(0, index) + text.charAt(index).toLocaleUpperCase() + text.slice(index + 1);
}

export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) count++;
  return count;
}

/** Comfortable reading pace for reels: Russian words are longer, so fewer of them fit in a second. */
export const WORDS_PER_SECOND: Record<WriterLanguage, number> = { en: 2.3, es: 2.3, pt: 2.3, ru: 2.0 };
/** A breath between lines. */
const PAUSE_SECONDS = 0.3;

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** How long a line takes to say aloud, with a short pause after it. */
export function secondsToSay(text: string, language: WriterLanguage): number {
  return Math.max(1.2, round1(countWords(text) / WORDS_PER_SECOND[language] + PAUSE_SECONDS));
}

/** Short enough to read on screen at a glance: the first sentence, or the first words with an ellipsis. */
export function shortenForScreen(text: string, maxWords = 8): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (countWords(clean) <= maxWords) return clean;
  const first = clean.split(/(?<=[.!?…])\s/)[0] ?? clean;
  if (countWords(first) <= maxWords) return first;
  const words = clean.split(' ');
  let kept = 0;
  const out: string[] = [];
  for (const word of words) {
    if (/[\p{L}\p{N}]/u.test(word)) kept++;
    if (kept > maxWords) break;
    out.push(word);
  }
  return `${out.join(' ').replace(/[,.;:!?—–-]+$/u, '')}…`;
}

/**
 * The creator's own words, made safe to drop after a colon: the first sentence, no wrapping quotes, no trailing
 * punctuation, cut at a word boundary.
 */
export function shortenSubject(text: string, maxChars: number): string {
  let clean = text.replace(/\s+/g, ' ').trim();
  const firstSentence = clean.split(/(?<=[.!?…])\s|\n/)[0] ?? clean;
  if (firstSentence.length >= 3) clean = firstSentence;
  clean = clean.replace(/^["'«“„‘]+|["'»”‘’]+$/gu, '').trim();
  clean = clean.replace(/[\s.,;:!?…—–-]+$/u, '');
  if (clean.length <= maxChars) return clean;
  const cut = clean.slice(0, maxChars + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : clean.slice(0, maxChars)).replace(/[\s.,;:!?…—–-]+$/u, '');
}

/** A hashtag as Instagram stores it: no '#', letters, digits and underscores only. */
export function cleanHashtag(tag: string): string {
  return tag.replace(/[^\p{L}\p{N}_]/gu, '');
}

/** Share of letters that are Cyrillic: how we tell a Russian text from a text that only claims to be one. */
export function cyrillicShare(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return 0;
  const cyrillic = letters.filter((letter) => /\p{Script=Cyrillic}/u.test(letter)).length;
  return cyrillic / letters.length;
}
