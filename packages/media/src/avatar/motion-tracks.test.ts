import { describe, expect, it } from 'vitest';
import { blinkTrack, idleHeadTrack } from './motion-tracks.ts';

describe('blinkTrack', () => {
  const fps = 30;
  const track = blinkTrack({ durationSeconds: 60, fps, seed: 42 });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(blinkTrack({ durationSeconds: 60, fps, seed: 42 })).toEqual(track);
    expect(blinkTrack({ durationSeconds: 60, fps, seed: 43 })).not.toEqual(track);
    expect(track.length).toBe(1800);
  });

  it('blinks every 2–6 s, 150–250 ms each, closing fully, never in the first half second', () => {
    const blinks: { start: number; end: number; peak: number }[] = [];
    for (let f = 0; f < track.length; f++) {
      expect(track[f]).toBeGreaterThanOrEqual(0);
      expect(track[f]).toBeLessThanOrEqual(1);
      if (track[f]! > 0 && (f === 0 || track[f - 1] === 0)) blinks.push({ start: f, end: f, peak: f });
      const b = blinks[blinks.length - 1];
      if (b && track[f]! > 0) {
        b.end = f;
        if (track[f]! > track[b.peak]!) b.peak = f;
      }
    }
    expect(blinks.length).toBeGreaterThanOrEqual(10);
    expect(blinks.length).toBeLessThanOrEqual(30);
    expect(blinks[0]!.start / fps).toBeGreaterThanOrEqual(0.5);
    for (const [i, b] of blinks.entries()) {
      expect(track[b.peak]).toBeCloseTo(1, 5);
      // Non-zero frames span the blink's length minus the zero-valued ends: at most 250 ms.
      expect((b.end - b.start) / fps).toBeLessThanOrEqual(0.25);
      // Closing is quicker than opening.
      expect(b.peak - b.start).toBeLessThanOrEqual(b.end - b.peak);
      if (i > 0) {
        const gap = (b.peak - blinks[i - 1]!.peak) / fps;
        expect(gap).toBeGreaterThanOrEqual(1.95);
        expect(gap).toBeLessThanOrEqual(6.05);
      }
    }
  });

  it('handles empty and odd inputs', () => {
    expect(blinkTrack({ durationSeconds: 0, fps, seed: 1 }).length).toBe(0);
    expect(Array.from(blinkTrack({ durationSeconds: 0.5, fps, seed: 1 })).every((v) => v === 0)).toBe(true);
  });
});

describe('idleHeadTrack', () => {
  const fps = 30;
  const track = idleHeadTrack({ durationSeconds: 30, fps, seed: 7, width: 720 });

  it('is deterministic for a seed', () => {
    expect(idleHeadTrack({ durationSeconds: 30, fps, seed: 7, width: 720 })).toEqual(track);
    expect(idleHeadTrack({ durationSeconds: 30, fps, seed: 8, width: 720 })).not.toEqual(track);
  });

  it('sways about ±1° and a few pixels, smoothly, and zooms 1.00 → 1.05 over the clip', () => {
    expect(track.length).toBe(900);
    let maxRoll = 0;
    for (const [f, p] of track.entries()) {
      expect(Math.abs(p.roll)).toBeLessThanOrEqual((1 * Math.PI) / 180 + 1e-9);
      expect(Math.abs(p.dx)).toBeLessThanOrEqual(4);
      expect(Math.abs(p.dy)).toBeLessThanOrEqual(3);
      maxRoll = Math.max(maxRoll, Math.abs(p.roll));
      if (f > 0) {
        const q = track[f - 1]!;
        // Low frequency: per-frame steps are a small fraction of the range.
        expect(Math.abs(p.dx - q.dx)).toBeLessThan(0.15);
        expect(Math.abs(p.roll - q.roll)).toBeLessThan(0.0006);
        expect(p.zoom).toBeGreaterThanOrEqual(q.zoom);
      }
    }
    expect(maxRoll).toBeGreaterThan(0.3 * (Math.PI / 180));
    expect(track[0]!.zoom).toBeCloseTo(1, 6);
    expect(track[track.length - 1]!.zoom).toBeGreaterThan(1.045);
    expect(track[track.length - 1]!.zoom).toBeLessThanOrEqual(1.05);
  });

  it('is not a sine: the motion does not repeat', () => {
    // Autocorrelation of dx at every lag from 1 to 10 s stays well below a periodic signal's ≈ 1.
    const dx = track.map((p) => p.dx);
    const mean = dx.reduce((a, b) => a + b, 0) / dx.length;
    const varSum = dx.reduce((a, b) => a + (b - mean) ** 2, 0);
    for (let lag = fps; lag <= 10 * fps; lag += 5) {
      let s = 0;
      for (let i = 0; i + lag < dx.length; i++) s += (dx[i]! - mean) * (dx[i + lag]! - mean);
      expect(s / varSum).toBeLessThan(0.8);
    }
  });

  it('scales translation with the width', () => {
    const small = idleHeadTrack({ durationSeconds: 30, fps, seed: 7, width: 360 });
    expect(small[100]!.dx).toBeCloseTo(track[100]!.dx / 2, 9);
    expect(small[100]!.roll).toBeCloseTo(track[100]!.roll, 12);
  });
});
