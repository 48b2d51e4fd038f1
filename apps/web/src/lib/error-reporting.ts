import type { PublicConfig } from '@reelcraft/contract';
import type { SentryBrowser } from './error-reporting-sdk.ts';

/**
 * Browser error reporting (issue 13 item 5, decision 0023). Only when the server's public config names a DSN is the
 * Sentry browser SDK downloaded (a dynamic import: its own chunk, never in the first-load bundle); without one no
 * reporting code runs at all. It captures what the root ErrorBoundary shows and, through its global handlers,
 * uncaught errors and unhandled promise rejections. Reports are scrubbed like the server's logs before they leave.
 */

type BrowserSdk = SentryBrowser;
type SdkEvent = Parameters<NonNullable<NonNullable<Parameters<BrowserSdk['init']>[0]>['beforeSend']>>[0];

export interface ReportContext {
  tags?: Record<string, string>;
}

export interface ErrorReportingOptions {
  /** The public config (GET /api/public/config). */
  config: () => Promise<Pick<PublicConfig, 'error_reporting'>>;
  /** The signed-in user's id for a report (never the e-mail). */
  userId?: () => string | null | undefined;
  /** The build id: the release a report belongs to. */
  release: string;
  /** Replaces the SDK import (tests). */
  load?: () => Promise<BrowserSdk>;
}

interface Reporter {
  capture(error: unknown, context?: ReportContext): void;
}

/** Errors seen before the decision is made (config and SDK still loading); a few are enough. */
const MAX_PENDING = 10;
let pending: Array<{ error: unknown; context: ReportContext | undefined }> = [];
let reporter: Reporter | null = null;
let started: Promise<boolean> | null = null;

/** Reports an error if reporting is (or turns out to be) on; otherwise nothing happens. Never throws. */
export function reportBrowserError(error: unknown, context?: ReportContext): void {
  try {
    if (reporter) reporter.capture(error, context);
    else if (started !== null && pending.length < MAX_PENDING) pending.push({ error, context });
  } catch {
    // Reporting must never become the error.
  }
}

/**
 * Reads the public config and, when it has a DSN, loads and starts the SDK. Resolves to whether reporting is on.
 * Called once at start-up (entry.client); later calls return the first one's answer.
 */
export function startErrorReporting(options: ErrorReportingOptions): Promise<boolean> {
  started ??= start(options).catch(() => {
    pending = [];
    return false;
  });
  return started;
}

async function start(options: ErrorReportingOptions): Promise<boolean> {
  const settings = (await options.config()).error_reporting;
  if (!settings) {
    pending = [];
    return false;
  }
  const Sentry = await (options.load ?? (() => import('./error-reporting-sdk.ts').then((module) => module.sentryBrowser)))();
  Sentry.init({
    dsn: settings.dsn,
    release: options.release,
    environment: settings.environment,
    sendDefaultPii: false,
    sendClientReports: false,
    // Only error capture: no breadcrumbs (they would record clicks, console lines and URLs), no tracing, no replay.
    defaultIntegrations: false,
    integrations: [
      Sentry.eventFiltersIntegration(),
      Sentry.functionToStringIntegration(),
      Sentry.globalHandlersIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.httpContextIntegration(),
    ],
    maxBreadcrumbs: 0,
    beforeBreadcrumb: () => null,
    beforeSend: (event: SdkEvent) => {
      const id = options.userId?.();
      return scrubReport({ ...event, user: id ? { id } : undefined });
    },
  });
  reporter = { capture: (error, context) => void Sentry.captureException(error, context?.tags ? { tags: context.tags } : undefined) };
  const queued = pending;
  pending = [];
  for (const { error, context } of queued) reporter.capture(error, context);
  return true;
}

/** Forgets the reporter (tests). */
export function resetErrorReportingForTests(): void {
  pending = [];
  reporter = null;
  started = null;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const CAPABILITY_PATHS = /(\/api\/files\/|\/api\/public\/instagram\/media\/)[^/?#\s"'\\<>]+/g;
const SECRET_PARAMS =
  /([?&#;](?:token|magic|code|sig|signature|x-amz-signature|x-amz-credential|x-amz-security-token|oh|access_token|refresh_token)=)[^&#\s"'\\<>]+/gi;
const SECRET_KEYS = /^(authorization|cookie|password|token|access_token|refresh_token|client_secret|email|ip_address)$/i;

/** The server logger's scrubbing (packages/core/src/logging/redact.ts), for text in a browser report. */
export function scrubText(text: string): string {
  return text
    .replace(CAPABILITY_PATHS, '$1[redacted]')
    .replace(SECRET_PARAMS, '$1[redacted]')
    .replace(EMAIL, (address) => `${address[0]}***${address.slice(address.lastIndexOf('@'))}`);
}

/** A copy of a report with every string scrubbed and secret-looking keys emptied; cycles end in `[redacted]`. */
export function scrubReport<T>(report: T): T {
  const seen = new WeakSet<object>();
  const walk = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return scrubText(value);
    if (value === null || typeof value !== 'object') return value;
    if (depth > 24 || seen.has(value)) return '[redacted]';
    seen.add(value);
    if (Array.isArray(value)) return value.map((item) => walk(item, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      // The user object is built by us with only an id; every other secret-looking key is emptied.
      out[key] = SECRET_KEYS.test(key) && item !== null ? '[redacted]' : walk(item, depth + 1);
    }
    return out;
  };
  return walk(report, 0) as T;
}
