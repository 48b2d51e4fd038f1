import { describe, expect, it } from 'vitest';
import { buildTalkingCaptionsDocument } from '../video/talking-captions.ts';
import { assColor, buildAssDocument, type CaptionWord } from './ass.ts';
import { CAPTION_POSITIONS, CAPTION_PRESETS, type CaptionLook, type CaptionPreset } from './caption-look.ts';
import { contrastText, PRESET_SPECS } from './caption-presets.ts';
import { REELS_SAFE_AREA } from './layout.ts';

const W = 720;
const H = 1280;
const words: CaptionWord[] = ['Small', 'habits', 'change', 'everything', 'you', 'do', 'daily'].map((text, i) => ({
  text,
  start: 0.5 + i * 0.4,
  end: 0.9 + i * 0.4,
  ...(text === 'everything' ? { emphasis: true } : {}),
}));
const look = (preset: CaptionPreset, extra: Partial<CaptionLook> = {}): CaptionLook => ({ preset, position: 'bottom', color: '#00C2FF', ...extra });

interface Event {
  layer: number;
  start: string;
  end: string;
  style: string;
  text: string;
}

function events(text: string, style?: string): Event[] {
  return text
    .split('\n')
    .filter((l) => l.startsWith('Dialogue: '))
    .map((l) => {
      const f = l.slice(10).split(',');
      return { layer: Number(f[0]), start: f[1]!, end: f[2]!, style: f[3]!, text: f.slice(9).join(',') };
    })
    .filter((e) => style === undefined || e.style === style);
}

function finalPos(text: string): { x: number; y: number } {
  const m = /\\(?:pos|move)\((-?[\d.]+),(-?[\d.]+)(?:,(-?[\d.]+),(-?[\d.]+))?/.exec(text)!;
  return m[3] !== undefined ? { x: Number(m[3]), y: Number(m[4]) } : { x: Number(m[1]), y: Number(m[2]) };
}

/** The words an event shows (override blocks and placeholders removed). */
function shown(text: string): string {
  return text
    .replace(/\{[^}]*\}m [^{]*/g, '')
    .replace(/\{[^}]*\}/g, '')
    .trim();
}

const colour = assColor('#00C2FF');
const doc = (preset: CaptionPreset, extra: Partial<CaptionLook> = {}) => buildAssDocument({ width: W, height: H, words, look: look(preset, extra) });

