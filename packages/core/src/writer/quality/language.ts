import { detectTextLanguage } from '../meme/detect-language.ts';
import { cyrillicShare } from '../text.ts';
import type { WriterLanguage, WriterResult } from '../writer.schema.ts';
import { visibleParts } from './text-of.ts';

/** The text as a whole reads as the requested language (a script is long enough for the detector to be sure). */
export function languageMatches(result: WriterResult, language: WriterLanguage): boolean {
  if (result.language !== language) return false;
  const text = visibleParts(result).join('\n');
  if (language === 'ru') return cyrillicShare(text) >= 0.5;
  if (cyrillicShare(text) > 0.2) return false;
  return detectTextLanguage(text) === language;
}
