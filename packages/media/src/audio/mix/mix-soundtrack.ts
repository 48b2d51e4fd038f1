import { randomUUID } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { FfmpegError, MediaInputError } from '../../errors.ts';
import { formatSeconds } from '../../ffmpeg/filter-escape.ts';
import { runFfmpeg } from '../../ffmpeg/run-ffmpeg.ts';
import { decodePcm } from '../../speech/decode-pcm.ts';
import { musicTrackFile } from '../music/render-music.ts';
import { encodeWav } from '../music/wav.ts';
import { runInWorker } from '../../worker/run-in-worker.ts';
import { integratedLoudness, limitTruePeak, LOUDNESS_SAMPLE_RATE, truePeakDb } from './loudness.ts';

/** What social apps play at: -14 LUFS integrated. */
export const TARGET_LUFS = -14;
/** Our ceiling before AAC; the encoder may add a few tenths, and the promise is ≤ -1 dBTP in the MP4. */
export const MIX_TRUE_PEAK_DB = -1.8;
/** How far the music sits under the voice while it speaks (LU), and how much further the ducking takes it down. */
const MUSIC_UNDER_VOICE_LU = 9;
const DUCK_DB = -7;

export type SoundtrackMusic =
  | { kind: 'builtin'; trackId: string }
  /** A user's track (already checked and normalised at upload): looped when shorter, faded at the end. */
  | { kind: 'file'; path: string };

export interface MixSoundtrackOptions {
  durationSeconds: number;
  music?: SoundtrackMusic;
  /** A voice (any format FFmpeg reads), placed at `voiceOffsetSeconds`. */
  voicePath?: string;
  voiceOffsetSeconds?: number;
  /** WAV, 48 kHz stereo 16-bit. */
  outputPath: string;
  targetLufs?: number;
  /** Where built-in tracks are cached. */
  musicCacheDir?: string;
  signal?: AbortSignal;
  ffmpegPath?: string;
}

export interface MixedSoundtrack {
  durationSeconds: number;
  /** Measured on what was written (before any AAC encoding). */
  lufs: number;
  truePeakDb: number;
  /** Whether the music was ducked under a voice. */
  ducked: boolean;
}

/**
 * The sound of a video: a music bed (built-in or the user's) and/or a voice, the music sitting under the voice and
 * ducked while it speaks, the whole normalised to -14 LUFS with a true-peak ceiling. Silence in, silence out: with
 * neither music nor voice the file is digital silence of the right length.
 */
export function mixSoundtrack(options: MixSoundtrackOptions): Promise<MixedSoundtrack> {
  const { signal, ...plain } = options;
  return runInWorker('mixSoundtrack', plain, { signal });
}

/**
 * mixSoundtrack on the calling thread: seconds of DSP (synthesis, loudness passes, true-peak limiting) that would
 * stall a server's event loop, so only a worker thread calls it (worker-tasks.ts).
 */
