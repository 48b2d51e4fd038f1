import type { WriterLanguage } from '../writer.schema.ts';

const PERCENT: Record<WriterLanguage, string> = { en: ' percent', ru: ' процентов', pt: ' por cento', es: ' por ciento' };
const TIMES: Record<WriterLanguage, string> = { en: ' times', ru: ' раза', pt: ' vezes', es: ' veces' };

/**
 * The creator's own words made fit to be said aloud (issue 32 item 1): no emoji, no URLs, no '#' or '@' in front of
 * words, "%" and "×" said as words. Only the creator's text goes through this: library material is written clean.
 */
export function speakable(text: string, language: WriterLanguage): string {
  return (
    text
      .replace(/https?:\/\/\S+|www\.\S+/giu, ' ')
      .replace(/\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|\p{Emoji_Modifier})*/gu, ' ')
      .replace(/[\uFE0F\u200D]/gu, '')
      .replace(/[#@](?=[\p{L}\p{N}_])/gu, '')
      .replace(/\s*%/gu, PERCENT[language])
      .replace(/(\d)\s*[×x](?=\s|$)/gu, `$1${TIMES[language]}`)
      .replace(/\s+/g, ' ')
      .trim()
      // "how i fixed my posture": the English pronoun is a capital whatever the creator typed.
      .replace(/(?<![\p{L}\p{N}'’])i(?=[\s'’]|$)/gu, (match) => (language === 'en' ? 'I' : match))
  );
}
