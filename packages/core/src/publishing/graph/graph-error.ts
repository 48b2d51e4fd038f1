import { z } from 'zod';
import { redactGraphText } from './redact.ts';

/**
 * What went wrong, in the terms a publishing job decides on:
 * - `token_expired`: the token is expired or revoked (code 190): refresh it or ask the creator to reconnect;
 * - `rate_limited`: an API rate limit (codes 4, 17, 32, 613, or code 9 without the publishing subcode): wait;
 * - `quota_exceeded`: the 24 h publishing (or container) limit (subcode 2207042): wait for the window;
 * - `media_rejected`: Instagram refused the media or its parameters (2207xxx): fix the input, do not retry;
 * - `container_failed`: the container ended in ERROR or EXPIRED, or was already used: make a new one;
 * - `not_ready`: the container is still processing (2207027), or did not finish in time: poll again later;
 * - `permission`: a scope, account type or object the token may not use (codes 10, 200–299, or 100/33);
 * - `invalid_request`: any other refusal of the request itself (a bug on our side or a bad OAuth code);
 * - `server`: Instagram failed (5xx, codes 1 and 2, transient errors);
 * - `network`: no answer (connection refused or reset, timeout);
 * - `invalid_response`: an answer we cannot read.
 */
export const GRAPH_ERROR_KINDS = [
  'token_expired',
  'rate_limited',
  'quota_exceeded',
  'media_rejected',
  'container_failed',
  'not_ready',
  'permission',
  'invalid_request',
  'server',
  'network',
  'invalid_response',
] as const;
export type GraphErrorKind = (typeof GRAPH_ERROR_KINDS)[number];

export interface GraphApiErrorDetails {
  kind: GraphErrorKind;
  httpStatus?: number;
  code?: number;
  subcode?: number;
  /** Instagram's own short explanation for people (`error_user_msg`), when it sent one. */
  userMessage?: string;
  fbtraceId?: string;
  /** Whether another attempt of the same request may succeed (the client already made its bounded retries). */
  retryable?: boolean;
}

/** Every failure of the Graph client. Its message never holds a token or secret. */
export class GraphApiError extends Error {
  readonly kind: GraphErrorKind;
  readonly httpStatus: number | undefined;
  readonly code: number | undefined;
  readonly subcode: number | undefined;
  readonly userMessage: string | undefined;
  readonly fbtraceId: string | undefined;
  readonly retryable: boolean;

  constructor(message: string, details: GraphApiErrorDetails, options?: { cause?: unknown }) {
    super(redactGraphText(message), options);
    this.name = 'GraphApiError';
    this.kind = details.kind;
    this.httpStatus = details.httpStatus;
    this.code = details.code;
    this.subcode = details.subcode;
    this.userMessage = details.userMessage;
    this.fbtraceId = details.fbtraceId;
    this.retryable = details.retryable ?? false;
  }
}

export const isGraphApiError = (error: unknown): error is GraphApiError => error instanceof GraphApiError;

const numberish = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);

/** Graph's `{error:{…}}`, and the older `{error_type, code, error_message}` of Instagram's OAuth token endpoint. */
const graphErrorBody = z.union([
  z.object({
    error: z.object({
      message: z.string().optional(),
      type: z.string().optional(),
      code: numberish.optional(),
      error_subcode: numberish.optional(),
      is_transient: z.boolean().optional(),
      error_user_msg: z.string().optional(),
      fbtrace_id: z.string().optional(),
    }),
  }),
  z.object({ error_type: z.string(), code: numberish.optional(), error_message: z.string().optional() }),
]);

export interface GraphErrorFields {
  message: string;
  code?: number;
  subcode?: number;
  transient?: boolean;
  userMessage?: string;
  fbtraceId?: string;
}

/** The error fields of an answer body, or undefined when it is not an error body we know. */
export function parseGraphErrorBody(body: unknown): GraphErrorFields | undefined {
  const parsed = graphErrorBody.safeParse(body);
  if (!parsed.success) return undefined;
  if ('error' in parsed.data) {
    const error = parsed.data.error;
    return {
      message: error.message ?? 'Graph API error',
      code: error.code,
      subcode: error.error_subcode,
      transient: error.is_transient,
      userMessage: error.error_user_msg,
      fbtraceId: error.fbtrace_id,
    };
  }
  // The OAuth endpoint puts the HTTP status in `code`; it is not a Graph error code.
  return { message: parsed.data.error_message ?? parsed.data.error_type };
}

const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80002]);
/** Subcodes of a container that can no longer be published: a new container is needed. */
const CONTAINER_SUBCODES = new Set([2207008, 2207020, 2207032, 2207053]);
/** Instagram's own failures among the 2207xxx: worth another try. */
const SERVER_SUBCODES = new Set([2207001]);

/** The kind of an error answer, from its HTTP status and Graph's code and subcode. */
export function classifyGraphError(httpStatus: number, fields: GraphErrorFields | undefined): GraphErrorKind {
  const code = fields?.code;
  const subcode = fields?.subcode;
  if (code === 190 || code === 102 || code === 463 || code === 467) return 'token_expired';
  if (subcode === 2207042) return 'quota_exceeded';
  if (code !== undefined && (RATE_LIMIT_CODES.has(code) || code === 9)) return 'rate_limited';
  if (subcode === 2207027) return 'not_ready';
  if (subcode !== undefined && SERVER_SUBCODES.has(subcode)) return 'server';
  if (subcode !== undefined && CONTAINER_SUBCODES.has(subcode)) return 'container_failed';
  if (subcode !== undefined && subcode >= 2207000 && subcode < 2208000) return 'media_rejected';
  if (code === 10 || (code !== undefined && code >= 200 && code < 300) || (code === 100 && subcode === 33)) return 'permission';
  if (httpStatus >= 500 || code === 1 || code === 2 || fields?.transient) return 'server';
  if (httpStatus === 401) return 'token_expired';
  if (httpStatus === 403) return 'permission';
  return 'invalid_request';
}

/** Whether the client retries this failure by itself: Instagram's transient failures and the short rate limits. */
export function isRetryable(kind: GraphErrorKind, code: number | undefined): boolean {
  if (kind === 'server' || kind === 'network') return true;
  return kind === 'rate_limited' && code !== undefined && RATE_LIMIT_CODES.has(code);
}

/** The GraphApiError for an error answer (its message carries the Graph message and the request, redacted). */
export function graphErrorFromAnswer(httpStatus: number, body: unknown, request: string, secrets: readonly string[]): GraphApiError {
  const fields = parseGraphErrorBody(body);
  const kind = classifyGraphError(httpStatus, fields);
  const codes = fields?.code !== undefined ? ` (code ${fields.code}${fields.subcode !== undefined ? `/${fields.subcode}` : ''})` : '';
  const message = `${request}: HTTP ${httpStatus}${codes}: ${fields?.message ?? 'no error body'}`;
  return new GraphApiError(redactGraphText(message, secrets), {
    kind,
    httpStatus,
    code: fields?.code,
    subcode: fields?.subcode,
    userMessage: fields?.userMessage,
    fbtraceId: fields?.fbtraceId,
    retryable: isRetryable(kind, fields?.code),
  });
}
