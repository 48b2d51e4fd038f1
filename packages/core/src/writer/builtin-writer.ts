import { compose } from './compose/index.ts';
import { createRandom, randomSeed } from './random.ts';
import type { WriteOptions, Writer } from './writer.ts';
import { writerBriefSchema, writerResultSchema, type WriterBrief, type WriterResult } from './writer.schema.ts';

/** The offline writer: curated templates in en/ru/pt/es filled with the creator's facts; reproducible with a seed. */
export function createBuiltinWriter(): Writer {
  return {
    write: (brief: WriterBrief, options?: WriteOptions) => Promise.resolve(writeBuiltin(brief, options)),
  };
}

/** Synchronous core of the built-in writer (benchmarks and fallbacks call it directly). */
export function writeBuiltin(brief: WriterBrief, options: WriteOptions = {}): WriterResult {
  const parsed = writerBriefSchema.parse(brief);
  const random = createRandom(options.seed ?? randomSeed());
  const result = compose(parsed, {
    random,
    avoid: new Set(options.avoidHooks ?? []),
    prefer: new Set(options.preferTemplates ?? []),
  });
  // Cheap insurance that every template combination stays inside the contract.
  return writerResultSchema.parse(result);
}