describe('caption presets', () => {
  it('every preset at every position keeps its captions inside the reels safe area', () => {
    for (const preset of CAPTION_PRESETS) {
      for (const position of CAPTION_POSITIONS) {
        const d = doc(preset, { position });
        const caps = events(d.text, 'Caption');
        expect(caps.length, `${preset} ${position}`).toBeGreaterThan(0);
        const half = d.layout.captionBand.height / 2;
        for (const e of caps) {
          const { x, y } = finalPos(e.text);
          expect(x).toBe(W / 2);
          expect(y - half).toBeGreaterThanOrEqual(H * REELS_SAFE_AREA.top);
          expect(y + half).toBeLessThanOrEqual(H * (1 - REELS_SAFE_AREA.bottom));
        }
        const ys = caps.map((e) => finalPos(e.text).y);
        if (position === 'top') expect(Math.max(...ys)).toBeLessThan(H * 0.45);
        if (position === 'middle') expect(Math.abs(ys[0]! - H * 0.47)).toBeLessThan(H * 0.1);
        if (position === 'bottom') expect(Math.min(...ys)).toBeGreaterThan(H * 0.6);
      }
    }
  });

  it('highlight: the spoken word and every emphasised word in the colour, a little bigger', () => {
    const caps = events(doc('highlight').text, 'Caption');
    expect(caps).toHaveLength(words.length);
    for (const e of caps) {
      const lit = [...e.text.matchAll(new RegExp(`\\{\\\\1c${colour}[^}]*\\}([^{]+)`, 'g'))].map((m) => m[1]);
      const page = shown(e.text).split(' ');
      if (page.includes('everything')) expect(lit).toContain('everything');
    }
    // "change" is spoken third: only it (and the emphasised "everything" if on its page) is coloured.
    expect(caps[2]!.text).toMatch(new RegExp(`\\\\1c${colour}[^}]*\\}change`));
    expect(caps[0]!.text).not.toMatch(new RegExp(`\\\\1c${colour}[^}]*\\}habits`));
  });

  it('karaoke: one event per phrase whose words fill with the colour as they are spoken', () => {
    const d = doc('karaoke');
    const style = /^Style: Caption,[^\n]*/m.exec(d.text)![0].split(',');
    expect(style[3]).toBe(colour); // filled (sung) colour
    expect(style[4]).toBe(assColor('#FFFFFF')); // not yet sung
    const caps = events(d.text, 'Caption');
    expect(caps).toHaveLength(d.phrases.length);
    for (const [i, e] of caps.entries()) {
      const fills = [...e.text.matchAll(/\\kf(\d+)/g)].map((m) => Number(m[1]));
      expect(fills).toHaveLength(d.phrases[i]!.length);
      const phrase = d.phrases[i]!;
      expect(fills.reduce((a, b) => a + b, 0)).toBeCloseTo(Math.round((phrase.at(-1)!.end - phrase[0]!.start) * 100), -1);
    }
    expect(caps.find((e) => e.text.includes('everything'))!.text).toMatch(/\\kf\d+\\fscx115\\fscy115\}everything/);
  });

  it('boxed: a rounded box of the colour behind the spoken word, its text in a contrasting colour', () => {
    const d = doc('boxed', { color: '#FFD60A' });
    const boxes = events(d.text, 'CaptionBox');
    const caps = events(d.text, 'Caption');
    expect(boxes).toHaveLength(caps.length);
    expect(/^Style: CaptionBox,[^,]*,[^,]*,([^,]*)/m.exec(d.text)![1]).toBe(assColor('#FFD60A'));
    expect(contrastText('#FFD60A')).toBe('#111111');
    expect(contrastText('#1D4ED8')).toBe('#FFFFFF');
    expect(caps[0]!.text).toContain(`\\1c${assColor('#111111')}\\bord0`);
    // Each box sits on its line, under the text, and boxes of later words of a phrase move right.
    for (const [i, box] of boxes.entries()) {
      expect(box.layer).toBeLessThan(caps[i]!.layer);
      expect(Math.abs(finalPos(box.text).y - finalPos(caps[i]!.text).y)).toBeLessThan(20);
    }
    expect(finalPos(boxes[1]!.text).x).toBeGreaterThan(finalPos(boxes[0]!.text).x);
    expect(shown(caps[0]!.text)).toBe(d.phrases[0]!.map((w) => w.text.toUpperCase()).join(' '));
  });

  it('pop: one big upper-case word at a time, popping in, emphasised words in the colour', () => {
    const d = doc('pop');
    const caps = events(d.text, 'Caption');
    expect(caps.map((e) => shown(e.text))).toEqual(words.map((w) => w.text.toUpperCase()));
    for (const e of caps) expect(e.text).toContain('\\fscx80\\fscy80\\t(0,80,\\fscx112\\fscy112)\\t(80,160,\\fscx100\\fscy100)');
    expect(caps.filter((e) => e.text.includes(`\\1c${colour}`)).map((e) => shown(e.text))).toEqual(['EVERYTHING']);
    const size = (text: string) => Number(/^Style: Caption,[^,]*,([\d.]+)/m.exec(text)![1]);
    expect(size(d.text)).toBeGreaterThan(size(doc('highlight').text) * 1.3);
  });

  it('minimal: small sentence-case text, a soft blurred halo, no bounce', () => {
    const d = doc('minimal');
    const caps = events(d.text, 'Caption');
    expect(/^Style: Caption,Montserrat,/m.test(d.text)).toBe(true);
    const size = (text: string) => Number(/^Style: Caption,[^,]*,([\d.]+)/m.exec(text)![1]);
    expect(size(d.text)).toBeLessThan(size(doc('highlight').text) * 0.8);
    for (const e of caps) {
      expect(e.text).not.toMatch(/\\t\(|\\move|\\fscx1[1-9]/);
      expect(e.text).toMatch(/\\blur[\d.]+/);
    }
    expect(d.phrases[0]!.length).toBeGreaterThanOrEqual(3);
    expect(shown(caps[0]!.text)).toBe(d.phrases[0]!.map((w) => w.text).join(' '));
    expect(caps.some((e) => e.text.includes(`\\1c${colour}}everything`))).toBe(true);
  });

  it('neon: white text over a blurred glow of the colour, the spoken word brightest', () => {
    const d = doc('neon');
    const glows = events(d.text, 'CaptionGlow');
    const caps = events(d.text, 'Caption');
    expect(glows).toHaveLength(caps.length);
    expect(/^Style: CaptionGlow,[^,]*,[^,]*,([^,]*)/m.exec(d.text)![1]).toBe(colour);
    for (const [i, g] of glows.entries()) {
      expect(g.text).toMatch(/\\blur\d/);
      expect(g.layer).toBeLessThan(caps[i]!.layer);
      expect(shown(g.text)).toBe(shown(caps[i]!.text));
    }
    expect(/^Style: Caption,[^,]*,[^,]*,([^,]*)/m.exec(d.text)![1]).toBe(assColor('#FFFFFF'));
    // The first word is spoken in the first event: its glow is opaque, the others' dimmer.
    expect(glows[0]!.text).toMatch(/\\3a&H00&[^}]*\}SMALL/);
    expect(glows[0]!.text).toMatch(/\\3a&H70&[^}]*\}HABITS/);
  });

  it('keeps a talking video\'s captions off the face for "top" and "middle", and honours them where the face leaves room', () => {
    const face = { faceTopY: 300, faceBottomY: 700 };
    for (const preset of CAPTION_PRESETS) {
      for (const position of CAPTION_POSITIONS) {
        const d = buildTalkingCaptionsDocument({ width: W, height: H, words, language: 'en', ...face, look: look(preset, { position }) });
        const box = d.captionBox;
        expect(box.y + box.height <= face.faceTopY || box.y >= face.faceBottomY, `${preset} ${position}`).toBe(true);
      }
    }
    const high = buildTalkingCaptionsDocument({
      width: W,
      height: H,
      words,
      language: 'en',
      faceTopY: 420,
      faceBottomY: 760,
      look: look('highlight', { position: 'top' }),
    });
    expect(high.captionBox.y + high.captionBox.height).toBeLessThan(420);
    expect(high.captionBox.y).toBeGreaterThanOrEqual(H * REELS_SAFE_AREA.top);
  });

  it('every preset declares a heavy caption face and a size that holds its animation', () => {
    for (const preset of CAPTION_PRESETS) {
      const spec = PRESET_SPECS[preset];
      expect(spec.peakScale).toBeGreaterThanOrEqual(Math.max(spec.activeScale, spec.emphasisScale));
      expect(['bold', 'extraBold']).toContain(spec.weight);
    }
  });
});
