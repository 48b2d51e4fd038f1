import { describe, expect, it } from 'vitest';
import { mouthTrack } from './mouth-track.ts';
import type { SpeechTimeline, TimedPhone } from './timeline.ts';

const FPS = 30;

/** One word made of back-to-back phones of the given durations, starting at `start`. */
function word(text: string, start: number, phones: [string, number][]): SpeechTimeline['words'][number] {
  let t = start;
  const timed: TimedPhone[] = phones.map(([ipa, d]) => {
    const phone = { ipa, start: t, end: t + d };
    t += d;
    return phone;
  });
  return { text, start, end: t, phones: timed };
}

const flat = (n: number, value: number) => new Float32Array(n).fill(value);

describe('mouthTrack', () => {
  it('keeps the mouth shut in silence, whatever the timeline says', () => {
    const timeline = { words: [word('papa', 0.2, [['a', 0.5]])], durationSeconds: 1 };
    const poses = mouthTrack({ timeline, envelope: flat(30, 0), fps: FPS, frameCount: 30 });
    expect(poses).toHaveLength(30);
    expect(poses.every((p) => p.open === 0)).toBe(true);
  });

  it('closes the lips on p/b/m even when loud', () => {
    // "a m a" at full loudness: m from 0.5 to 0.58 s
    const timeline = {
      words: [
        word('ama', 0.2, [
          ['ˈa', 0.3],
          ['m', 0.08],
          ['a', 0.3],
        ]),
      ],
      durationSeconds: 1,
    };
    const poses = mouthTrack({ timeline, envelope: flat(30, 1), fps: FPS, frameCount: 30, leadFrames: 0 });
    const mFrame = Math.round(0.54 * FPS - 0.5); // the frame whose middle is nearest the m
    expect(poses[mFrame]!.open).toBe(0);
    expect(poses[mFrame - 4]!.open).toBeGreaterThan(0.4); // inside the first a
    expect(poses[mFrame + 4]!.open).toBeGreaterThan(0.4); // inside the second a
  });

  it('closes even on a p shorter than a frame', () => {
    const timeline = {
      words: [
        word('apa', 0.2, [
          ['a', 0.3],
          ['p', 0.02],
          ['a', 0.3],
        ]),
      ],
      durationSeconds: 1,
    };
    const poses = mouthTrack({ timeline, envelope: flat(30, 1), fps: FPS, frameCount: 30, leadFrames: 0 });
    expect(Math.min(...poses.slice(12, 20).map((p) => p.open))).toBe(0);
  });

  it('opens with the loudness: the opening correlates with the envelope', () => {
    const n = 60;
    const timeline = { words: [word('aaa', 0, [['a', 2]])], durationSeconds: 2 };
    const envelope = new Float32Array(n).map((_, i) => 0.5 + 0.5 * Math.sin((2 * Math.PI * i) / 20));
    const open = mouthTrack({ timeline, envelope, fps: FPS, frameCount: n, leadFrames: 0 }).map((p) => p.open);
    expect(correlation(open.slice(5, 55), [...envelope.slice(5, 55)])).toBeGreaterThan(0.9);
  });

  it('opens at a speaking amplitude: a loud open vowel near the widest opening, shut on m, a quiet one half as wide', () => {
    // "ma ma": the first syllable loud, the second at half loudness.
    const timeline = {
      words: [
        word('mama', 0.2, [
          ['m', 0.1],
          ['ˈa', 0.3],
          ['m', 0.1],
          ['a', 0.3],
        ]),
      ],
      durationSeconds: 1.2,
    };
    const envelope = new Float32Array(36).map((_, i) => (i < 18 ? 1 : 0.5));
    const open = mouthTrack({ timeline, envelope, fps: FPS, frameCount: 36, leadFrames: 0 }).map((p) => p.open);
    const loudA = Math.max(...open.slice(10, 16));
    const quietA = Math.max(...open.slice(22, 28));
    expect(loudA).toBeGreaterThan(0.85);
    expect(Math.min(...open.slice(6, 10))).toBe(0);
    expect(Math.min(...open.slice(18, 22))).toBe(0);
    expect(quietA).toBeLessThan(0.65 * loudA);
    expect(quietA).toBeGreaterThan(0.3);
  });

  it('shapes the mouth by the phone: a opens more than i, u puckers, i spreads', () => {
    const timeline = {
      words: [
        word('aiu', 0, [
          ['a', 0.4],
          ['i', 0.4],
          ['u', 0.4],
        ]),
      ],
      durationSeconds: 1.2,
    };
    const poses = mouthTrack({ timeline, envelope: flat(36, 1), fps: FPS, frameCount: 36, leadFrames: 0 });
    const [a, i, u] = [poses[6]!, poses[18]!, poses[30]!];
    expect(a.open).toBeGreaterThan(i.open + 0.3);
    expect(i.width).toBeGreaterThan(0.5);
    expect(u.width).toBeLessThan(-0.5);
  });

  it('eases between phones and never jitters from frame to frame', () => {
    const phones: [string, number][] = [];
    for (let k = 0; k < 20; k++) phones.push([k % 2 ? 'i' : 'a', 0.05]); // alternating every 50 ms: faster than frames
    const timeline = { words: [word('x', 0, phones)], durationSeconds: 1 };
    const poses = mouthTrack({ timeline, envelope: flat(30, 1), fps: FPS, frameCount: 30 });
    for (let f = 1; f < 30; f++) expect(Math.abs(poses[f]!.open - poses[f - 1]!.open)).toBeLessThan(0.2);
    // and even across a p/b/m between loud vowels the opening changes by at most 0.3 a frame
    const closing = mouthTrack({
      timeline: {
        words: [
          word('abababa', 0, [
            ['a', 0.2],
            ['b', 0.06],
            ['a', 0.2],
            ['b', 0.06],
            ['ˈaʊ', 0.3],
          ]),
        ],
        durationSeconds: 1,
      },
      envelope: flat(30, 1),
      fps: FPS,
      frameCount: 30,
    });
    for (let f = 1; f < 30; f++) expect(Math.abs(closing[f]!.open - closing[f - 1]!.open)).toBeLessThanOrEqual(0.3 + 1e-9);
    expect(Math.min(...closing.slice(3, 10).map((p) => p.open))).toBe(0);
    // no single-frame spikes
    for (let f = 1; f < 29; f++) {
      const spike = poses[f]!.open - Math.max(poses[f - 1]!.open, poses[f + 1]!.open);
      expect(spike).toBeLessThan(0.1);
    }
  });

  it('leads the sound by one frame by default', () => {
    const timeline = {
      words: [
        word('ma', 0.3, [
          ['m', 0.1],
          ['a', 0.4],
          ['p', 0.1],
          ['a', 0.3],
        ]),
      ],
      durationSeconds: 1.5,
    };
    const envelope = new Float32Array(45).map((_, i) => (i >= 9 && i < 36 ? 1 : 0));
    const lead0 = mouthTrack({ timeline, envelope, fps: FPS, frameCount: 45, leadFrames: 0 });
    const lead1 = mouthTrack({ timeline, envelope, fps: FPS, frameCount: 45 });
    for (let f = 1; f < 43; f++) expect(lead1[f]).toEqual(lead0[f + 1]);
    // and the first opening shows one frame earlier
    const firstOpen = (poses: typeof lead0) => poses.findIndex((p) => p.open > 0.05);
    expect(firstOpen(lead1)).toBe(firstOpen(lead0) - 1);
  });

  it('moves with the loudness when a word has no phones (estimated timings)', () => {
    const timeline = { words: [{ text: 'hm', start: 0, end: 1, phones: [] }], durationSeconds: 1 };
    const poses = mouthTrack({ timeline, envelope: flat(30, 0.8), fps: FPS, frameCount: 30 });
    expect(poses[15]!.open).toBeGreaterThan(0.1);
  });
});

function correlation(a: number[], b: number[]): number {
  const mean = (x: number[]) => x.reduce((s, v) => s + v, 0) / x.length;
  const ma = mean(a);
  const mb = mean(b);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < a.length; i++) {
    num += (a[i]! - ma) * (b[i]! - mb);
    da += (a[i]! - ma) ** 2;
    db += (b[i]! - mb) ** 2;
  }
  return num / Math.sqrt(da * db);
}
