import { type Core, reapAbandonedFunnelSessions, reapEndedSessions, reapStaleAnalyses, reapStaleSuggestions } from '@reelcraft/core';

/**
 * Every minute, fail suggestions (refunding their slots) and analyses that stopped making progress, and delete long-ended
 * sessions and funnel sessions older than 30 days that never joined an account.
 */
export async function registerReapStaleWorkJob(core: Core): Promise<void> {
  await core.queue.work('reap-stale-work', async () => {
    await reapStaleSuggestions(core);
    await reapStaleAnalyses(core);
    await reapEndedSessions(core);
    await reapAbandonedFunnelSessions(core);
  });
  await core.queue.schedule('reap-stale-work', '* * * * *', {});
}
