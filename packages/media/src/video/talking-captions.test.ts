import { describe, expect, it } from 'vitest';
import type { SpeechTimeline } from '../speech/timeline.ts';
import { buildTalkingCaptionsDocument, captionWordsFromTimeline } from './talking-captions.ts';

function timeline(words: Array<[string, number, number]>, durationSeconds = 20): SpeechTimeline {
  return { durationSeconds, words: words.map(([text, start, end]) => ({ text, start, end, phones: [] })) };
}

const sample = captionWordsFromTimeline(
  timeline([
    ['Hello', 0.1, 0.4],
    ['there,', 0.45, 0.8],
    ['friend.', 0.85, 1.3],
    ['This', 1.6, 1.8],
    ['is', 1.82, 1.9],
    ['really', 1.95, 2.3],
    ['quite', 2.32, 2.6],
    ['long', 3.4, 3.7],
    ['indeed', 3.72, 4.1],
  ]),
);

describe('captionWordsFromTimeline', () => {
  it('keeps real times and breaks after sentence ends, pauses and the last word', () => {
    expect(sample.map((w) => [w.text, w.start, w.end, w.breakAfter ?? false])).toEqual([
      ['Hello', 0.1, 0.4, false],
      ['there,', 0.45, 0.8, false],
      ['friend.', 0.85, 1.3, true],
      ['This', 1.6, 1.8, false],
      ['is', 1.82, 1.9, false],
      ['really', 1.95, 2.3, false],
      ['quite', 2.32, 2.6, true], // 0.8 s pause follows
      ['long', 3.4, 3.7, false],
      ['indeed', 3.72, 4.1, true],
    ]);
  });

  it('drops empty words, sorts, clamps to the audio and honours a custom pause', () => {
    const words = captionWordsFromTimeline(
      timeline(
        [
          ['b', 1.0, 1.2],
          ['  ', 0.5, 0.6],
          ['a', 0.2, 0.8],
          ['late', 3.5, 4],
          ['cut', 2.9, 3.4],
        ],
        3,
      ),
      { pauseSeconds: 0.15 },
    );
    expect(words).toEqual([
      { text: 'a', start: 0.2, end: 0.8, breakAfter: true },
      { text: 'b', start: 1.0, end: 1.2, breakAfter: true },
      { text: 'cut', start: 2.9, end: 3, breakAfter: true },
    ]);
  });
});

