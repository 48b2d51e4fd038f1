import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaInputError } from '../errors.ts';
import { probe } from '../ffmpeg/probe.ts';
import { makeTempDir } from '../testing/media-test-utils.ts';
import type { SpeechLanguage } from './languages.ts';
import { decodePcm } from './decode-pcm.ts';
import { scriptTokens } from './script-text.ts';
import { synthesizeSpeech } from './synthesize-speech.ts';
import type { SpeechTimeline } from './timeline.ts';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => ({ dir, cleanup } = await makeTempDir('reelcraft-speech-')));
afterAll(() => cleanup());

function expectSaneTimeline(timeline: SpeechTimeline, text: string): void {
  // the script exactly (a lone dash rides with the word before it)
  expect(timeline.words.map((w) => w.text).join(' ')).toBe(
    scriptTokens(text)
      .map((t) => t.text)
      .join(' '),
  );
  let previousEnd = 0;
  for (const word of timeline.words) {
    expect(word.start).toBeGreaterThanOrEqual(previousEnd);
    expect(word.end).toBeGreaterThan(word.start);
    expect(word.end).toBeLessThanOrEqual(timeline.durationSeconds);
    expect(word.phones.length).toBeGreaterThan(0);
    for (const phone of word.phones) {
      expect(phone.start).toBeGreaterThanOrEqual(word.start);
      expect(phone.end).toBeLessThanOrEqual(word.end);
      expect(phone.ipa).toMatch(/\S/);
    }
    previousEnd = word.end;
  }
}

/** A hang guard, not a speed check: on a loaded 2-core machine a second of synthesis can take half a minute. */
const HANG_GUARD_MS = 10 * 60_000;

