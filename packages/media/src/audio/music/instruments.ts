// The instruments of the built-in music: each renders one note (or hit) to a mono Float32Array that starts at the
// note's onset and includes its release. Levels are roughly matched (peaks about 0.5–1) and set in the arrangement.
import { adsr, type Adsr, midiToHz, oscillator, type Rng, Svf, type Wave } from './dsp.ts';

export type DrumKind = 'kick' | 'snare' | 'clap' | 'hat' | 'open_hat' | 'tom' | 'crash' | 'rim' | 'shaker' | 'block';

/** A drum hit. `tone` shifts the character (e.g. a softer lo-fi kick, a lower tom). */
export function drum(kind: DrumKind, sampleRate: number, rng: Rng, tone = 1): Float32Array {
  switch (kind) {
    case 'kick': {
      const n = Math.round(sampleRate * 0.45);
      const out = new Float32Array(n);
      let phase = 0;
      for (let i = 0; i < n; i++) {
        const t = i / sampleRate;
        const f = 45 * tone + 110 * Math.exp(-t * 28);
        phase += f / sampleRate;
        const body = Math.sin(2 * Math.PI * phase) * Math.exp(-t * 7.5);
        const click = i < sampleRate * 0.004 ? (rng() * 2 - 1) * 0.3 * (1 - i / (sampleRate * 0.004)) : 0;
        out[i] = Math.tanh(1.6 * body) * 0.95 + click;
      }
      return out;
    }
    case 'tom': {
      const n = Math.round(sampleRate * 0.7);
      const out = new Float32Array(n);
      let phase = 0;
      for (let i = 0; i < n; i++) {
        const t = i / sampleRate;
        const f = 70 * tone + 60 * Math.exp(-t * 12);
        phase += f / sampleRate;
        out[i] = Math.sin(2 * Math.PI * phase) * Math.exp(-t * 4.5) + (rng() * 2 - 1) * 0.08 * Math.exp(-t * 30);
      }
      return out;
    }
    case 'snare':
    case 'clap': {
      const n = Math.round(sampleRate * (kind === 'clap' ? 0.3 : 0.25));
      const out = new Float32Array(n);
      const band = new Svf(sampleRate, kind === 'clap' ? 1400 : 2600 * tone, kind === 'clap' ? 1.2 : 0.8);
      let phase = 0;
      for (let i = 0; i < n; i++) {
        const t = i / sampleRate;
        const noise = band.process(rng() * 2 - 1, 'band');
        if (kind === 'clap') {
          // Three quick slaps and a tail, as hands do.
          const slap = t < 0.03 ? Math.exp(-((t % 0.01) * 350)) : Math.exp(-(t - 0.03) * 18);
          out[i] = noise * slap * 1.6;
        } else {
          phase += (185 * tone) / sampleRate;
          const body = Math.sin(2 * Math.PI * phase) * Math.exp(-t * 30) * 0.55;
          out[i] = body + noise * Math.exp(-t * 16) * 1.3;
        }
      }
      return out;
    }
    case 'rim':
    case 'block': {
      const n = Math.round(sampleRate * 0.08);
      const out = new Float32Array(n);
      const f = kind === 'block' ? 900 * tone : 1700 * tone;
      for (let i = 0; i < n; i++) {
        const t = i / sampleRate;
        out[i] = (Math.sin(2 * Math.PI * f * t) + 0.4 * Math.sin(2 * Math.PI * f * 2.7 * t)) * Math.exp(-t * (kind === 'block' ? 55 : 80)) * 0.7;
      }
      return out;
    }
    case 'hat':
    case 'open_hat':
    case 'shaker':
    case 'crash': {
      const seconds = kind === 'hat' ? 0.06 : kind === 'shaker' ? 0.09 : kind === 'open_hat' ? 0.3 : 2.2;
      const rate = kind === 'hat' ? 70 : kind === 'shaker' ? 40 : kind === 'open_hat' ? 11 : 2.2;
      const n = Math.round(sampleRate * seconds);
      const out = new Float32Array(n);
      const high = new Svf(sampleRate, kind === 'shaker' ? 5000 : 7000 * tone, 0.7);
      for (let i = 0; i < n; i++) {
        const t = i / sampleRate;
        const attack = kind === 'shaker' ? Math.min(1, t / 0.02) : 1;
        out[i] = high.process(rng() * 2 - 1, 'high') * Math.exp(-t * rate) * attack * (kind === 'crash' ? 0.55 : 0.6);
      }
      return out;
    }
  }
}

