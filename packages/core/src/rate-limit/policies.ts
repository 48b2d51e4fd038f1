import type { Config } from '../config/config.ts';
import type { WindowPolicy } from './rate-limits.repository.ts';

/** A named budget; the name is part of the stored key, so renaming one starts it afresh. */
export interface RateLimitPolicy extends WindowPolicy {
  name: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The budgets of the anonymous (and mail-sending) endpoints, as data. Sized for people, including many people behind
 * one office or mobile-carrier address, and against scripts: per IP they are generous, per e-mail address they are
 * tight because each hit there sends someone a message. Log-in failures have their own growing delays
 * (accounts/login-throttle.ts); `login` below only caps the raw request rate.
 */
const BASE = {
  /** Each preview inserts an analysis and queues an Instagram fetch from our server's address. */
  preview: { points: 30, windowSeconds: HOUR },
  signUpPerIp: { points: 50, windowSeconds: HOUR },
  signUpPerEmail: { points: 10, windowSeconds: HOUR },
  /** Creates an account or e-mails a sign-in link. */
  emailLoginPerIp: { points: 50, windowSeconds: HOUR },
  emailLoginPerEmail: { points: 5, windowSeconds: HOUR },
  passwordResetPerIp: { points: 30, windowSeconds: HOUR },
  passwordResetPerEmail: { points: 5, windowSeconds: HOUR },
  // "E-mail me a sign-in link" (issue 31): the same budgets as a reset link, which it resembles.
  magicLinkPerIp: { points: 30, windowSeconds: HOUR },
  magicLinkPerEmail: { points: 5, windowSeconds: HOUR },
  emailChangePerIp: { points: 20, windowSeconds: HOUR },
  emailChangePerEmail: { points: 5, windowSeconds: HOUR },
  sendAnalysis: { points: 10, windowSeconds: HOUR },
  /** A new onboarding funnel session (a row kept up to 30 days when never attached). */
  funnelSessions: { points: 30, windowSeconds: HOUR },
  /** Answering funnel steps: about 25 per quiz, for many visitors behind one address. */
  funnelAnswers: { points: 1000, windowSeconds: HOUR },
  /** Exchanging a link's token (magic log-in, new password, e-mail confirmation): tokens are unguessable, this is hygiene. */
  oneTimeToken: { points: 30, windowSeconds: 15 * MINUTE },
  login: { points: 300, windowSeconds: 15 * MINUTE },
  /** Refresh tokens are unguessable; this caps the writes a client can cause by rotating or replaying them. */
  sessionRefresh: { points: 300, windowSeconds: 15 * MINUTE },
  /** The web app sends page views in batches; a person produces a few per minute. */
  analytics: { points: 120, windowSeconds: MINUTE },
  /** The free script tool of /generate-reels: each call is a writer run (an LLM call when one is configured). */
  publicScriptPerHour: { points: 5, windowSeconds: HOUR },
  publicScriptPerDay: { points: 10, windowSeconds: DAY },
  /** Built-in music previews played per IP: a person auditions eight tracks a few times; cached after the first render. */
  musicPreview: { points: 120, windowSeconds: MINUTE },
  /** Impersonation links exchanged per IP (issue 13): an admin opens a handful; a 256-bit token is not guessed anyway. */
  impersonationExchange: { points: 20, windowSeconds: MINUTE },
  /** Instagram fetching a post's media from its signed public link (issue 35): generous, Meta fetches from few addresses. */
  publishingMedia: { points: 600, windowSeconds: MINUTE },
  /** Changes per admin (counted by the admin's id, not IP): far above what a person clicks, low enough to stop a runaway script. */
  adminMutations: { points: 120, windowSeconds: MINUTE },
  /** Publishing (issue 35), per signed-in user: consent screens started, callbacks finished, accounts disconnected. */
  publishingConnect: { points: 10, windowSeconds: HOUR },
  publishingCallback: { points: 20, windowSeconds: HOUR },
  publishingDisconnect: { points: 20, windowSeconds: HOUR },
  /** "Refresh insights" on a post, per user: each read is a Graph call against the account's own API budget. */
  publishingInsightsRefresh: { points: 30, windowSeconds: HOUR },
} satisfies Record<string, WindowPolicy>;

export type RateLimitPolicyName = keyof typeof BASE | 'download' | 'downloadMedia';
export type RateLimitPolicies = Record<RateLimitPolicyName, RateLimitPolicy>;

/** The policies for this configuration: RATE_LIMIT_MULTIPLIER scales every budget except the downloader's own setting. */
export function rateLimitPolicies(config: Pick<Config, 'DOWNLOADS_PER_MINUTE' | 'RATE_LIMIT_MULTIPLIER'>): RateLimitPolicies {
  const scaled = Object.fromEntries(
    Object.entries(BASE).map(([name, policy]) => [
      name,
      { name, points: Math.max(1, Math.floor(policy.points * config.RATE_LIMIT_MULTIPLIER)), windowSeconds: policy.windowSeconds },
    ]),
  ) as Record<keyof typeof BASE, RateLimitPolicy>;
  return {
    ...scaled,
    download: { name: 'download', points: config.DOWNLOADS_PER_MINUTE, windowSeconds: MINUTE },
    // Thumbnails of a carousel and seeking in a video make many requests; the budget is wider.
    downloadMedia: { name: 'downloadMedia', points: config.DOWNLOADS_PER_MINUTE * 20, windowSeconds: MINUTE },
  };
}
