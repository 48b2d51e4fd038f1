import type { Config } from '../config/config.ts';

/**
 * The DSN browsers report to: SENTRY_BROWSER_DSN, else SENTRY_DSN, never with a legacy secret key (`key:secret@`),
 * which must not reach a page. `off` or no DSN → null (the web app then loads no reporting code at all).
 */
export function browserDsn(config: Pick<Config, 'SENTRY_DSN' | 'SENTRY_BROWSER_DSN'>): string | null {
  const configured = config.SENTRY_BROWSER_DSN ?? config.SENTRY_DSN;
  if (!configured || configured === 'off') return null;
  try {
    const url = new URL(configured);
    if (!url.username) return null;
    url.password = '';
    return url.toString().replace(/\/$/, '');
  } catch {
    return null;
  }
}

/** `https://key@o1.ingest.example/42` → `https://o1.ingest.example`: the origin a Content-Security-Policy must allow. */
export function dsnOrigin(dsn: string | null | undefined): string | null {
  if (!dsn) return null;
  try {
    return new URL(dsn).origin;
  } catch {
    return null;
  }
}
