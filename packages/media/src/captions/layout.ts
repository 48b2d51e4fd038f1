/** Fractions of the frame kept clear of Instagram's reel UI (profile row and caption at the bottom, icons at the top). */
export interface SafeArea {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export const REELS_SAFE_AREA: SafeArea = { top: 0.14, bottom: 0.2, left: 0.06, right: 0.06 };

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MemeLayout {
  width: number;
  height: number;
  /** Everything we draw stays inside this rectangle. */
  safe: Rect;
  /** Caption em size in pixels. */
  captionFontPx: number;
  /** Captions are bottom-anchored on this y, horizontally centred. */
  captionBottomY: number;
  /** Region the caption line occupies (for tests and for keeping the top text away from it). */
  captionBand: Rect;
  /** Box the top-text card may fill. */
  topBox: Rect;
  /**
   * Every box the card could fill, best first (`topBox` is the first): without faces just `topBox`; with faces the
   * face-free bands, largest first. The ASS builder sets the card in the one that gives the text the largest size.
   */
  topBoxes: Rect[];
  /** 'default': nothing to avoid; 'clear-of-face': text and captions are off every face; 'clear-of-eyes': a face fills the frame, so only its eyes are kept clear. */
  placement: 'default' | 'clear-of-face' | 'clear-of-eyes';
}

/** Something on the picture the text must not cover, in frame pixels: a face and, inside it, its eyes. */
export interface AvoidRegion {
  box: Rect;
  /** The eyes; kept clear even when the whole face cannot be (a close-up). Guessed from the box when absent. */
  eyes?: Rect;
}

/** A band the card needs at least: one short line at the smallest size with its padding. */
const MIN_TOP_BOX = 0.055;
/** Air kept between a face (or the eyes) and the text, as a fraction of the frame height. */
const FACE_MARGIN = 0.015;

/**
 * Where captions and the top text go for a frame of this size. Pure arithmetic, shared by the ASS builder and tests.
 * With `avoid` (faces in frame pixels, already grown over any zoom), the captions and the card keep off them: the
 * captions take the lowest face-free band that holds them (at their usual height when that one is free), the card
 * the face-free bands left. When no such band exists (the face fills the frame) only the eyes are kept clear.
 */
export function computeMemeLayout(
  width: number,
  height: number,
  safeArea: Partial<SafeArea> = {},
  captionFontPx?: number,
  avoid: readonly AvoidRegion[] = [],
): MemeLayout {
  const area = { ...REELS_SAFE_AREA, ...safeArea };
  // Round inwards so the rectangle never pokes past the fractions.
  const left = Math.ceil(width * area.left);
  const right = width - Math.ceil(width * area.right);
  const top = Math.ceil(height * area.top);
  const bottom = height - Math.ceil(height * area.bottom);
  const safe: Rect = { x: left, y: top, width: right - left, height: bottom - top };
  const fontPx = Math.round(captionFontPx ?? Math.min(width * 0.075, height * 0.045));
  // Sit a little above the bottom edge of the safe area: the eye reads captions near the lower third.
  const captionBottomY = bottom - Math.round(height * 0.03);
  // Two em tall is enough for a scaled active word with its outline (glyphs sit well inside the ASS line box).
  const bandHeight = Math.round(fontPx * 2);
  const captionBand: Rect = { x: left, y: captionBottomY - bandHeight, width: safe.width, height: bandHeight };
  const gap = Math.round(height * 0.03);
  const topBox: Rect = { x: left, y: top, width: safe.width, height: Math.max(0, captionBand.y - gap - top) };
  const base: MemeLayout = { width, height, safe, captionFontPx: fontPx, captionBottomY, captionBand, topBox, topBoxes: [topBox], placement: 'default' };
  const inSafe = avoid.filter((a) => overlaps(a.box, safe));
  if (!inSafe.length) return base;

  const margin = Math.round(height * FACE_MARGIN);
  const minTop = Math.round(height * MIN_TOP_BOX);
  for (const placement of ['clear-of-face', 'clear-of-eyes'] as const) {
    const blocked = inSafe.map((a) => (placement === 'clear-of-face' ? a.box : (a.eyes ?? guessEyes(a.box)))).filter((r) => overlaps(r, safe));
    const free = freeBands(
      top,
      bottom,
      blocked.map((r) => [r.y - margin, r.y + r.height + margin] as const),
    );
    // Captions: the lowest free band that holds them, as low as their usual line allows.
    let captions: { bottomY: number } | undefined;
    for (const [y0, y1] of [...free].sort((a, b) => b[1] - a[1])) {
      const bottomY = Math.min(captionBottomY, y1);
      if (bottomY - bandHeight >= y0) {
        captions = { bottomY };
        break;
      }
    }
    if (!captions) continue;
    const band: Rect = { x: left, y: captions.bottomY - bandHeight, width: safe.width, height: bandHeight };
    const boxes = freeBands(top, bottom, [
      ...blocked.map((r) => [r.y - margin, r.y + r.height + margin] as const),
      [band.y - gap, band.y + band.height + gap] as const,
    ])
      .filter(([y0, y1]) => y1 - y0 >= minTop)
      .sort((a, b) => b[1] - b[0] - (a[1] - a[0]) || a[0] - b[0])
      .map(([y0, y1]): Rect => ({ x: left, y: y0, width: safe.width, height: y1 - y0 }));
    if (!boxes.length) continue;
    return { ...base, captionBottomY: captions.bottomY, captionBand: band, topBox: boxes[0]!, topBoxes: boxes, placement };
  }
  // Not even the eyes can be avoided (a frame of eyes): leave the usual layout.
  return base;
}

/** [top, bottom) minus the blocked intervals, as sorted free intervals. */
function freeBands(top: number, bottom: number, blocked: ReadonlyArray<readonly [number, number]>): Array<[number, number]> {
  let bands: Array<[number, number]> = [[top, bottom]];
  for (const [b0, b1] of blocked) {
    bands = bands.flatMap(([y0, y1]): Array<[number, number]> => {
      if (b1 <= y0 || b0 >= y1) return [[y0, y1]];
      const parts: Array<[number, number]> = [];
      if (b0 > y0) parts.push([y0, Math.floor(b0)]);
      if (b1 < y1) parts.push([Math.ceil(b1), y1]);
      return parts;
    });
  }
  return bands.filter(([y0, y1]) => y1 > y0).sort((a, b) => a[0] - b[0]);
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Eyes of a forehead-to-chin face box: FaceMesh puts them about a third of the way down. */
export function guessEyes(box: Rect): Rect {
  return { x: box.x, y: box.y + box.height * 0.25, width: box.width, height: box.height * 0.25 };
}

/** True when the two rectangles share any area. */
export function rectsOverlap(a: Rect, b: Rect): boolean {
  return overlaps(a, b);
}
