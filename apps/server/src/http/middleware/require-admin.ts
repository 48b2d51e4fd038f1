import { AppError } from '@reelcraft/contract';
import { type Core, enforceRateLimit, type RateLimitPolicy } from '@reelcraft/core';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';

/**
 * After requireUser and refuseImpersonation: only a user whose role is `admin` passes (403 ADMIN_ONLY otherwise).
 * The role is read from the user row of this request (cached for at most 3 s, decision 0004), so a demoted admin
 * loses the console within seconds.
 */
export function requireAdmin() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (!user) throw new AppError('UNAUTHENTICATED');
    if (user.role !== 'admin') throw new AppError('ADMIN_ONLY');
    await next();
  });
}

/** Admin changes per admin and minute: far above what a person clicks, low enough to stop a runaway script. */
export const ADMIN_MUTATIONS_PER_MINUTE = 120;

/**
 * Counts each changing admin request (anything but GET/HEAD) against the admin's own budget in the shared
 * `rate_limits` table, keyed by the admin's (hashed) e-mail; over budget → 429 RATE_LIMITED with Retry-After.
 * Scaled by RATE_LIMIT_MULTIPLIER like every other budget.
 */
export function limitAdminMutations(core: Core) {
  const policy: RateLimitPolicy = {
    name: 'adminMutations',
    points: Math.max(1, Math.floor(ADMIN_MUTATIONS_PER_MINUTE * core.config.RATE_LIMIT_MULTIPLIER)),
    windowSeconds: 60,
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (user && c.req.method !== 'GET' && c.req.method !== 'HEAD') await enforceRateLimit(core, policy, { email: `admin:${user.id}` });
    await next();
  });
}
