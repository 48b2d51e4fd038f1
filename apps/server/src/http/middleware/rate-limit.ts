import { type Core, enforceRateLimit, type RateLimitPolicyName, rateLimitPolicies } from '@reelcraft/core';
import type { Context, MiddlewareHandler } from 'hono';
import { clientIp } from '../client-ip.ts';
import type { AppEnv } from '../env.ts';

/** Which budget a route spends: always per client IP, and for mail-sending routes also per e-mail in the JSON body. */
interface RateLimitRule {
  methods: readonly string[];
  /** Matched against the full path (`/api/...`). */
  path: string | RegExp;
  /** One budget, or several that must all have room (e.g. per hour and per day). */
  perIp: RateLimitPolicyName | readonly RateLimitPolicyName[];
  /** Also counted per normalised `email` of the JSON body, when it has one. */
  perEmail?: RateLimitPolicyName;
}

/**
 * The anonymous endpoints that write, queue work or send mail, and their budgets (packages/core/src/rate-limit/
 * policies.ts). One table instead of a middleware in each route file, so what is limited can be read in one place.
 */
export const RATE_LIMIT_RULES: readonly RateLimitRule[] = [
  { methods: ['POST'], path: '/api/profiles/preview', perIp: 'preview' },
  // Re-writing an analysis in another language: cheap with the built-in writer, an LLM call when one is configured.
  { methods: ['POST'], path: /^\/api\/profiles\/preview\/[^/]+\/narrate$/, perIp: 'preview' },
  { methods: ['POST'], path: '/api/users/web', perIp: 'signUpPerIp', perEmail: 'signUpPerEmail' },
  // Only the request rate here, per IP: a per-address budget on log-in would let anyone lock out a known address.
  // Failures are throttled per address AND IP with growing delays inside logIn (accounts/login-throttle.ts).
  { methods: ['POST'], path: '/api/users/web/login', perIp: 'login' },
  { methods: ['POST'], path: '/api/users/web/email-login', perIp: 'emailLoginPerIp', perEmail: 'emailLoginPerEmail' },
  { methods: ['POST'], path: '/api/users/web/resend-password', perIp: 'passwordResetPerIp', perEmail: 'passwordResetPerEmail' },
  { methods: ['POST'], path: '/api/users/web/magic-link', perIp: 'magicLinkPerIp', perEmail: 'magicLinkPerEmail' },
  { methods: ['PATCH'], path: '/api/users/web/email', perIp: 'emailChangePerIp', perEmail: 'emailChangePerEmail' },
  { methods: ['POST'], path: '/api/users/web/send-analysis', perIp: 'sendAnalysis' },
  { methods: ['POST'], path: /^\/api\/users\/web\/(magic-login|password|email\/confirm)$/, perIp: 'oneTimeToken' },
  { methods: ['POST'], path: '/api/users/web/session/refresh', perIp: 'sessionRefresh' },
  { methods: ['POST'], path: /^\/api\/funnels\/[^/]+\/sessions$/, perIp: 'funnelSessions' },
  // The step that starts the Instagram analysis also spends the 'preview' budget (core funnels/funnel-sessions.ts).
  { methods: ['PUT'], path: /^\/api\/funnels\/sessions\/[^/]+\/steps\/[^/]+$/, perIp: 'funnelAnswers' },
  { methods: ['POST'], path: '/api/analytics/events', perIp: 'analytics' },
  { methods: ['POST'], path: '/api/public/instagram/download', perIp: 'download' },
  { methods: ['GET', 'HEAD'], path: /^\/api\/public\/instagram\/media\/[^/]+$/, perIp: 'downloadMedia' },
  // The free script tool (/generate-reels): a writer run per call, for visitors without an account.
  { methods: ['POST'], path: '/api/public/scripts', perIp: ['publicScriptPerHour', 'publicScriptPerDay'] },
  // The built-in tracks' previews: each rendered once, then a redirect; the budget stops a loop, not a listener.
  { methods: ['GET'], path: /^\/api\/public\/music\/previews\/[^/]+$/, perIp: 'musicPreview' },
  // Instagram's fetcher takes a post's media from our public link (issue 35): a few requests per post, from Meta's
  // addresses; the budget stops a flood, never Instagram.
  { methods: ['GET', 'HEAD'], path: /^\/api\/publishing\/media\/[^/]+$/, perIp: 'publishingMedia' },
  // An admin's single-use impersonation link, exchanged by whoever holds it (issue 13).
  { methods: ['POST'], path: '/api/impersonation/exchange', perIp: 'impersonationExchange' },
];

function matches(rule: RateLimitRule, method: string, path: string): boolean {
  if (!rule.methods.includes(method)) return false;
  // Hono routes match with and without a trailing slash.
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return typeof rule.path === 'string' ? rule.path === trimmed : rule.path.test(trimmed);
}

const JSON_TYPE = /^application\/([a-z-.]+\+)?json(;|$)/i;

/**
 * The body's `email`, if the request is JSON and has one. Hono keeps the body text, so the route's validator reads it
 * again unharmed; a body that is not JSON, or broken JSON, is left for the route to answer (415, MALFORMED_JSON,
 * VALIDATION_FAILED) — the limit then counts per IP only.
 */
async function bodyEmail(c: Context<AppEnv>): Promise<string | undefined> {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) return undefined;
  try {
    const body: unknown = await c.req.json();
    const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
    return typeof email === 'string' && email.trim() !== '' ? email : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Counts each request to a limited route in the shared `rate_limits` table (so the budget holds across all server
 * processes) and answers RATE_LIMITED (429, Retry-After) when one is spent. Mounted once, for all of /api.
 */
export function rateLimit(core: Core): MiddlewareHandler<AppEnv> {
  const policies = rateLimitPolicies(core.config);
  return async (c, next) => {
    const rule = RATE_LIMIT_RULES.find((candidate) => matches(candidate, c.req.method, c.req.path));
    if (!rule) return next();
    const ip = clientIp(c, core.config.TRUST_PROXY);
    for (const name of typeof rule.perIp === 'string' ? [rule.perIp] : rule.perIp) await enforceRateLimit(core, policies[name], { ip });
    if (rule.perEmail) {
      const email = await bodyEmail(c);
      if (email) await enforceRateLimit(core, policies[rule.perEmail], { email });
    }
    return next();
  };
}