export async function mixSoundtrackInThread(options: MixSoundtrackOptions): Promise<MixedSoundtrack> {
  const seconds = options.durationSeconds;
  if (!(seconds > 0 && seconds <= 600)) throw new RangeError(`soundtrack length out of range: ${seconds}`);
  const length = Math.round(seconds * LOUDNESS_SAMPLE_RATE);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  const signalOptions = options.signal ? { signal: options.signal } : {};

  let music: [Float32Array, Float32Array] | null = null;
  if (options.music?.kind === 'builtin') {
    const file = await musicTrackFile(options.music.trackId, seconds, options.musicCacheDir ? { cacheDir: options.musicCacheDir } : {});
    music = readWavStereo(await readFile(file), length);
  } else if (options.music?.kind === 'file') {
    music = await decodeStereo(options.music.path, seconds, options);
    fadeEnds(music, 0.05, Math.min(1.5, seconds * 0.15));
  }
  options.signal?.throwIfAborted();

  let voice: Float32Array | null = null;
  if (options.voicePath) {
    let decoded: Float32Array;
    try {
      decoded = await decodePcm(options.voicePath, LOUDNESS_SAMPLE_RATE, { ...signalOptions, maxSeconds: seconds, ...(options.ffmpegPath ? { ffmpegPath: options.ffmpegPath } : {}) });
    } catch (error) {
      if (error instanceof FfmpegError) throw new MediaInputError('AUDIO_UNDECODABLE', 'the voice cannot be read', { cause: error });
      throw error;
    }
    voice = new Float32Array(length);
    const offset = Math.round((options.voiceOffsetSeconds ?? 0) * LOUDNESS_SAMPLE_RATE);
    for (let i = 0; i < decoded.length && i + offset < length; i++) if (i + offset >= 0) voice[i + offset] = decoded[i]!;
  }

  let ducked = false;
  if (music && voice) {
    // Set the bed a fixed distance under the voice, then duck it further wherever the voice is speaking.
    const voiceLufs = integratedLoudness([voice, voice]) - 3.01;
    const musicLufs = integratedLoudness(music);
    if (Number.isFinite(voiceLufs) && Number.isFinite(musicLufs)) {
      const gain = 10 ** ((voiceLufs - MUSIC_UNDER_VOICE_LU - musicLufs) / 20);
      const duck = duckingGain(voice);
      for (let i = 0; i < length; i++) {
        const g = gain * duck[i]!;
        left[i] = music[0][i]! * g + voice[i]!;
        right[i] = music[1][i]! * g + voice[i]!;
      }
      ducked = true;
    } else {
      addInto(left, right, music, voice);
    }
  } else {
    addInto(left, right, music, voice);
  }

  const target = options.targetLufs ?? TARGET_LUFS;
  normalizeLoudness([left, right], target);
  const lufs = integratedLoudness([left, right]);
  const peak = truePeakDb([left, right]);

  const part = `${options.outputPath}.${randomUUID()}.part`;
  try {
    await writeFile(part, encodeWav({ left, right, length }, LOUDNESS_SAMPLE_RATE));
    await rename(part, options.outputPath);
  } finally {
    await rm(part, { force: true });
  }
  return { durationSeconds: length / LOUDNESS_SAMPLE_RATE, lufs, truePeakDb: peak, ducked };
}

function addInto(left: Float32Array, right: Float32Array, music: [Float32Array, Float32Array] | null, voice: Float32Array | null): void {
  for (let i = 0; i < left.length; i++) {
    const v = voice ? voice[i]! : 0;
    left[i] = (music ? music[0][i]! : 0) + v;
    right[i] = (music ? music[1][i]! : 0) + v;
  }
}

/**
 * Gain to bring the mix to `target` LUFS under the true-peak ceiling: a gain, the limiter, a measurement, and a
 * second correction for what the limiter took (it only ever lowers the level).
 */
export function normalizeLoudness(channels: [Float32Array, Float32Array], target: number, ceilingDb = MIX_TRUE_PEAK_DB): void {
  for (let pass = 0; pass < 6; pass++) {
    const measured = integratedLoudness(channels);
    if (!Number.isFinite(measured)) return;
    const offset = target - measured;
    if (pass > 0 && Math.abs(offset) < 0.2) return;
    // After the first pass the shortfall is what the limiter took; it takes part of any new gain again, so aim past it.
    const gain = 10 ** ((pass === 0 ? offset : offset * 1.5) / 20);
    for (const channel of channels) for (let i = 0; i < channel.length; i++) channel[i]! *= gain;
    limitTruePeak(channels, ceilingDb);
  }
}

/**
 * The music's gain under a voice: 1 where it is quiet, DUCK_DB where it speaks, reaching the dip 60 ms before the
 * first word (look-ahead) and recovering over 400 ms after it.
 */
