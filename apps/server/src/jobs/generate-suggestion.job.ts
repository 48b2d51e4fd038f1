import { type Core, generateSuggestion } from '@reelcraft/core';

/** Worker side of `generate-suggestion`. */
export async function registerGenerateSuggestionJob(core: Core): Promise<void> {
  await core.queue.work('generate-suggestion', (payload, meta) => generateSuggestion(core, payload, meta));
}
