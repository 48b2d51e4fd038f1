import { FfmpegError, MediaInputError } from '../../errors.ts';
import { runFfmpeg, type RunFfmpegOptions } from '../../ffmpeg/run-ffmpeg.ts';

/**
 * FFmpeg's `loudnorm` (EBU R128: BS.1770 K-weighted, gated loudness, true peak from oversampling) is the one
 * loudness meter and normaliser of the product (decision 0047): soundtracks go to -14 LUFS with it, uploads to -16.
 */

/** What loudnorm reports (print_format=json): the input's integrated loudness and true peak, and its output's. */
export interface LoudnormReport {
  inputLufs: number;
  inputTruePeakDb: number;
  outputLufs: number;
  outputTruePeakDb: number;
}

/** The loudnorm filter for a single pass to `lufs` under a true-peak ceiling, printing its report. */
export function loudnormFilter(lufs: number, truePeakDb: number, lra = 20): string {
  return `loudnorm=I=${lufs}:TP=${truePeakDb}:LRA=${lra}:print_format=json`;
}

/** Pure: the last loudnorm report in FFmpeg's log lines; "-inf" (silence) reads as -Infinity. */
export function parseLoudnormReport(lines: readonly string[]): LoudnormReport | null {
  const text = lines.join('\n');
  const start = text.lastIndexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end < start) return null;
  let json: Record<string, string>;
  try {
    json = JSON.parse(text.slice(start, end + 1)) as Record<string, string>;
  } catch {
    return null;
  }
  const num = (key: string): number => {
    const value = json[key];
    if (value === undefined) return Number.NaN;
    return /^-inf/.test(value.trim()) ? Number.NEGATIVE_INFINITY : Number(value);
  };
  return { inputLufs: num('input_i'), inputTruePeakDb: num('input_tp'), outputLufs: num('output_i'), outputTruePeakDb: num('output_tp') };
}

/** FFmpeg's log level that shows loudnorm's report (runFfmpeg's default shows errors only). */
export const LOUDNORM_LOG_ARGS = ['-v', 'info'] as const;

/**
 * Integrated loudness (LUFS) of a file's first audio stream, up to `maxSeconds`; -Infinity for silence.
 * `what` names the input in the error a file FFmpeg cannot read becomes ("the voice", "the music").
 */
export async function measureLoudness(
  file: string,
  what: string,
  maxSeconds: number,
  options: Pick<RunFfmpegOptions, 'signal' | 'ffmpegPath'> = {},
): Promise<number> {
  let lines: string[];
  try {
    const run = await runFfmpeg(
      [...LOUDNORM_LOG_ARGS, '-t', String(maxSeconds), '-i', file, '-map', '0:a:0', '-af', loudnormFilter(-14, -1), '-f', 'null', '-'],
      options,
    );
    lines = run.stderrLines;
  } catch (error) {
    if (error instanceof FfmpegError) throw new MediaInputError('AUDIO_UNDECODABLE', `${what} cannot be read`, { cause: error });
    throw error;
  }
  const report = parseLoudnormReport(lines);
  if (!report) throw new MediaInputError('AUDIO_UNDECODABLE', `${what} cannot be read`);
  return report.inputLufs;
}