export function duckingGain(voice: Float32Array): Float32Array {
  const sr = LOUDNESS_SAMPLE_RATE;
  const frame = Math.round(0.02 * sr);
  const frames = Math.ceil(voice.length / frame);
  const active = new Uint8Array(frames);
  let loudest = 0;
  const rms = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    const end = Math.min(voice.length, (f + 1) * frame);
    for (let i = f * frame; i < end; i++) sum += voice[i]! * voice[i]!;
    rms[f] = Math.sqrt(sum / Math.max(1, end - f * frame));
    loudest = Math.max(loudest, rms[f]!);
  }
  // Speaking = within 30 dB of the loudest frame; gaps under 250 ms between words count as speaking.
  const threshold = loudest * 10 ** (-30 / 20);
  for (let f = 0; f < frames; f++) active[f] = rms[f]! > threshold ? 1 : 0;
  const bridge = Math.round(0.25 / 0.02);
  let lastActive = -Infinity;
  for (let f = 0; f < frames; f++) {
    if (active[f]) {
      if (f - lastActive <= bridge) for (let g = lastActive + 1; g < f; g++) active[g] = 1;
      lastActive = f;
    }
  }
  const lookahead = Math.round(0.06 / 0.02);
  const targetFrames = new Float32Array(frames);
  const low = 10 ** (DUCK_DB / 20);
  for (let f = 0; f < frames; f++) {
    let any = 0;
    for (let g = f; g <= Math.min(frames - 1, f + lookahead); g++) any |= active[g]!;
    targetFrames[f] = any ? low : 1;
  }
  const out = new Float32Array(voice.length);
  const attack = 1 - Math.exp(-1 / (0.03 * sr));
  const release = 1 - Math.exp(-1 / (0.4 * sr));
  let g = 1;
  for (let i = 0; i < voice.length; i++) {
    const t = targetFrames[Math.floor(i / frame)]!;
    g += (t - g) * (t < g ? attack : release);
    out[i] = g;
  }
  return out;
}

function fadeEnds(channels: [Float32Array, Float32Array], inSeconds: number, outSeconds: number): void {
  const n = channels[0].length;
  const fadeIn = Math.round(inSeconds * LOUDNESS_SAMPLE_RATE);
  const fadeOut = Math.round(outSeconds * LOUDNESS_SAMPLE_RATE);
  for (let i = 0; i < n; i++) {
    let g = 1;
    if (i < fadeIn) g = i / fadeIn;
    const fromEnd = n - 1 - i;
    if (fromEnd < fadeOut) g *= 0.5 - 0.5 * Math.cos((Math.PI * fromEnd) / fadeOut);
    channels[0][i]! *= g;
    channels[1][i]! *= g;
  }
}

/** Reads our own 16-bit stereo WAV (from musicTrackFile) into exactly `length` frames. */
function readWavStereo(wav: Buffer, length: number): [Float32Array, Float32Array] {
  const dataAt = wav.indexOf('data', 12, 'ascii');
  if (dataAt < 0) throw new Error('not a WAV file');
  const start = dataAt + 8;
  const frames = Math.min(length, Math.floor((wav.length - start) / 4));
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  for (let i = 0; i < frames; i++) {
    left[i] = wav.readInt16LE(start + i * 4) / 32768;
    right[i] = wav.readInt16LE(start + i * 4 + 2) / 32768;
  }
  return [left, right];
}

/** Decodes the first audio stream to 48 kHz stereo float, looped to fill `seconds`. */
async function decodeStereo(file: string, seconds: number, options: MixSoundtrackOptions): Promise<[Float32Array, Float32Array]> {
  const raw = `${options.outputPath}.${randomUUID()}.f32`;
  try {
    try {
      await runFfmpeg(
        ['-stream_loop', '-1', '-i', file, '-map', '0:a:0', '-vn', '-t', formatSeconds(seconds), '-ac', '2', '-ar', String(LOUDNESS_SAMPLE_RATE), '-f', 'f32le', raw],
        { ...(options.signal ? { signal: options.signal } : {}), ...(options.ffmpegPath ? { ffmpegPath: options.ffmpegPath } : {}) },
      );
    } catch (error) {
      if (error instanceof FfmpegError) throw new MediaInputError('AUDIO_UNDECODABLE', 'the music cannot be read', { cause: error });
      throw error;
    }
    const data = await readFile(raw);
    const length = Math.round(seconds * LOUDNESS_SAMPLE_RATE);
    const samples = new Float32Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.length - (data.length % 4)));
    const left = new Float32Array(length);
    const right = new Float32Array(length);
    const frames = Math.min(length, Math.floor(samples.length / 2));
    for (let i = 0; i < frames; i++) {
      left[i] = samples[2 * i]!;
      right[i] = samples[2 * i + 1]!;
    }
    return [left, right];
  } finally {
    await rm(raw, { force: true });
  }
}
