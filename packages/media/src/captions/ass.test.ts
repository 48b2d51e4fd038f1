import { describe, expect, it } from 'vitest';
import { assColor, assTime, buildAss, buildAssDocument, escapeAssText, segmentPhrases, type CaptionWord } from './ass.ts';
import { REELS_SAFE_AREA } from './layout.ts';

const W = 720;
const H = 1280;

interface Event {
  layer: number;
  start: string;
  end: string;
  style: string;
  text: string;
}

function events(ass: string): Event[] {
  return ass
    .split('\n')
    .filter((line) => line.startsWith('Dialogue: '))
    .map((line) => {
      const fields = line.slice('Dialogue: '.length).split(',');
      return { layer: Number(fields[0]), start: fields[1]!, end: fields[2]!, style: fields[3]!, text: fields.slice(9).join(',') };
    });
}

function positions(text: string): { x: number; y: number } | null {
  const m = /\\pos\((-?[\d.]+),(-?[\d.]+)\)/.exec(text);
  if (m) return { x: Number(m[1]), y: Number(m[2]) };
  // A page that pops in slides to its place: where it ends.
  const move = /\\move\((-?[\d.]+),(-?[\d.]+),(-?[\d.]+),(-?[\d.]+)/.exec(text);
  return move ? { x: Number(move[3]), y: Number(move[4]) } : null;
}

const timed = (texts: string[], step = 0.5, from = 0): CaptionWord[] => texts.map((text, i) => ({ text, start: from + i * step, end: from + (i + 1) * step }));

describe('assTime and assColor', () => {
  it('formats times as H:MM:SS.cc', () => {
    expect(assTime(0)).toBe('0:00:00.00');
    expect(assTime(61.236)).toBe('0:01:01.24');
    expect(assTime(3600)).toBe('1:00:00.00');
    expect(assTime(-1)).toBe('0:00:00.00');
  });

  it('converts #RRGGBB to &HAABBGGRR&', () => {
    expect(assColor('#FFD60A')).toBe('&H000AD6FF&');
    expect(assColor('#ffffff', 0x80)).toBe('&H80FFFFFF&');
    expect(() => assColor('yellow')).toThrow(RangeError);
  });
});

describe('escapeAssText', () => {
  it('makes braces and backslashes literal and flattens newlines', () => {
    expect(escapeAssText('{\\b1}bold')).toBe('\\{\\\u2060b1\\}bold');
    expect(escapeAssText('a\\Nb')).toBe('a\\\u2060Nb');
    expect(escapeAssText('line one\nline two\r\n\tend')).toBe('line one line two end');
    expect(escapeAssText('Привет, ação, niño')).toBe('Привет, ação, niño');
  });

  it('user text can never open an override block in the generated file', () => {
    const ass = buildAss({ width: W, height: H, words: timed(['{\\fs200}huge', 'a}b{c']), topText: 'top {\\pos(0,0)} \\N text' });
    for (const e of events(ass).filter((e) => e.style !== 'TopCard')) {
      // Strip our own override blocks (they start right after '{' with a backslash tag we wrote) and escaped braces.
      const userPart = e.text.replace(/\\[{}]/g, '').replace(/\{\\(an|1c|fs|pos)[^}]*\}/g, '');
      expect(userPart).not.toMatch(/[{}]/);
    }
    expect(ass).toContain('\\{\\\u2060fs200\\}huge');
  });
});

