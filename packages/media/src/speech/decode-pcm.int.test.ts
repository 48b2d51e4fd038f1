import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegError } from '../errors.ts';
import { makeTempDir, makeTone } from '../testing/media-test-utils.ts';
import { decodePcm } from './decode-pcm.ts';
import { writePcmWav } from './write-wav.ts';
import { probe } from '../ffmpeg/probe.ts';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => ({ dir, cleanup } = await makeTempDir('reelcraft-pcm-')));
afterAll(() => cleanup());

describe('decodePcm', () => {
  it('decodes AAC (.m4a) to mono float samples at the asked rate', async () => {
    const file = path.join(dir, 'tone.m4a');
    await makeTone(file, 1, ['-ac', '2', '-c:a', 'aac']);
    const at16k = await decodePcm(file);
    expect(at16k.length).toBeGreaterThan(15_500);
    expect(at16k.length).toBeLessThan(16_800);
    const peak = at16k.reduce((max, x) => Math.max(max, Math.abs(x)), 0);
    expect(peak).toBeGreaterThan(0.05);
    expect(peak).toBeLessThanOrEqual(1.01);
    const at48k = await decodePcm(file, 48_000);
    expect(at48k.length / at16k.length).toBeCloseTo(3, 1);
  });

  it('stops after maxSeconds and rejects with FfmpegError for a non-audio file', async () => {
    const file = path.join(dir, 'long.wav');
    await makeTone(file, 3, ['-c:a', 'pcm_s16le']);
    expect((await decodePcm(file, 8000, { maxSeconds: 1 })).length).toBe(8000);
    const junk = path.join(dir, 'junk.bin');
    await writeFile(junk, 'nope');
    await expect(decodePcm(junk)).rejects.toBeInstanceOf(FfmpegError);
  });
});

describe('writePcmWav', () => {
  it('round-trips samples through a 16-bit 24 kHz WAV', async () => {
    const samples = new Float32Array(22_050).map((_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / 22_050));
    const file = path.join(dir, 'out.wav');
    await writePcmWav(samples, 22_050, file);
    expect((await probe(file)).streams[0]).toMatchObject({ codecName: 'pcm_s16le', sampleRate: 24_000, channels: 1 });
    const back = await decodePcm(file, 22_050);
    expect(back.length).toBeCloseTo(22_050, -2);
    const peak = back.reduce((max, x) => Math.max(max, Math.abs(x)), 0);
    expect(peak).toBeCloseTo(0.5, 1);
  });
});
