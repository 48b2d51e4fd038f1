import { percentile } from './frame-energy.ts';

export interface TimeSpan {
  start: number;
  end: number;
}

export interface SpeechRunOptions {
  /** Seconds per level frame. */
  hopSeconds: number;
  /** Gaps shorter than this are inside speech (stop closures, short breaths). */
  minGapSeconds?: number;
  /** Runs shorter than this are clicks, not speech. */
  minRunSeconds?: number;
}

/** Loudest speech level of a clip (95th percentile of frame levels, dBFS); below -55 dBFS it is silent. */
export function referenceLevelDb(levelsDb: Float32Array): number {
  return percentile(levelsDb, 0.95);
}

export const SILENT_CLIP_DB = -55;

/**
 * Energy voice-activity detection with hysteresis: speech starts when a frame rises above 35 dB under the clip's
 * reference level and ends when it falls below 45 dB under it (so a fading syllable is not chopped); gaps under
 * 150 ms are merged into speech and blips under 50 ms dropped.
 */
export function detectSpeechRuns(levelsDb: Float32Array, options: SpeechRunOptions): TimeSpan[] {
  const { hopSeconds } = options;
  const minGap = options.minGapSeconds ?? 0.15;
  const minRun = options.minRunSeconds ?? 0.05;
  const reference = referenceLevelDb(levelsDb);
  if (!(reference > SILENT_CLIP_DB)) return [];
  const on = reference - 35;
  const off = reference - 45;
  const raw: TimeSpan[] = [];
  let startFrame = -1;
  for (let k = 0; k < levelsDb.length; k++) {
    const db = levelsDb[k]!;
    if (startFrame < 0 && db > on) startFrame = k;
    else if (startFrame >= 0 && db < off) {
      raw.push({ start: startFrame * hopSeconds, end: k * hopSeconds });
      startFrame = -1;
    }
  }
  if (startFrame >= 0) raw.push({ start: startFrame * hopSeconds, end: levelsDb.length * hopSeconds });

  const merged: TimeSpan[] = [];
  for (const run of raw) {
    const last = merged.at(-1);
    if (last && run.start - last.end < minGap) last.end = run.end;
    else merged.push({ ...run });
  }
  return merged.filter((run) => run.end - run.start >= minRun);
}
