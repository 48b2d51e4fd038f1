import { MEME_TEXT_MAX, type ParsedWriterBrief, type WriterLanguage, type WriterResult } from '../writer.schema.ts';
import { clipAtWord, keyWordsOf, memeResultFromText } from './derive.ts';
import { detectTextLanguage } from './detect-language.ts';
import { normalizeMemeText } from './shapes.ts';

/** The meme text of a brief: the user's words (meme_text arrives as userInput), or none when the writer proposes one. */
export function memeTextOf(brief: Pick<ParsedWriterBrief, 'contentType' | 'userInput'>): string | undefined {
  if (brief.contentType !== 'meme') return undefined;
  const text = brief.userInput?.trim();
  return text ? text : undefined;
}

/** A meme is written in the language of its text (Russian text, English interface → Russian lines). */
export function memeBriefLanguage<T extends ParsedWriterBrief>(brief: T): T {
  const text = memeTextOf(brief);
  if (!text) return brief;
  const language: WriterLanguage = detectTextLanguage(text) ?? brief.language;
  return language === brief.language ? brief : { ...brief, language };
}

/** The text as the video shows it: trimmed and cut to the 512-character limit at a word boundary. */
export function memeTopText(text: string): string {
  return clipAtWord(text.trim(), MEME_TEXT_MAX);
}

/** The user's text verbatim on top, and as the title and hook (what the suggestion list shows). */
export function withMemeText(result: WriterResult, text: string): WriterResult {
  const topText = memeTopText(text);
  const flat = normalizeMemeText(topText).split('\n').join(' / ');
  return {
    ...result,
    title: clipAtWord(flat, 200),
    hook: clipAtWord(flat, 600),
    meme: { topText, subtitleLines: result.meme?.subtitleLines ?? [] },
  };
}

/**
 * Why a model's meme cannot be used for this text, or undefined when it can: its lines must talk about the text,
 * using at least one of its content words (a model that writes generic lines is re-asked, then replaced by the
 * built-in derivation).
 */
export function checkLlmMeme(result: WriterResult, brief: ParsedWriterBrief): string | undefined {
  const text = memeTextOf(brief);
  if (!text) return undefined;
  const lines = result.meme?.subtitleLines ?? [];
  if (lines.length < 2) return 'the meme needs 2 to 4 subtitle lines';
  const keyWords = keyWordsOf(normalizeMemeText(text), brief.language);
  const said = lines.join('\n').toLocaleLowerCase();
  if (keyWords.length > 0 && !keyWords.some((word) => said.includes(word))) {
    return `the subtitle lines ignore the meme text: use its own words (${keyWords.slice(0, 5).join(', ')})`;
  }
  if (lines.some((line) => /[{}*]/.test(line))) return 'the subtitle lines contain asterisks or braces';
  return undefined;
}

/**
 * The last guard before a meme with the user's text is rendered: a result whose top text is not that text (a writer
 * that ignored it) is replaced by the built-in derivation of the text, so title, lines and caption always agree.
 */
export function ensureMemeText(result: WriterResult, text: string, requestLanguage: WriterLanguage, seed: number): WriterResult {
  if (result.meme && result.meme.topText === memeTopText(text)) return result;
  return memeResultFromText(text, { requestLanguage, seed });
}
