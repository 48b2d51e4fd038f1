import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeWav, speechLikePcm } from './speech-like-wav.ts';
import { closeLoopbackServer, readBodyText } from '../loopback-server.ts';

/**
 * How the fake answers `POST /v1/audio/speech`:
 * - `ok`: speech-like audio for the input (WAV, or raw PCM for `response_format: 'pcm'`);
 * - `error500`: OpenAI's server_error body with status 500;
 * - `unauthorized`: 401 invalid_api_key for every request (a wrong key gets this in any mode);
 * - `not_audio`: 200 with an HTML page, as a captive portal or misrouted proxy would answer;
 * - `slow`: answers `ok` only after `delayMs` (default 10 s), to exercise client timeouts;
 * - `oversized`: a WAV that never ends, streamed without Content-Length (up to `oversizedBytes`, default 256 MB), as
 *   a broken or hostile provider would; stops when the client hangs up.
 */
export type FakeTtsMode = 'ok' | 'error500' | 'unauthorized' | 'not_audio' | 'slow' | 'oversized';

/** A captured speech request body. */
export interface FakeTtsRequest {
  model?: string;
  input?: string;
  voice?: string;
  response_format?: string;
  speed?: number;
  [key: string]: unknown;
}

export interface FakeTtsOptions {
  mode?: FakeTtsMode;
  /** The key accepted as `Authorization: Bearer <key>`. Default 'test-tts-key'. */
  apiKey?: string;
  /** Delay of the `slow` mode, ms. */
  delayMs?: number;
  /** Bytes the `oversized` mode sends at most. */
  oversizedBytes?: number;
}

export interface FakeTts {
  /** Base URL ending in /v1, as OpenAI-compatible clients expect. */
  url: string;
  apiKey: string;
  /** Every authorised request body, in arrival order (also those answered with an error by the mode). */
  requests: FakeTtsRequest[];
  /** Bytes the `oversized` mode actually wrote before the client hung up (or it reached its end). */
  readonly oversizedBytesSent: number;
  /** Resolves once the latest `oversized` answer is over: its client hung up, or it reached its end. */
  oversizedClosed(): Promise<void>;
  /** Switch the mode for the following requests. */
  respondWith(mode: FakeTtsMode): void;
  close(): Promise<void>;
}

/** OpenAI's own limit on `input`. */
const MAX_INPUT_CHARS = 4096;

function sendError(res: ServerResponse, status: number, message: string, type: string, code: string | null, param: string | null = null): void {
  const payload = JSON.stringify({ error: { message, type, param, code } });
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  res.end(payload);
}

/** A real OpenAI-compatible text-to-speech server on loopback, with scripted failure modes. */
export async function startFakeTts(options: FakeTtsOptions = {}): Promise<FakeTts> {
  const apiKey = options.apiKey ?? 'test-tts-key';
  const delayMs = options.delayMs ?? 10_000;
  const requests: FakeTtsRequest[] = [];
  let mode: FakeTtsMode = options.mode ?? 'ok';
  const timers = new Set<NodeJS.Timeout>();
  const oversizedBytes = options.oversizedBytes ?? 256 * 1024 * 1024;
  let oversizedBytesSent = 0;
  let oversizedClosed = Promise.resolve();

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'POST' || path !== '/v1/audio/speech') {
      await readBodyText(req);
      sendError(res, 404, `Invalid URL (${req.method ?? 'GET'} ${path})`, 'invalid_request_error', null);
      return;
    }
    const body = await readBodyText(req);
    if (req.headers.authorization !== `Bearer ${apiKey}` || mode === 'unauthorized') {
      sendError(
        res,
        401,
        'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
        'invalid_request_error',
        'invalid_api_key',
      );
      return;
    }
    let request: FakeTtsRequest;
    try {
      const parsed: unknown = JSON.parse(body);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      request = parsed as FakeTtsRequest;
    } catch {
      sendError(res, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error', null);
      return;
    }
    requests.push(request);
    if (typeof request.input !== 'string' || request.input.length === 0) {
      sendError(res, 400, "Missing required parameter: 'input'.", 'invalid_request_error', 'missing_required_parameter', 'input');
      return;
    }
    if (request.input.length > MAX_INPUT_CHARS) {
      sendError(res, 400, `'${request.input.slice(0, 20)}...' is too long - 'input'`, 'invalid_request_error', 'string_above_max_length', 'input');
      return;
    }
    const format = request.response_format ?? 'mp3';
    if (format !== 'wav' && format !== 'pcm') {
      sendError(res, 400, `The fake speaks only wav and pcm, not '${format}'.`, 'invalid_request_error', 'unsupported_format', 'response_format');
      return;
    }
    switch (mode) {
      case 'error500':
        sendError(res, 500, 'The server had an error while processing your request. Sorry about that!', 'server_error', null);
        return;
      case 'not_audio': {
        const html = '<!doctype html><html><body><h1>Welcome to the hotel Wi-Fi</h1></body></html>';
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
        res.end(html);
        return;
      }
      case 'slow':
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            timers.delete(timer);
            resolve();
          }, delayMs);
          timers.add(timer);
        });
        if (res.destroyed) return;
        break;
      case 'oversized': {
        // A real WAV header declaring an open-ended data chunk, then silence for as long as the client keeps reading.
        res.writeHead(200, { 'content-type': 'audio/wav' });
        const header = encodeWav(new Int16Array(0));
        header.writeUInt32LE(0xffffffff, 4);
        header.writeUInt32LE(0xffffffff, header.length - 4);
        const chunk = Buffer.alloc(64 * 1024);
        oversizedBytesSent = 0;
        oversizedClosed = new Promise<void>((resolve) => res.once('close', () => resolve()));
        const write = (data: Buffer) =>
          new Promise<boolean>((resolve) => {
            if (res.destroyed) return resolve(false);
            oversizedBytesSent += data.length;
            if (res.write(data)) return resolve(true);
            const done = (ok: boolean) => {
              res.off('drain', onDrain);
              res.off('close', onClose);
              resolve(ok);
            };
            const onDrain = () => done(true);
            const onClose = () => done(false);
            res.once('drain', onDrain);
            res.once('close', onClose);
          });
        if (!(await write(header))) return;
        while (oversizedBytesSent < oversizedBytes) if (!(await write(chunk))) return;
        res.end();
        return;
      }
      case 'ok':
        break;
    }
    const pcm = speechLikePcm(request.input);
    const audio = format === 'pcm' ? Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength) : encodeWav(pcm);
    res.writeHead(200, { 'content-type': format === 'pcm' ? 'audio/pcm' : 'audio/wav', 'content-length': audio.length });
    res.end(audio);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      if (!res.headersSent) sendError(res, 500, error.message, 'server_error', null);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    get oversizedBytesSent() {
      return oversizedBytesSent;
    },
    oversizedClosed: () => oversizedClosed,
    respondWith(next) {
      mode = next;
    },
    close: () => closeLoopbackServer(server, timers),
  };
}
