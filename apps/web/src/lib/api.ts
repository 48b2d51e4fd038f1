import { readToken, tokenExpiresAt } from './auth-token.ts';
import { API_BASE } from './api-paths.ts';
import { currentLocale } from './i18n.ts';
import { createRefusalBrake } from './refusal-brake.ts';

export { API_BASE };

/** Codes of a 401 that mean "your session is gone" (as opposed to LOGIN_FAILED, a wrong password). */
const SESSION_CODES = new Set(['UNAUTHENTICATED', 'TOKEN_EXPIRED', 'TOKEN_INVALID']);

/** An error answered by the API (`{ error: { code, message, details? } }`), or NETWORK when there was no answer. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: string, status: number, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

let unauthorizedHandler: ((error: ApiError) => void) | undefined;

/** The auth store registers here so that any call answered "session gone" signs the browser out. */
export function onSessionExpired(handler: (error: ApiError) => void): void {
  unauthorizedHandler = handler;
}

let paymentRequiredHandler: ((error: ApiError) => void) | undefined;

/**
 * An answer PAYMENT_REQUIRED (402, gated work without a subscription) sends the visitor to the paywall.
 * The app registers an in-app navigation (features/billing); returns the unregister function.
 */
export function onPaymentRequired(handler: (error: ApiError) => void): () => void {
  paymentRequiredHandler = handler;
  return () => {
    if (paymentRequiredHandler === handler) paymentRequiredHandler = undefined;
  };
}

function paymentRequired(error: ApiError): void {
  if (paymentRequiredHandler) return paymentRequiredHandler(error);
  if (typeof window === 'undefined' || window.location.pathname === '/paywall') return;
  window.location.assign(`/paywall?from=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`);
}

/** Gets a new access token with the refresh cookie (single-flight); null when the session is gone. */
type TokenRefresher = (staleToken: string | null) => Promise<string | null>;
let tokenRefresher: TokenRefresher | undefined;

/** The auth store registers how to refresh, so a request never goes out with a token about to expire. */
export function onTokenRefresh(refresher: TokenRefresher): void {
  tokenRefresher = refresher;
}

/** A token this close to its expiry is refreshed before it is sent (clock skew, slow networks). */
const EXPIRY_MARGIN_MS = 30_000;

async function currentToken(): Promise<string | null> {
  const token = readToken();
  if (token && tokenRefresher && tokenExpiresAt() - Date.now() < EXPIRY_MARGIN_MS) return tokenRefresher(token);
  return token;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A JSON body. */
  json?: unknown;
  /** An `application/x-www-form-urlencoded` body. */
  form?: Record<string, string>;
  /** A `multipart/form-data` body (file uploads); the browser sets the boundary. */
  multipart?: FormData;
  signal?: AbortSignal;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Send the bearer token when there is one (default true). */
  auth?: boolean;
  keepalive?: boolean;
}

export async function parseErrorResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined)?.error;
  if (error && typeof error.code === 'string') {
    const details = error.details && typeof error.details === 'object' ? (error.details as Record<string, unknown>) : undefined;
    return new ApiError(error.code, response.status, typeof error.message === 'string' ? error.message : error.code, details);
  }
  const code = response.status >= 500 ? 'INTERNAL' : response.status === 404 ? 'NOT_FOUND' : 'HTTP_ERROR';
  return new ApiError(code, response.status, response.statusText || code);
}

/** Refusals of changing requests in this page's lifetime (see refusal-brake.ts). */
const refusalBrake = createRefusalBrake<ApiError>();

/**
 * Sends the request with the bearer token and the active locale; throws ApiError when there is no good answer.
 * An answer TOKEN_EXPIRED gets one refresh and one retry; if that fails too, the browser is signed out.
 */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const token = options.auth === false ? null : await currentToken();
  try {
    return await sendOnce(path, options, accept, token);
  } catch (error) {
    if (!(token && tokenRefresher && isApiError(error) && error.status === 401 && error.code === 'TOKEN_EXPIRED')) throw error;
    const fresh = await tokenRefresher(token);
    if (!fresh) {
      unauthorizedHandler?.(error);
      throw error;
    }
    return sendOnce(path, options, accept, fresh);
  }
}

async function sendOnce(path: string, options: RequestOptions, accept: string, token: string | null): Promise<Response> {
  const headers = new Headers({ ...options.headers, Accept: accept, 'Accept-Language': currentLocale() });
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.multipart) {
    body = options.multipart;
  } else if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }

  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  // A changing request refused again and again is answered here, not sent (refusal-brake.ts). Multipart bodies are
  // uploads a person picks each time; they are not keyed.
  const brakeKey = method !== 'GET' && !options.multipart ? `${method} ${path} ${typeof body === 'string' ? body : ''}` : null;
  const held = brakeKey ? refusalBrake.held(brakeKey) : undefined;
  if (held) throw held;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body,
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('NETWORK', 0, cause instanceof Error ? cause.message : 'Network error');
  }

  if (!response.ok) {
    const error = await parseErrorResponse(response);
    // 401 and 402 keep their own handling each time (refresh and sign-out; the paywall opening); the server
    // escalates repeated wrong log-ins to 429 itself.
    if (brakeKey && response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 402)
      refusalBrake.refused(brakeKey, error);
    // TOKEN_EXPIRED is left to send(): it refreshes once before giving up.
    if (response.status === 401 && token && SESSION_CODES.has(error.code) && !(error.code === 'TOKEN_EXPIRED' && tokenRefresher)) {
      unauthorizedHandler?.(error);
    }
    if (response.status === 402 && error.code === 'PAYMENT_REQUIRED') paymentRequired(error);
    throw error;
  }
  if (brakeKey) refusalBrake.accepted(brakeKey);
  return response;
}

/** Calls the API under `/api`, with the bearer token and the active locale; throws ApiError on any failure. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The file name of a `Content-Disposition` header: the RFC 5987 `filename*` when present, else `filename`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  return (plain[2] ?? plain[1] ?? '').replace(/\\(.)/g, '$1').trim() || null;
}

/** Fetches a file that needs the bearer token (e.g. a script download) with the name the server gave it. */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(path, options, '*/*');
  return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
}
