import type { Logger } from 'pino';
import { scrubReport } from './scrub.ts';

/** What is known about where an unexpected error happened. */
export interface ErrorReportContext {
  /** Searchable tags: `request_id`, `job_id`, `job_name`… (empty values are left out). */
  tags?: Record<string, string | number | boolean | null | undefined>;
  /** The signed-in user's id; never an e-mail address. */
  userId?: string | null | undefined;
  /** More data (scrubbed like everything else). */
  extra?: Record<string, unknown>;
  level?: 'error' | 'fatal';
}

/** Where unexpected errors go besides the log: a Sentry-compatible service (SENTRY_DSN) or nowhere. */
export interface ErrorReporter {
  readonly kind: 'sentry' | 'none';
  /** Sends one report; returns its event id, or undefined when nothing is sent. Never throws. */
  capture(error: unknown, context?: ErrorReportContext): string | undefined;
  /** Waits (at most timeoutMs) until queued reports are sent; false if some were still pending. */
  flush(timeoutMs?: number): Promise<boolean>;
  close(timeoutMs?: number): Promise<void>;
}

export interface ErrorReportingOptions {
  /** SENTRY_DSN; unset → nothing is loaded and reports go nowhere (the callers log every error anyway). */
  dsn?: string | undefined;
  /** The build version (package version), so a report names the code it came from. */
  release: string;
  /** NODE_ENV. */
  environment: string;
  /** Tags on every report, e.g. the process role. */
  tags?: Record<string, string>;
}

const noReporter: ErrorReporter = {
  kind: 'none',
  capture: () => undefined,
  flush: () => Promise.resolve(true),
  close: () => Promise.resolve(),
};

let current: ErrorReporter = noReporter;

/** The process's reporter (set by initErrorReporting; nothing until then). */
export function errorReporter(): ErrorReporter {
  return current;
}

/** Reports an unexpected error to the configured service, if any. Safe to call anywhere: it never throws. */
export function reportError(error: unknown, context: ErrorReportContext = {}): string | undefined {
  try {
    return current.capture(error, context);
  } catch {
    return undefined;
  }
}

/** Sends what is queued before the process exits (shutdown, crash). */
export function flushErrorReports(timeoutMs = 2000): Promise<boolean> {
  return current.flush(timeoutMs).catch(() => false);
}

/** Flushes and detaches the reporter (shutdown, and tests that start another one). */
export async function closeErrorReporting(timeoutMs = 2000): Promise<void> {
  const reporter = current;
  current = noReporter;
  await reporter.close(timeoutMs).catch(() => undefined);
}

/**
 * Starts error reporting for this process. With a DSN it loads the Sentry SDK in its light mode (decision 0023: no
 * OpenTelemetry, no module patching, no default integrations — only error capture) and every report is scrubbed
 * like a log line before it leaves; without one nothing is loaded.
 */
export async function initErrorReporting(options: ErrorReportingOptions): Promise<ErrorReporter> {
  await closeErrorReporting(0);
  if (!options.dsn) return current;
  const Sentry = await import('@sentry/node-core/light');
  const client = Sentry.initWithoutDefaultIntegrations({
    dsn: options.dsn,
    release: options.release,
    environment: options.environment,
    sendDefaultPii: false,
    sendClientReports: false,
    maxBreadcrumbs: 0,
    integrations: [
      Sentry.eventFiltersIntegration(),
      Sentry.functionToStringIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.nodeContextIntegration(),
    ],
    initialScope: { tags: options.tags ?? {} },
    beforeSend: (event) => scrubReport(event),
    beforeBreadcrumb: () => null,
  });
  current = {
    kind: 'sentry',
    capture(error, context = {}) {
      const tags = Object.fromEntries(
        Object.entries(context.tags ?? {}).flatMap(([name, value]) => (value === undefined || value === null || value === '' ? [] : [[name, String(value)]])),
      );
      return Sentry.captureException(error, {
        level: context.level ?? 'error',
        tags,
        ...(context.userId ? { user: { id: context.userId } } : {}),
        ...(context.extra ? { extra: context.extra } : {}),
      });
    },
    flush: async (timeoutMs) => client.flush(timeoutMs),
    close: async (timeoutMs) => {
      await client.close(timeoutMs);
    },
  };
  return current;
}

/**
 * Unhandled promise rejections and uncaught exceptions: logged (scrubbed, as every line), reported, flushed, and the
 * process exits with 1 — what Node would do anyway, but with a JSON log line and a report instead of a bare stack.
 */
export function installProcessErrorHandlers(logger: Logger): void {
  let exiting = false;
  const crash = (kind: 'unhandled_rejection' | 'uncaught_exception') => (reason: unknown) => {
    logger.fatal({ err: reason, kind }, kind === 'unhandled_rejection' ? 'unhandled promise rejection; exiting' : 'uncaught exception; exiting');
    reportError(reason, { level: 'fatal', tags: { mechanism: kind } });
    if (exiting) return;
    exiting = true;
    void flushErrorReports(2000).finally(() => process.exit(1));
  };
  process.on('unhandledRejection', crash('unhandled_rejection'));
  process.on('uncaughtException', crash('uncaught_exception'));
}
