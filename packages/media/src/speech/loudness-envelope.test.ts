import { describe, expect, it } from 'vitest';
import { bandPass, frameLevelsDb, percentile } from './frame-energy.ts';
import { loudnessEnvelope } from './loudness-envelope.ts';
import { burstsPcm } from './test-signals.ts';

const SR = 16_000;
const FPS = 30;

describe('loudnessEnvelope', () => {
  it('has one value per video frame, all zero for silence', () => {
    const env = loudnessEnvelope(new Float32Array(SR * 2), SR, FPS);
    expect(env).toHaveLength(60);
    expect(Math.max(...env)).toBe(0);
  });

  it('is high during speech, zero in the pauses, normalised to about 1', () => {
    const env = loudnessEnvelope(
      burstsPcm(SR, 3, [
        [0.5, 1.2],
        [2, 2.6],
      ]),
      SR,
      FPS,
    );
    expect(env).toHaveLength(90);
    expect(Math.max(...env)).toBeGreaterThan(0.85);
    expect(Math.max(...env)).toBeLessThanOrEqual(1);
    expect(env[5]).toBe(0); // 0.17 s: before the first burst
    expect(env[30]).toBeGreaterThan(0.5); // 1.0 s: inside
    expect(env[50]).toBeLessThan(0.02); // 1.67 s: well inside the pause
  });

  it('rises faster than it falls (attack ~40 ms, release ~100 ms)', () => {
    const env = loudnessEnvelope(burstsPcm(SR, 2, [[0.5, 1]]), SR, FPS);
    const peak = Math.max(...env);
    // frames covering 0.5–0.6 s (15–17) vs 1.0–1.1 s (30–32)
    const risen = env[16]! / peak;
    const fallen = env[31]! / peak;
    expect(risen).toBeGreaterThan(0.6);
    expect(fallen).toBeGreaterThan(0.25); // still partly open 30–60 ms after the sound stopped
    expect(env[39]).toBeLessThan(0.08); // and nearly closed ~300 ms later
  });

  it('follows quieter and louder passages', () => {
    const loud = burstsPcm(SR, 2, [[0, 1]], 0.4);
    const quiet = burstsPcm(SR, 2, [[1, 2]], 0.1); // 12 dB down: a quieter, not a whispered, passage
    const pcm = loud.map((x, i) => x + quiet[i]!);
    const env = loudnessEnvelope(pcm, SR, FPS);
    expect(env[15]!).toBeGreaterThan(env[45]! + 0.2);
    expect(env[45]!).toBeGreaterThan(0.1);
  });

  it('ignores rumble below the speech band', () => {
    const rumble = new Float32Array(SR).map((_, i) => 0.5 * Math.sin((2 * Math.PI * 40 * i) / SR));
    const filtered = bandPass(rumble, SR);
    const ratio = percentile(frameLevelsDb(filtered, SR), 0.5) - percentile(frameLevelsDb(rumble, SR), 0.5);
    expect(ratio).toBeLessThan(-20);
  });
});
