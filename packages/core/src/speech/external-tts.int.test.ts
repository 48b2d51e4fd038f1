import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeTts, type FakeTts } from '@reelcraft/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlesBefore } from '../testing/conditions.ts';
import { createExternalTts, MAX_TTS_RESPONSE_BYTES, TtsCallError } from './external-tts.ts';

/** How long the fake's `slow` mode takes to answer. */
const SLOW_ANSWER_MS = 30_000;
let tts: FakeTts;
let dir: string;
beforeAll(async () => {
  tts = await startFakeTts({ oversizedBytes: 64 * 1024 * 1024, delayMs: SLOW_ANSWER_MS });
  dir = await mkdtemp(path.join(tmpdir(), 'external-tts-test-'));
});
afterAll(async () => {
  await tts.close();
  await rm(dir, { recursive: true, force: true });
});

const client = (maxResponseBytes?: number) =>
  createExternalTts({
    baseUrl: tts.url,
    apiKey: tts.apiKey,
    model: 'tts-1',
    voice: 'alloy',
    timeoutMs: 30_000,
    ...(maxResponseBytes ? { maxResponseBytes } : {}),
  });

describe('external TTS', () => {
  it('has a bounded default cap on answers', () => {
    expect(MAX_TTS_RESPONSE_BYTES).toBeLessThanOrEqual(64 * 1024 * 1024);
  });

  it('stops reading an answer streamed without a length as soon as it passes the cap', async () => {
    tts.respondWith('oversized');
    const error = await client(1024 * 1024)
      .speak('Hello there.', path.join(dir, 'big.wav'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TtsCallError);
    expect((error as TtsCallError).kind).toBe('too_large');
    // We hung up early: once the fake's answer is over (it streams until the client hangs up), it had sent nowhere near
    // its 64 MB. A client that kept reading would keep this waiting (the test's time-out).
    await tts.oversizedClosed();
    expect(tts.oversizedBytesSent).toBeLessThan(16 * 1024 * 1024);
  });

  it("rejects with the caller's reason when the caller aborts", async () => {
    tts.respondWith('slow');
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('job deadline')), 200);
    const speaking = client().speak('Hello there.', path.join(dir, 'aborted.wav'), controller.signal);
    // Before the slow answer (30 s) would have come: the abort ended the wait, not the answer.
    const beforeAnswer = settlesBefore(
      speaking.catch(() => undefined),
      SLOW_ANSWER_MS,
    );
    await expect(speaking).rejects.toThrow('job deadline');
    expect(await beforeAnswer).toBe(true);
  });

  it('still speaks normal answers', async () => {
    tts.respondWith('ok');
    expect(await client(1024 * 1024).speak('Hello there, this is fine.', path.join(dir, 'ok.wav'))).toBeGreaterThan(0.3);
  });
});
