import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Rect } from '../../captions/layout.ts';
import { drawablePieces, EMOJI_ADVANCE_EM, EMOJI_SIZE_EM } from '../../captions/emoji-text.ts';
import { measurePlainWidth } from '../../captions/measure-plain.ts';
import { fitText } from '../../captions/text-fit.ts';
import { canvasFont, type FontWeightName } from '../../fonts/fonts.ts';

/** An emoji the text needs drawn: centred on (cx, cy), `size` pixels square (placed by the caller, which has the bitmaps). */
export interface EmojiPlacement {
  emoji: string;
  cx: number;
  cy: number;
  size: number;
}

export interface DrawTextOptions {
  weight: FontWeightName;
  /** Largest and smallest font size in pixels; the text takes the largest at which it fits the box. */
  maxPx: number;
  minPx: number;
  color: string;
  /** An outline around each glyph (classic meme text): colour and width as a fraction of the font size. */
  stroke?: { color: string; width: number };
  align?: 'center' | 'left';
  valign?: 'top' | 'middle' | 'bottom';
  uppercase?: boolean;
  lineHeight?: number;
  /** Measure only: return the rectangle the text would take without drawing it. */
  dryRun?: boolean;
  /** Where the text's emoji go (our fonts have none): filled in while drawing, for the caller to draw them. */
  emoji?: EmojiPlacement[];
}

/**
 * Wraps and sizes `text` to fill `box` (the same measuring as the ASS captions, so the font's own widths) and draws
 * it; returns the rectangle the lines take. Text that cannot fit even at minPx ends with an ellipsis.
 */
export function drawFittedText(ctx: SKRSContext2D, raw: string, box: Rect, options: DrawTextOptions): Rect {
  const text = options.uppercase ? raw.toLocaleUpperCase() : raw;
  const lineHeight = options.lineHeight ?? 1.18;
  // The outline is centred on the glyph edges: half its width lies outside them; keep that inside the box too.
  const strokePad = options.stroke ? options.stroke.width / 2 : 0;
  const inset = Math.ceil(strokePad * options.maxPx);
  const fitted = fitText(text, {
    maxWidth: box.width - 2 * inset,
    maxHeight: box.height - 2 * inset,
    maxFontPx: options.maxPx,
    minFontPx: options.minPx,
    lineHeight,
    weight: options.weight,
  });
  const px = fitted.fontPx;
  const height = fitted.lines.length * fitted.lineHeightPx;
  const valign = options.valign ?? 'middle';
  const top = valign === 'top' ? box.y : valign === 'bottom' ? box.y + box.height - height : box.y + (box.height - height) / 2;
  const pad = strokePad * px;
  const left = (options.align ?? 'center') === 'center' ? box.x + (box.width - fitted.width) / 2 : box.x;
  const rect = { x: left - pad, y: top - pad, width: fitted.width + 2 * pad, height: height + 2 * pad };
  if (options.dryRun) return rect;
  ctx.save();
  ctx.font = canvasFont(options.weight, px);
  ctx.textBaseline = 'middle';
  const align = options.align ?? 'center';
  ctx.textAlign = align;
  const x = align === 'center' ? box.x + box.width / 2 : box.x;
  if (options.stroke) {
    ctx.lineJoin = 'round';
    ctx.miterLimit = 2;
    ctx.strokeStyle = options.stroke.color;
    ctx.lineWidth = Math.max(1, px * options.stroke.width);
  }
  ctx.fillStyle = options.color;
  fitted.lines.forEach((line, i) => {
    const y = top + (i + 0.5) * fitted.lineHeightPx;
    const pieces = drawablePieces(line);
    if (!pieces.some((p) => p.kind === 'emoji')) {
      if (options.stroke) ctx.strokeText(line, x, y);
      ctx.fillText(line, x, y);
      return;
    }
    // A line with emoji is set piece by piece from its left end; the emoji leave their advance free for the caller.
    ctx.textAlign = 'left';
    let at = align === 'center' ? x - (fitted.lineWidths[i] ?? 0) / 2 : x;
    for (const piece of pieces) {
      if (piece.kind === 'emoji') {
        options.emoji?.push({ emoji: piece.text, cx: at + (EMOJI_ADVANCE_EM * px) / 2, cy: y, size: EMOJI_SIZE_EM * px });
        at += EMOJI_ADVANCE_EM * px;
        continue;
      }
      if (options.stroke) ctx.strokeText(piece.text, at, y);
      ctx.fillText(piece.text, at, y);
      at += measurePlainWidth(piece.text, options.weight, px);
    }
    ctx.textAlign = align;
  });
  ctx.restore();
  return rect;
}
