import type { Config } from '../config/config.ts';
import type { Logger } from '../logging/logger.ts';
import { abortableSleep } from '../retry/retry.ts';
import { downloadVideo } from './download-video.ts';
import { TalkingHeadError } from './talking-head-error.ts';
import { createTalkResponseSchema, providerErrorSchema, talkStatusSchema, type TalkStatus } from './talking-head.schemas.ts';

export interface TalkingHeadRenderInput {
  /** Where the service can fetch the photo (a signed link to our storage). */
  photoUrl: string;
  /** Where the service can fetch the speech audio. */
  audioUrl: string;
  /** The finished video is written here (MP4 or WebM, as the service made it); nothing is left on failure. */
  outputPath: string;
  /** Aborting stops polling and downloading and rethrows the abort reason (not a TalkingHeadError). */
  signal?: AbortSignal;
  /** 0..1, monotone. The service reports no progress, so between "started" and "done" this is an estimate. */
  onProgress?: (fraction: number) => void;
}

export interface TalkingHeadProvider {
  readonly id: 'd-id-compatible';
  /** Submits a talk, waits for it and downloads the result. Throws TalkingHeadError on every failure. */
  render(input: TalkingHeadRenderInput): Promise<void>;
}

export type TalkingHeadConfig = Pick<Config, 'TALKING_HEAD_BASE_URL' | 'TALKING_HEAD_API_KEY' | 'TALKING_HEAD_TIMEOUT_SECONDS'>;

export interface TalkingHeadOptions {
  fetchImpl?: typeof fetch;
  /** Overrides TALKING_HEAD_TIMEOUT_SECONDS (tests). */
  timeoutMs?: number;
  /** First poll delay; doubles up to maxPollMs. D-ID talks take tens of seconds, so 1 s → 8 s is plenty. */
  firstPollMs?: number;
  maxPollMs?: number;
  /** Limit on one HTTP request (the whole render has its own timeout). Default 30 s. */
  requestTimeoutMs?: number;
  /** Largest result accepted. Default 200 MB (a 3-minute 1080p talk is ~60 MB). */
  maxResultBytes?: number;
  /** Consecutive failed status polls tolerated before giving up (a restart or a blip on their side). Default 3. */
  maxPollFailures?: number;
}

type LogLike = Pick<Logger, 'info' | 'warn'>;

