export {
  closeErrorReporting,
  errorReporter,
  flushErrorReports,
  initErrorReporting,
  installProcessErrorHandlers,
  reportError,
  type ErrorReportContext,
  type ErrorReporter,
  type ErrorReportingOptions,
} from './error-reporting.ts';
export { browserDsn, dsnOrigin } from './dsn.ts';
export { scrubReport } from './scrub.ts';
