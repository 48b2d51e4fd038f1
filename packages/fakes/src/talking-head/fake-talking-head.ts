import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '@reelcraft/media';

/**
 * How the fake service ends each talk:
 * - `ok`: fetches the photo and audio, renders a real MP4 (the photo looped at 512×512 with the audio), `done`;
 * - `rejected`: `rejected` with a FaceError, as D-ID does for photos without a usable face;
 * - `error`: `error` with an InternalError;
 * - `http500`: every /talks call answers 500;
 * - `never_done`: stays `started` for ever;
 * - `bad_result`: `done`, but the result_url serves an HTML page instead of a video.
 */
export type FakeTalkingHeadMode = 'ok' | 'rejected' | 'error' | 'http500' | 'never_done' | 'bad_result';

export interface FakeTalkingHeadOptions {
  mode?: FakeTalkingHeadMode;
  /** The key accepted as `Authorization: Basic <key>` (D-ID's scheme). Default 'fake-talking-head-key'. */
  apiKey?: string;
  /** Status polls before the final status: `created` on the first, `started` until then. Default 2. */
  pollsUntilDone?: number;
}

export interface FakeTalkingHeadRequest {
  method: string;
  path: string;
  authorization?: string;
  /** Parsed JSON body of POST /talks. */
  body?: unknown;
}

export interface FakeTalkingHead {
  /** Base URL (no trailing slash): what TALKING_HEAD_BASE_URL would hold. */
  url: string;
  apiKey: string;
  /** Every request, in arrival order (result downloads included). */
  requests: FakeTalkingHeadRequest[];
  close(): Promise<void>;
}

interface Talk {
  id: string;
  polls: number;
  /** Settles when the fake has fetched the inputs (and, in 'ok', rendered the video). */
  work: Promise<{ ok: true } | { ok: false; kind: string; description: string }>;
  settled?: { ok: true } | { ok: false; kind: string; description: string };
}

const MAX_INPUT_BYTES = 20 * 1024 * 1024;