/** The adapter for a D-ID-style talking-head API, or null when none is configured (the built-in animator is used). */
export function createTalkingHeadProvider(config: TalkingHeadConfig, logger: LogLike, options: TalkingHeadOptions = {}): TalkingHeadProvider | null {
  if (!config.TALKING_HEAD_BASE_URL) return null;
  const base = config.TALKING_HEAD_BASE_URL.replace(/\/+$/, '');
  const baseOrigin = new URL(base).origin;
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? config.TALKING_HEAD_TIMEOUT_SECONDS * 1000;
  const firstPollMs = options.firstPollMs ?? 1000;
  const maxPollMs = options.maxPollMs ?? 8000;
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const maxResultBytes = options.maxResultBytes ?? 200 * 1024 * 1024;
  const maxPollFailures = options.maxPollFailures ?? 3;
  // D-ID's scheme: the key as issued (already "user:secret" in base64) after "Basic".
  const authHeaders: Record<string, string> = config.TALKING_HEAD_API_KEY ? { authorization: `Basic ${config.TALKING_HEAD_API_KEY}` } : {};

  async function callJson(method: 'GET' | 'POST', url: string, signal: AbortSignal, body?: unknown): Promise<{ status: number; json: unknown }> {
    const response = await fetchImpl(url, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...authHeaders },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.any([signal, AbortSignal.timeout(requestTimeoutMs)]),
    });
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // Left undefined: the callers report "not JSON" with the status.
    }
    return { status: response.status, json };
  }

  function httpError(what: string, status: number, json: unknown): TalkingHeadError {
    const body = providerErrorSchema.safeParse(json);
    const detail = body.success ? [body.data.kind, body.data.description].filter(Boolean).join(': ') : '';
    return new TalkingHeadError('http', `${what} answered HTTP ${status}${detail ? ` (${detail.slice(0, 300)})` : ''}`, {
      status,
      providerKind: body.success ? body.data.kind : undefined,
    });
  }

  async function render(input: TalkingHeadRenderInput): Promise<void> {
    const started = Date.now();
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = input.signal ? AbortSignal.any([input.signal, deadline]) : deadline;
    let progress = 0;
    const report = (fraction: number): void => {
      if (fraction > progress) {
        progress = fraction;
        input.onProgress?.(fraction);
      }
    };

    try {
      // 1. Submit.
      const created = await callJson('POST', `${base}/talks`, signal, {
        source_url: input.photoUrl,
        script: { type: 'audio', audio_url: input.audioUrl },
        config: { result_format: 'mp4' },
      });
      if (created.status < 200 || created.status >= 300) throw httpError('creating the talk', created.status, created.json);
      const talk = createTalkResponseSchema.safeParse(created.json);
      if (!talk.success) throw new TalkingHeadError('http', `creating the talk answered HTTP ${created.status} without a talk id`, { status: created.status });
      const talkId = talk.data.id;
      logger.info({ talkId }, 'talking-head job submitted');
      report(0.05);

      // 2. Poll with backoff until a final status (or the deadline aborts a sleep or a request).
      const statusUrl = `${base}/talks/${encodeURIComponent(talkId)}`;
      let delay = firstPollMs;
      let failures = 0;
      let status: TalkStatus;
      for (;;) {
        await abortableSleep(delay, signal);
        delay = Math.min(maxPollMs, delay * 2);
        let polled: { status: number; json: unknown };
        try {
          polled = await callJson('GET', statusUrl, signal);
        } catch (error) {
          if (signal.aborted) throw error;
          if (++failures > maxPollFailures)
            throw new TalkingHeadError('http', `polling the talk failed: ${(error as Error).message}`, { talkId }, { cause: error });
          continue;
        }
        if (polled.status >= 500 || polled.status === 429) {
          if (++failures > maxPollFailures) throw httpError('polling the talk', polled.status, polled.json);
          continue;
        }
        if (polled.status !== 200) throw httpError('polling the talk', polled.status, polled.json);
        const parsed = talkStatusSchema.safeParse(polled.json);
        if (!parsed.success)
          throw new TalkingHeadError('http', `the talk status is not in the expected shape: ${parsed.error.issues[0]?.message ?? ''}`, { talkId });
        failures = 0;
        status = parsed.data;
        if (status.status === 'created' || status.status === 'started') {
          // Creep towards 0.85 with elapsed time: honest about not knowing, but visibly alive.
          const elapsed = (Date.now() - started) / timeoutMs;
          report(status.status === 'started' ? Math.max(0.15, Math.min(0.85, 0.15 + elapsed * 2)) : 0.08);
          continue;
        }
        break;
      }

      if (status.status === 'rejected' || status.status === 'error') {
        const kind = status.status === 'rejected' ? 'rejected' : 'failed';
        const reason = [status.error?.kind, status.error?.description].filter(Boolean).join(': ') || 'no reason given';
        throw new TalkingHeadError(kind, `the talking-head service reported ${status.status}: ${reason.slice(0, 300)}`, {
          talkId,
          providerKind: status.error?.kind,
        });
      }
      if (!status.result_url) throw new TalkingHeadError('bad_result', 'the talk is done but has no result_url', { talkId });

      // 3. Download. Our key goes only to the service's own origin, never to the storage host of the result.
      report(0.9);
      const sameOrigin = new URL(status.result_url).origin === baseOrigin;
      const { bytes, container } = await downloadVideo(status.result_url, input.outputPath, {
        maxBytes: maxResultBytes,
        signal,
        fetchImpl,
        headers: sameOrigin ? authHeaders : undefined,
      });
      report(1);
      logger.info({ talkId, bytes, container, seconds: Math.round((Date.now() - started) / 1000) }, 'talking-head video ready');
    } catch (error) {
      const failure = classify(error, input.signal, deadline, timeoutMs);
      if (failure instanceof TalkingHeadError) logger.warn({ kind: failure.kind, ...failure.details, err: failure.message }, 'talking-head render failed');
      throw failure;
    }
  }

  return { id: 'd-id-compatible', render };
}

/** Turns whatever was thrown into the error the caller sees: its own abort as is, the rest as TalkingHeadError. */
function classify(error: unknown, callerSignal: AbortSignal | undefined, deadline: AbortSignal, timeoutMs: number): unknown {
  if (callerSignal?.aborted) return callerSignal.reason;
  if (error instanceof TalkingHeadError) return error;
  if (deadline.aborted) return new TalkingHeadError('timeout', `no result within ${Math.round(timeoutMs / 1000)} s`, {}, { cause: error });
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError') return new TalkingHeadError('http', 'the talking-head service did not answer in time', {}, { cause: error });
  return new TalkingHeadError('http', `the talking-head service cannot be reached: ${(error as Error).message}`, {}, { cause: error });
}
