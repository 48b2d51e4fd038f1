import { execFile } from 'node:child_process';
import { z } from 'zod';
import { FfmpegError } from '../errors.ts';
import { resolveFfmpeg } from './resolve-ffmpeg.ts';

export interface ProbeStream {
  codecType: string;
  codecName: string | undefined;
  width?: number;
  height?: number;
  sampleRate?: number;
  channels?: number;
  durationSeconds?: number;
  /** Frames per second of a video stream (its average rate); absent for other streams or when unknown. */
  frameRate?: number;
}

export interface ProbeResult {
  /** null when neither the container nor any stream declares one (e.g. MediaRecorder WebM). */
  durationSeconds: number | null;
  formatName: string;
  bitRate?: number;
  streams: ProbeStream[];
}

// ffprobe prints numbers as strings ("3.008000") and "N/A" for unknowns.
const numeric = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value) => {
    if (value === undefined) return undefined;
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) ? n : undefined;
  });

const probeSchema = z.object({
  streams: z
    .array(
      z.object({
        codec_type: z.string().default('unknown'),
        codec_name: z.string().optional(),
        width: z.number().int().positive().optional(),
        height: z.number().int().positive().optional(),
        sample_rate: numeric,
        channels: z.number().int().optional(),
        duration: numeric,
        avg_frame_rate: z.string().optional(),
      }),
    )
    .default([]),
  format: z.object({
    format_name: z.string(),
    duration: numeric,
    bit_rate: numeric,
  }),
});

export function buildProbeArgs(file: string): string[] {
  return ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '--', file];
}

/** Parses ffprobe's JSON; throws a ZodError when the shape is not what ffprobe produces. */
export function parseProbeJson(json: string): ProbeResult {
  const raw = probeSchema.parse(JSON.parse(json));
  const streams: ProbeStream[] = raw.streams.map((s) => ({
    codecType: s.codec_type,
    codecName: s.codec_name,
    ...(s.width !== undefined ? { width: s.width } : {}),
    ...(s.height !== undefined ? { height: s.height } : {}),
    ...(s.sample_rate !== undefined ? { sampleRate: s.sample_rate } : {}),
    ...(s.channels !== undefined ? { channels: s.channels } : {}),
    ...(s.duration !== undefined ? { durationSeconds: s.duration } : {}),
    ...frameRateOf(s.avg_frame_rate),
  }));
  const streamDurations = streams.map((s) => s.durationSeconds ?? 0).filter((d) => d > 0);
  const durationSeconds = raw.format.duration ?? (streamDurations.length ? Math.max(...streamDurations) : null);
  return {
    durationSeconds,
    formatName: raw.format.format_name,
    ...(raw.format.bit_rate !== undefined ? { bitRate: raw.format.bit_rate } : {}),
    streams,
  };
}

/** ffprobe writes rates as fractions ("30/1", "30000/1001"), and "0/0" when there is none. */
function frameRateOf(rate: string | undefined): { frameRate?: number } {
  const match = rate ? /^(\d+)\/(\d+)$/.exec(rate) : null;
  if (!match) return {};
  const [numerator, denominator] = [Number(match[1]), Number(match[2])];
  return numerator > 0 && denominator > 0 ? { frameRate: numerator / denominator } : {};
}

export interface ProbeOptions {
  ffprobePath?: string;
  signal?: AbortSignal;
}

/** Describes a media file with ffprobe: container, duration and streams. Rejects with FfmpegError if ffprobe cannot read it. */
export function probe(file: string, options: ProbeOptions = {}): Promise<ProbeResult> {
  const program = options.ffprobePath ?? resolveFfmpeg().ffprobe;
  return new Promise((resolve, reject) => {
    execFile(
      program,
      buildProbeArgs(file),
      { maxBuffer: 16 * 1024 * 1024, signal: options.signal, windowsHide: true, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error) {
          const code = typeof error.code === 'number' ? error.code : null;
          const lines = String(stderr)
            .split(/\r?\n/)
            .filter((l) => l.trim() && !l.startsWith('Fontconfig'));
          if (error.name === 'AbortError') reject(error);
          else reject(new FfmpegError(code, (error.signal as NodeJS.Signals | undefined) ?? null, lines.slice(-20), 'ffprobe'));
          return;
        }
        try {
          resolve(parseProbeJson(String(stdout)));
        } catch (parseError) {
          reject(new FfmpegError(0, null, [`unexpected ffprobe output: ${String(parseError)}`], 'ffprobe'));
        }
      },
    );
  });
}