describe('buildAss: captions', () => {
  const words = timed(['One', 'two', 'three', 'four', 'five']);
  const doc = buildAssDocument({ width: W, height: H, words });
  const captions = events(doc.text).filter((e) => e.style === 'Caption');

  it('declares the frame as the script resolution and the Montserrat faces', () => {
    expect(doc.text).toContain(`PlayResX: ${W}\nPlayResY: ${H}`);
    expect(doc.text).toMatch(/^Style: Caption,Montserrat ExtraBold,/m);
    expect(doc.text).toMatch(/^Style: TopText,Montserrat,/m);
    expect(doc.text).toContain('WrapStyle: 2');
  });

  it('emits one event per word activation, in phrases of at most three words', () => {
    expect(doc.phrases.map((p) => p.map((w) => w.text))).toEqual([
      ['One', 'two', 'three'],
      ['four', 'five'],
    ]);
    expect(captions).toHaveLength(words.length);
    expect(doc.captionEvents).toBe(words.length);
  });

  it('highlights exactly the spoken word, for exactly its slice of time', () => {
    const active = assColor('#FFD60A');
    captions.forEach((event, i) => {
      expect(event.start).toBe(assTime(words[i]!.start));
      expect(event.end).toBe(assTime(words[i]!.end));
      // The first word of a page pops in: its scale grows to 110 % (\\t), the others are set at 110 % at once.
      const highlighted = [
        ...event.text.matchAll(new RegExp(`\\{\\\\1c${active}\\\\fscx\\d+\\\\fscy\\d+(?:\\\\t\\(0,\\d+,\\\\fscx110\\\\fscy110\\))?\\}([^{]+)\\{`, 'g')),
      ].map((m) => m[1]);
      expect(highlighted).toEqual([words[i]!.text]);
    });
    // The phrase shows its other words too.
    expect(captions[0]!.text).toContain('two');
    expect(captions[0]!.text).toContain('three');
    expect(captions[3]!.text).not.toContain('three');
  });

  it('uses a custom active colour', () => {
    const custom = events(buildAss({ width: W, height: H, words, activeColor: '#00FF88' })).filter((e) => e.style === 'Caption');
    expect(custom[0]!.text).toContain('\\1c&H0088FF00&');
  });

  it('places captions inside the reels safe area', () => {
    for (const event of captions) {
      const pos = positions(event.text)!;
      expect(pos.x).toBe(W / 2);
      expect(pos.y).toBeLessThanOrEqual(H * (1 - REELS_SAFE_AREA.bottom));
      expect(pos.y).toBeGreaterThan(H * 0.5);
    }
    const { captionBand, safe } = doc.layout;
    expect(captionBand.x).toBeGreaterThanOrEqual(W * REELS_SAFE_AREA.left);
    expect(captionBand.x + captionBand.width).toBeLessThanOrEqual(W * (1 - REELS_SAFE_AREA.right));
    expect(captionBand.y + captionBand.height).toBeLessThanOrEqual(safe.y + safe.height);
  });

  it('starts a new phrase at sentence ends, line breaks and long pauses', () => {
    const measure = (t: string) => t.length * 10;
    const options = { maxWords: 3, maxWidth: 10_000, measure, activeScale: 1.1 };
    expect(segmentPhrases(timed(['Hi.', 'How', 'are', 'you?', 'Fine']), options).map((p) => p.length)).toEqual([1, 3, 1]);
    expect(
      segmentPhrases(
        [
          { text: 'a', start: 0, end: 0.2, breakAfter: true },
          { text: 'b', start: 0.2, end: 0.4 },
        ],
        options,
      ),
    ).toHaveLength(2);
    expect(
      segmentPhrases(
        [
          { text: 'a', start: 0, end: 0.2 },
          { text: 'b', start: 1.5, end: 1.7 },
        ],
        options,
      ),
    ).toHaveLength(2);
    // Width: three words that do not fit on one line are split.
    expect(segmentPhrases(timed(['aaaa', 'bbbb', 'cccc']), { ...options, maxWidth: 95 }).map((p) => p.length)).toEqual([2, 1]);
  });

  it('sorts words, drops empty ones and gives zero-length words a minimum duration', () => {
    const phrases = segmentPhrases(
      [
        { text: 'second', start: 1, end: 1 },
        { text: '  ', start: 0.5, end: 0.7 },
        { text: 'first', start: 0, end: 0.5 },
      ],
      { maxWords: 3, maxWidth: 10_000, measure: (t) => t.length, activeScale: 1 },
    );
    expect(phrases.flat().map((w) => w.text)).toEqual(['first', 'second']);
    expect(phrases.flat()[1]!.end).toBeGreaterThan(1);
  });

  it('bridges a short gap to the next phrase and never overlaps it', () => {
    const ws: CaptionWord[] = [
      { text: 'End.', start: 0, end: 0.9 },
      { text: 'Next', start: 1.0, end: 1.4 },
    ];
    const evs = events(buildAss({ width: W, height: H, words: ws })).filter((e) => e.style === 'Caption');
    expect(evs.map((e) => [e.start, e.end])).toEqual([
      ['0:00:00.00', '0:00:01.00'],
      ['0:00:01.00', '0:00:01.40'],
    ]);
  });

  it('sets a phrase that is too wide (one enormous word) smaller instead of overflowing', () => {
    const evs = events(buildAss({ width: W, height: H, words: timed(['Donaudampfschifffahrtsgesellschaftskapitän']) })).filter((e) => e.style === 'Caption');
    expect(evs[0]!.text).toMatch(/\\fs[\d.]+/);
  });

  it('keeps Cyrillic and accented words intact', () => {
    const ass = buildAss({ width: W, height: H, words: timed(['Привет', 'ação', 'niño', 'señor']) });
    for (const word of ['Привет', 'ação', 'niño', 'señor']) expect(ass).toContain(word);
  });

  it('with no words and no top text there are no events', () => {
    expect(events(buildAss({ width: W, height: H, words: [] }))).toEqual([]);
  });
});

