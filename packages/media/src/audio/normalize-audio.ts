import { open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { FfmpegError, MediaInputError } from '../errors.ts';
import { formatSeconds } from '../ffmpeg/filter-escape.ts';
import { describeFfmpeg } from '../ffmpeg/ffmpeg-version.ts';
import { parseProbeJson, probe, type ProbeResult } from '../ffmpeg/probe.ts';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg.ts';
import { sniffType, type SniffedType } from '../sniff.ts';
import { sandboxDecode } from './sandbox-decode.ts';

/**
 * The one format every stored recording is converted to: mono AAC-LC, 48 kHz, 96 kbit/s in an MP4 (.m4a) container.
 * Why AAC rather than Opus: it plays natively in every browser including older Safari/iOS (Opus in WebM/Ogg does
 * not), it drops straight into our H.264 MP4s without re-encoding, and both FFmpeg builds we may run (Debian's and
 * the static npm one) ship the native AAC encoder. Mono because recordings are one voice; 48 kHz matches video.
 */
export const NORMALIZED_AUDIO = { container: 'm4a', mime: 'audio/mp4', codec: 'aac', sampleRate: 48_000, channels: 1, bitrate: '96k' } as const;

export const MAX_AUDIO_SECONDS = 600;

const ACCEPTED_CONTAINERS: ReadonlySet<SniffedType> = new Set(['webm', 'ogg', 'mp4', 'wav', 'mp3']);
/** What browsers record (Opus, Vorbis, AAC) plus plain WAV PCM and MP3. */
const ACCEPTED_CODECS = /^(opus|vorbis|aac|mp3|pcm_(s16le|s16be|s24le|s32le|f32le|f64le|u8|mulaw|alaw))$/;
/** ffprobe's format_name must agree with the magic bytes, so a crafted header cannot smuggle in another demuxer. */
const FORMAT_FOR: Record<string, RegExp> = {
  webm: /matroska|webm/,
  ogg: /^ogg$/,
  mp4: /mp4|m4a|mov/,
  wav: /^wav$/,
  mp3: /^mp3$/,
};

export interface NormalizeAudioOptions {
  maxSeconds?: number;
  maxBytes?: number;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  /** Explicit binaries (e.g. from configuration); default resolveFfmpeg(). */
  ffmpegPath?: string;
  ffprobePath?: string;
  /**
   * Who reads the untrusted file: 'native' (the FFmpeg binaries) or 'sandbox' (FFmpeg in WASM, which hands the
   * native binary a plain WAV). Default: 'native' only when describeFfmpeg() finds both binaries current.
   */
  decoder?: 'native' | 'sandbox';
  /** 1 (default: a voice) or 2 (music keeps its stereo, at 160 kbit/s). */
  channels?: 1 | 2;
}

export interface NormalizedAudio {
  durationSeconds: number;
  mime: typeof NORMALIZED_AUDIO.mime;
  bytes: number;
}

/** Pure: the FFmpeg arguments that transcode any accepted recording to the normalised format. */
export function buildNormalizeAudioArgs(
  inputPath: string,
  outputPath: string,
  maxSeconds = MAX_AUDIO_SECONDS,
  channels: 1 | 2 = NORMALIZED_AUDIO.channels,
): string[] {
  return [
    '-i',
    inputPath,
    // The first audio stream only: no video, subtitles, data or metadata.
    ...['-map', '0:a:0', '-vn', '-sn', '-dn', '-map_metadata', '-1'],
    // Stop just past the limit: enough to know the recording is too long without transcoding an hour of it.
    '-t',
    formatSeconds(maxSeconds + 0.5),
    // Single-pass loudnorm evens out quiet and loud recordings; it works at 192 kHz internally, hence the resample.
    '-af',
    'loudnorm=I=-16:TP=-1.5:LRA=11,aresample=48000',
    '-ac',
    String(channels),
    '-ar',
    String(NORMALIZED_AUDIO.sampleRate),
    '-c:a',
    'aac',
    '-b:a',
    channels === 2 ? '160k' : NORMALIZED_AUDIO.bitrate,
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    outputPath,
  ];
}

/** Checks a recording by content and transcodes it to mono 48 kHz AAC (.m4a), lightly loudness-normalised. */
export async function normalizeAudio(inputPath: string, outputPath: string, options: NormalizeAudioOptions = {}): Promise<NormalizedAudio> {
  const maxSeconds = options.maxSeconds ?? MAX_AUDIO_SECONDS;
  const { size } = await stat(inputPath);
  if (size === 0) throw new MediaInputError('AUDIO_EMPTY', 'the recording is empty');
  if (options.maxBytes !== undefined && size > options.maxBytes) throw new MediaInputError('AUDIO_TOO_LARGE', `recording is ${size} bytes`);

  const type = sniffType(await readHead(inputPath, 64));
  if (!type || !ACCEPTED_CONTAINERS.has(type))
    throw new MediaInputError('AUDIO_UNSUPPORTED_TYPE', `not WebM, Ogg, MP4, WAV or MP3 audio (${type ?? 'unknown'})`);

  const decoder = options.decoder ?? describeFfmpeg({ ffmpegPath: options.ffmpegPath, ffprobePath: options.ffprobePath }).uploadDecoder;
  // In the sandbox, the WASM FFmpeg probes the upload and decodes it to WAV; the native binary then only reads that.
  const sandboxed = decoder === 'sandbox' ? await decodeInSandbox(inputPath, maxSeconds, options.signal, options.channels ?? 1) : null;

  let info: ProbeResult;
  try {
    info = sandboxed ? sandboxed.info : await probe(inputPath, { signal: options.signal, ffprobePath: options.ffprobePath });
  } catch (error) {
    if (error instanceof FfmpegError) throw new MediaInputError('AUDIO_UNDECODABLE', 'the recording cannot be read', { cause: error });
    throw error;
  }
  if (!FORMAT_FOR[type]!.test(info.formatName))
    throw new MediaInputError('AUDIO_UNSUPPORTED_TYPE', `container ${info.formatName} does not match its content (${type})`);
  const audio = info.streams.find((s) => s.codecType === 'audio');
  if (!audio) throw new MediaInputError('AUDIO_EMPTY', 'the file has no audio track');
  if (!audio.codecName || !ACCEPTED_CODECS.test(audio.codecName))
    throw new MediaInputError('AUDIO_UNSUPPORTED_TYPE', `audio codec ${audio.codecName ?? 'unknown'} is not accepted`);
  if (info.durationSeconds === 0) throw new MediaInputError('AUDIO_EMPTY', 'the recording is zero seconds long');
  // MediaRecorder WebM declares no duration, so this early check only catches files that do declare one.
  if (info.durationSeconds !== null && info.durationSeconds > maxSeconds + 0.5)
    throw new MediaInputError('AUDIO_TOO_LONG', `recording is ${Math.round(info.durationSeconds)} s`);

  const sandboxWav = `${outputPath}.sandbox.wav`;
  try {
    if (sandboxed && sandboxed.errors.length > 0) throw new MediaInputError('AUDIO_UNDECODABLE', `the recording is damaged: ${sandboxed.errors.at(-1)}`);
    let source = inputPath;
    if (sandboxed) {
      // 44 bytes is a WAV header without a single sample.
      if (!sandboxed.wav || sandboxed.wav.length <= 44) throw new MediaInputError('AUDIO_EMPTY', 'the recording has no sound in it');
      source = sandboxWav;
      await writeFile(sandboxWav, sandboxed.wav);
    }
    let run;
    try {
      run = await runFfmpeg(buildNormalizeAudioArgs(source, outputPath, maxSeconds, options.channels), {
        signal: options.signal,
        ffmpegPath: options.ffmpegPath,
        onProgress: options.onProgress,
        durationSeconds: info.durationSeconds ?? undefined,
      });
    } catch (error) {
      if (error instanceof FfmpegError) throw new MediaInputError('AUDIO_UNDECODABLE', 'the recording cannot be decoded', { cause: error });
      throw error;
    }
    // FFmpeg reads past damage and exits 0, but reports it ("File ended prematurely", "Invalid data…") at error level.
    if (run.stderrLines.length > 0) throw new MediaInputError('AUDIO_UNDECODABLE', `the recording is damaged: ${run.stderrLines.at(-1)}`);

    let durationSeconds = 0;
    try {
      durationSeconds = (await probe(outputPath, { signal: options.signal, ffprobePath: options.ffprobePath })).durationSeconds ?? 0;
    } catch (error) {
      // Nothing decodable came out (e.g. a header without samples): there is no sound to keep.
      if (!(error instanceof FfmpegError)) throw error;
    }
    if (durationSeconds < 0.05) throw new MediaInputError('AUDIO_EMPTY', 'the recording has no sound in it');
    if (durationSeconds > maxSeconds) throw new MediaInputError('AUDIO_TOO_LONG', `recording is longer than ${maxSeconds} s`);
    const { size: bytes } = await stat(outputPath);
    return { durationSeconds: Math.round(durationSeconds * 1000) / 1000, mime: NORMALIZED_AUDIO.mime, bytes };
  } catch (error) {
    await rm(outputPath, { force: true });
    throw error;
  } finally {
    if (sandboxed) await rm(sandboxWav, { force: true });
  }
}

/**
 * Probes and decodes the upload in the WASM sandbox. Refusals come back as the same MediaInputErrors the native
 * path gives; the caller hands the decoded WAV to the native binary for the loudnorm + AAC pass.
 */
async function decodeInSandbox(
  inputPath: string,
  maxSeconds: number,
  signal: AbortSignal | undefined,
  channels: 1 | 2,
): Promise<{ info: ProbeResult; wav: Buffer | null; errors: string[] }> {
  const result = await sandboxDecode(await readFile(inputPath), { maxSeconds: maxSeconds + 0.5, signal, channels });
  if (result.probeErrors.length > 0) throw new MediaInputError('AUDIO_UNDECODABLE', `the recording cannot be read: ${result.probeErrors.at(-1)}`);
  let info: ProbeResult;
  try {
    info = parseProbeJson(result.probeJson);
  } catch (error) {
    throw new MediaInputError('AUDIO_UNDECODABLE', 'the recording cannot be read', { cause: error });
  }
  // Like the native run: FFmpeg reads past damage and exits 0 but says so at error level.
  const errors = result.decodeExit === 0 ? result.decodeErrors.filter((line) => line.trim()) : [...result.decodeErrors, `exit ${result.decodeExit}`];
  return { info, wav: result.wav, errors };
}

async function readHead(file: string, length: number): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
