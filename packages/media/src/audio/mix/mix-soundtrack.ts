import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { FfmpegError, MediaInputError } from '../../errors.ts';
import { formatSeconds } from '../../ffmpeg/filter-escape.ts';
import { runFfmpeg } from '../../ffmpeg/run-ffmpeg.ts';
import { musicTrackFile } from '../music/render-music.ts';
import { runInWorker } from '../../worker/run-in-worker.ts';
import { LOUDNORM_LOG_ARGS, loudnormFilter, measureLoudness, parseLoudnormReport, type LoudnormReport } from './loudnorm.ts';

/** What social apps play at: -14 LUFS integrated. */
export const TARGET_LUFS = -14;
/** Our ceiling before AAC; the encoder may add a few tenths, and the promise is ≤ -1 dBTP in the MP4. */
export const MIX_TRUE_PEAK_DB = -1.8;
/** How far the music sits under the voice while it speaks (LU), and how much further the ducking takes it down. */
const MUSIC_UNDER_VOICE_LU = 9;
const DUCK_DB = -7;
const SAMPLE_RATE = 48_000;
/** A mix further than this from the target (LU) is mixed again, aiming past the shortfall, at most MAX_PASSES times. */
const TOLERANCE_LU = 0.5;
const MAX_PASSES = 3;

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
 * mixSoundtrack on the calling thread. FFmpeg does the mixing, ducking and loudness in its own process; the thread
 * is still a worker because a built-in track is synthesised in JS first (render-music.ts), seconds of DSP.
 */
export async function mixSoundtrackInThread(options: MixSoundtrackOptions): Promise<MixedSoundtrack> {
  const seconds = options.durationSeconds;
  if (!(seconds > 0 && seconds <= 600)) throw new RangeError(`soundtrack length out of range: ${seconds}`);
  const run = { ...(options.signal ? { signal: options.signal } : {}), ...(options.ffmpegPath ? { ffmpegPath: options.ffmpegPath } : {}) };

  let music: MusicInput | null = null;
  if (options.music?.kind === 'builtin') {
    const file = await musicTrackFile(options.music.trackId, seconds, options.musicCacheDir ? { cacheDir: options.musicCacheDir } : {});
    music = { file, loop: false };
  } else if (options.music?.kind === 'file') {
    music = { file: options.music.path, loop: true };
  }
  options.signal?.throwIfAborted();

  // The bed sits a fixed distance under the voice: measure both first (this also tells which input is unreadable).
  let bedDb: number | null = null;
  if (music && options.voicePath) {
    const [voiceLufs, musicLufs] = await Promise.all([
      measureLoudness(options.voicePath, 'the voice', seconds, run),
      measureLoudness(music.file, 'the music', seconds, run),
    ]);
    if (Number.isFinite(voiceLufs) && Number.isFinite(musicLufs)) bedDb = voiceLufs - MUSIC_UNDER_VOICE_LU - musicLufs;
  }

  const plan: SoundtrackPlan = {
    seconds,
    music,
    voice: options.voicePath ? { file: options.voicePath, offsetSeconds: options.voiceOffsetSeconds ?? 0 } : null,
    bedDb,
    targetLufs: options.targetLufs ?? TARGET_LUFS,
  };
  const part = `${options.outputPath}.${randomUUID()}.part.wav`;
  try {
    let report: LoudnormReport | null = null;
    // loudnorm's limiter takes more than asked from short, peaky sounds (a voice lands ~1-3 LU low): aim past the
    // shortfall and mix again, as the JS normaliser it replaced did (decision 0047).
    for (let aim = plan.targetLufs, pass = 0; pass < MAX_PASSES; pass++) {
      let lines: string[];
      try {
        lines = (await runFfmpeg(buildSoundtrackArgs({ ...plan, targetLufs: aim }, part), run)).stderrLines;
      } catch (error) {
        if (error instanceof FfmpegError)
          throw new MediaInputError('AUDIO_UNDECODABLE', `the ${plan.voice ? 'voice' : 'music'} cannot be read`, { cause: error });
        throw error;
      }
      if (!plan.music && !plan.voice) break;
      report = parseLoudnormReport(lines);
      const shortfall = report ? plan.targetLufs - report.outputLufs : 0;
      if (!Number.isFinite(shortfall) || Math.abs(shortfall) <= TOLERANCE_LU) break;
      aim = Math.min(-5, aim + 1.5 * shortfall);
    }
    await rename(part, options.outputPath);
    return {
      durationSeconds: Math.round(seconds * SAMPLE_RATE) / SAMPLE_RATE,
      lufs: report?.outputLufs ?? Number.NEGATIVE_INFINITY,
      truePeakDb: report?.outputTruePeakDb ?? Number.NEGATIVE_INFINITY,
      ducked: bedDb !== null,
    };
  } finally {
    await rm(part, { force: true });
  }
}

