import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFace } from '../../face/detect-face.ts';
import { renderFaceMeme } from '../../face/render-face-meme.ts';
import { sampleFacePhoto } from '../../face/sample-faces.ts';
import { resolveFfmpeg } from '../../ffmpeg/resolve-ffmpeg.ts';
import { renderMeme } from '../../meme/render-meme.ts';
import { loadSampleFace } from '../../avatar/testing/sample-face.ts';
import { renderTalking } from '../../talking/render-talking.ts';
import { synthesizeSpeech } from '../../speech/synthesize-speech.ts';
import { makeTempDir, makeTone } from '../../testing/media-test-utils.ts';
import { mixSoundtrack } from './mix-soundtrack.ts';

const SLOW = 240_000;
let dir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir('reelcraft-soundtrack-'));
});
afterAll(() => cleanup());

/** FFmpeg's own EBU R128 meter on a file: integrated loudness (LUFS) and true peak (dBTP). */
function measureEbur128(file: string, range?: { from: number; seconds: number }): Promise<{ lufs: number; truePeak: number }> {
  const args = [
    '-hide_banner',
    '-nostats',
    ...(range ? ['-ss', String(range.from), '-t', String(range.seconds)] : []),
    '-i',
    file,
    '-map',
    '0:a:0',
    '-af',
    'ebur128=peak=true',
    '-f',
    'null',
    '-',
  ];
  return new Promise((resolve, reject) => {
    execFile(resolveFfmpeg().ffmpeg, args, { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) return reject(error);
      const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
      const lufs = Number(/I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1]);
      const truePeak = Number(/Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1]);
      resolve({ lufs, truePeak });
    });
  });
}

const durations = [8, 14];

