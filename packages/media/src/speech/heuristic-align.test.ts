import { describe, expect, it } from 'vitest';
import { heuristicAlign } from './heuristic-align.ts';
import { burstsPcm } from './test-signals.ts';

const SR = 16_000;

describe('heuristicAlign', () => {
  it('puts sentence breaks on the long pauses and keeps the script text', () => {
    // three phrases of speech with 0.6 s pauses between them
    const pcm = burstsPcm(SR, 6, [
      [0.3, 1.5],
      [2.1, 3.3],
      [3.9, 5.4],
    ]);
    const text = 'Start small today. Stay with it daily. Check your progress weekly!';
    const timeline = heuristicAlign(pcm, SR, text, 'en');
    expect(timeline.durationSeconds).toBeCloseTo(6, 3);
    expect(timeline.words.map((w) => w.text).join(' ')).toBe(text);
    const startOf = (text: string) => timeline.words.find((w) => w.text === text)!.start;
    expect(startOf('Start')).toBeCloseTo(0.3, 1);
    expect(startOf('Stay')).toBeCloseTo(2.1, 1);
    expect(startOf('Check')).toBeCloseTo(3.9, 1);
    expect(timeline.words.at(-1)!.end).toBeCloseTo(5.4, 1);
    for (let i = 1; i < timeline.words.length; i++) expect(timeline.words[i]!.start).toBeGreaterThanOrEqual(timeline.words[i - 1]!.end);
    expect(timeline.words.every((w) => w.phones.length > 0)).toBe(true);
  });

  it('prefers the break nearest in position when there are fewer pauses than breaks', () => {
    const pcm = burstsPcm(SR, 5, [
      [0.2, 2.0],
      [2.6, 4.6],
    ]);
    const text = 'One two, three four five six. Seven eight, nine ten eleven twelve.';
    const timeline = heuristicAlign(pcm, SR, text, 'en');
    expect(timeline.words.find((w) => w.text === 'Seven')!.start).toBeCloseTo(2.6, 1);
  });

  it('spreads longer words over more time', () => {
    const pcm = burstsPcm(SR, 3, [[0.2, 2.8]]);
    const timeline = heuristicAlign(pcm, SR, 'a unbelievably b', 'en');
    const [a, long] = timeline.words;
    expect(long!.end - long!.start).toBeGreaterThan(3 * (a!.end - a!.start));
  });

  it('returns no words for silence', () => {
    expect(heuristicAlign(new Float32Array(SR), SR, 'hello there', 'en').words).toEqual([]);
  });
});
