import { analyzeProfile, type Core } from '@reelcraft/core';

/** Worker side of `analyze-profile`. */
export async function registerAnalyzeProfileJob(core: Core): Promise<void> {
  await core.queue.work('analyze-profile', (payload, meta) => analyzeProfile(core, payload.analysisId, meta));
}