describe('buildTalkingCaptionsDocument', () => {
  const base = { width: 720, height: 1280, words: sample, language: 'en' };

  it('centres the block at 62–70 % of the height when the face allows it', () => {
    for (const faceBottomY of [undefined, 300, 600, 700]) {
      const doc = buildTalkingCaptionsDocument({ ...base, faceBottomY });
      const centre = doc.captionBox.y + doc.captionBox.height / 2;
      expect(centre / 1280).toBeGreaterThanOrEqual(0.62);
      expect(centre / 1280).toBeLessThanOrEqual(0.7);
      expect(doc.placement).toBe('preferred');
      expect(doc.text).toContain(`\\pos(360,${centre})`);
    }
  });

  it('never puts the caption block over the face while the safe area has room below the chin', () => {
    for (let faceBottomY = 200; faceBottomY <= 1000; faceBottomY += 25) {
      const doc = buildTalkingCaptionsDocument({ ...base, faceBottomY });
      if (doc.placement === 'below-safe-area') {
        expect(faceBottomY).toBeGreaterThan(850);
        continue;
      }
      expect(doc.captionBox.y).toBeGreaterThan(faceBottomY);
      // and inside the safe area (bottom 20 % kept clear)
      expect(doc.captionBox.y + doc.captionBox.height).toBeLessThanOrEqual(1280 * 0.8);
    }
    const low = buildTalkingCaptionsDocument({ ...base, faceBottomY: 1000 });
    expect(low.placement).toBe('below-safe-area');
    expect(low.captionBox.y).toBeGreaterThan(1000);
    expect(low.captionBox.y + low.captionBox.height).toBeLessThanOrEqual(1280 * 0.97 + 1);
  });

  it('shows 1–3 words per page, highlights the spoken word and pops each page in once', () => {
    const doc = buildTalkingCaptionsDocument({ ...base, maxWordsPerPage: 2 });
    expect(doc.pages.map((p) => p.map((w) => w.text))).toEqual([['Hello', 'there,'], ['friend.'], ['This', 'is'], ['really', 'quite'], ['long', 'indeed']]);
    const events = doc.text.split('\n').filter((l) => l.includes(',Caption,'));
    expect(events).toHaveLength(sample.length);
    const pops = events.filter((l) => l.includes('\\move('));
    expect(pops).toHaveLength(doc.pages.length);
    expect(events[0]).toMatch(/^Dialogue: 2,0:00:00\.10,0:00:00\.45,Caption,.*\\move\(360,\d+,360,\d+,0,150\).*\\t\(0,150,\\fscx100\\fscy100\)/);
    expect(events[0]).toContain('{\\1c&H000AD6FF&');
    expect(events[1]).toMatch(/\\pos\(360,\d+\)/);
    expect(events[1]).not.toContain('\\t(');
    expect(buildTalkingCaptionsDocument({ ...base, maxWordsPerPage: 9 }).pages.every((p) => p.length <= 3)).toBe(true);
  });

  it('uppercases with the language rules and escapes user text', () => {
    const doc = buildTalkingCaptionsDocument({ ...base, language: 'tr', uppercase: true, words: [{ text: 'istanbul {x}', start: 0, end: 1 }] });
    expect(doc.text).toContain('İSTANBUL \\{X\\}');
  });

  it('draws a quarter-size frame (the test render profile) as a quarter-size copy: title, its outline, captions', () => {
    const title = [{ text: 'A long scene title that has to wrap onto more than one line of the card', start: 0, end: 2 }];
    const full = buildTalkingCaptionsDocument({ ...base, titles: title });
    const quarter = buildTalkingCaptionsDocument({ ...base, width: 180, height: 320, titles: title });
    const titleStyle = (text: string) => /^Style: Title,[^\n]*/m.exec(text)![0].split(',');
    // Outline and shadow (fields 17 and 18) follow the frame: 2 and 1 px at 720, a quarter of that at 180.
    expect(titleStyle(full.text).slice(16, 18)).toEqual(['2', '1']);
    expect(titleStyle(quarter.text).slice(16, 18).map(Number)).toEqual([0.5, 0.25]);
    // Font sizes are whole pixels: the small boxes are within a few per cent of the frame of a quarter of the big ones.
    const near = (small: number, big: number) => expect(Math.abs(small * 4 - big)).toBeLessThanOrEqual(720 * 0.04);
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      near(quarter.titleBoxes[0]![key], full.titleBoxes[0]![key]);
      near(quarter.captionBox[key], full.captionBox[key]);
    }
  });

  it('draws titles as faded cards near the top, away from the captions', () => {
    const doc = buildTalkingCaptionsDocument({
      ...base,
      titles: [
        { text: 'Chapter one: the beginning of it all', start: 2, end: 6 },
        { text: '', start: 7, end: 8 },
      ],
    });
    expect(doc.titleBoxes).toHaveLength(1);
    const box = doc.titleBoxes[0]!;
    expect(box.y).toBe(Math.ceil(1280 * 0.14));
    expect(box.y + box.height).toBeLessThan(doc.captionBox.y);
    const titleLines = doc.text.split('\n').filter((l) => /,Title(Card)?,/.test(l));
    expect(titleLines.length).toBeGreaterThanOrEqual(2);
    for (const line of titleLines) {
      expect(line).toMatch(/^Dialogue: \d,0:00:02\.00,0:00:06\.00,/);
      expect(line).toContain('\\fad(300,300)');
    }
  });
});
