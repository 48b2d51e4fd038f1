import type { CaptionWord } from './ass.ts';

export interface WordTimingOptions {
  /** Silence before the first word, seconds (default: 5 % of the total, at most 0.2 s). */
  leadSeconds?: number;
  /** Silence after the last word (default: 8 % of the total, at most 0.4 s). */
  tailSeconds?: number;
}

/**
 * Spreads the words of `lines` over `totalSeconds` when no speech timings exist: each word gets time in proportion
 * to its length (plus a base share, so "a" is still readable), punctuation adds a short pause, and each line ends
 * with a breath. The last word of every line is marked `breakAfter` so captions never join two lines.
 */
export function wordTimingsFromText(lines: readonly string[], totalSeconds: number, options: WordTimingOptions = {}): CaptionWord[] {
  if (!(totalSeconds > 0)) return [];
  const parsed = lines.map((line) => line.split(/\s+/).filter(Boolean)).filter((words) => words.length > 0);
  if (!parsed.length) return [];

  const BASE = 2;
  const LINE_PAUSE = 2.5;
  type Slot = { text: string; weight: number; pause: number; breakAfter: boolean };
  const slots: Slot[] = [];
  parsed.forEach((words, li) => {
    words.forEach((text, wi) => {
      const letters = (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
      const pause = /[.!?…]["»”')\]]*$/.test(text) ? 2 : /[,;:—–]["»”')\]]*$/.test(text) ? 1 : 0;
      const lastOfLine = wi === words.length - 1;
      slots.push({ text, weight: letters + BASE, pause: pause + (lastOfLine && li < parsed.length - 1 ? LINE_PAUSE : 0), breakAfter: lastOfLine });
    });
  });

  const lead = options.leadSeconds ?? Math.min(0.2, totalSeconds * 0.05);
  const tail = options.tailSeconds ?? Math.min(0.4, totalSeconds * 0.08);
  const available = Math.max(0.05 * slots.length, totalSeconds - lead - tail);
  const totalWeight = slots.reduce((sum, s, i) => sum + s.weight + (i < slots.length - 1 ? s.pause : 0), 0);
  const unit = available / totalWeight;

  const result: CaptionWord[] = [];
  let t = lead;
  slots.forEach((slot, i) => {
    const start = t;
    const end = start + slot.weight * unit;
    result.push({ text: slot.text, start: round(start), end: round(end), ...(slot.breakAfter ? { breakAfter: true } : {}) });
    t = end + (i < slots.length - 1 ? slot.pause * unit : 0);
  });
  return result;
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