describe('synthesizeSpeech', { timeout: HANG_GUARD_MS }, () => {
  it('speaks English into a mono 16-bit 24 kHz WAV with the script words, punctuation and all', async () => {
    const text = 'Stop scrolling — this is for you! Three things, “well-known” ones, that I wish I’d known at 25.';
    const outputPath = path.join(dir, 'en.wav');
    const { timeline, durationSeconds } = await synthesizeSpeech({ text, language: 'en', outputPath });
    expectSaneTimeline(timeline, text);
    expect(timeline.words.map((w) => w.text)).toContain('scrolling —');
    expect(timeline.words.map((w) => w.text)).toContain('“well-known”');
    expect(timeline.durationSeconds).toBe(durationSeconds);
    const info = await probe(outputPath);
    expect(info.streams[0]).toMatchObject({ codecType: 'audio', codecName: 'pcm_s16le', sampleRate: 24000, channels: 1 });
    expect(info.durationSeconds!).toBeCloseTo(durationSeconds, 1);
    // ~18 words at a natural pace: 4–9 s
    expect(durationSeconds).toBeGreaterThan(4);
    expect(durationSeconds).toBeLessThan(9);
    const wav = await readFile(outputPath);
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
  });

  const samples: [SpeechLanguage, string, RegExp][] = [
    ['ru', 'Привет! Это мой первый ролик, и я очень волнуюсь.', /[ʲɐɨ]|^[ао]$/],
    ['pt', 'Olá! Você já sabe por que ninguém vê os seus vídeos? São três razões.', /̃/],
    ['es', '¿Sabes por qué nadie ve tus vídeos? ¡Son tres razones!', /[ɾβðɣ]|^r$/],
  ];
  for (const [language, text, expectedPhone] of samples) {
    it(`speaks ${language} with its own phones`, async () => {
      const { timeline } = await synthesizeSpeech({ text, language, outputPath: path.join(dir, `${language}.wav`) });
      expectSaneTimeline(timeline, text);
      const phones = timeline.words.flatMap((w) => w.phones.map((p) => p.ipa));
      expect(phones.some((p) => expectedPhone.test(p))).toBe(true);
    });
  }

  const fourLanguages: [SpeechLanguage, string][] = [
    ['en', 'Post one useful idea every day and people will come back.'],
    ['ru', 'Публикуй одну полезную идею каждый день, и люди вернутся.'],
    ['pt', 'Publique uma ideia útil todos os dias e as pessoas vão voltar.'],
    ['es', 'Publica una idea útil cada día y la gente volverá.'],
  ];
  for (const [language, text] of fourLanguages) {
    it(`speaks ${language} aloud: audible samples, a natural length, one timed entry per written word`, async () => {
      const outputPath = path.join(dir, `four-${language}.wav`);
      const { timeline, durationSeconds } = await synthesizeSpeech({ text, language, outputPath });
      expect(timeline.words).toHaveLength(scriptTokens(text).length);
      // 10–11 words: 2–6 s at a natural pace
      expect(durationSeconds).toBeGreaterThan(2);
      expect(durationSeconds).toBeLessThan(6);
      const pcm = await decodePcm(outputPath, 16_000);
      const rms = Math.sqrt(pcm.reduce((sum, v) => sum + v * v, 0) / pcm.length);
      expect(rms).toBeGreaterThan(0.02); // speech, not silence
      expect(Math.max(...pcm.map(Math.abs))).toBeLessThan(0.75); // normalised to -3 dBFS, not clipped
    });
  }

  // How fast (≤ 60 s on 2 cores, measured ~1.5–3 s) is measured by `npm run bench:speech`, not asserted here.
  it('handles several paragraphs of a long script (~3 minutes) and pauses between them', async () => {
    const paragraph =
      'Most people think growing an audience is about luck. It is not. It is about showing up every single day with something useful, even when nobody is watching yet. Pick one topic, post at the same time every day, and talk to one person, not to a crowd.';
    const text = Array.from({ length: 10 }, () => paragraph).join('\n\n');
    const { timeline, durationSeconds } = await synthesizeSpeech({ text, language: 'en', outputPath: path.join(dir, 'long.wav') });
    expectSaneTimeline(timeline, text);
    expect(durationSeconds).toBeGreaterThan(120);
    expect(durationSeconds).toBeLessThan(240);
    // the last word ends close to the end of the audio (only the final pause after it)
    expect(durationSeconds - timeline.words.at(-1)!.end).toBeLessThan(1);
    // paragraph breaks are audible: the gap after "crowd." is longer than between ordinary words
    const crowd = timeline.words.findIndex((w) => w.text === 'crowd.');
    expect(timeline.words[crowd + 1]!.start - timeline.words[crowd]!.end).toBeGreaterThan(0.25);
  });

  it('is safe to call concurrently: each call keeps its own language and gets the same result as alone', async () => {
    const en = 'The quick brown fox jumps over the lazy dog.';
    const ru = 'Съешь же ещё этих мягких французских булок.';
    const alone = await synthesizeSpeech({ text: en, language: 'en', outputPath: path.join(dir, 'alone.wav') });
    const [a, b, c] = await Promise.all([
      synthesizeSpeech({ text: en, language: 'en', outputPath: path.join(dir, 'c1.wav') }),
      synthesizeSpeech({ text: ru, language: 'ru', outputPath: path.join(dir, 'c2.wav') }),
      synthesizeSpeech({ text: en, language: 'en', outputPath: path.join(dir, 'c3.wav'), rate: 1.3 }),
    ]);
    expect(a.timeline).toEqual(alone.timeline);
    expectSaneTimeline(b.timeline, ru);
    expect(b.timeline.words.flatMap((w) => w.phones).some((p) => p.ipa.includes('ʲ'))).toBe(true);
    expect(c.durationSeconds).toBeLessThan(alone.durationSeconds * 0.9); // the faster rate did not leak into a or b
  });

  it('stops when aborted and leaves no file behind', async () => {
    const controller = new AbortController();
    controller.abort(new Error('user cancelled'));
    const outputPath = path.join(dir, 'aborted.wav');
    await expect(synthesizeSpeech({ text: 'Never spoken.', language: 'en', outputPath, signal: controller.signal })).rejects.toThrow('user cancelled');

    const late = new AbortController();
    const text = Array.from({ length: 40 }, (_, i) => `This is sentence number ${i + 1}.`).join(' ');
    const running = synthesizeSpeech({ text, language: 'en', outputPath, signal: late.signal });
    setTimeout(() => late.abort(new Error('too late')), 50);
    await expect(running).rejects.toThrow('too late');
    expect(existsSync(outputPath)).toBe(false);
  });

  it('refuses texts it cannot or should not speak', async () => {
    const outputPath = path.join(dir, 'refused.wav');
    await expect(synthesizeSpeech({ text: ' 🚀 — ', language: 'en', outputPath })).rejects.toThrow(RangeError);
    const error = await synthesizeSpeech({ text: 'word '.repeat(5000), language: 'en', outputPath }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaInputError);
    expect((error as MediaInputError).code).toBe('TEXT_TOO_LONG');
  });
});
