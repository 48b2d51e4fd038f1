import { clamp, fitPolynomial, smoothstep } from './curve-fit.ts';
import type { FaceFrame } from './face-geometry.ts';
import type { EyeIndices } from './mesh-indices.ts';
import * as pixels from './pixels.ts';
import { allocateRegion, setSupport, type RegionField } from './region-field.ts';

// Imported helpers used per pixel are re-bound to module constants: test runners (vitest) rewrite imports into
// getter calls on a module object, which made the hot loops ~30× slower there; a local constant is inlined as usual.
const darken = pixels.darken;
const sampleBilinear = pixels.sampleBilinear;

/**
 * One eyelid. A blink slides the upper-lid edge down onto the lower lid: the lash band right above the edge moves
 * rigidly (so lashes stay thin), the lid skin between it and the brow line stretches down over the eye and is shaded a
 * little; the eye below the moving edge is not resampled at all, so the iris stays untouched while it is visible. The
 * lid travel tapers to zero beyond both corners, which keeps the field continuous where the eye meets the face.
 */
export interface EyeField {
  readonly region: RegionField;
  compute(blink: number): void;
  /** Eye centre and largest opening at rest, canvas pixels (for tests). */
  readonly centre: { x: number; y: number };
  readonly opening: number;
  /**
   * Whether the photo shows an eye where the landmarks put it: the darkest fifth of the pixels between the lids (iris,
   * lashes) clearly darker than the skin under the eye. FaceMesh sometimes puts an eye on the cheek of a strongly
   * rolled head; closing a "lid" there would smear skin, so the animator then leaves the eyes open.
   */
  readonly found: boolean;
}

/** The darkest fifth between the lids must be at most this share of the luma of the skin under the eye. */
const EYE_CONTRAST = 0.8;

/** How far above the lid edge the stretch reaches, as a share of the eye width (roughly the lid crease / brow). */
const BROW_REACH = 0.55;
/** Shade of the closed lid at the lash line (1 = none). */
const LID_SHADE = 0.82;
/**
 * FaceMesh eye corners often sit inside the visible eye (make-up, small eyes), so the lid travels over a slightly
 * wider span than the landmarks and closes a little past the lower lid; over skin this only nudges skin onto skin.
 */
const WIDEN = 0.18;
const OVERSHOOT = 0.12;

