import { createHash } from 'node:crypto';
import { AppError } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { clientKey } from './client-key.ts';
import type { RateLimitPolicy } from './policies.ts';
import { hitRateLimit } from './rate-limits.repository.ts';

export type RateLimitSubject = { ip: string } | { email: string };

/** Trimmed and lower-cased, as accounts store addresses. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The stored key for a policy and one or more subjects (e.g. an address from an IP). E-mail addresses are hashed: the
 * table needs only to tell them apart, and then it holds no addresses of people who never signed up.
 */
export function rateLimitKey(policyName: string, ...subjects: RateLimitSubject[]): string {
  const parts = subjects.map((subject) =>
    'ip' in subject ? `ip:${clientKey(subject.ip)}` : `email:${createHash('sha256').update(normalizeEmail(subject.email)).digest('base64url')}`,
  );
  return [policyName, ...parts].join(':');
}

/** Counts one hit for the subject under the policy; over budget → RATE_LIMITED (429) with retry_after_seconds. */
export async function enforceRateLimit(core: Core, policy: RateLimitPolicy, subject: RateLimitSubject): Promise<void> {
  const decision = await hitRateLimit(core.db, rateLimitKey(policy.name, subject), policy, core.now());
  if (!decision.allowed) throw new AppError('RATE_LIMITED', { retry_after_seconds: decision.retryAfterSeconds });
}

/**
 * Counts one hit of a signed-in user against the policy (their own budget per user, across processes);
 * over budget → RATE_LIMITED (429) with retry_after_seconds.
 */
export async function enforceUserRateLimit(core: Core, policy: RateLimitPolicy, userId: string): Promise<void> {
  const decision = await hitRateLimit(core.db, `${policy.name}:user:${userId}`, policy, core.now());
  if (!decision.allowed) throw new AppError('RATE_LIMITED', { retry_after_seconds: decision.retryAfterSeconds });
}
