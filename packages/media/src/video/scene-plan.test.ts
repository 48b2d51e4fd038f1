import { describe, expect, it } from 'vitest';
import { createFramePlan, planFrame } from './scene-plan.ts';

const scenes = [
  { start: 0, end: 4 },
  { start: 4, end: 5 },
  { start: 5, end: 10 },
];

function at(time: number, crossfade = 0.4): { a: number; b: number | null; t: number } {
  return { ...planFrame(scenes, time, crossfade, createFramePlan()) };
}

describe('planFrame', () => {
  it('shows one scene away from the cuts', () => {
    expect(at(1)).toEqual({ a: 0, b: null, t: 0 });
    expect(at(4.5)).toEqual({ a: 1, b: null, t: 0 });
    expect(at(9.9)).toEqual({ a: 2, b: null, t: 0 });
    expect(at(-1)).toEqual({ a: 0, b: null, t: 0 });
    expect(at(12)).toEqual({ a: 2, b: null, t: 0 });
  });

  it('crossfades over the window centred on each cut, rising from 0 to 1', () => {
    expect(at(3.8)).toEqual({ a: 0, b: 1, t: 0 });
    expect(at(4)).toMatchObject({ a: 0, b: 1 });
    expect(at(4).t).toBeCloseTo(0.5);
    expect(at(4.1).t).toBeCloseTo(0.75);
    expect(at(4.1)).toMatchObject({ a: 0, b: 1 });
    expect(at(4.2)).toEqual({ a: 1, b: null, t: 0 });
    expect(at(4.9)).toMatchObject({ a: 1, b: 2 });
    expect(at(4.9).t).toBeCloseTo(0.25);
  });

  it('shortens fades to half of a short scene, and cuts hard when asked', () => {
    const short = [
      { start: 0, end: 0.2 },
      { start: 0.2, end: 3 },
    ];
    const plan = planFrame(short, 0.25, 1, createFramePlan());
    expect(plan).toMatchObject({ a: 0, b: 1 });
    expect(plan.t).toBeCloseTo(0.75);
    expect(planFrame(short, 0.35, 1, createFramePlan()).b).toBeNull();
    expect(at(4, 0)).toEqual({ a: 1, b: null, t: 0 });
    expect(() => planFrame([], 0, 0.4, createFramePlan())).toThrow(RangeError);
  });
});

describe('planFrame with one length per boundary', () => {
  it('gives each cut its own transition length (0: a hard cut)', () => {
    const spans = [
      { start: 0, end: 4 },
      { start: 4, end: 8 },
      { start: 8, end: 12 },
    ];
    const lengths = [0.4, 0];
    expect(planFrame(spans, 3.85, lengths, createFramePlan())).toMatchObject({ a: 0, b: 1 });
    expect(planFrame(spans, 7.95, lengths, createFramePlan())).toEqual({ a: 1, b: null, t: 0 });
    expect(planFrame(spans, 8, lengths, createFramePlan())).toEqual({ a: 2, b: null, t: 0 });
  });
});
