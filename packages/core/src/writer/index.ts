/**
 * The writer's public entry for the rest of core (analysis, trends, content): what others may use without
 * reaching into the writer's internals. The package-level exports (packages/core/src/index.ts) stay as they are.
 */
export { CATALOG } from './catalog/index.ts';
export { NICHE_IDS, type LanguagePack, type NicheId, type NicheVocab } from './catalog/types.ts';
export { classifyNiche, detectNiche, type NicheClassification, type NicheConfidence, type NicheSources } from './niches.ts';
export { createRandom, pick, pickWeighted, randomSeed, shuffle, type Random } from './random.ts';
export { capitalize, cleanHashtag, countWords, cyrillicShare, fillTemplate, secondsToSay, shortenForScreen, shortenSubject, tidy, type Slots } from './text.ts';
export { hashtagsFor, LENGTH_BUDGET } from './compose/index.ts';
export {
  CONTENT_TYPES,
  WRITER_LANGUAGES,
  type ContentType,
  type ParsedWriterBrief,
  type WriterBrief,
  type WriterLanguage,
  type WriterResult,
} from './writer.schema.ts';
export { parseJsonLoosely } from './json-repair.ts';
export { LANGUAGE_NAMES, type ChatMessage } from './llm-prompt.ts';
