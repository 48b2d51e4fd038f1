import { bandPass, frameLevelsDb, percentile, SILENCE_DB } from './frame-energy.ts';

const HOP_SECONDS = 0.01;
/** Levels this far below the clip's loud parts (95th percentile) count as silence; the mapping is linear in dB. */
const DYNAMIC_RANGE_DB = 36;
/** Anything below this absolute level is silence, however quiet the clip is overall. */
const ABSOLUTE_FLOOR_DB = -60;
const ATTACK_SECONDS = 0.04;
const RELEASE_SECONDS = 0.1;

/**
 * How loud the voice is at each video frame, 0 (silence) .. 1 (the clip's loud speech). Band-limited RMS over 10 ms
 * hops in dB, gated below a noise floor (36 dB under the clip's 95th percentile, raised to 6 dB over its noise —
 * the 10th percentile — for noisy recordings, and never under -60 dBFS), normalised so the 95th percentile is 1, smoothed asymmetrically — it rises within
 * ~40 ms (lips open as fast as sound starts) and falls over ~100 ms (they close more slowly) — and averaged over each
 * frame's time span.
 */
export function loudnessEnvelope(pcm: Float32Array, sampleRate: number, fps: number): Float32Array {
  if (!(fps > 0) || !(sampleRate > 0)) throw new RangeError('fps and sampleRate must be positive');
  const frameCount = Math.ceil((pcm.length / sampleRate) * fps - 1e-9);
  const out = new Float32Array(frameCount);
  if (frameCount === 0) return out;

  const levels = frameLevelsDb(bandPass(pcm, sampleRate), sampleRate, HOP_SECONDS);
  const audible = levels.filter((db) => db > ABSOLUTE_FLOOR_DB);
  if (audible.length === 0) return out;
  const reference = percentile(audible, 0.95);
  const noise = percentile(levels, 0.1);
  // The noise term lifts the gate for hissy recordings, but never so far that ordinary quiet speech is cut.
  const gate = Math.max(ABSOLUTE_FLOOR_DB, reference - DYNAMIC_RANGE_DB, Math.min(Math.max(noise, SILENCE_DB) + 6, reference - 24));
  const span = Math.max(6, reference - gate);

  const attack = 1 - Math.exp(-HOP_SECONDS / ATTACK_SECONDS);
  const release = 1 - Math.exp(-HOP_SECONDS / RELEASE_SECONDS);
  const smoothed = new Float32Array(levels.length);
  let state = 0;
  for (let k = 0; k < levels.length; k++) {
    const db = levels[k]!;
    const target = db <= gate ? 0 : Math.min(1, (db - gate) / span);
    state += (target - state) * (target > state ? attack : release);
    smoothed[k] = state;
  }

  // Average the hops that fall inside each frame's [t, t + 1/fps) (at least the nearest one).
  for (let f = 0; f < frameCount; f++) {
    const from = Math.floor(f / fps / HOP_SECONDS);
    const to = Math.max(from + 1, Math.floor((f + 1) / fps / HOP_SECONDS));
    let sum = 0;
    let n = 0;
    for (let k = from; k < to && k < smoothed.length; k++) {
      sum += smoothed[k]!;
      n++;
    }
    out[f] = n ? sum / n : 0;
  }
  return out;
}
