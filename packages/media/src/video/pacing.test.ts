import { describe, expect, it } from 'vitest';
import { longestStill, MAX_STILL_SECONDS, pacingCuts } from './pacing.ts';
import { photoPartFraming } from './photo-parts.ts';

describe('pacingCuts', () => {
  it('leaves a scene of up to 7 s whole and cuts a longer one into equal parts of at most 6 s', () => {
    expect(pacingCuts(0, 7)).toEqual([]);
    expect(pacingCuts(2, 9.5)).toEqual([5.75]);
    const cuts = pacingCuts(10, 31);
    expect(cuts).toHaveLength(3);
    expect(longestStill([...cuts.map((t) => t - 10)], 21)).toBeCloseTo(5.25);
    for (const length of [7.1, 9, 12, 13, 25, 72]) {
      expect(longestStill(pacingCuts(0, length), length)).toBeLessThanOrEqual(6);
      expect(longestStill(pacingCuts(0, length), length)).toBeLessThan(MAX_STILL_SECONDS);
    }
  });

  it('longestStill measures from the start to the end through every change', () => {
    expect(longestStill([2, 9, 12], 15)).toBe(7);
    expect(longestStill([], 5)).toBe(5);
  });
});

describe('photoPartFraming', () => {
  const frame = { width: 720, height: 1280 };
  it('keeps the planned move for the first part, then cuts to closer framings that move differently', () => {
    const portrait = { width: 900, height: 1600 };
    const planned = { motion: 'zoom_in' as const, focus: { x: 0.5, y: 0.4 } };
    expect(photoPartFraming(0, portrait, frame, planned)).toEqual(planned);
    const second = photoPartFraming(1, portrait, frame, planned);
    expect(second.baseZoom).toBeGreaterThan(1.2);
    expect(second.motion).not.toBe('zoom_in');
    const third = photoPartFraming(2, portrait, frame, planned);
    expect(third.motion).not.toBe(second.motion);
  });

  it('cuts a wide photo shown over a blurred fill to one side of it covering the frame', () => {
    const wide = { width: 1600, height: 1000 };
    const second = photoPartFraming(1, wide, frame, { motion: 'pan_left' });
    expect(second.mode).toBe('cover');
    expect(second.focus!.x).toBeLessThan(0.5);
    expect(photoPartFraming(2, wide, frame, { motion: 'pan_left' }).focus!.x).toBeGreaterThan(0.5);
  });
});
