import type { WriterBrief, WriterResult } from './writer.schema.ts';

export interface WriteOptions {
  /** Makes the built-in writer reproducible (tests, "regenerate" with a stored seed). */
  seed?: number;
  /** Hook formulas (or meme formats) the creator disliked: never reused while another one fits. */
  avoidHooks?: string[];
  /** Template ids the creator liked (structures, CTAs, captions, meme formats, hooks): chosen more often. */
  preferTemplates?: string[];
  /** Aborts a slow writer (the LLM call) when the job that asked runs out of time; it rejects with the reason. */
  signal?: AbortSignal;
}

/** Turns a brief into a script, a meme or a storytelling plan. */
export interface Writer {
  write(brief: WriterBrief, options?: WriteOptions): Promise<WriterResult>;
}

/** The part of a pino logger the writer needs. */
export interface WriterLogger {
  warn(details: object, message?: string): void;
}
