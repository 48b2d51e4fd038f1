// Small, dependency-free building blocks for the music synthesiser: oscillators, envelopes, filters, a reverb.
// Everything works on Float32Array at one sample rate; nothing here allocates per sample.

import { mulberry32 } from '../../backgrounds/builtin-backgrounds.ts';

export const MUSIC_SAMPLE_RATE = 48_000;

export type Rng = () => number;

/** The backgrounds' small, fast, seedable PRNG: the same seed always gives the same track. */
export function seededRandom(seed: number): Rng {
  return mulberry32(seed);
}

export function midiToHz(note: number): number {
  return 440 * 2 ** ((note - 69) / 12);
}

export function dbToGain(db: number): number {
  return 10 ** (db / 20);
}

/** Band-limits the discontinuity of a saw or square (polyBLEP), so high notes do not alias into hiss. */
function polyBlep(t: number, dt: number): number {
  if (t < dt) {
    const x = t / dt;
    return x + x - x * x - 1;
  }
  if (t > 1 - dt) {
    const x = (t - 1) / dt;
    return x * x + x + x + 1;
  }
  return 0;
}

export type Wave = 'sine' | 'saw' | 'square' | 'triangle';

/** One oscillator sample at `phase` (0..1) with phase increment `dt` (= f / sampleRate). */
export function oscillator(wave: Wave, phase: number, dt: number): number {
  switch (wave) {
    case 'sine':
      return Math.sin(2 * Math.PI * phase);
    case 'saw':
      return 2 * phase - 1 - polyBlep(phase, dt);
    case 'square': {
      let v = phase < 0.5 ? 1 : -1;
      v += polyBlep(phase, dt);
      v -= polyBlep((phase + 0.5) % 1, dt);
      return v;
    }
    case 'triangle':
      return phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase;
  }
}

/** Attack–decay–sustain–release amplitude at time t (s) of a note held for `hold` seconds. */
export interface Adsr {
  attack: number;
  decay: number;
  sustain: number;
  release: number;
}

export function adsr(env: Adsr, t: number, hold: number): number {
  // No inner closures: this runs once per sample per voice.
  if (t < hold) return adsrLevel(env, t);
  const r = t - hold;
  if (r >= env.release) return 0;
  return adsrLevel(env, hold) * (1 - r / env.release);
}

function adsrLevel(env: Adsr, time: number): number {
  if (time < env.attack) return time / env.attack;
  const d = time - env.attack;
  if (d < env.decay) return 1 - (1 - env.sustain) * (d / env.decay);
  return env.sustain;
}

/**
 * A topology-preserving-transform state-variable filter (Zavalishin): stable under fast cutoff changes, which the
 * bass and pad envelopes need. One instance per voice.
 */
export class Svf {
  private ic1 = 0;
  private ic2 = 0;
  private g = 0;
  private k = 1;
  private a1 = 0;
  private a2 = 0;
  private a3 = 0;

  constructor(
    private readonly sampleRate: number,
    cutoff: number,
    q = 0.707,
  ) {
    this.set(cutoff, q);
  }

  set(cutoff: number, q = 0.707): void {
    const fc = Math.min(Math.max(cutoff, 20), this.sampleRate * 0.45);
    this.g = Math.tan((Math.PI * fc) / this.sampleRate);
    this.k = 1 / q;
    this.a1 = 1 / (1 + this.g * (this.g + this.k));
    this.a2 = this.g * this.a1;
    this.a3 = this.g * this.a2;
  }

  /** Returns [low, band, high] through the out-parameter to avoid allocation; `mode` picks one. */
  process(x: number, mode: 'low' | 'band' | 'high'): number {
    const v3 = x - this.ic2;
    const v1 = this.a1 * this.ic1 + this.a2 * v3;
    const v2 = this.ic2 + this.a2 * this.ic1 + this.a3 * v3;
    this.ic1 = 2 * v1 - this.ic1;
    this.ic2 = 2 * v2 - this.ic2;
    if (mode === 'low') return v2;
    if (mode === 'band') return v1;
    return x - this.k * v1 - v2;
  }
}

/** Two channels of float samples, mixed into by the instruments. */
export class StereoBuffer {
  readonly left: Float32Array;
  readonly right: Float32Array;
  constructor(readonly length: number) {
    this.left = new Float32Array(length);
    this.right = new Float32Array(length);
  }

  /** Adds a mono signal at sample `start` with gain and equal-power pan (-1 left … 1 right). */
  addMono(samples: Float32Array, start: number, gain: number, pan = 0): void {
    const angle = ((Math.max(-1, Math.min(1, pan)) + 1) * Math.PI) / 4;
    const gl = Math.cos(angle) * Math.SQRT2 * gain;
    const gr = Math.sin(angle) * Math.SQRT2 * gain;
    const from = Math.max(0, start);
    const to = Math.min(this.length, start + samples.length);
    for (let i = from; i < to; i++) {
      const v = samples[i - start]!;
      this.left[i]! += v * gl;
      this.right[i]! += v * gr;
    }
  }

  addStereo(other: StereoBuffer, gain: number): void {
    const n = Math.min(this.length, other.length);
    for (let i = 0; i < n; i++) {
      this.left[i]! += other.left[i]! * gain;
      this.right[i]! += other.right[i]! * gain;
    }
  }
}

/**
 * A small Freeverb-style room: eight damped combs and four allpasses per channel, the right channel's delays
 * slightly longer for width. Returns only the wet signal.
 */
export function reverb(input: StereoBuffer, sampleRate: number, options: { room: number; damp: number }): StereoBuffer {
  const out = new StereoBuffer(input.length);
  const scale = sampleRate / 44_100;
  const combs = [1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617];
  const allpasses = [556, 441, 341, 225];
  const feedback = 0.7 + 0.28 * options.room;
  const damp = options.damp;
  for (const [channel, spread] of [
    ['left', 0],
    ['right', 23],
  ] as const) {
    const x = input[channel];
    const y = out[channel];
    for (const base of combs) {
      const size = Math.round((base + spread) * scale);
      const line = new Float32Array(size);
      let index = 0;
      let store = 0;
      for (let i = 0; i < x.length; i++) {
        const o = line[index]!;
        store = o * (1 - damp) + store * damp;
        line[index] = x[i]! * 0.015 + store * feedback;
        y[i]! += o;
        if (++index >= size) index = 0;
      }
    }
    for (const base of allpasses) {
      const size = Math.round((base + spread) * scale);
      const line = new Float32Array(size);
      let index = 0;
      for (let i = 0; i < y.length; i++) {
        const buffered = line[index]!;
        const v = y[i]!;
        line[index] = v + buffered * 0.5;
        y[i] = buffered - v;
        if (++index >= size) index = 0;
      }
    }
  }
  return out;
}

/** In-place low-pass of both channels (a warm "tape" master for lo-fi). */
export function lowpassStereo(buffer: StereoBuffer, sampleRate: number, cutoff: number): void {
  for (const channel of [buffer.left, buffer.right]) {
    const filter = new Svf(sampleRate, cutoff, 0.6);
    for (let i = 0; i < channel.length; i++) channel[i] = filter.process(channel[i]!, 'low');
  }
}

/** In-place high-pass (removes rumble below the instruments). */
export function highpassStereo(buffer: StereoBuffer, sampleRate: number, cutoff: number): void {
  for (const channel of [buffer.left, buffer.right]) {
    const filter = new Svf(sampleRate, cutoff, 0.6);
    for (let i = 0; i < channel.length; i++) channel[i] = filter.process(channel[i]!, 'high');
  }
}
