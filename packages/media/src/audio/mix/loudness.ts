// Loudness as ITU-R BS.1770-4 / EBU R128 defines it (K-weighting, 400 ms blocks with 75 % overlap, absolute gate at
// -70 LUFS, relative gate 10 LU below), and true peak from 4× oversampling. 48 kHz only: everything we mix is 48 kHz.

export const LOUDNESS_SAMPLE_RATE = 48_000;

/** The two K-weighting biquads (pre-filter shelf and RLB high-pass) at 48 kHz, from the standard. */
const K_STAGES = [
  { b: [1.53512485958697, -2.69169618940638, 1.19839281085285], a: [-1.69065929318241, 0.73248077421585] },
  { b: [1.0, -2.0, 1.0], a: [-1.99004745483398, 0.99007225036621] },
] as const;

function kWeighted(input: Float32Array): Float64Array {
  let signal = Float64Array.from(input);
  for (const { b, a } of K_STAGES) {
    const out = new Float64Array(signal.length);
    let x1 = 0;
    let x2 = 0;
    let y1 = 0;
    let y2 = 0;
    for (let i = 0; i < signal.length; i++) {
      const x = signal[i]!;
      const y = b[0] * x + b[1] * x1 + b[2] * x2 - a[0] * y1 - a[1] * y2;
      x2 = x1;
      x1 = x;
      y2 = y1;
      y1 = y;
      out[i] = y;
    }
    signal = out;
  }
  return signal;
}

/** Integrated loudness (LUFS) of one or two channels at 48 kHz; -Infinity for silence or less than one block. */
export function integratedLoudness(channels: readonly Float32Array[]): number {
  const sr = LOUDNESS_SAMPLE_RATE;
  const block = Math.round(0.4 * sr);
  const hop = Math.round(0.1 * sr);
  const weighted = channels.map(kWeighted);
  const length = Math.min(...weighted.map((c) => c.length));
  if (length < block) return Number.NEGATIVE_INFINITY;
  // Mean square per 100 ms hop, so each 400 ms block is a sum of four.
  const hops = Math.floor(length / hop);
  const hopPower = new Float64Array(hops);
  for (const channel of weighted) {
    for (let h = 0; h < hops; h++) {
      let sum = 0;
      for (let i = h * hop; i < (h + 1) * hop; i++) sum += channel[i]! * channel[i]!;
      hopPower[h]! += sum;
    }
  }
  const blocks: number[] = [];
  for (let h = 0; h + 4 <= hops; h++) blocks.push((hopPower[h]! + hopPower[h + 1]! + hopPower[h + 2]! + hopPower[h + 3]!) / block);
  const lufs = (power: number): number => -0.691 + 10 * Math.log10(power);
  const absolute = blocks.filter((p) => lufs(p) > -70);
  if (absolute.length === 0) return Number.NEGATIVE_INFINITY;
  const relativeGate = lufs(absolute.reduce((s, p) => s + p, 0) / absolute.length) - 10;
  const gated = absolute.filter((p) => lufs(p) > relativeGate);
  return lufs(gated.reduce((s, p) => s + p, 0) / gated.length);
}

// 4× oversampling: a 32-tap windowed-sinc interpolator gives the three points between each pair of samples.
const TAPS = 16;
const PHASES = [0.25, 0.5, 0.75].map((frac) => {
  const kernel = new Float64Array(2 * TAPS);
  for (let k = 0; k < 2 * TAPS; k++) {
    const x = k - TAPS + 1 - frac;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
    const window = 0.5 + 0.5 * Math.cos((Math.PI * x) / TAPS);
    kernel[k] = sinc * window;
  }
  return kernel;
});

/** Peak magnitude of each sample interval (the sample and the three oversampled points after it). */
export function truePeakEnvelope(channel: Float32Array): Float32Array {
  const n = channel.length;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    let peak = Math.abs(channel[i]!);
    for (const kernel of PHASES) {
      let v = 0;
      for (let k = 0; k < 2 * TAPS; k++) {
        const j = i - TAPS + 1 + k;
        if (j >= 0 && j < n) v += channel[j]! * kernel[k]!;
      }
      if (Math.abs(v) > peak) peak = Math.abs(v);
    }
    out[i] = peak;
  }
  return out;
}

/** True peak in dBTP of one or more channels. */
export function truePeakDb(channels: readonly Float32Array[]): number {
  let peak = 0;
  for (const channel of channels) {
    const envelope = truePeakEnvelope(channel);
    for (let i = 0; i < envelope.length; i++) if (envelope[i]! > peak) peak = envelope[i]!;
  }
  return peak > 0 ? 20 * Math.log10(peak) : Number.NEGATIVE_INFINITY;
}

/**
 * A look-ahead true-peak limiter, linked across channels, in place: the gain never lets an oversampled peak past
 * `ceilingDb`, reaches its reduction before the peak (a minimum over ±lookahead, then a moving average no wider)
 * and lets go over `releaseSeconds`.
 */
export function limitTruePeak(channels: readonly Float32Array[], ceilingDb: number, lookaheadSeconds = 0.005, releaseSeconds = 0.08): void {
  const n = Math.min(...channels.map((c) => c.length));
  const ceiling = 10 ** (ceilingDb / 20);
  const required = new Float32Array(n).fill(1);
  for (const channel of channels) {
    const envelope = truePeakEnvelope(channel);
    for (let i = 0; i < n; i++) {
      const p = envelope[i]!;
      if (p > ceiling) required[i] = Math.min(required[i]!, ceiling / p);
    }
  }
  const lookahead = Math.max(1, Math.round(lookaheadSeconds * LOUDNESS_SAMPLE_RATE));
  const minimum = slidingMinimum(required, lookahead);
  const half = Math.floor(lookahead / 2);
  // Moving average of the minimum over ±half: every value averaged is ≤ required[i], so the mean is too.
  const gain = new Float32Array(n);
  let sum = 0;
  let count = 0;
  for (let i = -half; i < n; i++) {
    const add = i + half;
    if (add < n) {
      sum += minimum[add]!;
      count++;
    }
    const drop = i - half - 1;
    if (drop >= 0) {
      sum -= minimum[drop]!;
      count--;
    }
    if (i >= 0) gain[i] = Math.min(1, sum / count);
  }
  const release = 1 - Math.exp(-1 / (releaseSeconds * LOUDNESS_SAMPLE_RATE));
  let g = 1;
  for (let i = 0; i < n; i++) {
    g = Math.min(gain[i]!, g + (1 - g) * release);
    for (const channel of channels) channel[i]! *= g;
  }
}

/** min(values[i - radius … i + radius]) for every i, in linear time (a monotonic deque). */
function slidingMinimum(values: Float32Array, radius: number): Float32Array {
  const n = values.length;
  const out = new Float32Array(n);
  const deque = new Int32Array(n);
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let i = 0; i < n; i++) {
    const right = Math.min(n - 1, i + radius);
    while (next <= right) {
      while (tail > head && values[deque[tail - 1]!]! >= values[next]!) tail--;
      deque[tail++] = next++;
    }
    while (deque[head]! < i - radius) head++;
    out[i] = values[deque[head]!]!;
  }
  return out;
}
