import { z } from 'zod';
import { withRetry } from '../retry/retry.ts';
import type { ChatMessage } from './llm-prompt.ts';
import type { LlmConfig } from './llm-writer.ts';

const chatCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }), finish_reason: z.string().nullable().optional() })).min(1),
});

export class LlmCallError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'LlmCallError';
  }
}

/** Retry-After is either seconds or an HTTP date. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * One OpenAI-compatible chat-completions call with JSON output, a timeout, and retries with backoff on 429, 5xx,
 * timeouts and dropped connections (honouring a short Retry-After). Shared by the writer and the profile analysis.
 */
export function createChatCompletion(config: LlmConfig, fetchImpl: typeof fetch = fetch) {
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = config.timeoutMs ?? 30_000;
  const maxRetries = config.maxRetries ?? 2;
  const retryBaseMs = config.retryBaseMs ?? 500;
  const maxRetryAfterMs = config.maxRetryAfterMs ?? 5_000;

  async function requestOnce(messages: ChatMessage[], seed: number | undefined, signal: AbortSignal | undefined): Promise<string> {
    const body: Record<string, unknown> = {
      model: config.model,
      messages,
      response_format: { type: 'json_object' },
      temperature: config.temperature ?? 0.9,
    };
    if (seed !== undefined) body.seed = seed;
    let json: unknown;
    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify(body),
        // The caller's signal (the job's deadline) cuts the request as well as our own per-request timeout.
        signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 429 || response.status >= 500) {
        const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
        await response.body?.cancel().catch(() => undefined);
        if (retryAfter !== undefined && retryAfter > maxRetryAfterMs) {
          throw new LlmCallError(`HTTP ${response.status}; asked to wait ${Math.round(retryAfter / 1000)} s`, false);
        }
        throw new LlmCallError(`HTTP ${response.status}`, true, retryAfter);
      }
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new LlmCallError(`HTTP ${response.status}: ${text.slice(0, 200)}`, false);
      }
      json = await response.json();
    } catch (error) {
      // The caller gave up: not a failure of the endpoint, so no retry and no fallback answer either.
      if (signal?.aborted) throw signal.reason;
      if (error instanceof LlmCallError) throw error;
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new LlmCallError(`no answer within ${timeoutMs} ms`, true);
      if (error instanceof SyntaxError) throw new LlmCallError('the endpoint did not answer with JSON', true);
      throw new LlmCallError(`request failed: ${(error as Error).message}`, true);
    }
    const completion = chatCompletionSchema.safeParse(json);
    const content = completion.success ? completion.data.choices[0]?.message.content : undefined;
    if (!content) throw new LlmCallError('the answer has no message content', false);
    return content;
  }

  /** Aborting `signal` cancels the request in flight (or the back-off sleep) and rejects with its reason. */
  async function complete(messages: ChatMessage[], seed: number | undefined, signal?: AbortSignal): Promise<string> {
    return withRetry(() => requestOnce(messages, seed, signal), {
      attempts: maxRetries + 1,
      baseDelayMs: retryBaseMs,
      jitter: 0.2,
      signal,
      shouldRetry: (error) => error instanceof LlmCallError && error.retryable,
      delayFor: (error) => (error instanceof LlmCallError ? error.retryAfterMs : undefined),
    });
  }

  return { complete };
}
