import { type Core, enforceUserRateLimit, type RateLimitPolicy } from '@reelcraft/core';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { currentUser } from './auth.ts';

/**
 * After requireUser: counts one hit of the signed-in user against `policy` (its own budget per user, across
 * processes); 429 RATE_LIMITED with retry_after_seconds past it. The anonymous routes' per-IP budgets are the table
 * in rate-limit.ts.
 */
export function limitPerUser(core: Core, policy: RateLimitPolicy) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await enforceUserRateLimit(core, policy, currentUser(c).id);
    await next();
  });
}
