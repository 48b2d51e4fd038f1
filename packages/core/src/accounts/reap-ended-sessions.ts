import type { Core } from '../context.ts';
import { pruneEndedSessions } from './sessions.repository.ts';

/** The reaper's step for sessions: deletes the ones that ended (revoked or expired) long ago. Returns how many. */
export async function reapEndedSessions(core: Core): Promise<number> {
  return pruneEndedSessions(core.db, core.now());
}
