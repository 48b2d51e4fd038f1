import type { CaptionPosition } from './caption-look.ts';
import { rectsOverlap, type Rect } from './layout.ts';

/**
 * Where the caption line goes for the creator's position (top, middle, bottom), as the centre height of a block
 * `blockHeight` tall. Every candidate stays inside the reels safe area and off the faces and the cards; a
 * position that cannot be honoured falls back to `fallbackCentre` (the place the layout found free: below the chin,
 * or the face-free band of a meme).
 */
export interface CaptionPlacementInput {
  position: CaptionPosition;
  safe: Rect;
  blockHeight: number;
  /** Centre the layout computed for "bottom" (below the chin, or the meme's lowest free band). */
  fallbackCentre: number;
  /** Faces (with a margin) and cards the captions must not cover. */
  keepOff: readonly Rect[];
  /** Air between the captions and what they keep off, pixels. */
  gap: number;
}

export interface CaptionPlacement {
  centreY: number;
  /** True when the creator's position was used; false when it would have covered a face or a card. */
  honoured: boolean;
}

export function placeCaptions(input: CaptionPlacementInput): CaptionPlacement {
  const { safe, blockHeight, position } = input;
  if (position === 'bottom') return { centreY: input.fallbackCentre, honoured: true };
  const half = blockHeight / 2;
  const lowest = safe.y + safe.height - half;
  const highest = safe.y + half;
  const candidates: number[] = [];
  if (position === 'top') {
    candidates.push(highest);
    // Below whatever sits at the top (a headline card), still in the upper part of the frame.
    for (const r of input.keepOff) candidates.push(r.y + r.height + input.gap + 1 + half);
    candidates.sort((a, b) => a - b);
  } else {
    const middle = safe.y + safe.height / 2;
    candidates.push(middle);
    // Just above or below what covers the middle, nearest first.
    for (const r of input.keepOff) candidates.push(r.y - input.gap - 1 - half, r.y + r.height + input.gap + 1 + half);
    candidates.sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle));
  }
  const limit = position === 'top' ? safe.y + safe.height * 0.45 : safe.y + safe.height * 0.75;
  for (const c of candidates) {
    if (c < highest || c > lowest) continue;
    if (position === 'top' ? c > limit : c > limit || c < safe.y + safe.height * 0.25) continue;
    const band: Rect = { x: safe.x, y: Math.round(c - half), width: safe.width, height: Math.round(blockHeight) };
    if (input.keepOff.some((r) => rectsOverlap(band, grow(r, input.gap)))) continue;
    return { centreY: Math.round(c), honoured: true };
  }
  return { centreY: input.fallbackCentre, honoured: false };
}

function grow(r: Rect, by: number): Rect {
  return { x: r.x - by, y: r.y - by, width: r.width + 2 * by, height: r.height + 2 * by };
}
