import { compose } from './compose/index.ts';
import { createRandom, randomSeed } from './random.ts';
import type { WriteOptions, Writer } from './writer.ts';
import { speakable } from './compose/speakable.ts';
import { writerBriefSchema, writerResultSchema, type ParsedWriterBrief, type WriterBrief, type WriterResult } from './writer.schema.ts';

/** The offline writer: curated templates in en/ru/pt/es filled with the creator's facts; reproducible with a seed. */
export function createBuiltinWriter(): Writer {
  return {
    write: (brief: WriterBrief, options?: WriteOptions) => Promise.resolve(writeBuiltin(brief, options)),
  };
}

/**
 * An idea with nothing to say aloud (only emoji, symbols or a link) is no idea: the script follows the standing topic
 * instead of a title that would be empty once made speakable. A meme keeps its text (it is shown, not said).
 */
function withoutWordlessIdea(brief: ParsedWriterBrief): ParsedWriterBrief {
  if (brief.contentType === 'meme' || !brief.userInput) return brief;
  if (/[\p{L}\p{N}]/u.test(speakable(brief.userInput, brief.language))) return brief;
  const { userInput: _dropped, ...rest } = brief;
  return rest;
}

/** Synchronous core of the built-in writer (benchmarks and fallbacks call it directly). */
export function writeBuiltin(brief: WriterBrief, options: WriteOptions = {}): WriterResult {
  const parsed = withoutWordlessIdea(writerBriefSchema.parse(brief));
  const random = createRandom(options.seed ?? randomSeed());
  const result = compose(parsed, {
    random,
    avoid: new Set(options.avoidHooks ?? []),
    prefer: new Set(options.preferTemplates ?? []),
  });
  // Cheap insurance that every template combination stays inside the contract.
  return writerResultSchema.parse(result);
}
