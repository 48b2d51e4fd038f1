import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mixSoundtrack } from '../audio/mix/mix-soundtrack.ts';
import { MediaInputError } from '../errors.ts';
import { synthesizeSpeech } from '../speech/synthesize-speech.ts';
import { measureEventLoopStall } from '../testing/event-loop-stall.ts';
import { makeTempDir } from '../testing/media-test-utils.ts';
import { deserializeError } from './run-in-worker.ts';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => ({ dir, cleanup } = await makeTempDir('reelcraft-run-in-worker-')));
afterAll(() => cleanup());

describe('media work in worker threads', () => {
  it('mixes a soundtrack while this thread keeps running (the DSP alone stalled it for most of the run)', async () => {
    const outputPath = path.join(dir, 'mix.wav');
    let result: Awaited<ReturnType<typeof mixSoundtrack>> | undefined;
    const { maxStallMs, wallMs } = await measureEventLoopStall(async () => {
      result = await mixSoundtrack({
        durationSeconds: 20,
        music: { kind: 'builtin', trackId: 'slow-tide' },
        outputPath,
        musicCacheDir: path.join(dir, 'cache'),
      });
    });
    expect(result?.durationSeconds).toBe(20);
    expect(Math.abs(result!.lufs + 14)).toBeLessThan(0.5);
    // In this thread the longest stall was ~80 % of the run; in a worker it is a few milliseconds.
    expect(maxStallMs).toBeLessThan(wallMs / 2);
  }, 60_000);

  it('brings bad input back as our error class with its code, not as a generic failure', async () => {
    const notAudio = path.join(dir, 'not-audio.wav');
    await writeFile(notAudio, 'this is not a recording');
    const mixing = mixSoundtrack({ durationSeconds: 2, voicePath: notAudio, outputPath: path.join(dir, 'bad.wav') });
    await expect(mixing).rejects.toBeInstanceOf(MediaInputError);
    await expect(mixing).rejects.toMatchObject({ code: 'AUDIO_UNDECODABLE' });

    const speaking = synthesizeSpeech({ text: 'word '.repeat(2_000), language: 'en', outputPath: path.join(dir, 'long.wav') });
    await expect(speaking).rejects.toMatchObject({ name: 'MediaInputError', code: 'TEXT_TOO_LONG' });
    await expect(synthesizeSpeech({ text: '...', language: 'en', outputPath: path.join(dir, 'empty.wav') })).rejects.toBeInstanceOf(RangeError);
  }, 60_000);

  it('stops the thread when the caller aborts', async () => {
    const controller = new AbortController();
    const reason = new Error('the job was cancelled');
    const outputPath = path.join(dir, 'long.wav');
    const mixing = mixSoundtrack({
      durationSeconds: 300,
      music: { kind: 'builtin', trackId: 'neon-rush' },
      outputPath,
      musicCacheDir: path.join(dir, 'cache'),
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(reason), 200);
    await expect(mixing).rejects.toBe(reason);
    // Five minutes of music take many seconds to make; the abort ends it before there is any: no mix was written.
    expect(existsSync(outputPath)).toBe(false);
  }, 60_000);

  it('rebuilds errors it does not know as plain errors with their name and message', () => {
    const error = deserializeError({ name: 'WeirdError', message: 'odd', stack: 'WeirdError: odd\n    at somewhere' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('WeirdError');
    expect(error.message).toBe('odd');
    expect(deserializeError({ name: 'MediaInputError', message: 'x', code: 'NOT_A_CODE' })).not.toBeInstanceOf(MediaInputError);
    expect(deserializeError({ name: 'Error', message: "ENOENT: no such file or directory, open '/gone.wav'", code: 'ENOENT' })).toMatchObject({
      code: 'ENOENT',
    });
    expect(deserializeError({ name: 'FfmpegError', message: '', exitCode: 1, signal: null, stderrTail: ['boom'] }).message).toMatch(/code 1: boom/);
  });
});
