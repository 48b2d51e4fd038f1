import type { ParsedWriterBrief, WriterResult } from '../writer.schema.ts';
import { buildContext, type ComposeOptions } from './context.ts';
import { composeMeme } from './meme.ts';
import { composeScript } from './script.ts';
import { composeStory } from './story.ts';

export { hashtagsFor, topicOf, type ComposeOptions } from './context.ts';
export { LENGTH_BUDGET } from './length.ts';

/** Composes one piece of content from the curated catalogue. Pure given the random source. */
export function compose(brief: ParsedWriterBrief, options: ComposeOptions): WriterResult {
  const ctx = buildContext(brief, options);
  switch (brief.contentType) {
    case 'meme':
      return composeMeme(ctx);
    case 'storytelling':
      return composeStory(ctx);
    default:
      return composeScript(ctx);
  }
}
