import { describe, expect, it } from 'vitest';
import { integratedLoudness, limitTruePeak, LOUDNESS_SAMPLE_RATE, truePeakDb } from './loudness.ts';
import { duckingGain, normalizeLoudness } from './mix-soundtrack.ts';

function sine(frequency: number, amplitude: number, seconds: number): Float32Array {
  const out = new Float32Array(Math.round(seconds * LOUDNESS_SAMPLE_RATE));
  for (let i = 0; i < out.length; i++) out[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / LOUDNESS_SAMPLE_RATE);
  return out;
}

describe('loudness (BS.1770)', () => {
  it('reads a 1 kHz sine at -20 dBFS in both channels as -20 LUFS (the standard calibration point, stereo: +3 dB)', () => {
    const tone = sine(1000, 10 ** (-20 / 20), 5);
    // One channel at -20 dBFS reads -23.0 LUFS (EBU Tech 3341); two identical channels add 3 dB.
    expect(integratedLoudness([tone])).toBeCloseTo(-23.0, 1);
    expect(integratedLoudness([tone, tone])).toBeCloseTo(-20.0, 1);
  });

  it('finds inter-sample peaks a sample-peak meter misses', () => {
    // fs/4 with a 45° phase: every sample sits at 0.707 of the true crest.
    const n = LOUDNESS_SAMPLE_RATE;
    const x = new Float32Array(n);
    for (let i = 0; i < n; i++) x[i] = Math.sin((Math.PI / 2) * i + Math.PI / 4);
    expect(truePeakDb([x])).toBeGreaterThan(-0.3);
  });

  it('limits true peaks under the ceiling and brings a mix to the target', () => {
    const left = sine(110, 0.9, 4);
    const right = sine(165, 0.9, 4);
    for (let i = 0; i < left.length; i += 4800) left[i] = 1;
    limitTruePeak([left, right], -3);
    expect(truePeakDb([left, right])).toBeLessThanOrEqual(-2.95);
    normalizeLoudness([left, right], -14, -1.8);
    expect(Math.abs(integratedLoudness([left, right]) + 14)).toBeLessThan(0.5);
    expect(truePeakDb([left, right])).toBeLessThanOrEqual(-1.75);
  });

  it('ducks the music while the voice speaks and lets go after it', () => {
    const voice = new Float32Array(3 * LOUDNESS_SAMPLE_RATE);
    for (let i = LOUDNESS_SAMPLE_RATE; i < 2 * LOUDNESS_SAMPLE_RATE; i++) voice[i] = 0.3 * Math.sin(i / 10);
    const gain = duckingGain(voice);
    expect(gain[Math.round(0.5 * LOUDNESS_SAMPLE_RATE)]).toBeCloseTo(1, 3);
    expect(gain[Math.round(1.5 * LOUDNESS_SAMPLE_RATE)]).toBeLessThan(0.5);
    expect(gain[3 * LOUDNESS_SAMPLE_RATE - 1]).toBeGreaterThan(0.85);
  });
});