export type BassStyle = 'pluck' | 'sub' | 'square' | 'saw';

/** A bass note: a filtered saw or square with a cutoff that closes after the attack, or a round sub sine. */
export function bass(note: number, seconds: number, style: BassStyle, sampleRate: number): Float32Array {
  const release = style === 'sub' ? 0.12 : 0.06;
  const n = Math.round(sampleRate * (seconds + release));
  const out = new Float32Array(n);
  const f = midiToHz(note);
  const dt = f / sampleRate;
  const filter = new Svf(sampleRate, 400, style === 'saw' ? 1.4 : 0.9);
  const env: Adsr = style === 'pluck' ? { attack: 0.004, decay: 0.25, sustain: 0.45, release } : { attack: 0.006, decay: 0.1, sustain: 0.85, release };
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const t = i / sampleRate;
    const a = adsr(env, t, seconds);
    let v: number;
    if (style === 'sub') {
      v = Math.sin(2 * Math.PI * phase) + 0.15 * Math.sin(4 * Math.PI * phase);
    } else {
      if ((i & 15) === 0) filter.set(f * 1.5 + 1800 * Math.exp(-t * (style === 'pluck' ? 14 : 8)), style === 'saw' ? 1.4 : 0.9);
      v = filter.process(oscillator(style === 'square' ? 'square' : 'saw', phase, dt), 'low') * 1.2;
    }
    out[i] = v * a;
    phase += dt;
    if (phase >= 1) phase -= 1;
  }
  return out;
}

export type KeysStyle = 'ep' | 'piano' | 'bell' | 'marimba' | 'pluck';

/**
 * Struck and plucked tones: 'ep' (two-operator FM electric piano), 'piano' (decaying partials with a little
 * inharmonicity), 'bell' and 'marimba' (FM with non-integer ratios), 'pluck' (Karplus–Strong string).
 */
export function keys(note: number, seconds: number, style: KeysStyle, sampleRate: number, rng: Rng): Float32Array {
  const f = midiToHz(note);
  const tail = style === 'pluck' ? 0.5 : style === 'marimba' ? 0.35 : style === 'bell' ? 1.4 : 0.7;
  const n = Math.round(sampleRate * (seconds + tail));
  const out = new Float32Array(n);
  if (style === 'pluck') {
    const period = Math.max(2, Math.round(sampleRate / f));
    const line = new Float32Array(period);
    for (let i = 0; i < period; i++) line[i] = rng() * 2 - 1;
    let index = 0;
    let previous = 0;
    const decay = 0.996;
    for (let i = 0; i < n; i++) {
      const t = i / sampleRate;
      const current = line[index]!;
      const next = 0.5 * (current + previous) * decay;
      previous = current;
      line[index] = next;
      if (++index >= period) index = 0;
      const gate = t < seconds ? 1 : Math.max(0, 1 - (t - seconds) / tail);
      out[i] = current * gate * 0.9;
    }
    return out;
  }
  // Sines by rotation and decays by multiplication: no sin/exp per sample (rendering cost is mostly here).
  const partials: { f: number; amp: number; rate: number }[] =
    style === 'piano'
      ? [1, 2, 3, 4, 5, 6].map((k) => ({ f: f * k * (1 + 0.0004 * k * k), amp: 0.9 / (k * 1.2), rate: 1.3 + k * 0.9 }))
      : style === 'marimba'
        ? [
            { f, amp: 1, rate: 9 },
            { f: f * 4, amp: 0.35, rate: 34 },
          ]
        : [];
  if (partials.length > 0) {
    for (const partial of partials) {
      if (partial.f >= sampleRate / 2) continue;
      const step = (2 * Math.PI * partial.f) / sampleRate;
      const cosStep = Math.cos(step);
      const sinStep = Math.sin(step);
      const decay = Math.exp(-partial.rate / sampleRate);
      let c = 1;
      let sn = 0;
      let amp = partial.amp;
      for (let i = 0; i < n; i++) {
        out[i]! += sn * amp;
        const nc = c * cosStep - sn * sinStep;
        sn = c * sinStep + sn * cosStep;
        c = nc;
        amp *= decay;
      }
    }
  } else {
    // FM: the modulator by rotation, the carrier with one sine per sample.
    const ratio = style === 'ep' ? 1 : 3.5;
    const step = (2 * Math.PI * f * ratio) / sampleRate;
    const cosStep = Math.cos(step);
    const sinStep = Math.sin(step);
    const carrierStep = (2 * Math.PI * f) / sampleRate;
    const indexDecay = Math.exp(-(style === 'ep' ? 5 : 3) / sampleRate);
    const ampDecay = Math.exp(-(style === 'ep' ? 1.6 : 2.4) / sampleRate);
    const secondDecay = Math.exp(-6 / sampleRate);
    let c = 1;
    let sn = 0;
    let index = style === 'ep' ? 1.6 : 2.2;
    let amp = 1;
    let second = 0.25;
    for (let i = 0; i < n; i++) {
      const phase = carrierStep * i;
      let v = Math.sin(phase + (index + (style === 'ep' ? 0.25 : 0)) * sn) * amp;
      if (style === 'ep') v += second * Math.sin(2 * phase);
      out[i] = v;
      const nc = c * cosStep - sn * sinStep;
      sn = c * sinStep + sn * cosStep;
      c = nc;
      index *= indexDecay;
      amp *= ampDecay;
      second *= secondDecay;
    }
  }
  const attackSamples = Math.round(0.003 * sampleRate);
  const holdSamples = Math.round(seconds * sampleRate);
  const tailSamples = Math.max(1, n - holdSamples);
  for (let i = 0; i < n; i++) {
    let g = i < attackSamples ? i / attackSamples : 1;
    if (i >= holdSamples) g *= Math.max(0, 1 - (i - holdSamples) / tailSamples);
    out[i]! *= g;
  }
  return out;
}

