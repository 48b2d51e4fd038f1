import { rm, writeFile } from 'node:fs/promises';
import { sniffType } from '@reelcraft/media';
import { decodePcm, writePcmWav } from './media-speech.ts';
import { readBodyCapped } from '../http-client/read-body-capped.ts';

export interface ExternalTtsConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  voice: string;
  timeoutMs: number;
  /** Largest answer read per piece; more is refused while streaming (tests lower it). Default MAX_TTS_RESPONSE_BYTES. */
  maxResponseBytes?: number;
}

/** Why the provider's answer was not used; 'unauthorized' and 'bad_request' will not get better by retrying. */
export type TtsFailureKind = 'unauthorized' | 'bad_request' | 'rate_limited' | 'server_error' | 'timeout' | 'network' | 'not_audio' | 'too_large';

export class TtsCallError extends Error {
  override readonly name = 'TtsCallError';
  constructor(
    readonly kind: TtsFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** OpenAI's limit on `input`; longer scripts are sent in pieces cut at paragraph or sentence ends. */
export const MAX_TTS_INPUT_CHARS = 4096;
/**
 * 3 minutes of 24 kHz 16-bit WAV is 8.6 MB and a full 4096-character piece about 15 MB; anything near this is not a
 * voice-over. Enforced while reading, so a provider streaming without a Content-Length cannot fill our memory.
 */
export const MAX_TTS_RESPONSE_BYTES = 32 * 1024 * 1024;
/** Sample rate of the WAV we write (matches the built-in voice). */
const OUTPUT_SAMPLE_RATE = 24_000;
const PIECE_GAP_SECONDS = 0.35;

/** Splits text into pieces of at most `max` characters, preferring paragraph, then sentence, then word boundaries. */
export function splitForTts(text: string, max = MAX_TTS_INPUT_CHARS): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max + 1);
    const cut = [window.lastIndexOf('\n\n'), lastSentenceEnd(window), window.lastIndexOf(' ')].find((i) => i > max * 0.3) ?? max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

function lastSentenceEnd(text: string): number {
  let last = -1;
  for (const match of text.matchAll(/[.!?…]["»”')]*\s/gu)) last = match.index + match[0].length - 1;
  return last;
}

/** Is this body audio we can decode? Magic bytes decide; the declared content type must at least not contradict. */
export function looksLikeAudio(body: Uint8Array, contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type && !type.startsWith('audio/') && type !== 'application/octet-stream') return false;
  const head = body.subarray(0, 64);
  const sniffed = sniffType(head);
  if (sniffed === 'wav' || sniffed === 'mp3' || sniffed === 'ogg' || sniffed === 'webm' || sniffed === 'mp4') return true;
  const ascii = Buffer.from(head).toString('latin1');
  if (ascii.startsWith('fLaC')) return true;
  // An ADTS AAC frame (response_format 'aac'): 12 sync bits, layer 00.
  return head.length >= 2 && head[0] === 0xff && (head[1]! & 0xf6) === 0xf0;
}

/**
 * One OpenAI-compatible text-to-speech call (`POST {base}/audio/speech`, JSON `{ model, input, voice,
 * response_format: 'wav' }`, Bearer key), per piece for long texts. The answer must be audio by its magic bytes;
 * whatever format it is in, FFmpeg decodes it and we write our own mono 16-bit 24 kHz WAV, so a provider that ignores
 * response_format (or streams a WAV with an unknown length) still works. No retries: the caller falls back instead.
 */
export function createExternalTts(config: ExternalTtsConfig, fetchImpl: typeof fetch = fetch) {
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}/audio/speech`;
  const maxBytes = config.maxResponseBytes ?? MAX_TTS_RESPONSE_BYTES;

  async function requestPiece(input: string, signal: AbortSignal): Promise<Uint8Array> {
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'audio/*',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: config.model, input, voice: config.voice, response_format: 'wav' }),
        signal,
      });
    } catch (error) {
      throw classifyThrown(error, config.timeoutMs);
    }
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      await response.body?.cancel().catch(() => undefined);
      const message = `HTTP ${response.status}${providerMessage(detail)}`;
      if (response.status === 401 || response.status === 403) throw new TtsCallError('unauthorized', message, response.status);
      if (response.status === 429) throw new TtsCallError('rate_limited', message, response.status);
      if (response.status >= 500) throw new TtsCallError('server_error', message, response.status);
      throw new TtsCallError('bad_request', message, response.status);
    }
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new TtsCallError('too_large', `the answer is ${declared} bytes`);
    }
    let body: Uint8Array;
    try {
      body = await readBodyCapped(response, maxBytes, () => new TtsCallError('too_large', `the answer is larger than ${maxBytes} bytes`));
    } catch (error) {
      if (error instanceof TtsCallError) throw error;
      throw classifyThrown(error, config.timeoutMs);
    }
    if (!looksLikeAudio(body, response.headers.get('content-type'))) {
      throw new TtsCallError('not_audio', `the answer is not audio (${response.headers.get('content-type') ?? 'no content type'})`);
    }
    return body;
  }

  /**
   * Speaks `text` into a WAV at outputPath; returns its duration in seconds. Aborting `callerSignal` cancels the
   * request and the decoding and rejects with its reason (not a TtsCallError: the caller gave up, not the provider).
   */
  async function speak(text: string, outputPath: string, callerSignal?: AbortSignal): Promise<number> {
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    try {
      return await speakWithin(text, outputPath, signal);
    } catch (error) {
      if (callerSignal?.aborted) throw callerSignal.reason;
      throw error;
    }
  }

  async function speakWithin(text: string, outputPath: string, signal: AbortSignal): Promise<number> {
    const pieces = splitForTts(text);
    const decoded: Float32Array[] = [];
    for (const [index, piece] of pieces.entries()) {
      const body = await requestPiece(piece, signal);
      const scratch = `${outputPath}.piece-${index}`;
      try {
        await writeFile(scratch, body);
        decoded.push(await decodePcm(scratch, OUTPUT_SAMPLE_RATE, { signal }));
      } catch (error) {
        if (signal.aborted) throw new TtsCallError('timeout', `no complete answer within ${config.timeoutMs} ms`);
        throw new TtsCallError('not_audio', `the answer cannot be decoded: ${(error as Error).message}`);
      } finally {
        await rm(scratch, { force: true });
      }
    }
    const gap = Math.round(PIECE_GAP_SECONDS * OUTPUT_SAMPLE_RATE);
    const total = decoded.reduce((sum, d) => sum + d.length, 0) + gap * (decoded.length - 1);
    const samples = new Float32Array(total);
    let offset = 0;
    for (const part of decoded) {
      samples.set(part, offset);
      offset += part.length + gap;
    }
    if (samples.length === 0) throw new TtsCallError('not_audio', 'the answer holds no samples');
    await writePcmWav(samples, OUTPUT_SAMPLE_RATE, outputPath, { outputSampleRate: OUTPUT_SAMPLE_RATE });
    return samples.length / OUTPUT_SAMPLE_RATE;
  }

  return { speak, endpoint };
}

function classifyThrown(error: unknown, timeoutMs: number): TtsCallError {
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') return new TtsCallError('timeout', `no answer within ${timeoutMs} ms`);
  return new TtsCallError('network', `request failed: ${(error as Error).message}`);
}

/** OpenAI's `{ error: { message } }`, shortened; never the whole body (it could echo our input back). */
function providerMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown; code?: unknown } };
    const message = typeof parsed.error?.message === 'string' ? parsed.error.message.slice(0, 160) : '';
    const code = typeof parsed.error?.code === 'string' ? ` [${parsed.error.code}]` : '';
    return message || code ? `: ${message}${code}` : '';
  } catch {
    return '';
  }
}
