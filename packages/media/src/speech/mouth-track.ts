import type { MouthPose } from '../avatar/animator-api.ts';
import type { SpeechTimeline } from './timeline.ts';
import { DEFAULT_SPEECH_POSE, isBilabialClosure, visemeSegments } from './visemes.ts';

export interface MouthTrackOptions {
  timeline: SpeechTimeline;
  /** loudnessEnvelope of the same audio at the same fps: one value 0..1 per video frame. */
  envelope: Float32Array;
  fps: number;
  frameCount: number;
  /** Frames the picture runs ahead of the sound (viewers tolerate a picture up to 2 frames early, not late). */
  leadFrames?: number;
}

/** Resolution of the internal target signal. */
const STEP = 0.005;
/** Coarticulation: each instant's shape is a Hann-weighted mix of the targets within ±45 ms (wider flattens syllables). */
const COARTICULATION_SECONDS = 0.045;
/** How long the lips take to meet before a p/b/m and part after it. */
const CLOSURE_RAMP_SECONDS = 0.06;
/** Between words the timeline says nothing; a little opening lets the loudness move the mouth if there is sound. */
const GAP_POSE: MouthPose = { open: 0.25, width: 0 };
/** Share of a diphthong spent on its first vowel. */
const DIPHTHONG_SPLIT = 0.55;
/** Largest change of the opening from one frame to the next; a release from p/b/m into "a" spreads over 2–3 frames. */
const MAX_OPEN_STEP = 0.3;
/**
 * Share of the opening set by the phone's shape; the rest follows the loudness itself. A jaw opens with the energy of
 * each syllable as well as with the vowel's identity, and on a soft photo the loudness is what viewers match the mouth
 * to; the shape keeps vowels apart and p/b/m shut.
 */
const VISEME_WEIGHT = 0.5;
/** Below this envelope value the mouth is shut. */
const SILENCE_ENVELOPE = 0.04;

/**
 * The mouth pose for every video frame. The phone timeline sets the shape (viseme table, eased between neighbouring
 * phones — never snapped), the loudness envelope scales the opening (shut in silence), p/b/m shut the lips even when
 * loud, the picture leads the sound by `leadFrames`, and a final light smoothing keeps it from jittering.
 */
export function mouthTrack(options: MouthTrackOptions): MouthPose[] {
  const { timeline, envelope, fps, frameCount } = options;
  const lead = options.leadFrames ?? 1;
  if (!(fps > 0) || frameCount <= 0) return [];
  // Frame i shows the sound at the middle of video frame i + lead.
  const timeOf = (frame: number): number => (frame + lead + 0.5) / fps;
  const horizon = Math.max(timeOf(frameCount), timeline.durationSeconds) + COARTICULATION_SECONDS * 2;
  const steps = Math.ceil(horizon / STEP) + 1;

  const open = new Float32Array(steps).fill(GAP_POSE.open);
  const width = new Float32Array(steps).fill(GAP_POSE.width);
  const fill = (start: number, end: number, pose: MouthPose): void => {
    const from = Math.max(0, Math.round(start / STEP));
    const to = Math.min(steps, Math.max(from + 1, Math.round(end / STEP)));
    open.fill(pose.open, from, to);
    width.fill(pose.width, from, to);
  };
  const closures: [number, number][] = [];
  for (const word of timeline.words) {
    if (word.phones.length === 0) {
      fill(word.start, word.end, DEFAULT_SPEECH_POSE);
      continue;
    }
    // Silence inside a word between phones keeps the previous shape; before the first phone, the first one.
    fill(word.start, word.phones[0]!.start, visemeSegments(word.phones[0]!.ipa)[0]!);
    word.phones.forEach((phone, p) => {
      const end = p + 1 < word.phones.length ? word.phones[p + 1]!.start : word.end;
      const shapes = visemeSegments(phone.ipa);
      if (shapes.length === 2) {
        const split = phone.start + (Math.max(phone.end, phone.start) - phone.start) * DIPHTHONG_SPLIT;
        fill(phone.start, split, shapes[0]!);
        fill(split, Math.max(end, split), shapes[1]!);
      } else {
        fill(phone.start, Math.max(end, phone.start), shapes[0]!);
      }
      if (isBilabialClosure(phone.ipa)) closures.push([phone.start, Math.max(phone.end, phone.start)]);
    });
  }
  const smoothOpen = hannSmooth(open, Math.round(COARTICULATION_SECONDS / STEP));
  const smoothWidth = hannSmooth(width, Math.round(COARTICULATION_SECONDS / STEP));
  const sample = (signal: Float32Array, t: number): number => {
    const x = Math.min(Math.max(t / STEP, 0), signal.length - 1);
    const i = Math.floor(x);
    const f = x - i;
    return signal[i]! * (1 - f) + (signal[Math.min(i + 1, signal.length - 1)] ?? 0) * f;
  };

  const closure = new Float32Array(frameCount);
  for (let i = 0; i < frameCount; i++) closure[i] = closureAt(closures, timeOf(i));
  // A p/b/m shorter than a frame could fall between two frame times; its nearest frame still closes fully.
  for (const [start, end] of closures) {
    const nearest = Math.round(((start + end) / 2) * fps - lead - 0.5);
    if (nearest >= 0 && nearest < frameCount) closure[nearest] = 1;
  }

  const rawOpen = new Float32Array(frameCount);
  const rawWidth = new Float32Array(frameCount);
  for (let i = 0; i < frameCount; i++) {
    const t = timeOf(i);
    const env = envelope[Math.min(Math.max(i + lead, 0), envelope.length - 1)] ?? 0;
    const gain = loudnessGain(env);
    rawOpen[i] = clamp((VISEME_WEIGHT * sample(smoothOpen, t) + (1 - VISEME_WEIGHT) * env) * gain * (1 - closure[i]!), 0, 1);
    // Lips relax toward neutral as the voice fades, rather than holding a grin in silence.
    rawWidth[i] = clamp(sample(smoothWidth, t) * Math.min(1, 0.3 + gain), -1, 1);
  }
  const finalOpen = threeTap(rawOpen);
  // Smoothing must not reopen a closure: the p/b/m frames themselves stay shut.
  for (let i = 0; i < frameCount; i++) if (closure[i]! >= 1) finalOpen[i] = 0;
  limitSlew(finalOpen, MAX_OPEN_STEP);
  const finalWidth = threeTap(rawWidth);
  const poses: MouthPose[] = [];
  for (let i = 0; i < frameCount; i++) poses.push({ open: round(finalOpen[i]!), width: round(finalWidth[i]!) });
  return poses;
}

