import { createBuiltinWriter } from './builtin-writer.ts';
import { createLlmWriter, type LlmConfig } from './llm-writer.ts';
import type { Writer, WriterLogger } from './writer.ts';

export interface CreateWriterOptions {
  /** An OpenAI-compatible endpoint; without it the offline built-in writer is used. */
  llm?: LlmConfig;
  logger: WriterLogger;
}

/** The writer the app uses: the LLM writer (falling back to the built-in one) when configured, else the built-in. */
export function createWriter(options: CreateWriterOptions): Writer {
  const builtin = createBuiltinWriter();
  if (!options.llm) return builtin;
  return createLlmWriter(options.llm, { logger: options.logger, fallback: builtin });
}
