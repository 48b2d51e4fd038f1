import { detectTextLanguage } from './meme/detect-language.ts';
import type { WriterLanguage } from './writer.schema.ts';

/**
 * The language a creator's own text (an idea, the blog topic, the analysed account's domain) is written in, when it
 * is clearly another of our four than the one being written: undefined when it is in `language` or cannot be told.
 *
 * A video speaks one language (issue 33): such a text steers what the video is about, but none of its words are
 * spoken, captioned or shown. For Russian, a text most of whose words have no Cyrillic letter is foreign ("Рост в
 * Instagram" is Russian, "Home cooking for busy parents" is not); for the Latin three, a mostly Cyrillic text is
 * Russian, and English against Portuguese or Spanish when the detector is sure.
 */
export function foreignLanguageOf(text: string | undefined, language: WriterLanguage): WriterLanguage | undefined {
  if (inOtherScript(text, language)) return language === 'ru' ? (latinLanguageOf(text ?? '') ?? 'en') : 'ru';
  if (language === 'ru' || !/\p{L}/u.test(text ?? '')) return undefined;
  const detected = detectTextLanguage(text ?? '');
  // Portuguese and Spanish are too close for a short text ("Preparar la comida de toda la semana" reads as
  // Portuguese to the detector): only English against either of them counts.
  if (!detected || detected === language || (detected !== 'en' && language !== 'en')) return undefined;
  return detected;
}

/**
 * True when most of the text's words are in the other alphabet than the language's (Latin in a Russian line, Cyrillic
 * in an English, Portuguese or Spanish one): the check that cannot mistake one Latin language for another.
 */
export function inOtherScript(text: string | undefined, language: WriterLanguage): boolean {
  const words = (text ?? '').match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return false;
  const cyrillic = words.filter((word) => /\p{Script=Cyrillic}/u.test(word)).length / words.length;
  return language === 'ru' ? cyrillic < 0.5 : cyrillic >= 0.5;
}

function latinLanguageOf(text: string): WriterLanguage | undefined {
  const detected = detectTextLanguage(text);
  return detected === 'ru' ? undefined : detected;
}

/** True when the text may be said in a video in `language` (it is in that language, or too short to tell). */
export function speaksLanguage(text: string | undefined, language: WriterLanguage): boolean {
  return foreignLanguageOf(text, language) === undefined;
}
