import { AppError } from '@reelcraft/contract';
import { authenticateSession, type Core } from '@reelcraft/core';
import { normalizeLanguage } from '@reelcraft/i18n';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** 401 with a code unless a valid bearer token names an existing user. */
export function requireUser(core: Core) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw new AppError('UNAUTHENTICATED');
    const { user, impersonatorUserId } = await authenticateSession(core, token);
    c.set('user', user);
    c.set('impersonatorUserId', impersonatorUserId ?? undefined);
    if (!c.req.header('accept-language')) c.set('language', normalizeLanguage(user.language));
    await next();
  });
}

/**
 * Attaches the user when a valid token is sent; an invalid or expired token makes the request anonymous.
 * Anything else (the database is down) propagates as a 500: answering as if anonymous would quietly give a
 * signed-in user the anonymous result (an analysis not attached to the account), and the fault is ours, not theirs.
 */
export function optionalUser(core: Core) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (token) {
      try {
        const { user, impersonatorUserId } = await authenticateSession(core, token);
        c.set('user', user);
        c.set('impersonatorUserId', impersonatorUserId ?? undefined);
      } catch (error) {
        if (!(error instanceof AppError && (error.code === 'TOKEN_INVALID' || error.code === 'TOKEN_EXPIRED'))) throw error;
        c.set('user', undefined);
      }
    }
    await next();
  });
}

export function currentUser(c: { get(key: 'user'): AppEnv['Variables']['user'] }) {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

/**
 * For the actions an admin viewing as the user must not take (issue 13): changing the password, the e-mail, payment
 * methods or the subscription, deleting the account, and admin work. Use after requireUser.
 */
export function refuseImpersonation() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.get('impersonatorUserId')) throw new AppError('IMPERSONATION_FORBIDDEN');
    await next();
  });
}
