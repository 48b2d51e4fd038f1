import type { Core } from '../context.ts';
import { failStaleAnalysis, findStaleAnalyses } from './profiles.repository.ts';

/** An analysis that has not moved for this long has no live job behind it (attempts are aborted after 260 s). */
export const ANALYSIS_STALE_AFTER_MS = 15 * 60 * 1000;

/**
 * No analysis stays `running` forever: it fails with "run the analysis again". Only in the attempt the reaper saw
 * and only if still stale, like the suggestions' reaper; a late finisher then finds it failed and writes nothing.
 */
export async function reapStaleAnalyses(core: Core): Promise<number> {
  const before = new Date(core.now().getTime() - ANALYSIS_STALE_AFTER_MS);
  const stale = await findStaleAnalyses(core.db, before);
  let reaped = 0;
  for (const row of stale) if (await failStaleAnalysis(core.db, { id: row.id, attempt: row.attempts }, before, 'ANALYSIS_FAILED')) reaped++;
  if (reaped > 0) core.logger.warn({ reaped }, 'failed analyses that stopped making progress');
  return reaped;
}
