import { createHash, randomBytes } from 'node:crypto';
import {
  AppError,
  type AdminImpersonationLink,
  IMPERSONATION_LINK_SECONDS,
  IMPERSONATION_SESSION_SECONDS,
  type ImpersonationSession,
} from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { isUuid } from '../db/ids.ts';
import { issueAccessToken } from '../accounts/access-tokens.ts';
import type { SessionClient } from '../accounts/session-tokens.ts';
import { findSessionCached, insertSession, revokeSession } from '../accounts/sessions.repository.ts';
import { findUserById, findUserByIdCached, type UserRow } from '../accounts/users.repository.ts';
import { claimImpersonationToken, insertImpersonationToken, setImpersonationSession } from './impersonation.repository.ts';
import { recordAdminAction } from './audit.ts';

/**
 * Impersonation (issue 13): an admin sees the product as a user does.
 *
 * 1. The admin asks for a link: a random 256-bit token, of which only the SHA-256 is stored, usable once within
 *    IMPERSONATION_LINK_SECONDS.
 * 2. `/impersonate?token=…` exchanges it in ONE conditional UPDATE (unused, unexpired), so of two racing exchanges
 *    exactly one wins. The result is a session of the user that names the admin (`impersonator_user_id`), ends after
 *    IMPERSONATION_SESSION_SECONDS, and has no refresh token: nothing can extend it, and the admin's own refresh
 *    cookie in the same browser is never touched. Its access token lives as long as the session (there is no refresh).
 * 3. Protected actions refuse such a session (IMPERSONATION_FORBIDDEN, middleware in the server); stop revokes it.
 * Link, start and stop are each one audit row.
 */

export function hashImpersonationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function linkUrl(core: Core, token: string): string {
  const base = (core.config.PUBLIC_URL ?? '').replace(/\/+$/, '');
  return `${base}/impersonate?token=${token}`;
}

/** POST /api/admin/users/{id}/impersonation: a single-use link valid for 60 s. Admins (the caller too) cannot be targets. */
export async function createImpersonationLink(
  core: Core,
  input: { admin: Pick<UserRow, 'id' | 'email'>; targetUserId: string; ip: string | null; userAgent: string | null },
): Promise<AdminImpersonationLink> {
  if (!isUuid(input.targetUserId)) throw new AppError('NOT_FOUND');
  const target = await findUserById(core.db, input.targetUserId);
  if (!target) throw new AppError('NOT_FOUND');
  if (target.role === 'admin' || target.id === input.admin.id) throw new AppError('IMPERSONATION_OF_ADMIN');
  const now = core.now();
  const expiresAt = new Date(now.getTime() + IMPERSONATION_LINK_SECONDS * 1000);
  const token = randomBytes(32).toString('base64url');
  await insertImpersonationToken(core.db, {
    tokenHash: hashImpersonationToken(token),
    adminUserId: input.admin.id,
    targetUserId: target.id,
    expiresAt,
    createdAt: now,
  });
  await recordAdminAction(core, {
    admin: input.admin,
    action: 'impersonation.link',
    target: { id: target.id, email: target.email },
    details: { expires_at: expiresAt.toISOString() },
    ip: input.ip,
    userAgent: input.userAgent,
  });
  return { url: linkUrl(core, token), expires_at: expiresAt.toISOString() };
}

/**
 * POST /api/impersonation/exchange: the link's token for an hour-long session of the user. Unknown, used or expired
 * → 410 IMPERSONATION_LINK_INVALID; the target became an admin meanwhile → 403 IMPERSONATION_OF_ADMIN; the one who
 * asked is no longer an admin → 403 ADMIN_ONLY.
 */
export async function exchangeImpersonationToken(core: Core, token: string, client: SessionClient = {}): Promise<ImpersonationSession> {
  const now = core.now();
  const claimed = await claimImpersonationToken(core.db, hashImpersonationToken(token), now);
  if (!claimed) throw new AppError('IMPERSONATION_LINK_INVALID');
  const [admin, target] = await Promise.all([findUserById(core.db, claimed.adminUserId), findUserById(core.db, claimed.targetUserId)]);
  if (!admin || !target) throw new AppError('IMPERSONATION_LINK_INVALID');
  if (admin.role !== 'admin') throw new AppError('ADMIN_ONLY');
  if (target.role === 'admin') throw new AppError('IMPERSONATION_OF_ADMIN');

  const endsAt = new Date(now.getTime() + IMPERSONATION_SESSION_SECONDS * 1000);
  const session = await insertSession(core.db, {
    userId: target.id,
    userAgent: client.userAgent ? client.userAgent.slice(0, 512) : null,
    ip: client.ip ?? null,
    expiresAt: endsAt,
    now,
    impersonatorUserId: admin.id,
  });
  await setImpersonationSession(core.db, claimed.id, session.id);
  const accessToken = await issueAccessToken(
    core.jwtKey,
    { userId: target.id, tokenVersion: target.tokenVersion, sessionId: session.id },
    IMPERSONATION_SESSION_SECONDS,
    now,
  );
  await recordAdminAction(core, {
    admin,
    action: 'impersonation.start',
    target: { id: target.id, email: target.email },
    details: { session_id: session.id, ends_at: endsAt.toISOString() },
    ip: client.ip ?? null,
    userAgent: client.userAgent ?? null,
  });
  return { access_token: accessToken, expires_in: IMPERSONATION_SESSION_SECONDS, user_id: target.id, user_email: target.email, ends_at: endsAt.toISOString() };
}

/** POST /api/impersonation/stop: ends the impersonating session (idempotent on the session) and audits it. */
export async function stopImpersonation(
  core: Core,
  input: { sessionId: string; user: Pick<UserRow, 'id' | 'email'>; impersonatorUserId: string; ip: string | null; userAgent: string | null },
): Promise<void> {
  const ended = await revokeSession(core.db, input.sessionId, 'impersonation_stopped', core.now());
  if (!ended) return;
  const admin = await findUserById(core.db, input.impersonatorUserId);
  await recordAdminAction(core, {
    admin: admin ?? { id: input.impersonatorUserId, email: '(deleted admin)' },
    action: 'impersonation.stop',
    target: { id: input.user.id, email: input.user.email },
    details: { session_id: input.sessionId },
    ip: input.ip,
    userAgent: input.userAgent,
  });
}

/** What GET /api/user adds for an impersonating session: who is looking, and until when (null for a normal session). */
export async function impersonationInfo(core: Core, sessionId: string): Promise<{ admin_email: string; ends_at: string } | null> {
  const session = await findSessionCached(core.db, sessionId);
  if (!session?.impersonatorUserId) return null;
  const admin = await findUserByIdCached(core.db, session.impersonatorUserId);
  return { admin_email: admin?.email ?? '(deleted admin)', ends_at: session.expiresAt.toISOString() };
}
