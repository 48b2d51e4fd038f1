import pino, { type DestinationStream, type Logger } from 'pino';
import { redactText } from './redact.ts';

export type { Logger };

// Set only while a deliberately unredacted line is being written (pino writes synchronously inside the log call).
let unredactedDepth = 0;

/**
 * Writes log lines inside `write` without scrubbing. The one sanctioned use is the log mail transport: with no SMTP
 * server, the log line *is* the delivery and the operator needs the real address and link to pass it on.
 */
export function logUnredacted(write: () => void): void {
  unredactedDepth++;
  try {
    write();
  } finally {
    unredactedDepth--;
  }
}

/**
 * Structured JSON logs; secrets never reach them. Known secret fields are censored by path; on top of that every
 * finished line is scrubbed of e-mail addresses, capability URLs and one-time tokens wherever they hide (a request
 * path, an error message quoting a database constraint, a stack), because a path list can never name them all.
 * `destination` is for tests that read the lines back.
 */
export function createLogger(level: string, base: Record<string, unknown> = {}, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'reelcraft', ...base },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.access_token', '*.refresh_token'],
      censor: '[redacted]',
    },
    hooks: { streamWrite: (line) => (unredactedDepth > 0 ? line : redactText(line)) },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}
