import type { Core } from '../context.ts';
import { failAndRefund } from './generation-slots.ts';
import { failStaleSuggestion, findStaleSuggestions } from './suggestions.repository.ts';

/**
 * A suggestion whose progress has not moved for this long has no live job behind it: every attempt is aborted at
 * its job's deadline (at most 14 min for render-video) and reports progress long before that.
 */
export const STALE_AFTER_MS = 15 * 60 * 1000;

/**
 * No suggestion stays `creating` forever: ones that stopped moving are failed and their slot is given back.
 * Runs every minute as the `reap-stale-work` job. Each row is failed only in the attempt the reaper saw and only if
 * it is still stale, so an attempt that moved meanwhile is not failed under its feet; an attempt that finishes
 * later finds the row failed and discards its work.
 */
export async function reapStaleSuggestions(core: Core): Promise<number> {
  const before = new Date(core.now().getTime() - STALE_AFTER_MS);
  const stale = await findStaleSuggestions(core.db, before);
  let reaped = 0;
  for (const row of stale) {
    if (await failAndRefund(core, row.id, (db) => failStaleSuggestion(db, { id: row.id, attempt: row.attempts }, before, 'GENERATION_TIMED_OUT'))) reaped++;
  }
  if (reaped > 0) core.logger.warn({ reaped }, 'failed suggestions that stopped making progress');
  return reaped;
}