interface MusicInput {
  file: string;
  /** A user's track is looped to the length and faded at both ends; a built-in one is made to the length. */
  loop: boolean;
}

export interface SoundtrackPlan {
  seconds: number;
  music: MusicInput | null;
  voice: { file: string; offsetSeconds: number } | null;
  /** Gain of the music under a voice (dB), or null: no voice, or one of them silent (then they just add up). */
  bedDb: number | null;
  targetLufs: number;
}

/**
 * Pure: the FFmpeg arguments that mix the plan to a 48 kHz stereo 16-bit WAV at `outputPath`: the music (looped and
 * faded when it is the user's), the voice at its offset on both channels, the music ducked under it while it speaks
 * (look-ahead-free compressor keyed by the voice: 30 ms attack, 400 ms release, at most DUCK_DB), and the whole
 * through loudnorm to the target under the true-peak ceiling. Neither music nor voice: digital silence.
 */
export function buildSoundtrackArgs(plan: SoundtrackPlan, outputPath: string): string[] {
  const { seconds, music, voice } = plan;
  const length = formatSeconds(seconds);
  const output = ['-t', length, '-ac', '2', '-ar', String(SAMPLE_RATE), '-c:a', 'pcm_s16le', '-f', 'wav', outputPath];
  if (!music && !voice) return ['-f', 'lavfi', '-i', `anullsrc=r=${SAMPLE_RATE}:cl=stereo`, ...output];

  const inputs: string[] = [];
  const chains: string[] = [];
  let bed: string | null = null;
  let speech: string | null = null;
  const stereo = `aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo`;
  if (music) {
    const index = 0;
    if (music.loop) inputs.push('-stream_loop', '-1');
    inputs.push('-i', music.file);
    const fadeOut = Math.min(1.5, seconds * 0.15);
    const fades = music.loop ? `,afade=t=in:d=0.05:curve=tri,afade=t=out:st=${formatSeconds(seconds - fadeOut)}:d=${formatSeconds(fadeOut)}:curve=hsin` : '';
    chains.push(`[${index}:a:0]${stereo},apad,atrim=0:${length}${fades}[music]`);
    bed = '[music]';
  }
  if (voice) {
    // The voice is the second input when there is music.
    const index = music ? 1 : 0;
    inputs.push('-i', voice.file);
    const delayMs = Math.max(0, Math.round(voice.offsetSeconds * 1000));
    chains.push(
      `[${index}:a:0]aresample=${SAMPLE_RATE},pan=stereo|c0=c0|c1=c0,aformat=sample_fmts=fltp,adelay=${delayMs}|${delayMs},apad,atrim=0:${length}[voice]`,
    );
    speech = '[voice]';
  }
  let mixed: string;
  if (bed && speech && plan.bedDb !== null) {
    // mix = 1 - 10^(DUCK_DB/20): a fully squeezed bed keeps exactly DUCK_DB of itself.
    const mix = (1 - 10 ** (DUCK_DB / 20)).toFixed(3);
    chains.push(
      `${bed}volume=${plan.bedDb.toFixed(2)}dB[bed]`,
      `${speech}asplit[key][spoken]`,
      `[bed][key]sidechaincompress=threshold=0.003:ratio=20:attack=30:release=400:mix=${mix}[ducked]`,
      // amix divides by its input count (FFmpeg 4 has no normalize=0): volume=2 restores the plain sum.
      '[ducked][spoken]amix=inputs=2:duration=first:dropout_transition=0,volume=2[mixed]',
    );
    mixed = '[mixed]';
  } else if (bed && speech) {
    chains.push(`${bed}${speech}amix=inputs=2:duration=first:dropout_transition=0,volume=2[mixed]`);
    mixed = '[mixed]';
  } else {
    mixed = (bed ?? speech)!;
  }
  chains.push(`${mixed}${loudnormFilter(plan.targetLufs, MIX_TRUE_PEAK_DB)},aresample=${SAMPLE_RATE}[out]`);
  return [...LOUDNORM_LOG_ARGS, ...inputs, '-filter_complex', chains.join(';'), '-map', '[out]', ...output];
}
