import type { Core } from '../context.ts';
import { revokeUserSessions, type SessionEndReason } from './sessions.repository.ts';

/** Ends every session of a user ("log out everywhere", password change, account deletion); returns how many. */
export async function endAllSessions(core: Core, userId: string, reason: SessionEndReason = 'logout_all'): Promise<number> {
  const ended = await revokeUserSessions(core.db, userId, reason, core.now());
  core.logger.info({ user: userId, sessions: ended, reason }, 'sessions ended');
  return ended;
}
