import { AppError } from '@reelcraft/contract';
import { type Core, enforceRateLimit, rateLimitPolicies } from '@reelcraft/core';
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

/**
 * Counts each changing admin request (anything but GET/HEAD) against the admin's own budget in the shared
 * `rate_limits` table, keyed by the admin's id; over budget → 429 RATE_LIMITED with Retry-After.
 * Scaled by RATE_LIMIT_MULTIPLIER like every other budget.
 */
export function limitAdminMutations(core: Core) {
  const policy = rateLimitPolicies(core.config).adminMutations;
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (user && c.req.method !== 'GET' && c.req.method !== 'HEAD') await enforceRateLimit(core, policy, { email: `admin:${user.id}` });
    await next();
  });
}
