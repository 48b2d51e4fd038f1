import type { ParsedWriterBrief, WriterResult } from '../writer.schema.ts';
import { buildContext, type ComposeOptions } from './context.ts';
import { composeMeme } from './meme.ts';
import { composeFromIdea } from './idea-script.ts';
import { composeFromMaterial } from './material-script.ts';
import { composeStoryFromIdea, composeStoryFromMaterial } from './material-story.ts';
import { planScript } from './plan.ts';

export { hashtagsFor, topicOf, type ComposeOptions } from './context.ts';
export { LENGTH_BUDGET } from './length.ts';

/** Composes one piece of content from the curated catalogue. Pure given the random source. */
export function compose(brief: ParsedWriterBrief, options: ComposeOptions): WriterResult {
  const ctx = buildContext(brief, options);
  switch (brief.contentType) {
    case 'meme':
      return composeMeme(ctx);
    case 'storytelling': {
      const plan = planScript(ctx);
      return plan.material ? composeStoryFromMaterial(ctx, { ...plan, material: plan.material }) : composeStoryFromIdea(ctx);
    }
    default: {
      // Scripts and avatar videos: built from the library sub-topic the idea is about, in a structure (issue 32),
      // or, for an idea the library does not cover, on the idea itself with prompts for the creator.
      const plan = planScript(ctx);
      // Without material there is an idea the library does not cover (chooseMaterial always finds material without one).
      return plan.material ? composeFromMaterial(ctx, { ...plan, material: plan.material }) : composeFromIdea(ctx);
    }
  }
}
