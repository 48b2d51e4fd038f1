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
}

/** Where captions and the top text go for a frame of this size. Pure arithmetic, shared by the ASS builder and tests. */
export function computeMemeLayout(width: number, height: number, safeArea: Partial<SafeArea> = {}, captionFontPx?: number): MemeLayout {
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
  return { width, height, safe, captionFontPx: fontPx, captionBottomY, captionBand, topBox };
}
