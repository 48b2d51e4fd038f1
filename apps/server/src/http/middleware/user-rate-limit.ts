import { AppError } from '@reelcraft/contract';
import { type Core, hitRateLimit, type RateLimitPolicy } from '@reelcraft/core';
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
    const decision = await hitRateLimit(core.db, `${policy.name}:user:${currentUser(c).id}`, policy, core.now());
    if (!decision.allowed) throw new AppError('RATE_LIMITED', { retry_after_seconds: decision.retryAfterSeconds });
    await next();
  });
}
