import { diagonalWindow, downsample, dtw, windowAroundPath } from './dtw.ts';
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

export interface DtwAlignInput {
  /** The recording, mono. */
  pcm: Float32Array;
  sampleRate: number;
  /** Where the recording has speech (from detectSpeechRuns), to crop leading and trailing silence. */
  runs: readonly TimeSpan[];
  text: string;
  language: SpeechLanguage;
  signal?: AbortSignal;
}

/**
 * Times the script in a recording: eSpeak reads the script (so every word's time in that reference is known), MFCCs of
 * both clips (cropped to their speech) are warped onto each other with banded DTW, and each word and phone boundary is
 * carried from the reference through the warping path into the recording. Returns the script's words in order.
 */
export async function dtwAlign(input: DtwAlignInput): Promise<TimedWord[]> {
  const { pcm, sampleRate, runs, text, language, signal } = input;
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
  const band = Math.round(
    Math.min(MAX_BAND_SECONDS, Math.max(MIN_BAND_SECONDS, BAND_FRACTION * Math.max(a.frames, b.frames) * MFCC_HOP_SECONDS)) / coarseHop,
  );
  const coarse = dtw(coarseA.data, coarseB.data, MFCC_DIMS, diagonalWindow(coarseA.frames, coarseB.frames, band));
  signal?.throwIfAborted();
  const { first, last } = dtw(a.data, b.data, MFCC_DIMS, windowAroundPath(coarse, COARSE_FACTOR, FINE_RADIUS_FRAMES, a.frames, b.frames));
  const warp = (time: number): number => {
    const i = Math.min(a.frames - 1, Math.max(0, Math.round((time - referenceSpan.start) / MFCC_HOP_SECONDS)));
    return recordingSpan.start + ((first[i]! + last[i]!) / 2) * MFCC_HOP_SECONDS;
  };
  return makeMonotonic(
    referenceWords.map((word) => ({
      text: word.text,
      start: warp(word.start),
      end: warp(word.end),
      phones: word.phones.map((phone) => ({ ipa: phone.ipa, start: warp(phone.start), end: warp(phone.end) })),
    })),
  );
}

function crop(start: number, end: number, duration: number): TimeSpan {
  return { start: Math.max(0, start - CROP_MARGIN_SECONDS), end: Math.min(duration, end + CROP_MARGIN_SECONDS) };
}

function slice(samples: Float32Array, sampleRate: number, span: TimeSpan): Float32Array {
  return samples.subarray(Math.floor(span.start * sampleRate), Math.ceil(span.end * sampleRate));
}
