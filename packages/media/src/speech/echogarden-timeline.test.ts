import { describe, expect, it } from 'vitest';
import { implausibleAlignment } from './align-speech.ts';
import { spokenWordsFromTimeline } from './echogarden-timeline.ts';

describe('spokenWordsFromTimeline', () => {
  it('collects words at any depth with the phones of all their tokens', () => {
    const words = spokenWordsFromTimeline([
      {
        type: 'segment', text: '', startTime: 0, endTime: 2,
        timeline: [
          {
            type: 'sentence', text: '', startTime: 0, endTime: 2,
            timeline: [
              {
                type: 'word', text: '2024', startTime: 0.1, endTime: 1,
                timeline: [
                  { type: 'token', text: '', startTime: 0.1, endTime: 0.5, timeline: [{ type: 'phone', text: 't', startTime: 0.1, endTime: 0.2 }, { type: 'phone', text: 'ˈuː', startTime: 0.2, endTime: 0.5 }] },
                  { type: 'token', text: '', startTime: 0.5, endTime: 1, timeline: [{ type: 'phone', text: 'θ', startTime: 0.5, endTime: 1 }] },
                ],
              },
            ],
          },
        ],
      },
      { type: 'word', text: 'bad', startTime: Number.NaN, endTime: 1 },
    ]);
    expect(words).toEqual([
      { text: '2024', start: 0.1, end: 1, phones: [{ ipa: 't', start: 0.1, end: 0.2 }, { ipa: 'ˈuː', start: 0.2, end: 0.5 }, { ipa: 'θ', start: 0.5, end: 1 }] },
    ]);
  });
});

describe('implausibleAlignment', () => {
  const word = (start: number, end: number) => ({ text: 'w', start, end, phones: [] });
  it('accepts an ordinary timeline', () => {
    expect(implausibleAlignment([word(0, 0.3), word(0.3, 0.6), word(0.7, 1)], 2)).toBeNull();
  });
  it('rejects empty results, words past the end and piles of zero-length words', () => {
    expect(implausibleAlignment([], 2)).toMatch(/no words/);
    expect(implausibleAlignment([word(0, 0.3), word(5, 6)], 2)).toMatch(/outside/);
    expect(implausibleAlignment([word(0, 1), ...Array.from({ length: 6 }, () => word(1, 1.01))], 2)).toMatch(/no duration/);
  });
});