describe('soundtracks in rendered videos (measured with FFmpeg ebur128 on the MP4)', () => {
  it.each(durations)(
    'a meme with built-in music: -14 LUFS ±1.5, true peak ≤ -1 dBTP (%s s)',
    async (seconds) => {
      const audio = path.join(dir, `music-${seconds}.wav`);
      await mixSoundtrack({
        durationSeconds: seconds,
        music: { kind: 'builtin', trackId: seconds === 8 ? 'rubber-duck' : 'storm-front' },
        outputPath: audio,
        musicCacheDir: path.join(dir, 'cache'),
      });
      const outputPath = path.join(dir, `meme-music-${seconds}.mp4`);
      await renderMeme({
        background: { kind: 'builtin', style: 'gradient', seed: 3 },
        topText: 'When the alarm rings at 6am',
        subtitleLines: ['Me: five more minutes', 'Also me: 2 hours later'],
        audioPath: audio,
        durationSeconds: seconds,
        outputPath,
        thumbnailPath: path.join(dir, `meme-music-${seconds}.jpg`),
      });
      const { lufs, truePeak } = await measureEbur128(outputPath);
      console.log(`meme + music ${seconds}s: ${lufs} LUFS, ${truePeak} dBTP`);
      expect(Math.abs(lufs + 14)).toBeLessThanOrEqual(1.5);
      expect(truePeak).toBeLessThanOrEqual(-1);
      // Sound from start to end: the first and the last-but-fade seconds are far above the old -91 dB silence.
      expect((await measureEbur128(outputPath, { from: 0.2, seconds: 2 })).lufs).toBeGreaterThan(-30);
      expect((await measureEbur128(outputPath, { from: seconds - 3.5, seconds: 2 })).lufs).toBeGreaterThan(-30);
    },
    SLOW,
  );

  it(
    'a meme with voice-over: the voice is on top, the music ducks under it, the whole at -14 LUFS',
    async () => {
      const voice = path.join(dir, 'voice.wav');
      const spoken = await synthesizeSpeech({ text: 'When the alarm rings at six. Me: five more minutes.', language: 'en', outputPath: voice });
      const seconds = Math.max(8, spoken.durationSeconds + 3);
      const audio = path.join(dir, 'voice-mix.wav');
      const mixed = await mixSoundtrack({
        durationSeconds: seconds,
        music: { kind: 'builtin', trackId: 'sunny-steps' },
        voicePath: voice,
        voiceOffsetSeconds: 0.3,
        outputPath: audio,
        musicCacheDir: path.join(dir, 'cache'),
      });
      expect(mixed.ducked).toBe(true);
      const outputPath = path.join(dir, 'meme-voice.mp4');
      await renderMeme({
        background: { kind: 'builtin', style: 'gradient', seed: 4 },
        topText: 'Alarm',
        subtitleLines: ['Me: five more minutes'],
        audioPath: audio,
        durationSeconds: seconds,
        outputPath,
        thumbnailPath: path.join(dir, 'meme-voice.jpg'),
      });
      const whole = await measureEbur128(outputPath);
      console.log(`meme + voice + music ${seconds.toFixed(1)}s: ${whole.lufs} LUFS, ${whole.truePeak} dBTP`);
      expect(Math.abs(whole.lufs + 14)).toBeLessThanOrEqual(1.5);
      expect(whole.truePeak).toBeLessThanOrEqual(-1);
      // While the voice speaks the mix is loud; after it, the music alone is well below.
      const speaking = await measureEbur128(outputPath, { from: 0.5, seconds: Math.min(2.5, spoken.durationSeconds - 0.5) });
      const after = await measureEbur128(outputPath, { from: spoken.durationSeconds + 1, seconds: 1.5 });
      console.log(`  while speaking ${speaking.lufs} LUFS, music alone after ${after.lufs} LUFS`);
      expect(speaking.lufs - after.lufs).toBeGreaterThan(4);
      expect(after.lufs).toBeGreaterThan(-32);
    },
    SLOW,
  );

  it(
    "a user's own track, shorter than the video: looped, normalised",
    async () => {
      const tone = path.join(dir, 'own.m4a');
      await makeTone(tone, 3, ['-c:a', 'aac', '-b:a', '96k']);
      const audio = path.join(dir, 'own-mix.wav');
      await mixSoundtrack({ durationSeconds: 9, music: { kind: 'file', path: tone }, outputPath: audio });
      const { lufs, truePeak } = await measureEbur128(audio);
      expect(Math.abs(lufs + 14)).toBeLessThanOrEqual(0.5);
      expect(truePeak).toBeLessThanOrEqual(-1.5);
      expect((await measureEbur128(audio, { from: 5, seconds: 2 })).lufs).toBeGreaterThan(-20);
    },
    SLOW,
  );

  it(
    'a face meme with music: -14 LUFS ±1.5, true peak ≤ -1 dBTP',
    async () => {
      const photo = await sampleFacePhoto(1, 0);
      const { face } = await detectFace(photo);
      if (!face) throw new Error('no face in the sample');
      const audio = path.join(dir, 'face-music.wav');
      await mixSoundtrack({
        durationSeconds: 8,
        music: { kind: 'builtin', trackId: 'tiptoe-caper' },
        outputPath: audio,
        musicCacheDir: path.join(dir, 'cache'),
      });
      const outputPath = path.join(dir, 'face-meme.mp4');
      await renderFaceMeme({
        photo,
        face,
        seed: 2,
        topText: 'Monday me',
        subtitleLines: ['Coffee first'],
        audioPath: audio,
        durationSeconds: 8,
        outputPath,
        thumbnailPath: path.join(dir, 'face-meme.jpg'),
      });
      const { lufs, truePeak } = await measureEbur128(outputPath);
      console.log(`face meme + music: ${lufs} LUFS, ${truePeak} dBTP`);
      expect(Math.abs(lufs + 14)).toBeLessThanOrEqual(1.5);
      expect(truePeak).toBeLessThanOrEqual(-1);
    },
    SLOW,
  );

  it(
    'a talking avatar: the voice alone, normalised to -14 LUFS, true peak ≤ -1 dBTP',
    async () => {
      const sample = await loadSampleFace();
      const voice = path.join(dir, 'avatar-voice.wav');
      const spoken = await synthesizeSpeech({ text: 'Three things I wish I knew before I started posting every day.', language: 'en', outputPath: voice });
      const outputPath = path.join(dir, 'avatar.mp4');
      await renderTalking({
        photo: sample.rgba,
        face: sample.face,
        audioPath: voice,
        timeline: spoken.timeline,
        language: 'en',
        seed: 3,
        outputPath,
        width: 360,
        height: 640,
      });
      const { lufs, truePeak } = await measureEbur128(outputPath);
      console.log(`talking avatar (voice only): ${lufs} LUFS, ${truePeak} dBTP`);
      expect(Math.abs(lufs + 14)).toBeLessThanOrEqual(1.5);
      expect(truePeak).toBeLessThanOrEqual(-1);
    },
    SLOW,
  );
});
