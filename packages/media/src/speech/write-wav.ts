import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg.ts';

/** Sample rate of the WAV files we write: a standard rate that libx264/AAC muxing handles without surprises. */
export const SPEECH_WAV_SAMPLE_RATE = 24_000;

export interface WritePcmWavOptions {
  outputSampleRate?: number;
  signal?: AbortSignal;
  ffmpegPath?: string;
}

/** Arguments that turn raw mono f32le samples into a mono 16-bit PCM WAV, resampled with FFmpeg's resampler. */
export function buildWritePcmWavArgs(rawPath: string, inputSampleRate: number, outputPath: string, outputSampleRate: number): string[] {
  return [
    '-f',
    'f32le',
    '-ar',
    String(inputSampleRate),
    '-ac',
    '1',
    '-i',
    rawPath,
    '-ar',
    String(outputSampleRate),
    '-ac',
    '1',
    '-c:a',
    'pcm_s16le',
    '-f',
    'wav',
    outputPath,
  ];
}

/**
 * Writes mono samples (-1..1) as a 16-bit PCM WAV. The file appears complete or not at all: FFmpeg writes a
 * temporary name that is renamed into place, so a reader never sees half a file.
 */
export async function writePcmWav(samples: Float32Array, sampleRate: number, outputPath: string, options: WritePcmWavOptions = {}): Promise<void> {
  const id = randomUUID();
  const rawPath = `${outputPath}.${id}.f32`;
  const partPath = `${outputPath}.${id}.part`;
  try {
    await writeFile(rawPath, new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength));
    await runFfmpeg(buildWritePcmWavArgs(rawPath, sampleRate, partPath, options.outputSampleRate ?? SPEECH_WAV_SAMPLE_RATE), {
      signal: options.signal,
      ffmpegPath: options.ffmpegPath,
    });
    await rename(partPath, outputPath);
  } finally {
    await rm(rawPath, { force: true });
    await rm(partPath, { force: true });
  }
}
