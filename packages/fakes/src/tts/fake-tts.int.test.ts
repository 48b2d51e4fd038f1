import { afterEach, describe, expect, it } from 'vitest';
import { startFakeTts, type FakeTts } from './fake-tts.ts';
import { FAKE_TTS_SAMPLE_RATE, speechLikePcm } from './speech-like-wav.ts';

let fake: FakeTts | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function speak(tts: FakeTts, body: Record<string, unknown>, key = tts.apiKey): Promise<Response> {
  return fetch(`${tts.url}/audio/speech`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
}

const body = { model: 'tts-1', input: 'Hello there, my friend. How are you?', voice: 'alloy', response_format: 'wav' };

describe('fake TTS', () => {
  it('answers ok with a WAV of speech-like audio and records the request', async () => {
    fake = await startFakeTts();
    const response = await speak(fake, body);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    const wav = Buffer.from(await response.arrayBuffer());
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(wav.toString('latin1', 8, 12)).toBe('WAVE');
    expect(wav.readUInt32LE(24)).toBe(FAKE_TTS_SAMPLE_RATE);
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    expect(fake.requests).toEqual([body]);
  });

  it('makes words loud and gaps silent, longer words longer, longer gaps at punctuation', () => {
    const rate = FAKE_TTS_SAMPLE_RATE;
    const pcm = speechLikePcm('a extraordinarily. b', rate);
    const loud = (from: number, to: number) => {
      let max = 0;
      for (let i = Math.round(from * rate); i < Math.round(to * rate); i++) max = Math.max(max, Math.abs(pcm[i]!));
      return max;
    };
    expect(loud(0, 0.14)).toBe(0); // lead-in silence
    expect(loud(0.16, 0.25)).toBeGreaterThan(2000); // "a"
    // the sentence gap after "extraordinarily." (15 letters ≈ 0.98 s) is silent for ~0.45 s
    const wordEnd = 0.15 + 0.12 + 0.06 + 15 * 0.065;
    expect(loud(wordEnd + 0.01, wordEnd + 0.44)).toBe(0);
    expect(loud(wordEnd - 0.5, wordEnd - 0.1)).toBeGreaterThan(2000);
  });

  it('answers a wrong key with 401 invalid_api_key in OpenAI shape', async () => {
    fake = await startFakeTts();
    const response = await speak(fake, body, 'wrong');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error', code: 'invalid_api_key' } });
    expect(fake.requests).toHaveLength(0);
  });

  it('plays the failure modes', async () => {
    fake = await startFakeTts({ mode: 'error500' });
    const failed = await speak(fake, body);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ error: { type: 'server_error' } });

    fake.respondWith('unauthorized');
    expect((await speak(fake, body)).status).toBe(401);

    fake.respondWith('not_audio');
    const html = await speak(fake, body);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    expect(await html.text()).toMatch(/<html>/);
  });

  it('is slow in slow mode', async () => {
    fake = await startFakeTts({ mode: 'slow', delayMs: 400 });
    const started = Date.now();
    const response = await speak(fake, body);
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
  });

  it('validates like OpenAI: missing input, too long input, unsupported format', async () => {
    fake = await startFakeTts();
    expect(await (await speak(fake, { ...body, input: '' })).json()).toMatchObject({ error: { param: 'input' } });
    expect((await speak(fake, { ...body, input: 'x'.repeat(4097) })).status).toBe(400);
    expect((await speak(fake, { ...body, response_format: 'mp3' })).status).toBe(400);
  });
});
