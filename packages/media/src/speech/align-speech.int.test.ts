import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaInputError } from '../errors.ts';
import { ffmpeg, makeTempDir } from '../testing/media-test-utils.ts';
import { alignSpeech, alignSpeechDetailed } from './align-speech.ts';
import { synthesizeSpeech } from './synthesize-speech.ts';
import type { SpeechTimeline } from './timeline.ts';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => ({ dir, cleanup } = await makeTempDir('reelcraft-align-')));
afterAll(() => cleanup());

const PAD = 0.7;

/**
 * A stand-in for the user's recording: the script spoken at another rate, with silence before and after, stored the
 * way we store recordings (mono AAC 48 kHz .m4a). Returns the true word timings in the recording.
 */
async function recording(name: string, text: string, language: 'en' | 'ru', rate: number): Promise<{ file: string; truth: SpeechTimeline }> {
  const wav = path.join(dir, `${name}.wav`);
  const { timeline } = await synthesizeSpeech({ text, language, outputPath: wav, rate });
  const file = path.join(dir, `${name}.m4a`);
  // apad with -t rather than apad=pad_dur: the npm FFmpeg build (2018) predates pad_dur.
  const total = (PAD + timeline.durationSeconds + 0.8).toFixed(3);
  await ffmpeg(['-i', wav, '-af', `adelay=${PAD * 1000},apad`, '-t', total, '-ac', '1', '-ar', '48000', '-c:a', 'aac', '-b:a', '96k', file]);
  return { file, truth: timeline };
}

describe('alignSpeech', () => {
  it('times the script against a recording (m4a) with DTW, word by word', async () => {
    const text = 'Most people think growing an audience is about luck. It is not! It is about showing up, every single day.';
    const { file, truth } = await recording('en', text, 'en', 0.85);
    const result = await alignSpeechDetailed({ audioPath: file, text, language: 'en' });
    expect(result.method).toBe('dtw');
    const { words, durationSeconds } = result.timeline;
    expect(words.map((w) => w.text).join(' ')).toBe(text);
    expect(durationSeconds).toBeGreaterThan(truth.durationSeconds + PAD);
    words.forEach((word, i) => {
      expect(Math.abs(word.start - (truth.words[i]!.start + PAD)), word.text).toBeLessThan(0.12);
      expect(word.phones.length).toBeGreaterThan(0);
    });
  });

  it('follows a recording read faster than the voice, and aligns 30 s of speech in a few seconds', async () => {
    const text = [
      'Here is the plan for the week. On Monday we film three short clips in the kitchen, with natural light from the window.',
      'On Tuesday we cut them, add captions and pick music that fits. Wednesday is for replies: answer every comment before noon.',
      'Thursday we post the best clip at seven in the evening, when most of our followers are online.',
      'Friday we look at the numbers together and decide what to keep, what to change, and what to drop next week.',
    ].join(' ');
    const { file, truth } = await recording('fast', text, 'en', 1.3);
    const started = performance.now();
    const result = await alignSpeechDetailed({ audioPath: file, text, language: 'en' });
    const seconds = (performance.now() - started) / 1000;
    expect(result.method).toBe('dtw');
    expect(truth.durationSeconds).toBeGreaterThan(20);
    result.timeline.words.forEach((word, i) => expect(Math.abs(word.start - (truth.words[i]!.start + PAD)), word.text).toBeLessThan(0.12));
    expect(seconds).toBeLessThan(10); // measured ~1 s for 25 s of audio on 2 busy cores
  }, 60_000);

  it('aligns Russian too', async () => {
    const text = 'Первое правило: выбери одну тему и стань в ней лучшим.';
    const { file, truth } = await recording('ru', text, 'ru', 1.15);
    const timeline = await alignSpeech({ audioPath: file, text, language: 'ru' });
    timeline.words.forEach((word, i) => expect(Math.abs(word.start - (truth.words[i]!.start + PAD)), word.text).toBeLessThan(0.12));
  });

  it('falls back to the heuristic when the recording is far too short for the script, still returning every word', async () => {
    const spoken = 'Hello there, my friends.';
    const { file } = await recording('short', spoken, 'en', 1);
    const text = `${spoken} ${'And this is a much longer script that was never read aloud at all. '.repeat(6)}`.trim();
    const result = await alignSpeechDetailed({ audioPath: file, text, language: 'en' });
    expect(result.method).toBe('heuristic');
    expect(result.reason).toMatch(/implausible/);
    expect(result.timeline.words.map((w) => w.text).join(' ')).toBe(text.split(/\s+/).join(' '));
    expect(result.timeline.words.at(-1)!.end).toBeLessThanOrEqual(result.timeline.durationSeconds);
  });

  it('refuses a silent recording with AUDIO_EMPTY', async () => {
    const file = path.join(dir, 'silent.m4a');
    await ffmpeg(['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=mono', '-t', '3', '-c:a', 'aac', file]);
    const error = await alignSpeech({ audioPath: file, text: 'Hello there.', language: 'en' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaInputError);
    expect((error as MediaInputError).code).toBe('AUDIO_EMPTY');
  });

  it('refuses a file that is not audio with AUDIO_UNDECODABLE', async () => {
    const file = path.join(dir, 'junk.m4a');
    await writeFile(file, 'this is not audio at all');
    const error = await alignSpeech({ audioPath: file, text: 'Hello there.', language: 'en' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaInputError);
    expect((error as MediaInputError).code).toBe('AUDIO_UNDECODABLE');
  });
});
