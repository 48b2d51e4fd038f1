import { type Core, reapStaleAnalyses, reapStaleSuggestions } from '@reelcraft/core';

/** Every minute, fail suggestions (refunding their slots) and analyses that stopped making progress. */
export async function registerReapStaleWorkJob(core: Core): Promise<void> {
  await core.queue.work('reap-stale-work', async () => {
    await reapStaleSuggestions(core);
    await reapStaleAnalyses(core);
  });
  await core.queue.schedule('reap-stale-work', '* * * * *', {});
}
