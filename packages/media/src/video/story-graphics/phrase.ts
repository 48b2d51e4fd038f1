import { assColor, roundedRect } from '../../captions/ass.ts';
import { ms, shapeEvent, textEvent, textWidth, type TextLook } from './ass-text.ts';
import { fitLines, revealTimes, type Measure } from './layout.ts';
import { boxCentreX, type GraphicContext, type GraphicParts } from './scene-types.ts';

const LINE_HEIGHT = 1.14;
const LAND_MS = 260;

/** The word that gets the marker: the longest (letters only), the later one on a tie — usually the phrase's point. */
export function emphasisIndex(words: readonly string[]): number {
  let best = 0;
  let bestLength = -1;
  words.forEach((word, i) => {
    const length = Array.from(word.replace(/[^\p{L}\p{N}]/gu, '')).length;
    if (length >= bestLength) {
      best = i;
      bestLength = length;
    }
  });
  return best;
}

/**
 * Kinetic typography: the phrase's words land one by one (sliding in and settling from a larger size), then a
 * marker sweeps under the key word, which pops again at each later stage of a long scene.
 */
export function phraseParts(text: string, ctx: GraphicContext): GraphicParts {
  const { box, palette, width, start, end } = ctx;
  const length = end - start;
  const measure: Measure = (t, weight, em) => textWidth(t, weight, em);
  const fitted = fitLines(
    text,
    { maxWidth: box.width, maxHeight: box.height * 0.85, maxEm: width * 0.13, minEm: width * 0.06, maxLines: 5, lineHeight: LINE_HEIGHT, weight: 'extraBold' },
    measure,
  );
  const em = fitted.emPx;
  const look: TextLook = { weight: 'extraBold', emPx: em, colour: palette.text, shadow: palette.dark };
  const lineWords = fitted.lines.map((line) => line.split(' '));
  const words = lineWords.flat();
  const key = emphasisIndex(words);
  const step = Math.max(0.18, Math.min(0.38, Math.min(3, length * 0.45) / Math.max(1, words.length)));
  const times = revealTimes(words.length, length, { lead: 0.25, tail: 0.6, minStep: step, maxStep: step });
  const cx = boxCentreX(box);
  const blockH = fitted.lines.length * em * LINE_HEIGHT;
  const top = box.y + box.height * 0.46 - blockH / 2;
  // A lone space measures as nothing (trailing white space); the gap between two letters' words is the real one.
  const space = measure('n n', 'extraBold', em) - measure('nn', 'extraBold', em);
  const events: GraphicParts['events'] = [];
  const fadeOut = Math.min(250, ms(length / 4));
  let index = 0;
  lineWords.forEach((line, li) => {
    const lineW = measure(line.join(' '), 'extraBold', em);
    let x = cx - lineW / 2;
    const y = Math.round(top + (li + 0.5) * em * LINE_HEIGHT);
    line.forEach((word) => {
      const w = measure(word, 'extraBold', em);
      const wx = Math.round(x + w / 2);
      x += w + space;
      const at = start + times[index]!;
      // Alternate entrances: rising from below, dropping from above; each settles from 135 % to 100 %.
      const dy = Math.round(em * (index % 2 === 0 ? 0.45 : -0.45));
      const entrance = `\\an5\\move(${wx},${y + dy},${wx},${y},0,${LAND_MS})\\fscx135\\fscy135\\t(0,${LAND_MS},0.6,\\fscx100\\fscy100)\\fad(140,${fadeOut})`;
      if (index === key) {
        const markAt = Math.max(times[index]! + 0.3, Math.min(length - 0.6, times[times.length - 1]! + 0.35));
        const markMs = ms(start + markAt - at);
        const pops = [markMs, ...ctx.stageTimes.filter((s) => s > markAt + 0.5 && s < length - 0.5).map((s) => ms(s - times[index]!))]
          .map((m) => `\\t(${m},${m + 120},\\fscx114\\fscy114)\\t(${m + 120},${m + 300},\\fscx100\\fscy100)`)
          .join('');
        const recolour = `\\t(${markMs},${markMs + 200},\\1c${assColor(palette.onAccent)}\\4a&HFF&)`;
        events.push(textEvent(1, at, end, look, `${entrance}${pops}${recolour}`, word));
        const padX = Math.round(em * 0.16);
        const [x0, x1] = [Math.round(wx - w / 2 - padX), Math.round(wx + w / 2 + padX)];
        const [y0, y1] = [Math.round(y - em * 0.5), Math.round(y + em * 0.56)];
        const sweep = `\\an7\\pos(0,0)\\clip(${x0},${y0 - 2},${x0 + 1},${y1 + 2})\\t(0,220,\\clip(${x0},${y0 - 2},${x1},${y1 + 2}))\\fad(0,${fadeOut})`;
        events.push(shapeEvent(0, start + markAt, end, palette.accent, 1, sweep, roundedRect(x0, y0, x1 - x0, y1 - y0, Math.round(em * 0.16))));
      } else {
        events.push(textEvent(1, at, end, look, entrance, word));
      }
      index++;
    });
  });
  return { events };
}
