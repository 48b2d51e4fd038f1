import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { stemmer as stemPortuguese } from '@orama/stemmers/portuguese';
import { stemmer as stemRussian } from '@orama/stemmers/russian';
import { stemmer as stemSpanish } from '@orama/stemmers/spanish';
import { isStopWord } from '../key-phrases.ts';
import type { WriterLanguage } from '../writer.schema.ts';

/**
 * How much a line of our curated vocabulary is about the user's idea: the content words they share, compared by
 * their Snowball stems ("workouts" and "workout", "спину" and "спина"). The built-in writer has no model that
 * understands a topic, so this is how it keeps a tip about calories out of a script about a rounded back.
 */

export const STEMMERS: Record<WriterLanguage, (word: string) => string> = {
  en: stemEnglish,
  ru: stemRussian,
  pt: stemPortuguese,
  es: stemSpanish,
};

/** Shorter words are mostly grammar or too vague to tie a line to a topic ("day", "fix", "gym" are rare exceptions). */
const MIN_WORD_LETTERS = 4;

/** The stems of a text's content words (stop words and short words left out). */
export function stemsOf(text: string, language: WriterLanguage): Set<string> {
  const stem = STEMMERS[language];
  const stems = new Set<string>();
  for (const raw of text
    .toLocaleLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}]+/u)) {
    if (raw.length < MIN_WORD_LETTERS || isStopWord(raw)) continue;
    stems.add(stem(raw));
  }
  return stems;
}

/** How many of the topic's stems the text shares. */
export function sharedStems(topic: ReadonlySet<string>, text: string, language: WriterLanguage): number {
  let shared = 0;
  for (const stem of stemsOf(text, language)) if (topic.has(stem)) shared += 1;
  return shared;
}

/**
 * The items ordered for a topic: those sharing more of its stems first, the rest after them in the order given
 * (the caller's shuffle), so ties stay random.
 */
export function rankByTopic<T>(items: readonly T[], textOf: (item: T) => string, topic: ReadonlySet<string>, language: WriterLanguage): T[] {
  return items
    .map((item, index) => ({ item, index, shared: sharedStems(topic, textOf(item), language) }))
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .map((entry) => entry.item);
}
