import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTempDir } from '../testing/media-test-utils.ts';
import { alignSpeechInThread } from './align-speech.ts';
import { burstsPcm } from './test-signals.ts';
import { writePcmWav } from './write-wav.ts';

// An aligner that always fails, to prove the fallback answers. Mocks live in this thread, so the test calls the
// aligner's in-thread entry (alignSpeechDetailed runs the same code in a worker thread, see run-in-worker.int.test.ts).
vi.mock('./dtw-align.ts', () => ({
  dtwAlign: () => Promise.reject(new Error('DTW exploded')),
}));

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => ({ dir, cleanup } = await makeTempDir('reelcraft-align-fallback-')));
afterAll(() => cleanup());

describe('alignSpeech when the aligner fails', () => {
  it('answers with the heuristic timeline instead', async () => {
    const file = path.join(dir, 'speech.wav');
    await writePcmWav(
      burstsPcm(16_000, 4, [
        [0.3, 1.6],
        [2.2, 3.6],
      ]),
      16_000,
      file,
    );
    const text = 'Here is the first idea. And here is the second one.';
    const result = await alignSpeechInThread({ audioPath: file, text, language: 'en' });
    expect(result.method).toBe('heuristic');
    expect(result.reason).toMatch(/DTW exploded/);
    expect(result.timeline.words.map((w) => w.text).join(' ')).toBe(text);
    expect(result.timeline.words.find((w) => w.text === 'And')!.start).toBeCloseTo(2.2, 1);
  });

  it('does not invent unread words: a short recording of a long script gets only as many words as fit its voiced time', async () => {
    const file = path.join(dir, 'short.wav');
    // 2.6 s of speech-like sound
    await writePcmWav(
      burstsPcm(16_000, 4, [
        [0.3, 1.5],
        [1.8, 3.2],
      ]),
      16_000,
      file,
    );
    const text = 'Here is the first idea. And here is the second one. '.repeat(12).trim();
    const result = await alignSpeechInThread({ audioPath: file, text, language: 'en' });
    expect(result.method).toBe('heuristic');
    const { words, coverage, durationSeconds } = result.timeline;
    const scriptWords = text.split(/\s+/).length;
    expect(coverage?.scriptWords).toBe(scriptWords);
    // ~2.6 s × 5 syllables/s ≈ 13 syllables ≈ 10 words, of 120
    expect(coverage?.readWords).toBeGreaterThan(5);
    expect(coverage?.readWords).toBeLessThan(16);
    expect(words.map((w) => w.text).join(' ')).toBe(text.split(/\s+/).slice(0, coverage!.readWords).join(' '));
    expect(words.at(-1)!.end).toBeLessThanOrEqual(3.25);
    expect(words.at(-1)!.end).toBeLessThanOrEqual(durationSeconds);
  });
});