/** Envelope → share of the opening: nothing in silence, in proportion to the loudness up to the clip's loud speech. */
export function loudnessGain(envelope: number): number {
  if (!(envelope > SILENCE_ENVELOPE)) return 0;
  return Math.min(1, (envelope - SILENCE_ENVELOPE) / 0.85);
}

/** 1 inside a p/b/m, easing (raised cosine) to 0 over CLOSURE_RAMP_SECONDS either side. */
function closureAt(closures: readonly [number, number][], t: number): number {
  let value = 0;
  for (const [start, end] of closures) {
    if (t >= start && t <= end) return 1;
    const distance = t < start ? start - t : t - end;
    if (distance < CLOSURE_RAMP_SECONDS) value = Math.max(value, 0.5 + 0.5 * Math.cos((Math.PI * distance) / CLOSURE_RAMP_SECONDS));
  }
  return value;
}

function hannSmooth(signal: Float32Array, halfWidth: number): Float32Array {
  if (halfWidth < 1) return signal;
  const kernel: number[] = [];
  for (let k = -halfWidth; k <= halfWidth; k++) kernel.push(0.5 + 0.5 * Math.cos((Math.PI * k) / (halfWidth + 1)));
  const out = new Float32Array(signal.length);
  for (let i = 0; i < signal.length; i++) {
    let sum = 0;
    let weight = 0;
    for (let k = -halfWidth; k <= halfWidth; k++) {
      const j = i + k;
      if (j < 0 || j >= signal.length) continue;
      const w = kernel[k + halfWidth]!;
      sum += signal[j]! * w;
      weight += w;
    }
    out[i] = sum / weight;
  }
  return out;
}

/**
 * Caps frame-to-frame change at `step` by only ever lowering values (a forward pass limits rises, a backward pass
 * limits falls), so closed frames stay closed and nothing opens wider than its target.
 */
function limitSlew(signal: Float32Array, step: number): void {
  for (let i = 1; i < signal.length; i++) signal[i] = Math.min(signal[i]!, signal[i - 1]! + step);
  for (let i = signal.length - 2; i >= 0; i--) signal[i] = Math.min(signal[i]!, signal[i + 1]! + step);
}

function threeTap(signal: Float32Array): Float32Array {
  const out = new Float32Array(signal.length);
  for (let i = 0; i < signal.length; i++) {
    const prev = signal[Math.max(0, i - 1)]!;
    const next = signal[Math.min(signal.length - 1, i + 1)]!;
    out[i] = 0.25 * prev + 0.5 * signal[i]! + 0.25 * next;
  }
  return out;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