/** A loopback stand-in for a D-ID-style talking-head API (`POST /talks`, `GET /talks/{id}`, result downloads). */
export async function startFakeTalkingHead(options: FakeTalkingHeadOptions = {}): Promise<FakeTalkingHead> {
  const mode = options.mode ?? 'ok';
  const apiKey = options.apiKey ?? 'fake-talking-head-key';
  const pollsUntilDone = Math.max(1, options.pollsUntilDone ?? 2);
  const dir = await mkdtemp(path.join(tmpdir(), 'fake-talking-head-'));
  const talks = new Map<string, Talk>();
  const requests: FakeTalkingHeadRequest[] = [];
  let url = '';

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { kind: 'InternalServerError', description: String(error) });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const pathname = new URL(req.url ?? '/', 'http://fake').pathname;
    const entry: FakeTalkingHeadRequest = { method: req.method ?? 'GET', path: pathname, authorization: req.headers.authorization };
    requests.push(entry);

    const result = /^\/results\/(tlk_[\w-]+)\.mp4$/.exec(pathname);
    if (req.method === 'GET' && result) {
      // Like the S3 links D-ID hands out: no Authorization needed (and none should be sent).
      const file = path.join(dir, `${result[1]}.mp4`);
      if (mode === 'bad_result') return sendBody(res, 200, 'text/html', Buffer.from('<!doctype html><title>Access denied</title>'));
      const bytes = await readFile(file).catch(() => null);
      if (!bytes) return sendJson(res, 404, { kind: 'NotFoundError', description: 'no such result' });
      return sendBody(res, 200, 'video/mp4', bytes);
    }

    if (!pathname.startsWith('/talks')) return sendJson(res, 404, { kind: 'NotFoundError', description: `no route ${pathname}` });
    if (req.headers.authorization !== `Basic ${apiKey}`) return sendJson(res, 401, { kind: 'AuthorizationError', description: 'authorization failed' });
    if (mode === 'http500') return sendJson(res, 500, { kind: 'InternalServerError', description: 'the fake is configured to fail' });

    if (req.method === 'POST' && pathname === '/talks') {
      let body: unknown;
      try {
        body = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8'));
      } catch {
        return sendJson(res, 400, { kind: 'ValidationError', description: 'body is not JSON' });
      }
      entry.body = body;
      const input = parseTalkInput(body);
      if (!input) return sendJson(res, 400, { kind: 'ValidationError', description: 'source_url and script.audio_url are required' });
      const id = `tlk_${randomUUID()}`;
      const work = process(id, input.sourceUrl, input.audioUrl).catch((error: unknown) => ({
        ok: false as const,
        kind: 'InternalError',
        description: String(error),
      }));
      const talk: Talk = { id, polls: 0, work };
      void talk.work.then((outcome) => (talk.settled = outcome));
      talks.set(id, talk);
      return sendJson(res, 201, { id, object: 'talk', created_at: new Date().toISOString(), status: 'created' });
    }

    const status = /^\/talks\/([\w-]+)$/.exec(pathname);
    if (req.method === 'GET' && status) {
      const talk = talks.get(status[1]!);
      if (!talk) return sendJson(res, 404, { kind: 'NotFoundError', description: 'talk not found' });
      talk.polls++;
      const base = { id: talk.id, object: 'talk', created_at: new Date().toISOString() };
      if (talk.polls < pollsUntilDone || mode === 'never_done' || !talk.settled) {
        return sendJson(res, 200, { ...base, status: talk.polls <= 1 ? 'created' : 'started' });
      }
      const outcome = talk.settled;
      if (!outcome.ok) return sendJson(res, 200, { ...base, status: 'error', error: { kind: outcome.kind, description: outcome.description } });
      if (mode === 'rejected') return sendJson(res, 200, { ...base, status: 'rejected', error: { kind: 'FaceError', description: 'Face not detected' } });
      if (mode === 'error') return sendJson(res, 200, { ...base, status: 'error', error: { kind: 'InternalError', description: 'rendering failed' } });
      return sendJson(res, 200, { ...base, status: 'done', result_url: `${url}/results/${talk.id}.mp4`, duration: 1 });
    }
    return sendJson(res, 405, { kind: 'MethodNotAllowed', description: `${req.method} ${pathname}` });
  }

  /** What the real service does in the background: download both inputs, then render. */
  async function process(id: string, sourceUrl: string, audioUrl: string): Promise<NonNullable<Talk['settled']>> {
    let photo: Buffer;
    let audio: Buffer;
    try {
      [photo, audio] = await Promise.all([download(sourceUrl), download(audioUrl)]);
    } catch (error) {
      return { ok: false, kind: 'FetchError', description: `cannot fetch the inputs: ${(error as Error).message}` };
    }
    if (mode !== 'ok') return { ok: true };
    const photoFile = path.join(dir, `${id}.photo`);
    const audioFile = path.join(dir, `${id}.audio`);
    await Promise.all([writeFile(photoFile, photo), writeFile(audioFile, audio)]);
    try {
      await runFfmpeg([
        '-loop',
        '1',
        '-framerate',
        '25',
        '-i',
        photoFile,
        '-i',
        audioFile,
        '-vf',
        'scale=512:512:force_original_aspect_ratio=increase,crop=512:512,setsar=1,format=yuv420p',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-tune',
        'stillimage',
        '-c:a',
        'aac',
        '-b:a',
        '96k',
        '-shortest',
        '-movflags',
        '+faststart',
        '-f',
        'mp4',
        path.join(dir, `${id}.mp4`),
      ]);
    } catch (error) {
      return { ok: false, kind: 'InternalError', description: `render failed: ${(error as Error).message.slice(0, 200)}` };
    }
    return { ok: true };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    apiKey,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Let renders in flight finish before removing their directory.
      await Promise.allSettled([...talks.values()].map((t) => t.work));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function parseTalkInput(body: unknown): { sourceUrl: string; audioUrl: string } | null {
  if (!body || typeof body !== 'object') return null;
  const { source_url: sourceUrl, script } = body as { source_url?: unknown; script?: { type?: unknown; audio_url?: unknown } };
  if (typeof sourceUrl !== 'string' || !script || script.type !== 'audio' || typeof script.audio_url !== 'string') return null;
  return { sourceUrl, audioUrl: script.audio_url };
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${new URL(url).pathname}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_INPUT_BYTES) throw new Error('input too large');
  return bytes;
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendBody(res, status, 'application/json', Buffer.from(JSON.stringify(body)));
}

function sendBody(res: ServerResponse, status: number, type: string, body: Buffer): void {
  res.writeHead(status, { 'content-type': type, 'content-length': body.length });
  res.end(body);
}
