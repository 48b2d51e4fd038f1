export { detectTextLanguage } from './detect-language.ts';
export {
  cleanLine,
  clipAtWord,
  deriveMeme,
  keyWordsOf,
  MEME_SECONDS,
  memeBeats,
  memeResultFromText,
  type DerivedMeme,
  type MemeFromTextOptions,
} from './derive.ts';
export { checkLlmMeme, ensureMemeText, memeBriefLanguage, memeTextOf, memeTopText, withMemeText } from './llm.ts';
export { MEME_BRIEFS, memeQualityChecks, type MemeBrief, type MemeQualityCheck } from './quality.ts';
export { normalizeMemeText, parseMemeShape, type MemeShape, type MemeShapeKind } from './shapes.ts';
export { autoLayoutOf, halves, memeTemplateFor, type MemeTemplateInput } from './template-choice.ts';
