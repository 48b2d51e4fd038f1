/**
 * The parts of @sentry/browser we use, as named imports so the bundler keeps only these (a dynamic import of the
 * package itself would keep its whole namespace: replay, feedback, tracing). Loaded by error-reporting.ts on demand.
 */
import {
  captureException,
  dedupeIntegration,
  eventFiltersIntegration,
  functionToStringIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
} from '@sentry/browser';

export const sentryBrowser = {
  init,
  captureException,
  eventFiltersIntegration,
  functionToStringIntegration,
  globalHandlersIntegration,
  linkedErrorsIntegration,
  dedupeIntegration,
  httpContextIntegration,
};
export type SentryBrowser = typeof sentryBrowser;