describe('buildAss: top text', () => {
  const longText = 'Quando o código funciona de primeira e ninguém acredita em você. Когда код работает с первого раза. Cuando nadie te cree, niño. '
    .repeat(5)
    .slice(0, 512);

  it('fits 512 characters on a card inside the safe area, at a legible size', () => {
    expect(longText).toHaveLength(512);
    const doc = buildAssDocument({ width: W, height: H, words: timed(['caption']), topText: longText, durationSeconds: 12 });
    const top = doc.topText!;
    expect(top.truncated).toBe(false);
    expect(top.lines.join(' ')).toBe(longText.trim().replace(/\s+/g, ' '));
    expect(top.fontPx).toBeGreaterThanOrEqual(26); // ~14 pt on a 390 pt wide phone screen
    const { topBox, captionBand } = doc.layout;
    expect(top.card.y).toBeGreaterThanOrEqual(H * REELS_SAFE_AREA.top);
    expect(top.card.x).toBeGreaterThanOrEqual(topBox.x);
    expect(top.card.x + top.card.width).toBeLessThanOrEqual(topBox.x + topBox.width);
    expect(top.card.y + top.card.height).toBeLessThanOrEqual(captionBand.y);
    for (const width of top.lineWidths) expect(width).toBeLessThanOrEqual(top.card.width);

    const tops = events(doc.text).filter((e) => e.style === 'TopText');
    expect(tops).toHaveLength(top.lines.length);
    for (const e of tops) {
      expect(e.start).toBe('0:00:00.00');
      expect(e.end).toBe('0:00:12.00');
      const pos = positions(e.text)!;
      expect(pos.y).toBeGreaterThanOrEqual(H * REELS_SAFE_AREA.top - top.fontPx); // line box starts above the glyphs
      expect(pos.y).toBeLessThan(top.card.y + top.card.height);
    }
    const card = events(doc.text).find((e) => e.style === 'TopCard')!;
    const coords = [...card.text.replace(/\{[^}]*\}/g, '').matchAll(/-?\d+/g)].map((m) => Number(m[0]));
    const xs = coords.filter((_, i) => i % 2 === 0);
    const ys = coords.filter((_, i) => i % 2 === 1);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(W * REELS_SAFE_AREA.left);
    expect(Math.max(...xs)).toBeLessThanOrEqual(W * (1 - REELS_SAFE_AREA.right));
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(H * REELS_SAFE_AREA.top);
    expect(Math.max(...ys)).toBeLessThanOrEqual(H * (1 - REELS_SAFE_AREA.bottom));
  });

  it('sets a short text big', () => {
    const doc = buildAssDocument({ width: W, height: H, words: [], topText: 'Monday again' });
    expect(doc.topText!.lines).toEqual(['Monday again']);
    expect(doc.topText!.fontPx).toBe(Math.round(W * 0.07));
  });

  it('stays until the end when no duration is given', () => {
    const tops = events(buildAss({ width: W, height: H, words: [], topText: 'x' })).filter((e) => e.style === 'TopText');
    expect(tops[0]!.end).toBe('9:59:59.99');
  });

  it('scales with the frame', () => {
    const small = buildAssDocument({ width: 360, height: 640, words: [], topText: longText });
    const big = buildAssDocument({ width: 1080, height: 1920, words: [], topText: longText });
    expect(small.topText!.truncated).toBe(false);
    expect(big.topText!.fontPx / small.topText!.fontPx).toBeGreaterThan(2.5);
  });

  it('lays out a quarter-size frame (the test render profile) as a quarter-size copy: nothing the full frame fits is cut', () => {
    const full = buildAssDocument({ width: 720, height: 1280, words: timed(['caption']), topText: longText });
    const quarter = buildAssDocument({ width: 180, height: 320, words: timed(['caption']), topText: longText });
    // A fixed floor in pixels (it was 10 px, i.e. 40 px at full size) would cut the text here.
    expect(quarter.topText!.truncated).toBe(false);
    expect(quarter.topText!.lines.join(' ')).toBe(full.topText!.lines.join(' '));
    expect(Math.abs(quarter.topText!.lines.length - full.topText!.lines.length)).toBeLessThanOrEqual(1);
    // Font sizes are whole pixels, so the small copy is off by up to a pixel of its own (4 at full size)…
    expect(Math.abs(quarter.topText!.fontPx * 4 - full.topText!.fontPx)).toBeLessThanOrEqual(4);
    expect(Math.abs(quarter.layout.captionFontPx * 4 - full.layout.captionFontPx)).toBeLessThanOrEqual(4);
    // …and the boxes set around them by a few per cent of the frame.
    const near = (small: number, big: number) => expect(Math.abs(small * 4 - big)).toBeLessThanOrEqual(720 * 0.04);
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      near(quarter.topText!.card[key], full.topText!.card[key]);
      near(quarter.layout.captionBand[key], full.layout.captionBand[key]);
    }
  });
});
