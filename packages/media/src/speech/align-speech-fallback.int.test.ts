import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTempDir } from '../testing/media-test-utils.ts';
import { alignSpeechDetailed } from './align-speech.ts';
import { burstsPcm } from './test-signals.ts';
import { writePcmWav } from './write-wav.ts';

// An aligner that always fails, to prove the fallback answers.
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
    await writePcmWav(burstsPcm(16_000, 4, [[0.3, 1.6], [2.2, 3.6]]), 16_000, file);
    const text = 'Here is the first idea. And here is the second one.';
    const result = await alignSpeechDetailed({ audioPath: file, text, language: 'en' });
    expect(result.method).toBe('heuristic');
    expect(result.reason).toMatch(/DTW exploded/);
    expect(result.timeline.words.map((w) => w.text).join(' ')).toBe(text);
    expect(result.timeline.words.find((w) => w.text === 'And')!.start).toBeCloseTo(2.2, 1);
  });
});
