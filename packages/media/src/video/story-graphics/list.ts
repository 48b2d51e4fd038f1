import { roundedRect } from '../../captions/ass.ts';
import { ms, shapeEvent, textEvent, textWidth, type TextLook } from './ass-text.ts';
import { layoutList, revealTimes } from './layout.ts';
import { boxCentreX, circlePath, type GraphicContext, type GraphicParts } from './scene-types.ts';

const SLIDE_MS = 280;

/**
 * A title, then the items one after another, spread over the scene: each slides in on its own card with a number
 * badge (steps) or a dot; the newest card is brighter than the ones before it.
 */
export function listParts(list: { title?: string; items: readonly string[]; numbered?: boolean }, ctx: GraphicContext): GraphicParts {
  const { box, palette, width, start, end } = ctx;
  const length = end - start;
  const layout = layoutList(list, box, width, (t, w, em) => textWidth(t, w, em));
  const events: GraphicParts['events'] = [];
  const fadeOut = Math.min(250, ms(length / 4));
  let lead = 0.3;
  if (layout.title) {
    const look: TextLook = { weight: 'extraBold', emPx: layout.title.emPx, colour: palette.accent, shadow: palette.dark };
    const lineH = layout.title.emPx * 1.15;
    const first = layout.title.cy - ((layout.title.lines.length - 1) * lineH) / 2;
    layout.title.lines.forEach((line, i) => {
      const y = Math.round(first + i * lineH);
      const cx = boxCentreX(box);
      events.push(textEvent(1, start + 0.15, end, look, `\\an5\\move(${cx},${y - Math.round(lineH * 0.3)},${cx},${y},0,300)\\fad(200,${fadeOut})`, line));
    });
    lead = 0.75;
  }
  // Items spread over the first two thirds of the scene, so the last one is read before the scene ends.
  const times = revealTimes(layout.rows.length, length, { lead, tail: Math.max(1.2, length * 0.35), minStep: 0.45, maxStep: 3.5 });
  const itemLook: TextLook = { weight: 'bold', emPx: layout.itemEm, colour: palette.text, shadow: false };
  const badgeLook: TextLook = { weight: 'extraBold', emPx: layout.rows[0] ? layout.rows[0].badge.r * 1.15 : 20, colour: palette.onAccent };
  const dim = 255 - Math.round(255 * palette.surfaceAlpha);
  const bright = 255 - Math.round(255 * Math.min(0.9, palette.surfaceAlpha * 2.2));
  const alphaTag = (a: number): string => `&H${a.toString(16).padStart(2, '0').toUpperCase()}&`;
  layout.rows.forEach((row, i) => {
    const at = start + times[i]!;
    const dx = Math.round(width * 0.08);
    const slide = (x: number, y: number): string => `\\move(${x + dx},${y},${x},${y},0,${SLIDE_MS})`;
    const nextAt = times[i + 1] !== undefined ? start + times[i + 1]! : null;
    // The card: bright while it is the newest, then back to the quieter surface when the next one arrives.
    const settle = nextAt !== null ? `\\t(${ms(nextAt - at)},${ms(nextAt - at) + 250},\\1a${alphaTag(dim)})` : '';
    const c = row.card;
    events.push(
      shapeEvent(
        0,
        at,
        end,
        palette.surface,
        1,
        `\\an7${slide(0, 0)}\\1a${alphaTag(bright)}\\fad(180,${fadeOut})${settle}`,
        roundedRect(c.x, c.y, c.width, c.height, Math.round(c.height * 0.22)),
      ),
    );
    const b = row.badge;
    const badgeR = list.numbered ? b.r : b.r * 0.42;
    events.push(shapeEvent(1, at, end, palette.accent, 1, `\\an7${slide(0, 0)}\\fad(180,${fadeOut})`, circlePath(b.cx, b.cy, badgeR)));
    if (list.numbered) {
      const bx = Math.round(b.cx);
      const by = Math.round(b.cy);
      events.push(textEvent(1, at, end, badgeLook, `\\an5${slide(bx, by)}\\fad(180,${fadeOut})`, String(i + 1)));
    }
    const lineH = layout.itemEm * layout.lineHeight;
    const first = row.textCy - ((row.lines.length - 1) * lineH) / 2;
    row.lines.forEach((line, li) => {
      const x = Math.round(row.textX);
      const y = Math.round(first + li * lineH);
      events.push(textEvent(1, at + 0.05, end, itemLook, `\\an4${slide(x, y)}\\fad(200,${fadeOut})`, line));
    });
  });
  return { events };
}
