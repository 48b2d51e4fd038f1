import { type Core, generateSuggestion } from '@reelcraft/core';

/** Worker side of `generate-suggestion` (scripts, memes) and `render-video` (talking avatars, stories): one handler. */
export async function registerGenerateSuggestionJob(core: Core): Promise<void> {
  await core.queue.work('generate-suggestion', (payload, meta) => generateSuggestion(core, payload, meta));
  await core.queue.work('render-video', (payload, meta) => generateSuggestion(core, payload, meta));
}
