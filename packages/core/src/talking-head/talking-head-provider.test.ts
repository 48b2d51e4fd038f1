import { describe, expect, it } from 'vitest';
import { videoContainer } from './download-video.ts';
import { TalkingHeadError } from './talking-head-error.ts';
import { createTalkingHeadProvider } from './talking-head-provider.ts';

const silent = { info: () => undefined, warn: () => undefined };
const config = { TALKING_HEAD_BASE_URL: 'https://talking-head.test/api', TALKING_HEAD_API_KEY: 'k', TALKING_HEAD_TIMEOUT_SECONDS: 600 };

/** A fetch that answers from a list of JSON responses, in order. */
function scripted(responses: Array<{ status: number; body: unknown }>): typeof fetch {
  let i = 0;
  return (async () => {
    const next = responses[Math.min(i++, responses.length - 1)]!;
    return new Response(typeof next.body === 'string' ? next.body : JSON.stringify(next.body), { status: next.status });
  }) as typeof fetch;
}

async function failureOf(responses: Array<{ status: number; body: unknown }>): Promise<TalkingHeadError> {
  const provider = createTalkingHeadProvider(config, silent, { fetchImpl: scripted(responses), firstPollMs: 1, maxPollMs: 2, timeoutMs: 2000 })!;
  const error = await provider
    .render({ photoUrl: 'https://x/p.jpg', audioUrl: 'https://x/a.mp3', outputPath: '/nonexistent/out.mp4' })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(TalkingHeadError);
  return error as TalkingHeadError;
}

describe('videoContainer', () => {
  it('recognises MP4 and WebM by their first bytes and nothing else', () => {
    expect(videoContainer(Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]))).toBe('mp4');
    expect(videoContainer(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('webm');
    expect(videoContainer(Buffer.from('<!doctype html>'))).toBeNull();
    expect(videoContainer(Buffer.alloc(0))).toBeNull();
  });
});

describe('response validation', () => {
  it('treats a creation answer without an id as an HTTP failure', async () => {
    expect((await failureOf([{ status: 201, body: { status: 'created' } }])).kind).toBe('http');
  });

  it('treats an unknown status value as an HTTP failure instead of polling for ever', async () => {
    const error = await failureOf([
      { status: 201, body: { id: 'tlk_1', status: 'created' } },
      { status: 200, body: { id: 'tlk_1', status: 'exploded' } },
    ]);
    expect(error.kind).toBe('http');
    expect(error.details.talkId).toBe('tlk_1');
  });

  it('reports done without a result_url as bad_result, and a non-http result_url as HTTP failure', async () => {
    expect(
      (
        await failureOf([
          { status: 201, body: { id: 't', status: 'created' } },
          { status: 200, body: { id: 't', status: 'done' } },
        ])
      ).kind,
    ).toBe('bad_result');
    const ftp = await failureOf([
      { status: 201, body: { id: 't', status: 'created' } },
      { status: 200, body: { id: 't', status: 'done', result_url: 'ftp://x/y.mp4' } },
    ]);
    expect(ftp.kind).toBe('http');
  });

  it('tolerates a few failed polls, then gives up', async () => {
    const flaky = await failureOf([
      { status: 201, body: { id: 't', status: 'created' } },
      { status: 503, body: 'busy' },
      { status: 503, body: 'busy' },
      { status: 200, body: { id: 't', status: 'rejected', error: { kind: 'FaceError', description: 'no face' } } },
    ]);
    expect(flaky.kind).toBe('rejected');
    const down = await failureOf([
      { status: 201, body: { id: 't', status: 'created' } },
      { status: 503, body: 'busy' },
    ]);
    expect(down.kind).toBe('http');
    expect(down.details.status).toBe(503);
  });

  it('reports an unreachable service as an HTTP failure', async () => {
    const provider = createTalkingHeadProvider({ ...config, TALKING_HEAD_BASE_URL: 'http://127.0.0.1:9' }, silent, { timeoutMs: 5000 })!;
    const error = await provider
      .render({ photoUrl: 'https://x/p.jpg', audioUrl: 'https://x/a.mp3', outputPath: '/nonexistent/out.mp4' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TalkingHeadError);
    expect((error as TalkingHeadError).kind).toBe('http');
  });
});
