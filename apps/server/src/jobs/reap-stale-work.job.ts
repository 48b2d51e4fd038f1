import { type Core, pruneEndedSessions, reapStaleAnalyses, reapStaleSuggestions } from '@reelcraft/core';

/** Every minute, fail suggestions (refunding their slots) and analyses that stopped making progress, and delete long-ended sessions. */
export async function registerReapStaleWorkJob(core: Core): Promise<void> {
  await core.queue.work('reap-stale-work', async () => {
    await reapStaleSuggestions(core);
    await reapStaleAnalyses(core);
    await pruneEndedSessions(core.db, core.now());
  });
  await core.queue.schedule('reap-stale-work', '* * * * *', {});
}
