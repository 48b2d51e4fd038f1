import { mulberry32 } from '../backgrounds/builtin-backgrounds.ts';
/**
 * The non-speech motion of a talking photo: blinks and a slow idle head sway with a Ken-Burns zoom. Both are
 * deterministic for a seed (a render can be repeated frame for frame) and are sampled once per video frame.
 */

/** mulberry32 (shared with the backgrounds): tiny, well mixed, identical on every platform. */
export const prng = mulberry32;

export interface BlinkTrackOptions {
  durationSeconds: number;
  fps: number;
  seed: number;
}

export interface IdleHeadTrackOptions extends BlinkTrackOptions {
  /** Output width in pixels; translation scales with it (a few pixels at 720). */
  width: number;
}

/** One frame of head motion, as AvatarFrameState['head']. */
export interface HeadPose {
  dx: number;
  dy: number;
  roll: number;
  zoom: number;
}

function frameCount(durationSeconds: number, fps: number): number {
  if (!(durationSeconds > 0) || !(fps > 0)) return 0;
  return Math.round(durationSeconds * fps);
}

/**
 * Eyelid closure per frame, 0 open … 1 closed. Conversational blinking: one blink every 2–6 s with
 * jitter, each 150–250 ms, closing in about a third of that and reopening more slowly; none in the first 0.5 s so a
 * video never starts mid-blink. Each blink's closed moment lands exactly on a frame, so at 30 fps it fully closes.
 */
export function blinkTrack({ durationSeconds, fps, seed }: BlinkTrackOptions): Float32Array {
  const n = frameCount(durationSeconds, fps);
  const out = new Float32Array(n);
  const rand = prng(seed ^ 0x5bd1e995);
  let peak = 0.5 + 0.6 + rand() * 2.4;
  while (true) {
    const length = 0.15 + rand() * 0.1;
    const closing = length * 0.35;
    const opening = length - closing;
    const peakFrame = Math.round(peak * fps);
    const peakTime = peakFrame / fps;
    if (peakTime - closing < 0.5) {
      peak += 0.1;
      continue;
    }
    if (peakTime - closing >= durationSeconds) break;
    const first = Math.max(0, Math.ceil((peakTime - closing) * fps));
    const last = Math.min(n - 1, Math.floor((peakTime + opening) * fps));
    for (let f = first; f <= last; f++) {
      const t = f / fps;
      const v = t <= peakTime ? easeInOut((t - (peakTime - closing)) / closing) : 1 - easeOut((t - peakTime) / opening);
      out[f] = Math.max(out[f]!, v);
    }
    // Intervals lean towards 3–4 s (the mean of two uniforms), spanning 2–6 s.
    peak = peakTime + 2 + 2 * (rand() + rand());
  }
  return out;
}

/**
 * Idle head motion per frame: smooth low-frequency noise (two octaves of Catmull-Rom value noise, not a sine, so it
 * never visibly repeats) for roll (about ±1°) and a few pixels of translation, plus a slow zoom 1.00 → 1.05 over the
 * clip that eases in and out.
 */
export function idleHeadTrack({ durationSeconds, fps, seed, width }: IdleHeadTrackOptions): HeadPose[] {
  const n = frameCount(durationSeconds, fps);
  const px = width / 720;
  const roll = noise1d(seed ^ 0x1b873593, durationSeconds);
  const dx = noise1d(seed ^ 0x85ebca6b, durationSeconds);
  const dy = noise1d(seed ^ 0xc2b2ae35, durationSeconds);
  const out: HeadPose[] = [];
  for (let f = 0; f < n; f++) {
    const t = f / fps;
    const progress = durationSeconds > 0 ? Math.min(1, t / durationSeconds) : 0;
    out.push({
      dx: 4 * px * dx(t),
      dy: 3 * px * dy(t),
      roll: (1 * Math.PI * roll(t)) / 180,
      zoom: 1 + 0.05 * (0.5 - 0.5 * Math.cos(Math.PI * progress)),
    });
  }
  return out;
}

/** Value noise in about [−1, 1]: random knots every 2.6 s and every 1.1 s, joined by Catmull-Rom splines (C1). */
function noise1d(seed: number, duration: number): (t: number) => number {
  const octaves = [
    { period: 2.6, amplitude: 0.75 },
    { period: 1.1, amplitude: 0.25 },
  ].map(({ period, amplitude }, i) => {
    const rand = prng(seed + i * 7919);
    const knots = Float64Array.from({ length: Math.ceil(duration / period) + 4 }, () => rand() * 2 - 1);
    return { period, amplitude, knots };
  });
  return (t) => {
    let v = 0;
    for (const { period, amplitude, knots } of octaves) {
      const x = t / period;
      const i = Math.floor(x);
      const f = x - i;
      const k = (j: number): number => knots[Math.min(knots.length - 1, Math.max(0, j))]!;
      v += amplitude * catmullRom(k(i), k(i + 1), k(i + 2), k(i + 3), f);
    }
    return Math.max(-1, Math.min(1, v));
  };
}

function catmullRom(p0: number, p1: number, p2: number, p3: number, t: number): number {
  const t2 = t * t;
  return 0.5 * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 + (3 * p1 - p0 - 3 * p2 + p3) * t2 * t);
}

function easeInOut(x: number): number {
  const c = Math.min(1, Math.max(0, x));
  return c * c * (3 - 2 * c);
}

function easeOut(x: number): number {
  const c = Math.min(1, Math.max(0, x));
  return 1 - (1 - c) * (1 - c);
}