export type SustainStyle = 'pad' | 'strings' | 'lead' | 'soft_lead' | 'stab';

/** Held tones: detuned saw pads and strings with slow attacks, a square or saw lead with vibrato, short stabs. */
export function sustained(note: number, seconds: number, style: SustainStyle, sampleRate: number, rng: Rng): Float32Array {
  const env: Adsr =
    style === 'pad'
      ? { attack: 0.35, decay: 0.5, sustain: 0.8, release: 0.9 }
      : style === 'strings'
        ? { attack: 0.25, decay: 0.3, sustain: 0.85, release: 0.6 }
        : style === 'stab'
          ? { attack: 0.004, decay: 0.15, sustain: 0.0, release: 0.08 }
          : { attack: 0.015, decay: 0.2, sustain: 0.7, release: 0.12 };
  const n = Math.round(sampleRate * (seconds + env.release));
  const out = new Float32Array(n);
  const f = midiToHz(note);
  const detunes = style === 'pad' || style === 'strings' ? [-0.09, 0, 0.11] : style === 'stab' ? [-0.12, 0.1] : [0];
  const wave: Wave = style === 'lead' ? 'square' : style === 'soft_lead' ? 'triangle' : 'saw';
  const phases = detunes.map(() => rng());
  const ratios = detunes.map((d) => 2 ** (d / 12));
  const vibratoOn = style === 'lead' || style === 'soft_lead' || style === 'strings';
  const filter = new Svf(sampleRate, 1000, 0.8);
  const baseCutoff = style === 'pad' ? 1400 : style === 'strings' ? 2600 : style === 'stab' ? 3000 : 3200;
  for (let i = 0; i < n; i++) {
    const t = i / sampleRate;
    const vibrato = vibratoOn ? 1 + 0.004 * Math.sin(2 * Math.PI * 5.2 * t) * Math.min(1, t / 0.3) : 1;
    let v = 0;
    for (let d = 0; d < detunes.length; d++) {
      const freq = f * ratios[d]! * vibrato;
      const dt = freq / sampleRate;
      v += oscillator(wave, phases[d]!, dt);
      phases[d]! += dt;
      if (phases[d]! >= 1) phases[d]! -= 1;
    }
    v /= Math.sqrt(detunes.length);
    if ((i & 15) === 0) filter.set(style === 'stab' ? baseCutoff * Math.exp(-t * 8) + 500 : baseCutoff, 0.8);
    out[i] = filter.process(v, 'low') * adsr(env, t, seconds);
  }
  return out;
}

/** Vinyl crackle and hiss for lo-fi: sparse clicks over quiet filtered noise. */
export function crackle(seconds: number, sampleRate: number, rng: Rng): Float32Array {
  const n = Math.round(sampleRate * seconds);
  const out = new Float32Array(n);
  const hiss = new Svf(sampleRate, 3000, 0.5);
  for (let i = 0; i < n; i++) {
    let v = hiss.process(rng() * 2 - 1, 'band') * 0.05;
    if (rng() < 12 / sampleRate) v += (rng() * 2 - 1) * 0.6;
    out[i] = v;
  }
  return out;
}
