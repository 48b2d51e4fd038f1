import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
// The fakes index does not re-export tts/ yet; switch to '@reelcraft/fakes' when it does.
import { startFakeTts, type FakeTts } from '@reelcraft/fakes';
import { createSpeechEngine, type SpeechConfig } from './speech-engine.ts';

let dir: string;
let tts: FakeTts;
const warn = vi.fn();
const logger = { warn };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'reelcraft-speech-engine-'));
  tts = await startFakeTts();
});
afterAll(async () => {
  await tts.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  warn.mockClear();
  tts.respondWith('ok');
  tts.requests.length = 0;
});

const config = (overrides: Partial<SpeechConfig> = {}): SpeechConfig => ({
  TTS_BASE_URL: tts.url,
  TTS_API_KEY: tts.apiKey,
  TTS_MODEL: 'tts-1',
  TTS_VOICE: 'alloy',
  TTS_TIMEOUT_SECONDS: 5,
  ...overrides,
});

const TEXT = 'Start small, today. Stay with it every single day! Check your progress each week.';
let n = 0;
const out = () => path.join(dir, `voice-${n++}.wav`);

describe('speech engine', () => {
  it('speaks with the built-in voice when no provider is configured', async () => {
    const engine = createSpeechEngine(config({ TTS_BASE_URL: undefined }), logger);
    const outputPath = out();
    const result = await engine.speak(TEXT, 'en', outputPath);
    expect(result.provider).toBe('builtin');
    expect(result.timeline.words.map((w) => w.text).join(' ')).toBe(TEXT);
    expect(existsSync(outputPath)).toBe(true);
    expect(tts.requests).toHaveLength(0);
  });

  it('uses the external provider when configured, sending OpenAI’s request shape, and times its audio', async () => {
    const engine = createSpeechEngine(config(), logger);
    const result = await engine.speak(TEXT, 'en', out());
    expect(result.provider).toBe('external');
    expect(tts.requests).toEqual([{ model: 'tts-1', input: TEXT, voice: 'alloy', response_format: 'wav' }]);
    expect(result.timeline.words.map((w) => w.text).join(' ')).toBe(TEXT);
    expect(result.durationSeconds).toBeGreaterThan(3);
    expect(result.timeline.words.at(-1)!.end).toBeLessThanOrEqual(result.durationSeconds + 0.01);
    // the fake's audio starts after a 0.15 s lead-in; the first word must not be timed before it
    expect(result.timeline.words[0]!.start).toBeGreaterThan(0.1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('never sends emoji to the provider; the captions keep them', async () => {
    const engine = createSpeechEngine(config(), logger);
    const result = await engine.speak('Start small 🚀 today 👩🏽‍💻.', 'en', out());
    expect(tts.requests.map((r) => r.input)).toEqual(['Start small today.']);
    expect(result.timeline.words.map((w) => w.text).join(' ')).toContain('small');
  });

  const failures: [string, () => void, Partial<SpeechConfig>, string][] = [
    ['a 500', () => tts.respondWith('error500'), {}, 'server_error'],
    ['a wrong key', () => undefined, { TTS_API_KEY: 'wrong' }, 'unauthorized'],
    ['a page instead of audio', () => tts.respondWith('not_audio'), {}, 'not_audio'],
    ['a timeout', () => tts.respondWith('slow'), { TTS_TIMEOUT_SECONDS: 1 }, 'timeout'],
  ];
  for (const [label, arrange, overrides, kind] of failures) {
    it(`falls back to the built-in voice on ${label}, and logs why`, async () => {
      arrange();
      const engine = createSpeechEngine(config(overrides), logger);
      const result = await engine.speak(TEXT, 'en', out());
      expect(result.provider).toBe('builtin');
      expect(result.timeline.words.map((w) => w.text).join(' ')).toBe(TEXT);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatchObject({ kind });
    });
  }

  it('falls back when the provider is unreachable', async () => {
    const engine = createSpeechEngine(config({ TTS_BASE_URL: 'http://127.0.0.1:9/v1' }), logger);
    const result = await engine.speak(TEXT, 'en', out());
    expect(result.provider).toBe('builtin');
    expect(warn.mock.calls[0]![0]).toMatchObject({ kind: 'network' });
  });

  it('sends a script longer than the provider’s limit in pieces and joins them', { timeout: 60_000 }, async () => {
    const long = Array.from({ length: 75 }, (_, i) => `This is sentence number ${i + 1} of a long story, told slowly.`).join(' ');
    expect(long.length).toBeGreaterThan(4096);
    const engine = createSpeechEngine(config({ TTS_TIMEOUT_SECONDS: 30 }), logger);
    const result = await engine.speak(long, 'en', out());
    expect(result.provider).toBe('external');
    expect(tts.requests).toHaveLength(2);
    expect(tts.requests.every((r) => typeof r.input === 'string' && r.input.length <= 4096)).toBe(true);
    expect(tts.requests.map((r) => r.input).join(' ')).toBe(long);
    expect(result.timeline.words).toHaveLength(long.split(' ').length);
  });

  it('aligns a recording against the script', async () => {
    const engine = createSpeechEngine(config({ TTS_BASE_URL: undefined }), logger);
    const recording = out();
    await engine.speak(TEXT, 'en', recording);
    const timeline = await engine.align(recording, TEXT, 'en');
    expect(timeline.words.map((w) => w.text).join(' ')).toBe(TEXT);
  });
});
