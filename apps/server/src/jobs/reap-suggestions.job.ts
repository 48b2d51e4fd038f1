import { type Core, reapStaleSuggestions } from '@reelcraft/core';

/** Every minute, fail suggestions that stopped making progress and give their slots back. */
export async function registerReapSuggestionsJob(core: Core): Promise<void> {
  await core.queue.work('reap-suggestions', async () => {
    await reapStaleSuggestions(core);
  });
  await core.queue.schedule('reap-suggestions', '* * * * *', {});
}
