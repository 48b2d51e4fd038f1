import type { Core } from '../context.ts';
import { refundGenerationSlots } from './generation-slots.ts';
import { failSuggestion, findStaleSuggestions } from './suggestions.repository.ts';

/** A suggestion whose progress has not moved for this long has no live job behind it (jobs expire after 3 min). */
export const STALE_AFTER_MS = 15 * 60 * 1000;

/**
 * No suggestion stays `creating` forever: ones that stopped moving are failed and their slot is given back.
 * Runs every minute as the `reap-stale-work` job.
 */
export async function reapStaleSuggestions(core: Core): Promise<number> {
  const stale = await findStaleSuggestions(core.db, new Date(core.now().getTime() - STALE_AFTER_MS));
  let reaped = 0;
  for (const row of stale) {
    if (await failSuggestion(core.db, row.id, 'GENERATION_TIMED_OUT')) {
      await refundGenerationSlots(core, [row.id]);
      reaped++;
    }
  }
  if (reaped > 0) core.logger.warn({ reaped }, 'failed suggestions that stopped making progress');
  return reaped;
}
