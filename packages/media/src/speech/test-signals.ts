// Synthetic audio for unit tests: voiced bursts ("syllables") separated by silence, generated in code.

/** Seconds of speech-like sound (a 140 Hz buzz with harmonics, syllable-rate amplitude wobble) per [start, end). */
export function burstsPcm(sampleRate: number, seconds: number, bursts: readonly [number, number][], amplitude = 0.3): Float32Array {
  const pcm = new Float32Array(Math.round(seconds * sampleRate));
  for (const [start, end] of bursts) {
    for (let i = Math.round(start * sampleRate); i < Math.min(pcm.length, Math.round(end * sampleRate)); i++) {
      const t = i / sampleRate;
      const wobble = 0.6 + 0.4 * Math.sin(2 * Math.PI * 4 * (t - start));
      let buzz = 0;
      for (let h = 1; h <= 8; h++) buzz += Math.sin(2 * Math.PI * 140 * h * t) / h;
      pcm[i] = amplitude * wobble * buzz * 0.5;
    }
  }
  return pcm;
}
