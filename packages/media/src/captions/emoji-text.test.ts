import { describe, expect, it } from 'vitest';
import { buildTalkingCaptionsDocument } from '../video/talking-captions.ts';
import { buildAssDocument } from './ass.ts';
import { drawableText, EMOJI_ADVANCE_EM, EMOJI_SIZE_EM, placeholder, richAssText } from './emoji-text.ts';
import { escapeAssText } from './ass-format.ts';
import { measurePlainWidth, measureTextWidth } from './text-fit.ts';

const dialogues = (text: string, style: string) => text.split('\n').filter((l) => l.startsWith('Dialogue: ') && l.split(',')[3] === style);
const EMOJI_CHARS = /\p{Extended_Pictographic}/u;

describe('emoji in burned-in text', () => {
  it('an emoji takes a placeholder as wide as its advance, a little wider than the drawn emoji', () => {
    const em = 54;
    const ass = richAssText('so 🔥 good', em, escapeAssText);
    expect(ass).not.toMatch(EMOJI_CHARS);
    const width = Number(/\\p1\}m 0 0 l (\d+) 0/.exec(ass)![1]);
    expect(width).toBe(Math.round(EMOJI_ADVANCE_EM * em));
    expect(Math.abs(width - EMOJI_SIZE_EM * em)).toBeLessThanOrEqual(0.15 * em);
    expect(placeholder(10.4, { primary: '&H00&', outline: '&H00&', shadow: '&H80&' })).toBe(
      '{\\1a&HFF&\\3a&HFF&\\4a&HFF&\\p1}m 0 0 l 10 0 10 1 0 1{\\p0\\1a&H00&\\3a&H00&\\4a&H80&}',
    );
  });

  it('measures an emoji as its advance, so lines are fitted with it', () => {
    const em = 40;
    expect(measureTextWidth('a🚀b', 'extraBold', em)).toBeCloseTo(measurePlainWidth('ab', 'extraBold', em) + EMOJI_ADVANCE_EM * em, 1);
    expect(measureTextWidth('plain', 'bold', em)).toBe(measurePlainWidth('plain', 'bold', em));
  });

  it('drops stray joiners and selectors, never leaving a code point libass would draw as a box', () => {
    expect(drawableText('a\u200d b\ufe0f')).toBe('a b');
    expect(drawableText('Go 👩🏽‍💻 now')).toBe('Go 👩🏽‍💻 now');
  });

  it("draws a caption emoji in colour between its neighbours, on the caption line, for the word's time", () => {
    const words = ['Big', '🔥', 'news'].map((text, i) => ({ text, start: i * 0.5, end: (i + 1) * 0.5 }));
    const doc = buildAssDocument({ width: 720, height: 1280, words, look: { preset: 'highlight', position: 'bottom', color: '#FFD60A' } });
    for (const line of dialogues(doc.text, 'Caption')) expect(line).not.toMatch(EMOJI_CHARS);
    const emoji = dialogues(doc.text, 'Emoji');
    // One event per Twemoji layer per caption event (the fire has two layers, three word activations).
    expect(emoji).toHaveLength(2 * 3);
    expect(emoji[0]).toContain('\\1c&H0C90F4&');
    // The first word's page pops in: the emoji slides and grows with it, ending where the layout put it.
    expect(emoji[0]).toMatch(/\\move\([\d.]+,[\d.]+,[\d.]+,[\d.]+,0,150\)\\fscx80\\fscy80\\t\(0,150,\\fscx100\\fscy100\)/);
    expect(emoji[2]).toMatch(/\\pos\(/);
    const [x, y] = /\\move\([\d.]+,[\d.]+,([\d.]+),([\d.]+)/.exec(emoji[0]!)!.slice(1).map(Number) as [number, number];
    const em = doc.layout.captionFontPx;
    const big = measureTextWidth('Big', 'extraBold', em);
    const space = measureTextWidth(' ', 'extraBold', em);
    const total = measureTextWidth('Big 🔥 news', 'extraBold', em) + (1.1 - 1) * big;
    // "Big" is spoken (10 % bigger) in the first event: the emoji follows it and a space.
    expect(x).toBeCloseTo(360 - total / 2 + big * 1.1 + space + (EMOJI_ADVANCE_EM * em) / 2, 0);
    const band = doc.layout.captionBand;
    expect(y).toBeGreaterThan(band.y);
    expect(y).toBeLessThan(band.y + band.height);
  });

  it('draws emoji in the headline card and in titles', () => {
    const doc = buildAssDocument({ width: 720, height: 1280, words: [], topText: 'Monday mood 😴' });
    expect(dialogues(doc.text, 'TopText').join('\n')).not.toMatch(EMOJI_CHARS);
    expect(dialogues(doc.text, 'Emoji').length).toBeGreaterThan(1);
    const talking = buildTalkingCaptionsDocument({ width: 720, height: 1280, words: [], language: 'en', titles: [{ text: 'Step one ✅', start: 0, end: 2 }] });
    expect(dialogues(talking.text, 'Title').join('\n')).not.toMatch(EMOJI_CHARS);
    const titleEmoji = dialogues(talking.text, 'Emoji');
    expect(titleEmoji.length).toBeGreaterThan(0);
    expect(titleEmoji[0]).toContain('\\fad(');
  });
});
