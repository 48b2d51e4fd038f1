import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alignSpeechDetailed } from '../speech/align-speech.ts';
import { synthesizeSpeech } from '../speech/synthesize-speech.ts';
import { ffmpeg, makeTempDir } from '../testing/media-test-utils.ts';
import { buildTalkingCaptionsDocument, captionWordsFromTimeline } from './talking-captions.ts';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => ({ dir, cleanup } = await makeTempDir('reelcraft-caption-coverage-')));
afterAll(() => cleanup());

const SCRIPT = [
  'Most people think growing an audience is about luck. It is not! It is about showing up, every single day.',
  'Here is the plan for the week. On Monday we film three short clips in the kitchen, with natural light from the window.',
  'On Tuesday we cut them, add captions and pick music that fits. Wednesday is for replies: answer every comment before noon.',
  'Thursday we post the best clip at seven in the evening, when most of our followers are online.',
].join('\n\n');

const assSeconds = (t: string): number => {
  const [h, m, s] = t.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

describe('captions of a recording that covers the start of the script', () => {
  it('show only what was said, and end with the recording', async () => {
    // An 8 s take of a ~35 s script: the first 20 words, with 0.5 s of silence before and after.
    const spoken = SCRIPT.split(/\s+/).slice(0, 20).join(' ');
    const wav = path.join(dir, 'take.wav');
    const take = await synthesizeSpeech({ text: spoken, language: 'en', outputPath: wav, rate: 0.95 });
    const file = path.join(dir, 'take.m4a');
    const total = 0.5 + take.durationSeconds + 0.5;
    await ffmpeg(['-i', wav, '-af', 'adelay=500,apad', '-t', total.toFixed(3), '-ac', '1', '-ar', '48000', '-c:a', 'aac', file]);

    const { timeline, method } = await alignSpeechDetailed({ audioPath: file, text: SCRIPT, language: 'en' });
    expect(method).toBe('dtw');
    const document = buildTalkingCaptionsDocument({ width: 720, height: 1280, words: captionWordsFromTimeline(timeline), language: 'en' });
    const captions = document.text.split('\n').filter((line) => line.startsWith('Dialogue:') && line.includes(',Caption,'));
    expect(captions.length).toBeGreaterThan(5);
    const lastEnd = Math.max(...captions.map((line) => assSeconds(line.split(',')[2]!)));
    // The last caption goes with the last spoken word: not later than the speech (plus a frame or two) …
    expect(lastEnd).toBeLessThanOrEqual(0.5 + take.durationSeconds + 0.1);
    // … and not long before it either.
    expect(lastEnd).toBeGreaterThan(0.5 + take.durationSeconds - 0.6);
    // The unread part of the script is nowhere in the captions.
    for (const unread of ['Monday', 'kitchen', 'Tuesday', 'Wednesday', 'Thursday', 'followers']) expect(document.text).not.toContain(unread);
    // Word error on the read part: the captions hold the spoken words in order, at most the last one missing.
    const shown = document.pages.flat().map((w) => w.text);
    const said = spoken.split(/\s+/);
    expect(shown.length).toBeGreaterThanOrEqual(said.length - 1);
    expect(shown.length).toBeLessThanOrEqual(said.length);
    expect(shown).toEqual(said.slice(0, shown.length));
  }, 60_000);
});
