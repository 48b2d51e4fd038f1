import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaInputError, type MediaInputErrorCode } from '../errors.ts';
import { probe } from '../ffmpeg/probe.ts';
import { describeFfmpeg } from '../ffmpeg/ffmpeg-version.ts';
import { resolveFfmpeg } from '../ffmpeg/resolve-ffmpeg.ts';
import { makeTempDir, makeTone } from '../testing/media-test-utils.ts';
import { normalizeAudio } from './normalize-audio.ts';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => ({ dir, cleanup } = await makeTempDir()));
afterAll(() => cleanup());

/** A PCM WAV header announcing `samples` mono 16-bit samples at 48 kHz (and carrying none). */
function wavHeader(samples: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(48000, 24);
  header.writeUInt32LE(96000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples * 2, 40);
  return header;
}

async function expectNormalized(input: string, seconds: number, options = {}): Promise<void> {
  const output = `${input}.m4a`;
  const result = await normalizeAudio(input, output, options);
  expect(result.durationSeconds).toBeGreaterThan(seconds - 0.15);
  expect(result.durationSeconds).toBeLessThan(seconds + 0.15);
  const info = await probe(output);
  expect(info.formatName).toMatch(/mp4/);
  expect(info.streams).toHaveLength(1);
  expect(info.streams[0]).toMatchObject({ codecType: 'audio', codecName: 'aac', sampleRate: 48000, channels: 1 });
}

async function expectRejected(input: string, code: MediaInputErrorCode, options = {}): Promise<void> {
  const output = `${input}.m4a`;
  const error = await normalizeAudio(input, output, options).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(MediaInputError);
  expect((error as MediaInputError).code).toBe(code);
  expect(existsSync(output)).toBe(false); // nothing half-written is left behind
}

describe('normalizeAudio accepts what browsers record, plus WAV and MP3', () => {
  const cases: [string, string[]][] = [
    ['webm/opus (Chrome, Firefox)', ['-c:a', 'libopus', '-f', 'webm']],
    ['ogg/opus (Firefox)', ['-c:a', 'libopus', '-f', 'ogg']],
    ['mp4/aac (Safari)', ['-c:a', 'aac', '-f', 'mp4']],
    ['wav', ['-c:a', 'pcm_s16le', '-f', 'wav']],
    ['mp3', ['-c:a', 'libmp3lame', '-f', 'mp3']],
  ];
  it.each(cases)('%s', async (name, args) => {
    // No telling extension: the type must come from the content.
    const input = path.join(dir, `${name.replace(/\W+/g, '-')}.upload`);
    await makeTone(input, 2, args);
    await expectNormalized(input, 2);
  });

  it('webm without a declared duration, like MediaRecorder writes', async () => {
    const input = path.join(dir, 'live.webm');
    await makeTone(input, 2, ['-c:a', 'libopus', '-f', 'webm', '-live', '1']);
    await expectNormalized(input, 2);
  });

  it('also works with the FFmpeg shipped in npm', async () => {
    const bundled = resolveFfmpeg({ prefer: 'bundled' });
    const input = path.join(dir, 'bundled.webm');
    await makeTone(input, 1, ['-c:a', 'libopus', '-f', 'webm']);
    await expectNormalized(input, 1, { ffmpegPath: bundled.ffmpeg, ffprobePath: bundled.ffprobe });
  });
});

