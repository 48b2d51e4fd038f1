import { describe, expect, it } from 'vitest';
import { timelineWordOfToken } from './render-talking.ts';

describe('timelineWordOfToken', () => {
  const word = (text: string, start: number) => ({ text, start, end: start + 0.3, phones: [] });
  it('maps script tokens to the timeline word holding them, and unread tokens past the timeline', () => {
    // script: "— Hello there 🚀 friends. Unread words here" ; the timeline holds the read start only
    const timeline = { words: [word('— Hello', 0), word('there 🚀', 0.4), word('friends.', 0.8)] };
    const at = timelineWordOfToken(timeline);
    expect([0, 1, 2, 3, 4].map(at)).toEqual([0, 0, 1, 1, 2]);
    expect(at(5)).toBe(3);
    expect(timeline.words[at(7)]).toBeUndefined();
  });
});
