import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../../ffmpeg/resolve-ffmpeg.ts';
import { arrange, degreeToMidi, fitTempo } from './compose.ts';
import { MUSIC_SAMPLE_RATE } from './dsp.ts';
import { renderMusic } from './render-music.ts';
import { MUSIC_MOODS, MUSIC_TRACKS } from './tracks.ts';
import { encodeWav } from './wav.ts';

/** FFmpeg's EBU R128 meter (the product's one loudness meter, decision 0047) on a stereo pair: LUFS and dBTP. */
function ebur128(left: Float32Array, right: Float32Array): { lufs: number; truePeak: number } {
  const wav = encodeWav({ left, right, length: left.length }, MUSIC_SAMPLE_RATE);
  const run = spawnSync(resolveFfmpeg().ffmpeg, ['-hide_banner', '-nostats', '-f', 'wav', '-i', 'pipe:0', '-af', 'ebur128=peak=true', '-f', 'null', '-'], {
    input: wav,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const summary = run.stderr.slice(run.stderr.lastIndexOf('Summary:'));
  return { lufs: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]), truePeak: Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)?.[1]) };
}
const truePeakDb = ([left, right]: [Float32Array, Float32Array]): number => ebur128(left, right).truePeak;
const integratedLoudness = ([left, right]: [Float32Array, Float32Array]): number => ebur128(left, right).lufs;

const SCALE_CLASSES = { major: [0, 2, 4, 5, 7, 9, 11], minor: [0, 2, 3, 5, 7, 8, 10], dorian: [0, 2, 3, 5, 7, 9, 10] } as const;

describe('built-in music library', () => {
  it('has at least six tracks covering every mood, with unique ids', () => {
    expect(MUSIC_TRACKS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(MUSIC_TRACKS.map((t) => t.id)).size).toBe(MUSIC_TRACKS.length);
    for (const mood of MUSIC_MOODS)
      expect(
        MUSIC_TRACKS.some((t) => t.mood === mood),
        mood,
      ).toBe(true);
  });

  it('fits whole beats to the video, staying near the nominal tempo', () => {
    for (const seconds of [6, 7.3, 8, 12.5, 20, 45]) {
      for (const bpm of [76, 96, 126]) {
        const fit = fitTempo(bpm, seconds);
        expect(fit.beats % 2).toBe(0);
        expect((fit.beats * 60) / fit.bpm).toBeCloseTo(seconds, 6);
        expect(Math.abs(fit.bpm / bpm - 1)).toBeLessThan(seconds >= 10 ? 0.1 : 0.2);
      }
    }
  });

  it('plays only notes of the key, and ends with the final chord two beats before the end', () => {
    for (const recipe of MUSIC_TRACKS) {
      const plan = arrange(recipe, 12);
      expect(plan.endingAt).toBeCloseTo(12 - 2 * plan.beatSeconds, 6);
      const classes = SCALE_CLASSES[recipe.scale];
      for (const event of plan.events) {
        if (event.kind === 'drum') continue;
        const pitchClass = (((event.note - recipe.root) % 12) + 12) % 12;
        expect(classes, `${recipe.id} note ${event.note}`).toContain(pitchClass);
        expect(event.time).toBeLessThanOrEqual(plan.endingAt + 1e-9);
      }
      expect(degreeToMidi(recipe.root, recipe.scale, 7)).toBe(recipe.root + 12);
    }
  });

  it('renders every track to the exact length, deterministic, without clipping, with sound throughout', { timeout: 60_000 }, () => {
    for (const recipe of MUSIC_TRACKS) {
      const seconds = 6.5;
      const a = renderMusic(recipe.id, seconds);
      expect(a.length).toBe(Math.round(seconds * MUSIC_SAMPLE_RATE));
      const b = renderMusic(recipe.id, seconds);
      expect(Buffer.from(a.left.buffer).equals(Buffer.from(b.left.buffer))).toBe(true);
      expect(truePeakDb([a.left, a.right])).toBeLessThan(-1.5);
      const lufs = integratedLoudness([a.left, a.right]);
      expect(lufs, recipe.id).toBeGreaterThan(-24);
      // No silent second before the fade: every second has music in it.
      for (let s = 0; s < 5; s++) {
        let sum = 0;
        for (let i = s * MUSIC_SAMPLE_RATE; i < (s + 1) * MUSIC_SAMPLE_RATE; i++) sum += a.left[i]! ** 2;
        expect(Math.sqrt(sum / MUSIC_SAMPLE_RATE), `${recipe.id} second ${s}`).toBeGreaterThan(0.01);
      }
      // Stereo, not the same signal twice.
      let diff = 0;
      for (let i = 0; i < a.length; i += 97) diff += Math.abs(a.left[i]! - a.right[i]!);
      expect(diff).toBeGreaterThan(1);
    }
  });

  it('refuses unknown tracks and absurd lengths', () => {
    expect(() => renderMusic('nope', 8)).toThrow(RangeError);
    expect(() => renderMusic('sunny-steps', 0.5)).toThrow(RangeError);
  });
});
