import type { z } from 'zod';
import { backoffDelay, withRetry } from '../../retry/retry.ts';
import { GraphApiError, graphErrorFromAnswer } from './graph-error.ts';
import { redactGraphText } from './redact.ts';

export interface GraphRetryOptions {
  /** Attempts in all, the first included. Default 3. */
  attempts?: number;
  /** Backoff before the second attempt after a 5xx or a network failure. Default 500 ms. */
  baseDelayMs?: number;
  /** Backoff before the second attempt after a rate limit (codes 4, 17, 32, 613). Default 5 s. */
  rateLimitDelayMs?: number;
  maxDelayMs?: number;
  /** Test seam: how to wait. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface GraphHttp {
  fetch: typeof fetch;
  /** The client-wide signal (shutdown); each call may add its own. */
  signal?: AbortSignal;
  timeoutMs: number;
  retry: GraphRetryOptions;
}

export interface GraphRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  query?: Record<string, string | undefined>;
  form?: Record<string, string>;
  /** Sent as `Authorization: Bearer` (the Graph calls); the token endpoints take theirs in `query` instead. */
  bearer?: string;
  /** Values that must never reach a message (tokens, the app secret, the OAuth code). */
  secrets: string[];
}

/**
 * One Graph call: the request, a per-attempt timeout, Graph's error bodies turned into GraphApiError, the answer
 * validated with `schema`, and bounded retries of what is transient only (Instagram's 5xx and transient errors,
 * dropped connections and timeouts, the short rate limits). A refusal of the request itself is never retried.
 * A retried `media_publish` cannot post twice: Instagram refuses a container that was already published.
 */
export async function graphCall<S extends z.ZodType>(http: GraphHttp, request: GraphRequest, schema: S, callSignal?: AbortSignal): Promise<z.output<S>> {
  const signals = [http.signal, callSignal].filter((signal): signal is AbortSignal => signal !== undefined);
  const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
  const retry = http.retry;
  const url = new URL(request.url);
  for (const [key, value] of Object.entries(request.query ?? {})) if (value !== undefined) url.searchParams.set(key, value);
  // Messages name the method and path only: the query may hold a token or the app secret.
  const label = redactGraphText(`${request.method} ${url.pathname}`, request.secrets);

  const once = async (): Promise<z.output<S>> => {
    let response: Response;
    let text: string;
    try {
      const timeout = AbortSignal.timeout(http.timeoutMs);
      response = await http.fetch(url, {
        method: request.method,
        headers: {
          accept: 'application/json',
          ...(request.bearer ? { authorization: `Bearer ${request.bearer}` } : {}),
          ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: request.form ? new URLSearchParams(request.form).toString() : undefined,
        redirect: 'manual',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      const name = (error as { name?: string }).name;
      const reason = name === 'TimeoutError' ? `no answer within ${http.timeoutMs} ms` : 'connection failed';
      throw new GraphApiError(`${label}: ${reason}`, { kind: 'network', retryable: true }, { cause: error });
    }
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      if (response.status >= 500)
        throw new GraphApiError(`${label}: HTTP ${response.status}`, { kind: 'server', httpStatus: response.status, retryable: true });
      throw new GraphApiError(`${label}: HTTP ${response.status}, the answer is not JSON`, { kind: 'invalid_response', httpStatus: response.status });
    }
    const hasError = typeof body === 'object' && body !== null && ('error' in body || 'error_type' in body);
    if (!response.ok || hasError) throw graphErrorFromAnswer(response.status, body, label, request.secrets);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      // Paths only: the values could be tokens.
      const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
      throw new GraphApiError(`${label}: unexpected answer (fields: ${fields})`, { kind: 'invalid_response', httpStatus: response.status });
    }
    return parsed.data;
  };

  return withRetry(once, {
    attempts: retry.attempts ?? 3,
    baseDelayMs: retry.baseDelayMs ?? 500,
    maxDelayMs: retry.maxDelayMs ?? 60_000,
    jitter: 0.2,
    signal,
    sleep: retry.sleep,
    shouldRetry: (error) => error instanceof GraphApiError && error.retryable,
    delayFor: (error, attempt) =>
      error instanceof GraphApiError && error.kind === 'rate_limited'
        ? backoffDelay(attempt, { baseDelayMs: retry.rateLimitDelayMs ?? 5_000, maxDelayMs: retry.maxDelayMs ?? 60_000 })
        : undefined,
  });
}
