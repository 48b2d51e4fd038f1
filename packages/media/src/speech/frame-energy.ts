/** Level of silence in dB (RMS of exactly zero would be -Infinity). */
export const SILENCE_DB = -100;

/**
 * Band-pass around the speech band: two cascaded RBJ biquads (constant 0 dB peak), ~12 dB/octave either side. Used
 * before measuring loudness so rumble, handling noise and hiss — which move no lips — do not count as speech.
 */
export function bandPass(samples: Float32Array, sampleRate: number, lowHz = 300, highHz = 3000): Float32Array {
  return biquadBandPass(biquadBandPass(samples, sampleRate, lowHz, highHz), sampleRate, lowHz, highHz);
}

function biquadBandPass(samples: Float32Array, sampleRate: number, lowHz: number, highHz: number): Float32Array {
  const nyquist = sampleRate / 2;
  const high = Math.min(highHz, nyquist * 0.9);
  if (high <= lowHz) return samples;
  const centre = Math.sqrt(lowHz * high);
  const bandwidthOctaves = Math.log2(high / lowHz);
  const w0 = (2 * Math.PI * centre) / sampleRate;
  const alpha = Math.sin(w0) * Math.sinh(((Math.LN2 / 2) * bandwidthOctaves * w0) / Math.sin(w0));
  const a0 = 1 + alpha;
  const b0 = alpha / a0;
  const b2 = -alpha / a0;
  const a1 = (-2 * Math.cos(w0)) / a0;
  const a2 = (1 - alpha) / a0;
  const out = new Float32Array(samples.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i]!;
    const y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2;
    out[i] = y;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
  }
  return out;
}

/**
 * RMS level in dBFS of overlapping windows: one value per `hopSeconds`, each over `windowSeconds` centred on the
 * hop's start (frame k describes time k × hop).
 */
export function frameLevelsDb(samples: Float32Array, sampleRate: number, hopSeconds = 0.01, windowSeconds = 0.02): Float32Array {
  const hop = Math.max(1, Math.round(hopSeconds * sampleRate));
  const half = Math.max(1, Math.round((windowSeconds * sampleRate) / 2));
  const count = Math.ceil(samples.length / hop);
  // Prefix sums of squares make every window O(1).
  const prefix = new Float64Array(samples.length + 1);
  for (let i = 0; i < samples.length; i++) prefix[i + 1] = prefix[i]! + samples[i]! * samples[i]!;
  const levels = new Float32Array(count);
  for (let k = 0; k < count; k++) {
    const from = Math.max(0, k * hop - half);
    const to = Math.min(samples.length, k * hop + half);
    const meanSquare = to > from ? (prefix[to]! - prefix[from]!) / (to - from) : 0;
    levels[k] = meanSquare > 1e-10 ? 10 * Math.log10(meanSquare) : SILENCE_DB;
  }
  return levels;
}

/** The p-th percentile (0..1) of the values, by sorting a copy. NaN for an empty input. */
export function percentile(values: ArrayLike<number>, p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const index = Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))));
  return sorted[index]!;
}
