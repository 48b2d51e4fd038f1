import { coneWindow, diagonalWindow, downsample, dtw, type DtwPath, windowAroundPath } from './dtw.ts';
import { speakWithEspeak } from './espeak-synth.ts';
import type { SpeechLanguage } from './languages.ts';
import { MFCC_DIMS, MFCC_HOP_SECONDS, mfcc } from './mfcc.ts';
import { makeMonotonic, mapSpokenWordsToScript } from './script-text.ts';
import type { TimeSpan } from './speech-runs.ts';
import type { TimedWord } from './timeline.ts';

/** Silence kept around the speech of both clips before warping, seconds. */
const CROP_MARGIN_SECONDS = 0.15;
/**
 * Coarse-to-fine DTW: first on features averaged 4 frames at a time (40 ms) inside a Sakoe-Chiba band of a quarter of
 * the longer clip (at least 2 s, at most 30 s either side of the diagonal), then at full resolution only within 0.3 s
 * of the coarse path. Memory and time grow with the clip's length, not its square: 3 minutes is ~25 M cells in all.
 */
const COARSE_FACTOR = 4;
const BAND_FRACTION = 0.25;
const MIN_BAND_SECONDS = 2;
const MAX_BAND_SECONDS = 30;
const FINE_RADIUS_FRAMES = 30;
/**
 * The first, open-end pass (the recording may cover only the start of the script) looks inside a cone: the reader is
 * between 2.5× faster and 3× slower than the reference voice overall, give or take 2 s.
 */
const OPEN_MIN_SLOPE = 0.4;
const OPEN_MAX_SLOPE = 3;
const OPEN_BAND_SECONDS = 2;
/** The open-end pass runs on features averaged further (8, 16, … frames) when the cone would exceed this many cells. */
const MAX_OPEN_CELLS = 8_000_000;
/**
 * When the open-end path leaves less than this much of the reference unmatched, the script was read to the end, and
 * the closed-end warping (both ends pinned) times it more exactly.
 */
const FULL_READ_SLACK_SECONDS = 0.5;
/** A word at the end of a partial reading timed at less than this share of its expected length was not said. */
const SQUEEZED_SHARE = 0.35;

export interface DtwAlignInput {
  /** The recording, mono. */
  pcm: Float32Array;
  sampleRate: number;
  /** Where the recording has speech (from detectSpeechRuns), to crop leading and trailing silence. */
  runs: readonly TimeSpan[];
  text: string;
  language: SpeechLanguage;
  /** The audio speaks the whole text (a text-to-speech service's answer): skip the search for where it stops. */
  wholeText?: boolean;
  signal?: AbortSignal;
}

/**
 * Times the script in a recording: eSpeak reads the script (so every word's time in that reference is known), MFCCs of
 * both clips (cropped to their speech) are warped onto each other with DTW, and each word and phone boundary is carried
 * from the reference through the warping path into the recording.
 *
 * The recording may be a reading of only the first part of the script (someone stopped after 8 s of a 43 s script).
 * A first, coarse pass therefore leaves the end open: the path must cover the whole recording but may end anywhere in
 * the reference. If it reaches (nearly) the end of the reference, the script was read in full and the usual banded,
 * closed-end warping times it; otherwise an open-end fine pass times the part that was read, and only the words whose
 * middle lies inside it are returned — the rest were not said. Returns the (read) words of the script in order.
 */
