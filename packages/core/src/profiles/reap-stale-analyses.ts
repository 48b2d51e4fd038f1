import type { Core } from '../context.ts';
import { failAnalysis, findStaleAnalyses } from './profiles.repository.ts';

/** An analysis that has not moved for this long has no live job behind it (jobs expire after 5 minutes). */
export const ANALYSIS_STALE_AFTER_MS = 15 * 60 * 1000;

/** No analysis stays `running` forever: it fails with "run the analysis again". */
export async function reapStaleAnalyses(core: Core): Promise<number> {
  const stale = await findStaleAnalyses(core.db, new Date(core.now().getTime() - ANALYSIS_STALE_AFTER_MS));
  let reaped = 0;
  for (const row of stale) if (await failAnalysis(core.db, row.id, 'ANALYSIS_FAILED')) reaped++;
  if (reaped > 0) core.logger.warn({ reaped }, 'failed analyses that stopped making progress');
  return reaped;
}