describe('normalizeAudio never lets an old FFmpeg read an upload', () => {
  /** A stand-in for the binary that records every argument list it is started with, then runs the real one. */
  async function recordingWrapper(name: string, real: string): Promise<{ path: string; calls: () => Promise<string> }> {
    const log = path.join(dir, `${name}.calls`);
    const wrapper = path.join(dir, `${name}-wrapper.sh`);
    await writeFile(log, '');
    await writeFile(wrapper, `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\nexec '${real}' "$@"\n`);
    await chmod(wrapper, 0o755);
    return { path: wrapper, calls: () => readFile(log, 'utf8') };
  }

  it('with the 2018 npm build, the upload is decoded in the WASM sandbox and the binary sees only its WAV', async () => {
    const bundled = resolveFfmpeg({ prefer: 'bundled' });
    const ffmpeg = await recordingWrapper('ffmpeg', bundled.ffmpeg);
    const ffprobe = await recordingWrapper('ffprobe', bundled.ffprobe);
    const info = describeFfmpeg({ ffmpegPath: ffmpeg.path, ffprobePath: ffprobe.path });
    expect(info.ffmpeg).toMatchObject({ year: 2018, current: false });
    expect(info.uploadDecoder).toBe('sandbox');

    const input = path.join(dir, 'untrusted-upload.webm');
    await makeTone(input, 1, ['-c:a', 'libopus', '-f', 'webm']);
    await expectNormalized(input, 1, { ffmpegPath: ffmpeg.path, ffprobePath: ffprobe.path });
    const calls = `${await ffmpeg.calls()}${await ffprobe.calls()}`;
    // No argument is the upload itself (the output path only starts with it).
    expect(calls.split(/\s+/).filter((arg) => arg === input)).toEqual([]);
    expect(calls).toContain('.sandbox.wav'); // the native pass ran on the sandbox's WAV
    expect(existsSync(`${input}.m4a.sandbox.wav`)).toBe(false);
  });

  it('the native path still works when the binaries are current', async () => {
    const input = path.join(dir, 'native.webm');
    await makeTone(input, 1, ['-c:a', 'libopus', '-f', 'webm']);
    await expectNormalized(input, 1, { decoder: 'native' });
  });
});

describe('normalizeAudio rejects', () => {
  it('a truncated webm', async () => {
    const whole = path.join(dir, 'whole.webm');
    await makeTone(whole, 3, ['-c:a', 'libopus', '-f', 'webm']);
    const bytes = await readFile(whole);
    const truncated = path.join(dir, 'truncated.webm');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expectRejected(truncated, 'AUDIO_UNDECODABLE');
  });

  it('random bytes', async () => {
    const file = path.join(dir, 'random.webm');
    await writeFile(file, randomBytes(64 * 1024));
    await expectRejected(file, 'AUDIO_UNSUPPORTED_TYPE');
  });

  it('a random body behind a valid-looking header', async () => {
    const file = path.join(dir, 'fake-header.ogg');
    await writeFile(file, Buffer.concat([Buffer.from('OggS'), randomBytes(32 * 1024)]));
    await expectRejected(file, 'AUDIO_UNDECODABLE');
  });

  it('an image pretending to be audio', async () => {
    const file = path.join(dir, 'photo.mp3');
    await writeFile(file, Buffer.concat([Buffer.from('GIF89a'), randomBytes(1024)]));
    await expectRejected(file, 'AUDIO_UNSUPPORTED_TYPE');
  });

  it('an empty file and a recording without samples', async () => {
    const empty = path.join(dir, 'empty.webm');
    await writeFile(empty, Buffer.alloc(0));
    await expectRejected(empty, 'AUDIO_EMPTY');
    const silentWav = path.join(dir, 'zero.wav');
    await writeFile(silentWav, wavHeader(0));
    await expectRejected(silentWav, 'AUDIO_EMPTY');
  });

  it('a recording longer than the limit, declared or not', async () => {
    const declared = path.join(dir, 'long.mp3');
    await makeTone(declared, 3, ['-c:a', 'libmp3lame', '-f', 'mp3']);
    await expectRejected(declared, 'AUDIO_TOO_LONG', { maxSeconds: 2 });
    const undeclared = path.join(dir, 'long-live.webm');
    await makeTone(undeclared, 3, ['-c:a', 'libopus', '-f', 'webm', '-live', '1']);
    await expectRejected(undeclared, 'AUDIO_TOO_LONG', { maxSeconds: 2 });
  });

  it('a file over the byte limit', async () => {
    const file = path.join(dir, 'big.wav');
    await makeTone(file, 1, ['-c:a', 'pcm_s16le', '-f', 'wav']);
    await expectRejected(file, 'AUDIO_TOO_LARGE', { maxBytes: 1000 });
  });
});