export async function dtwAlign(input: DtwAlignInput): Promise<TimedWord[]> {
  const { pcm, sampleRate, runs, text, language, signal, wholeText = false } = input;
  const reference = await speakWithEspeak(text, language, { signal });
  const referenceWords = mapSpokenWordsToScript(text, reference.words);
  if (referenceWords.length === 0 || runs.length === 0) return [];

  const referenceSpan = crop(referenceWords[0]!.start, referenceWords.at(-1)!.end, reference.samples.length / reference.sampleRate);
  const recordingSpan = crop(runs[0]!.start, runs.at(-1)!.end, pcm.length / sampleRate);
  const a = mfcc(slice(reference.samples, reference.sampleRate, referenceSpan), reference.sampleRate);
  const b = mfcc(slice(pcm, sampleRate, recordingSpan), sampleRate);
  if (a.frames === 0 || b.frames === 0) return [];
  signal?.throwIfAborted();

  const coarseA = downsample(a.data, a.frames, MFCC_DIMS, COARSE_FACTOR);
  const coarseB = downsample(b.data, b.frames, MFCC_DIMS, COARSE_FACTOR);
  const coarseHop = MFCC_HOP_SECONDS * COARSE_FACTOR;

  if (!wholeText) {
    // Where in the reference does the recording end? Long clips: on features averaged further, to bound the work.
    let factor = COARSE_FACTOR;
    while ((a.frames / factor) * (b.frames / factor) > MAX_OPEN_CELLS) factor *= 2;
    const openA = factor === COARSE_FACTOR ? coarseA : downsample(a.data, a.frames, MFCC_DIMS, factor);
    const openB = factor === COARSE_FACTOR ? coarseB : downsample(b.data, b.frames, MFCC_DIMS, factor);
    const openHop = MFCC_HOP_SECONDS * factor;
    const cone = coneWindow(openA.frames, openB.frames, OPEN_MIN_SLOPE, OPEN_MAX_SLOPE, Math.round(OPEN_BAND_SECONDS / openHop));
    const open = dtw(openA.data, openB.data, MFCC_DIMS, cone, { openEnd: true });
    signal?.throwIfAborted();
    const openEnd = referenceSpan.start + open.first.length * openHop;
    if (referenceWords.at(-1)!.end - openEnd > FULL_READ_SLACK_SECONDS) {
      // Read in part: refine near the coarse path, over the read part of the reference only, end still open.
      const fineFrames = Math.min(a.frames, open.first.length * factor + FINE_RADIUS_FRAMES);
      const window = windowAroundPath(open, factor, FINE_RADIUS_FRAMES, fineFrames, b.frames);
      const fine = dtw(a.data.subarray(0, fineFrames * MFCC_DIMS), b.data, MFCC_DIMS, window, { openEnd: true });
      const readUntil = referenceSpan.start + fine.first.length * MFCC_HOP_SECONDS;
      const read = referenceWords.filter((word) => (word.start + word.end) / 2 < readUntil);
      return dropSqueezedTail(read, warpWords(read, fine, referenceSpan, recordingSpan, runs[0]!.start));
    }
  }

  const band = Math.round(Math.min(MAX_BAND_SECONDS, Math.max(MIN_BAND_SECONDS, BAND_FRACTION * Math.max(a.frames, b.frames) * MFCC_HOP_SECONDS)) / coarseHop);
  const coarse = dtw(coarseA.data, coarseB.data, MFCC_DIMS, diagonalWindow(coarseA.frames, coarseB.frames, band));
  signal?.throwIfAborted();
  const path = dtw(a.data, b.data, MFCC_DIMS, windowAroundPath(coarse, COARSE_FACTOR, FINE_RADIUS_FRAMES, a.frames, b.frames));
  return warpWords(referenceWords, path, referenceSpan, recordingSpan, runs[0]!.start);
}

/**
 * Carries the reference's word and phone times through a warping path into the recording (past the path's end: its
 * last frame). Nothing is said before the recording's speech starts: the path may map the reference's first frames
 * into the silence margin kept before it, so words start no earlier than `speechStart`.
 */
function warpWords(referenceWords: readonly TimedWord[], path: DtwPath, referenceSpan: TimeSpan, recordingSpan: TimeSpan, speechStart: number): TimedWord[] {
  const { first, last } = path;
  const rows = first.length;
  const warp = (time: number): number => {
    const i = Math.min(rows - 1, Math.max(0, Math.round((time - referenceSpan.start) / MFCC_HOP_SECONDS)));
    return recordingSpan.start + ((first[i]! + last[i]!) / 2) * MFCC_HOP_SECONDS;
  };
  return makeMonotonic(
    referenceWords.map((word) => ({
      text: word.text,
      start: warp(word.start),
      end: warp(word.end),
      phones: word.phones.map((phone) => ({ ipa: phone.ipa, start: warp(phone.start), end: warp(phone.end) })),
    })),
    speechStart,
  );
}

/**
 * Words past the true end of a partial reading are not spread over the recording but piled into its last frames (the
 * path runs straight up the reference): from the end, drop words timed at under a third of their reference length,
 * scaled by the reader's overall pace (the median ratio over the words).
 */
function dropSqueezedTail(reference: readonly TimedWord[], warped: TimedWord[]): TimedWord[] {
  const ratios = warped.map((w, i) => (w.end - w.start) / Math.max(1e-3, reference[i]!.end - reference[i]!.start)).sort((x, y) => x - y);
  const pace = ratios[Math.floor(ratios.length / 2)] ?? 1;
  let keep = warped.length;
  while (keep > 1) {
    const i = keep - 1;
    const expected = (reference[i]!.end - reference[i]!.start) * pace;
    if (warped[i]!.end - warped[i]!.start >= expected * SQUEEZED_SHARE) break;
    keep--;
  }
  return warped.slice(0, keep);
}

function crop(start: number, end: number, duration: number): TimeSpan {
  return { start: Math.max(0, start - CROP_MARGIN_SECONDS), end: Math.min(duration, end + CROP_MARGIN_SECONDS) };
}

function slice(samples: Float32Array, sampleRate: number, span: TimeSpan): Float32Array {
  return samples.subarray(Math.floor(span.start * sampleRate), Math.ceil(span.end * sampleRate));
}
