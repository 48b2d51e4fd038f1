import { ms, textEvent, textWidth, type TextLook } from './ass-text.ts';
import { counterDecimals, easeOutCubic, formatCount } from './easing.ts';
import { layoutChart } from './layout.ts';
import { hexToRgb, packRgb } from './palette.ts';
import { blendMask, blendRect, roundedRectMask, softDiscMask } from './raster.ts';
import { boxCentreX, type GraphicContext, type GraphicParts } from './scene-types.ts';

const GROW_SECONDS = 0.8;

/**
 * When each bar starts growing, seconds from the scene's start: staggered so the last one has landed (and shows its
 * value) by 60 % of the scene, whatever its length.
 */
export function barStarts(count: number, length: number, hasTitle: boolean): number[] {
  if (count <= 0) return [];
  const lead = Math.min(hasTitle ? 0.6 : 0.3, length * 0.15);
  const room = Math.max(0, length * 0.6 - GROW_SECONDS * 0.8 - lead);
  const step = count > 1 ? Math.min(0.8, room / (count - 1)) : 0;
  return Array.from({ length: count }, (_, i) => lead + i * step);
}

/**
 * Horizontal bars growing to their values one after another (the largest in the accent colour), each with its label
 * above it and its value appearing as the bar lands.
 */
export function chartParts(chart: { title?: string; bars: ReadonlyArray<{ label: string; value: number }> }, ctx: GraphicContext): GraphicParts {
  const { box, palette, width, start, end, language } = ctx;
  const length = end - start;
  const decimals = Math.max(0, ...chart.bars.map((b) => counterDecimals(b.value)));
  const layout = layoutChart(
    chart,
    box,
    width,
    (t, w, e) => textWidth(t, w, e),
    (v) => formatCount(v, decimals, language),
  );
  const events: GraphicParts['events'] = [];
  const fadeOut = Math.min(250, ms(length / 4));
  const cx = boxCentreX(box);
  if (layout.title) {
    const look: TextLook = { weight: 'extraBold', emPx: layout.title.emPx, colour: palette.text, shadow: palette.dark };
    const lineH = layout.title.emPx * 1.15;
    const first = layout.title.cy - ((layout.title.lines.length - 1) * lineH) / 2;
    layout.title.lines.forEach((line, i) => {
      const y = Math.round(first + i * lineH);
      events.push(textEvent(1, start + 0.15, end, look, `\\an5\\move(${cx},${y - Math.round(lineH * 0.3)},${cx},${y},0,300)\\fad(200,${fadeOut})`, line));
    });
  }
  const starts = barStarts(layout.rows.length, length, layout.title !== null);
  const labelLook: TextLook = { weight: 'bold', emPx: layout.labelEm, colour: palette.text, shadow: palette.dark };
  const valueLook: TextLook = { weight: 'extraBold', emPx: layout.labelEm * 1.1, colour: palette.accent, shadow: palette.dark };
  const maxFraction = Math.max(0, ...layout.rows.map((r) => r.fraction));
  layout.rows.forEach((row, i) => {
    const at = start + starts[i]!;
    const y = Math.round(row.labelCy);
    events.push(textEvent(1, at, end, labelLook, `\\an4\\move(${box.x},${y + 12},${box.x},${y},0,250)\\fad(180,${fadeOut})`, row.label));
    const right = box.x + box.width;
    const landed = at + GROW_SECONDS * 0.8;
    events.push(textEvent(1, landed, end, valueLook, `\\an6\\pos(${right},${y})\\fscx70\\fscy70\\t(0,200,\\fscx100\\fscy100)\\fad(150,${fadeOut})`, row.value));
  });

  const [W, H] = [ctx.width, ctx.height];
  const barH = layout.rows[0]?.bar.height ?? 10;
  const tracks = layout.rows.map((r) => roundedRectMask(r.bar.width, r.bar.height, r.bar.height / 2));
  const cap = softDiscMask(barH / 2, 0.85);
  const surface = packRgb(hexToRgb(palette.surface));
  const lead = packRgb(hexToRgb(palette.accent));
  const other = packRgb(hexToRgb(palette.secondary));
  return {
    events,
    draw: (time, target) => {
      layout.rows.forEach((row, i) => {
        const local = time - starts[i]!;
        if (local < -0.2) return;
        const appear = Math.min(1, (local + 0.2) / 0.2);
        const { x, y, width: bw } = row.bar;
        blendMask(target, W, H, tracks[i]!, x, y, surface, Math.max(0.16, palette.surfaceAlpha) * appear);
        const grown = easeOutCubic(local / GROW_SECONDS) * row.fraction;
        if (grown <= 0) return;
        const colour = row.fraction === maxFraction ? lead : other;
        const w = Math.max(barH, bw * grown);
        blendRect(target, W, H, x + barH / 2, y, w - barH, barH, colour, 1);
        blendMask(target, W, H, cap, x, y, colour, 1);
        blendMask(target, W, H, cap, x + w - barH, y, colour, 1);
      });
    },
  };
}
