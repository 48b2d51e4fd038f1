/**
 * MFCC-like features for aligning two recordings of the same words: 25 ms Hamming frames every 10 ms, power spectrum,
 * 40 mel bands (60 Hz – 7.6 kHz), log, DCT-II, coefficients 1–12 (c0 is loudness, which says nothing about which sound
 * it is), then cepstral mean and variance normalisation over the clip so two voices on two microphones compare.
 * Works at any sample rate of 16 kHz or more: frames and bands are defined in seconds and Hz.
 */
export const MFCC_HOP_SECONDS = 0.01;
const FRAME_SECONDS = 0.025;
const MEL_BANDS = 40;
export const MFCC_DIMS = 12;
const LOW_HZ = 60;
const HIGH_HZ = 7600;

export interface Features {
  /** frames × MFCC_DIMS, row-major. */
  data: Float32Array;
  frames: number;
}

export function mfcc(samples: Float32Array, sampleRate: number): Features {
  const frameLength = Math.round(FRAME_SECONDS * sampleRate);
  // Fractional hop (220.5 samples at 22.05 kHz): frames are exactly 10 ms apart at any rate, so times map back exactly.
  const hop = MFCC_HOP_SECONDS * sampleRate;
  const frames = samples.length >= frameLength ? Math.floor((samples.length - frameLength) / hop) + 1 : 0;
  let size = 1;
  while (size < frameLength) size *= 2;
  const window = Float64Array.from({ length: frameLength }, (_, n) => 0.54 - 0.46 * Math.cos((2 * Math.PI * n) / (frameLength - 1)));
  const bank = melFilterbank(size, sampleRate);
  const dct = dctMatrix();
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  const power = new Float64Array(size / 2 + 1);
  const logMel = new Float64Array(MEL_BANDS);
  const data = new Float32Array(frames * MFCC_DIMS);
  for (let f = 0; f < frames; f++) {
    const offset = Math.round(f * hop);
    re.fill(0);
    im.fill(0);
    for (let n = 0; n < frameLength; n++) {
      // pre-emphasis (0.97) lifts the weak high formants that tell consonants apart
      const x = samples[offset + n]! - 0.97 * (offset + n > 0 ? samples[offset + n - 1]! : 0);
      re[n] = x * window[n]!;
    }
    fft(re, im);
    for (let k = 0; k < power.length; k++) power[k] = re[k]! * re[k]! + im[k]! * im[k]!;
    for (let b = 0; b < MEL_BANDS; b++) {
      const { from, weights } = bank[b]!;
      let energy = 0;
      for (let k = 0; k < weights.length; k++) energy += weights[k]! * power[from + k]!;
      logMel[b] = Math.log(energy + 1e-10);
    }
    for (let c = 0; c < MFCC_DIMS; c++) {
      const row = dct[c]!;
      let sum = 0;
      for (let b = 0; b < MEL_BANDS; b++) sum += row[b]! * logMel[b]!;
      data[f * MFCC_DIMS + c] = sum;
    }
  }
  normalize(data, frames);
  return { data, frames };
}

function normalize(data: Float32Array, frames: number): void {
  if (frames === 0) return;
  for (let c = 0; c < MFCC_DIMS; c++) {
    let sum = 0;
    let squares = 0;
    for (let f = 0; f < frames; f++) {
      const v = data[f * MFCC_DIMS + c]!;
      sum += v;
      squares += v * v;
    }
    const mean = sum / frames;
    const deviation = Math.sqrt(Math.max(squares / frames - mean * mean, 1e-8));
    for (let f = 0; f < frames; f++) data[f * MFCC_DIMS + c] = (data[f * MFCC_DIMS + c]! - mean) / deviation;
  }
}

const toMel = (hz: number): number => 2595 * Math.log10(1 + hz / 700);
const fromMel = (mel: number): number => 700 * (10 ** (mel / 2595) - 1);

function melFilterbank(size: number, sampleRate: number): { from: number; weights: Float64Array }[] {
  const high = Math.min(HIGH_HZ, sampleRate / 2);
  const edges = Array.from({ length: MEL_BANDS + 2 }, (_, i) => fromMel(toMel(LOW_HZ) + ((toMel(high) - toMel(LOW_HZ)) * i) / (MEL_BANDS + 1)));
  const binHz = sampleRate / size;
  return Array.from({ length: MEL_BANDS }, (_, b) => {
    const [left, centre, right] = [edges[b]!, edges[b + 1]!, edges[b + 2]!];
    const from = Math.max(0, Math.ceil(left / binHz));
    const to = Math.min(size / 2, Math.floor(right / binHz));
    const weights = new Float64Array(Math.max(0, to - from + 1));
    for (let k = from; k <= to; k++) {
      const hz = k * binHz;
      weights[k - from] = hz <= centre ? (hz - left) / (centre - left) : (right - hz) / (right - centre);
    }
    return { from, weights };
  });
}

function dctMatrix(): Float64Array[] {
  return Array.from({ length: MFCC_DIMS }, (_, i) => Float64Array.from({ length: MEL_BANDS }, (_, b) => Math.cos((Math.PI * (i + 1) * (b + 0.5)) / MEL_BANDS)));
}

/** In-place iterative radix-2 FFT; the length must be a power of two. */
export function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let length = 2; length <= n; length <<= 1) {
    const angle = (-2 * Math.PI) / length;
    const wRe = Math.cos(angle);
    const wIm = Math.sin(angle);
    for (let start = 0; start < n; start += length) {
      let cRe = 1;
      let cIm = 0;
      for (let k = 0; k < length / 2; k++) {
        const a = start + k;
        const b = a + length / 2;
        const tRe = re[b]! * cRe - im[b]! * cIm;
        const tIm = re[b]! * cIm + im[b]! * cRe;
        re[b] = re[a]! - tRe;
        im[b] = im[a]! - tIm;
        re[a] = re[a]! + tRe;
        im[a] = im[a]! + tIm;
        const next = cRe * wRe - cIm * wIm;
        cIm = cRe * wIm + cIm * wRe;
        cRe = next;
      }
    }
  }
}