export function buildEyeField(frame: FaceFrame, eye: EyeIndices, canvas: Int32Array, canvasWidth: number, canvasHeight: number): EyeField {
  const first = frame.point(eye.upper[0]!);
  const last = frame.point(eye.upper[eye.upper.length - 1]!);
  const origin = { x: (first.x + last.x) / 2, y: (first.y + last.y) / 2 };
  const fit = (ids: readonly number[]) => {
    const pts = ids.map((i) => frame.toFace(frame.point(i), origin));
    // The corners are shared by both lids; pin them so the two curves meet there.
    const w = pts.map((_, i) => (i === 0 || i === pts.length - 1 ? 10 : 1));
    return {
      curve: fitPolynomial(
        pts.map((p) => p.s),
        pts.map((p) => p.t),
        4,
        w,
      ),
      s: pts.map((p) => p.s),
    };
  };
  const upper = fit(eye.upper);
  const lower = fit(eye.lower);
  const sMin = Math.min(...upper.s);
  const sMax = Math.max(...upper.s);
  const sMid = (sMin + sMax) / 2;
  const eyeWidth = Math.max(sMax - sMin, 4);
  // Lid curves are read at s pulled towards the middle, i.e. the eye is treated as (1 + 2·WIDEN) times wider.
  const inner = (s: number): number => sMid + (s - sMid) / (1 + 2 * WIDEN);
  const travelAt = (s: number): number => {
    const si = inner(s);
    if (si <= sMin || si >= sMax) return 0;
    const h = Math.max(0, lower.curve.at(si) - upper.curve.at(si));
    // The pinned lid curves already meet at the corners; the short taper only guarantees an exact zero there.
    return h * (1 + OVERSHOOT) * smoothstep(Math.min(si - sMin, sMax - si) / (0.06 * eyeWidth));
  };
  const lidAt = (s: number): number => upper.curve.at(inner(s));
  const reach = BROW_REACH * eyeWidth;
  const lash = 0.1 * eyeWidth;
  const spanMin = sMid - (sMid - sMin) * (1 + 2 * WIDEN);
  const spanMax = sMid + (sMax - sMid) * (1 + 2 * WIDEN);
  let opening = 0;
  let topT = Infinity;
  let bottomT = -Infinity;
  for (let s = spanMin; s <= spanMax; s += 0.5) {
    opening = Math.max(opening, travelAt(s));
    topT = Math.min(topT, lidAt(s) - reach);
    bottomT = Math.max(bottomT, lidAt(s) + travelAt(s));
  }

  const corners = [
    [spanMin - 2, topT - 2],
    [spanMax + 2, topT - 2],
    [spanMin - 2, bottomT + 2],
    [spanMax + 2, bottomT + 2],
  ].map(([s, t]) => ({ x: origin.x + s! * frame.right.x + t! * frame.down.x, y: origin.y + s! * frame.right.y + t! * frame.down.y }));
  const x0 = clamp(Math.floor(Math.min(...corners.map((p) => p.x))), 0, canvasWidth - 1);
  const y0 = clamp(Math.floor(Math.min(...corners.map((p) => p.y))), 0, canvasHeight - 1);
  const x1 = clamp(Math.ceil(Math.max(...corners.map((p) => p.x))), x0 + 1, canvasWidth);
  const y1 = clamp(Math.ceil(Math.max(...corners.map((p) => p.y))), y0 + 1, canvasHeight);
  const region = allocateRegion(x0, y0, x1 - x0, y1 - y0);
  const n = region.width * region.height;

  const T = new Float32Array(n);
  const lid = new Float32Array(n);
  const travel = new Float32Array(n);
  const mask = new Uint8Array(n);
  for (let r = 0; r < region.height; r++) {
    for (let c = 0; c < region.width; c++) {
      const k = r * region.width + c;
      const { s, t } = frame.toFace({ x: x0 + c, y: y0 + r }, origin);
      const h = travelAt(s);
      const u = lidAt(s);
      T[k] = t;
      lid[k] = u;
      travel[k] = h;
      mask[k] = h > 0 && t >= u - reach - 1 && t <= u + h + 1 ? 1 : 0;
    }
  }
  setSupport(region, mask);

  // Is there an eye between the lid curves? Compare its darkest pixels with the skin a little below the lower lid.
  const inside: number[] = [];
  const skin: number[] = [];
  const lumaAt = (s: number, t: number): number => {
    const p = sampleBilinear(
      canvas,
      canvasWidth,
      canvasHeight,
      origin.x + s * frame.right.x + t * frame.down.x,
      origin.y + s * frame.right.y + t * frame.down.y,
    );
    return 0.299 * (p & 0xff) + 0.587 * ((p >>> 8) & 0xff) + 0.114 * ((p >>> 16) & 0xff);
  };
  for (let s = sMin + 0.15 * eyeWidth; s <= sMax - 0.15 * eyeWidth; s += 0.5) {
    const up = upper.curve.at(s);
    const low = lower.curve.at(s);
    for (let f = 0.2; f <= 0.8; f += 0.2) inside.push(lumaAt(s, up + f * (low - up)));
    skin.push(lumaAt(s, low + 0.35 * eyeWidth));
  }
  inside.sort((a, b) => a - b);
  const darkest = inside[Math.floor(0.2 * (inside.length - 1))] ?? 0;
  const skinLuma = skin.reduce((a, b) => a + b, 0) / Math.max(skin.length, 1);
  const found = inside.length > 0 && darkest < EYE_CONTRAST * skinLuma;

  const { srcX, srcY, paintAlpha, paintColour, spanStart, spanEnd, width: bw } = region;
  const nx = frame.down.x;
  const ny = frame.down.y;
  const restMid = (upper.curve.at(0) + lower.curve.at(0)) / 2;
  return {
    region,
    opening,
    found,
    centre: { x: origin.x + restMid * nx, y: origin.y + restMid * ny },
    compute(blink: number): void {
      const b = clamp(blink, 0, 1);
      for (let r = 0; r < region.height; r++) {
        const py = y0 + r;
        const end = spanEnd[r]!;
        for (let c = spanStart[r]!, k = r * bw + c; c < end; c++, k++) {
          const t = T[k]!;
          const u = lid[k]!;
          const top = u - reach;
          const drop = b * travel[k]!;
          const moved = u + drop;
          let off = 0;
          let alpha = 0;
          if (drop > 0 && t > top && t < moved + 0.5) {
            if (t <= moved - 0.5) {
              if (t >= moved - lash) {
                // The lash band rides down rigidly.
                off = drop;
              } else {
                // Skin between the brow line and the lash band stretches: sample back at the proportional depth.
                const rel = (t - top) / (moved - lash - top);
                off = t - (top + rel * (u - lash - top));
              }
              // A little shade grows towards the lash line as the lid closes.
              const depth = (t - top) / (moved - top);
              alpha = (b * (1 - LID_SHADE) * depth * depth * 128 + 0.5) | 0;
              paintColour[k] = 0xff000000 | 0;
            } else {
              // The moving lid edge crosses this pixel: cover the eye by the lid's share of it.
              const share = moved + 0.5 - t;
              const back = t - u + 0.5;
              const edge = sampleBilinear(canvas, canvasWidth, canvasHeight, x0 + c - back * nx, py - back * ny);
              paintColour[k] = darken(edge, (128 * (1 - b * (1 - LID_SHADE)) + 0.5) | 0);
              alpha = (share * 128 + 0.5) | 0;
            }
          }
          paintAlpha[k] = alpha;
          srcX[k] = x0 + c - off * nx;
          srcY[k] = py - off * ny;
        }
      }
    },
  };
}
