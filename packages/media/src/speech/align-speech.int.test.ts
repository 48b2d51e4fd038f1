import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaInputError } from '../errors.ts';
import { ffmpeg, makeTempDir } from '../testing/media-test-utils.ts';
import { alignSpeech, alignSpeechDetailed } from './align-speech.ts';
import { synthesizeSpeech } from './synthesize-speech.ts';
import type { SpeechLanguage } from './languages.ts';
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
async function recording(name: string, text: string, language: SpeechLanguage, rate: number): Promise<{ file: string; truth: SpeechTimeline }> {
  const wav = path.join(dir, `${name}.wav`);
  const { timeline } = await synthesizeSpeech({ text, language, outputPath: wav, rate });
  const file = path.join(dir, `${name}.m4a`);
  // apad with -t rather than apad=pad_dur: the npm FFmpeg build (2018) predates pad_dur.
  const total = (PAD + timeline.durationSeconds + 0.8).toFixed(3);
  await ffmpeg(['-i', wav, '-af', `adelay=${PAD * 1000},apad`, '-t', total, '-ac', '1', '-ar', '48000', '-c:a', 'aac', '-b:a', '96k', file]);
  return { file, truth: timeline };
}

/** A hang guard, not a speed check: on a loaded 2-core machine a second of alignment can take half a minute. */
const HANG_GUARD_MS = 10 * 60_000;

describe('alignSpeech', { timeout: HANG_GUARD_MS }, () => {
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

  // How fast 30 s of speech aligns (≤ 10 s on 2 cores) is measured by `npm run bench:speech`, not asserted here.
  it('follows a recording read faster than the voice, over 30 s of speech', async () => {
    const text = [
      'Here is the plan for the week. On Monday we film three short clips in the kitchen, with natural light from the window.',
      'On Tuesday we cut them, add captions and pick music that fits. Wednesday is for replies: answer every comment before noon.',
      'Thursday we post the best clip at seven in the evening, when most of our followers are online.',
      'Friday we look at the numbers together and decide what to keep, what to change, and what to drop next week.',
    ].join(' ');
    const { file, truth } = await recording('fast', text, 'en', 1.3);
    const result = await alignSpeechDetailed({ audioPath: file, text, language: 'en' });
    expect(result.method).toBe('dtw');
    expect(truth.durationSeconds).toBeGreaterThan(20);
    result.timeline.words.forEach((word, i) => expect(Math.abs(word.start - (truth.words[i]!.start + PAD)), word.text).toBeLessThan(0.12));
  });

  it('aligns Russian too', async () => {
    const text = 'Первое правило: выбери одну тему и стань в ней лучшим.';
    const { file, truth } = await recording('ru', text, 'ru', 1.15);
    const timeline = await alignSpeech({ audioPath: file, text, language: 'ru' });
    timeline.words.forEach((word, i) => expect(Math.abs(word.start - (truth.words[i]!.start + PAD)), word.text).toBeLessThan(0.12));
  });

  it('times only what was read when the recording covers the start of a long script, and drops the rest', async () => {
    const read = 'Most people think growing an audience is about luck. It is not! It is about showing up, every single day.';
    const rest = [
      'Here is the plan for the week. On Monday we film three short clips in the kitchen, with natural light from the window.',
      'On Tuesday we cut them, add captions and pick music that fits. Wednesday is for replies: answer every comment before noon.',
      'Thursday we post the best clip at seven in the evening, when most of our followers are online.',
      'Friday we look at the numbers together and decide what to keep, what to change, and what to drop next week.',
    ].join(' ');
    const text = `${read}\n\n${rest}`;
    const { file, truth } = await recording('prefix-en', read, 'en', 0.9);
    const result = await alignSpeechDetailed({ audioPath: file, text, language: 'en' });
    expect(result.method).toBe('dtw');
    const { words, durationSeconds, coverage } = result.timeline;
    const readWords = read.split(/\s+/);
    // Every read word, and nothing of the part never said (at most one word of slack at the seam).
    expect(words.length).toBeGreaterThanOrEqual(readWords.length - 1);
    expect(words.length).toBeLessThanOrEqual(readWords.length + 1);
    expect(words.slice(0, readWords.length - 1).map((w) => w.text)).toEqual(readWords.slice(0, -1));
    expect(coverage).toEqual({ readWords: words.length, scriptWords: text.split(/\s+/).length });
    // Timed as said: the captions end with the recording's speech, not 30 s later.
    expect(words.at(-1)!.end).toBeLessThanOrEqual(PAD + truth.durationSeconds + 0.25);
    expect(words.at(-1)!.end).toBeLessThanOrEqual(durationSeconds);
    words.slice(0, readWords.length - 1).forEach((word, i) => expect(Math.abs(word.start - (truth.words[i]!.start + PAD)), word.text).toBeLessThan(0.12));
  });

  it('stops in mid-sentence too, in Russian and Spanish', async () => {
    const cases = [
      {
        language: 'ru' as const,
        text: 'Первое правило: выбери одну тему и стань в ней лучшим. Второе правило: снимай каждый день, даже когда не хочется. Третье правило: отвечай на каждый комментарий в первый час после публикации.',
        readCount: 12,
      },
      {
        language: 'es' as const,
        text: 'La primera regla es sencilla: elige un solo tema y conviértete en la mejor voz sobre él. La segunda regla: publica todos los días, aunque no tengas ganas. La tercera: responde cada comentario durante la primera hora.',
        readCount: 14,
      },
    ];
    for (const { language, text, readCount } of cases) {
      const tokens = text.split(/\s+/);
      const spoken = tokens.slice(0, readCount).join(' ');
      const { file, truth } = await recording(`prefix-${language}`, spoken, language, 1.1);
      const result = await alignSpeechDetailed({ audioPath: file, text, language });
      expect(result.method, language).toBe('dtw');
      const { words, coverage } = result.timeline;
      expect(Math.abs(words.length - readCount), `${language}: ${words.map((w) => w.text).join(' ')}`).toBeLessThanOrEqual(1);
      expect(coverage?.scriptWords).toBe(tokens.length);
      expect(words.at(-1)!.end).toBeLessThanOrEqual(PAD + truth.durationSeconds + 0.25);
      words.slice(0, readCount - 1).forEach((word, i) => {
        expect(word.text).toBe(tokens[i]);
        expect(Math.abs(word.start - (truth.words[i]!.start + PAD)), `${language} ${word.text}`).toBeLessThan(0.15);
      });
    }
  });

  it('reports full coverage for a full reading', async () => {
    const text = 'Post less, but post better. Your audience will notice.';
    const { file } = await recording('full-coverage', text, 'en', 1);
    const { coverage, words } = await alignSpeech({ audioPath: file, text, language: 'en' });
    expect(words.map((w) => w.text).join(' ')).toBe(text);
    expect(coverage).toEqual({ readWords: 9, scriptWords: 9 });
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
