import { beforeAll, describe, expect, it } from 'vitest';
import type { AvatarFrameState } from './animator-api.ts';
import { EYES } from './mesh-indices.ts';
import { buildTalkingPhoto, createTalkingPhoto, type TalkingPhotoInternals } from './talking-photo.ts';
import { countDifferent, luma, lumaAt, meanColour, pearson, trackPatch, type Box } from './testing/measure.ts';
import { loadSampleFace, type SampleFace } from './testing/sample-face.ts';

const W = 360;
const H = 640;
const REST: AvatarFrameState = { mouth: { open: 0, width: 0 }, blink: 0, head: { dx: 0, dy: 0, roll: 0, zoom: 1 } };
const HEAD = { dx: 3.3, dy: -2.1, roll: 0.012, zoom: 1.03 };

let sample: SampleFace;
let photo: TalkingPhotoInternals;

function render(tp: TalkingPhotoInternals, state: Partial<AvatarFrameState>): Uint8Array {
  const out = new Uint8Array(tp.width * tp.height * 4);
  tp.drawFrame({ ...REST, ...state }, out);
  return out;
}

/** A photo-pixel point in output pixels at rest. */
function toOutput(tp: TalkingPhotoInternals, p: [number, number, number]): { x: number; y: number } {
  return { x: p[0] * tp.framing.scale + tp.framing.tx, y: p[1] * tp.framing.scale + tp.framing.ty };
}

/** Forward head motion: out = P + zoom·R(roll)·(q − P) + d. */
function moveHead(tp: TalkingPhotoInternals, q: { x: number; y: number }, head: AvatarFrameState['head']): { x: number; y: number } {
  const { x: px, y: py } = tp.framing.faceCentre;
  const c = Math.cos(head.roll) * head.zoom;
  const s = Math.sin(head.roll) * head.zoom;
  return { x: px + c * (q.x - px) - s * (q.y - py) + head.dx, y: py + s * (q.x - px) + c * (q.y - py) + head.dy };
}

/** The mouth box in output pixels at rest: between the corners, from above the upper lip to below the lower lip. */
function mouthBox(tp: TalkingPhotoInternals): Box {
  const { left, right, centre } = tp.mouth.anchors;
  const w = tp.mouth.mouthWidth;
  const x0 = Math.floor(Math.min(left.x, right.x) - tp.margin - 0.1 * w);
  const x1 = Math.ceil(Math.max(left.x, right.x) - tp.margin + 0.1 * w);
  const y0 = Math.floor(centre.y - tp.margin - 0.3 * w);
  const y1 = Math.ceil(centre.y - tp.margin + 0.6 * w);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** Canvas mask of every pixel a region may touch, grown by `grow` pixels. */
function supportMask(tp: TalkingPhotoInternals, which: 'mouth' | 'eyes', grow: number): Uint8Array {
  const mask = new Uint8Array(tp.canvasWidth * tp.canvasHeight);
  const regions = which === 'mouth' ? [tp.mouth.region] : tp.eyes.map((e) => e.region);
  for (const r of regions) {
    for (let row = 0; row < r.height; row++) {
      for (let c = r.spanStart[row]!; c < r.spanEnd[row]!; c++) {
        for (let dy = -grow; dy <= grow; dy++) {
          for (let dx = -grow; dx <= grow; dx++) {
            const x = r.x0 + c + dx;
            const y = r.y0 + row + dy;
            if (x >= 0 && y >= 0 && x < tp.canvasWidth && y < tp.canvasHeight) mask[y * tp.canvasWidth + x] = 1;
          }
        }
      }
    }
  }
  return mask;
}

beforeAll(async () => {
  sample = await loadSampleFace();
  photo = buildTalkingPhoto(sample.rgba, sample.face, { width: W, height: H });
});

describe('framing', () => {
  it('puts the face in the upper middle at about half the frame width, and defaults to 720×1280', () => {
    const box = photo.faceBox;
    expect((box.y + box.height / 2) / H).toBeGreaterThanOrEqual(0.38);
    expect((box.y + box.height / 2) / H).toBeLessThanOrEqual(0.42);
    expect(box.width / W).toBeGreaterThanOrEqual(0.45);
    expect(box.width / W).toBeLessThanOrEqual(0.55);
    const full = createTalkingPhoto(sample.rgba, sample.face);
    expect([full.width, full.height]).toEqual([720, 1280]);
    // The chin is the bottom of the face box: captions go below it.
    const chin = toOutput(photo, sample.face.mesh[152]!);
    expect(Math.abs(box.y + box.height - chin.y)).toBeLessThan(2);
  });
});

describe('mouth', () => {
  it('stays exactly at rest when closed, also right after an open frame', () => {
    const fresh = buildTalkingPhoto(sample.rgba, sample.face, { width: W, height: H });
    const rest = render(fresh, REST);
    render(photo, { mouth: { open: 0.9, width: 0.6 } });
    const closed = render(photo, { mouth: { open: 0, width: 0 } });
    expect(countDifferent(rest, closed, 0)).toBe(0);
    // And the rest frame is the photo itself: resampled canvas, no warp, at integer offsets.
    const box = mouthBox(photo);
    let maxDiff = 0;
    for (let y = box.y; y < box.y + box.height; y++) {
      for (let x = box.x; x < box.x + box.width; x++) {
        const p = photo.canvas[(y + photo.margin) * photo.canvasWidth + x + photo.margin]!;
        const o = (y * W + x) * 4;
        maxDiff = Math.max(maxDiff, Math.abs((p & 0xff) - rest[o]!), Math.abs(((p >>> 8) & 0xff) - rest[o + 1]!));
      }
    }
    expect(maxDiff).toBeLessThanOrEqual(1);
  });

  it('opens in step with a loudness-like signal: measured opening vs commanded, Pearson r > 0.9', () => {
    // Syllable bursts at a speaking rate (~4–5 per second), fast attack and slower release like an RMS envelope,
    // random loudness, and a pause in the middle.
    const fps = 30;
    const frames = 150;
    const signal = new Float64Array(frames);
    let seed = 7;
    const rand = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let t = 0.1; t < frames / fps; t += 0.18 + 0.1 * rand()) {
      if (t > 2.2 && t < 2.9) continue;
      const peak = 0.2 + 0.8 * rand();
      for (let f = 0; f < frames; f++) {
        const dt = f / fps - t;
        const v = dt < 0 ? 0 : dt < 0.06 ? peak * (dt / 0.06) : peak * Math.exp(-(dt - 0.06) / 0.07);
        signal[f] = Math.max(signal[f]!, v);
      }
    }
    const box = mouthBox(photo);
    const rest = render(photo, REST);
    let restMin = 255;
    for (let y = box.y; y < box.y + box.height; y++) for (let x = box.x; x < box.x + box.width; x++) restMin = Math.min(restMin, luma(rest, W, x, y));
    // "Mouth interior" = darker than anything the closed mouth shows.
    const threshold = restMin - 4;
    const measured = new Float64Array(frames);
    for (let f = 0; f < frames; f++) {
      const frame = render(photo, { mouth: { open: signal[f]!, width: 0 } });
      let dark = 0;
      for (let y = box.y; y < box.y + box.height; y++) for (let x = box.x; x < box.x + box.width; x++) if (luma(frame, W, x, y) < threshold) dark++;
      measured[f] = dark;
    }
    const r = pearson(signal, measured);
    console.log(`lip sync: Pearson r = ${r.toFixed(4)} over ${frames} frames (dark pixels vs commanded opening)`);
    // The lens area grows linearly with the opening, so a faithful renderer scores ≈ 1. The threshold leaves room for
    // what is not linear — soft edges below the darkness cut and openings thinner than the edge ramp — but a mouth
    // that lags by a frame (bursts last ~6 frames), saturates, or ignores quiet syllables lands well below 0.9.
    expect(r).toBeGreaterThan(0.9);
    // Silence is silence: no dark interior when the command is 0.
    for (let f = 0; f < frames; f++) if (signal[f] === 0) expect(measured[f]).toBe(0);
    // No lag: the correlation peaks at zero shift.
    const shifted = (k: number): number =>
      pearson(signal.subarray(Math.max(0, -k), frames - Math.max(0, k)), measured.subarray(Math.max(0, k), frames - Math.max(0, -k)));
    for (const k of [-2, -1, 1, 2]) expect(shifted(k)).toBeLessThan(r);
  });

  it('never tears: neighbouring displacements stay close outside the gap, at full opening and any width', () => {
    const { region, maxOpening } = photo.mouth;
    for (const width of [-1, 0, 1]) {
      photo.mouth.compute(1, width);
      let maxStep = 0;
      const dispAt = (row: number, c: number): [number, number] | undefined => {
        if (c < region.spanStart[row]! || c >= region.spanEnd[row]!) return undefined;
        const k = row * region.width + c;
        if (region.paintAlpha[k]! >= 32) return undefined;
        return [region.srcX[k]! - (region.x0 + c), region.srcY[k]! - (region.y0 + row)];
      };
      for (let row = 0; row < region.height - 1; row++) {
        for (let c = region.spanStart[row]!; c < region.spanEnd[row]! - 1; c++) {
          const d = dispAt(row, c);
          if (!d) continue;
          for (const n of [dispAt(row, c + 1), dispAt(row + 1, c)]) {
            if (n) maxStep = Math.max(maxStep, Math.hypot(n[0] - d[0], n[1] - d[1]));
          }
        }
      }
      // A rigid split of the mouth jumps by the whole lower-lip travel, ~0.7 × maxOpening, at the
      // corners; here the gap closes tangentially into the corners and the jaw fades smoothly (measured ≈ 0.04).
      expect(maxStep).toBeLessThan(0.06 * maxOpening);
      // The support edge: displacement has faded to zero where the field stops (no seam at the box border).
      for (let row = 0; row < region.height; row++) {
        for (const c of [region.spanStart[row]!, region.spanEnd[row]! - 1]) {
          const d = dispAt(row, c);
          if (d) expect(Math.hypot(d[0], d[1])).toBeLessThan(0.5);
        }
      }
    }
    photo.mouth.compute(0, 0);
  });

  it('changes nothing outside the mouth and jaw when it opens, under head motion too', () => {
    const mask = supportMask(photo, 'mouth', 2);
    const open = render(photo, { head: HEAD, mouth: { open: 0.8, width: 0.7 } });
    const closed = render(photo, { head: HEAD, mouth: { open: 0, width: 0 } });
    const inv = photo.inverseHead(HEAD, { a: 0, b: 0, c: 0, d: 0, e: 0, f: 0 });
    let changed = 0;
    let outside = 0;
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const o = (y * W + x) * 4;
        if (Math.max(Math.abs(open[o]! - closed[o]!), Math.abs(open[o + 1]! - closed[o + 1]!), Math.abs(open[o + 2]! - closed[o + 2]!)) <= 1) continue;
        changed++;
        const u = Math.round(inv.a * x + inv.b * y + inv.c);
        const v = Math.round(inv.d * x + inv.e * y + inv.f);
        if (!mask[v * photo.canvasWidth + u]) outside++;
      }
    }
    expect(changed).toBeGreaterThan(200);
    expect(outside).toBe(0);
  });

  it('moves the lips with the width: spread pulls the corners outward, pucker inward', () => {
    const { region } = photo.mouth;
    const { left, right } = photo.mouth.anchors;
    const at = (p: { x: number; y: number }): number => (Math.round(p.y) - region.y0) * region.width + Math.round(p.x) - region.x0;
    photo.mouth.compute(0, 1);
    // Backward map: a corner moved outward samples from further inside.
    expect(region.srcX[at(right)]! - right.x).toBeLessThan(-0.3);
    expect(region.srcX[at(left)]! - left.x).toBeGreaterThan(0.3);
    photo.mouth.compute(0, -1);
    expect(region.srcX[at(right)]! - right.x).toBeGreaterThan(0.3);
    photo.mouth.compute(0, 0);
  });
});

describe('blink', () => {
  /** A 3×3 box on the iris centre of each eye, in the order of EYES (iris 468/473 matched by distance). */
  const irisBoxes = (tp: TalkingPhotoInternals): Box[] =>
    tp.eyes.map((eye) => {
      const [p] = [468, 473]
        .map((i) => toOutput(tp, sample.face.mesh[i]!))
        .sort(
          (a, b) =>
            Math.hypot(a.x + tp.margin - eye.centre.x, a.y + tp.margin - eye.centre.y) -
            Math.hypot(b.x + tp.margin - eye.centre.x, b.y + tp.margin - eye.centre.y),
        );
      return { x: Math.round(p!.x) - 1, y: Math.round(p!.y) - 1, width: 3, height: 3 };
    });

  it('leaves the eyes untouched when open and covers the iris with the lid when closed', () => {
    const rest = render(photo, REST);
    expect(countDifferent(rest, render(photo, { blink: 0 }), 0)).toBe(0);
    const closed = render(photo, { blink: 1 });
    const dist = (a: number[], b: number[]): number => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
    for (const [e, box] of irisBoxes(photo).entries()) {
      expect(dist(meanColour(closed, W, box), meanColour(rest, W, box))).toBeGreaterThan(20);
      // What now covers the iris comes from above the upper lid (the lid skin), shaded slightly darker.
      const eye = photo.eyes[e]!;
      eye.compute(1);
      const { region } = eye;
      const cx = Math.round(box.x + 1 + photo.margin);
      const cy = Math.round(box.y + 1 + photo.margin);
      const k = (cy - region.y0) * region.width + (cx - region.x0);
      // The upper-lid landmark row at this column (linear between the two nearest points).
      const lidRow = EYES[e]!.upper.map((i) => toOutput(photo, sample.face.mesh[i]!)).sort((a, b) => a.x - b.x);
      const j = lidRow.findIndex((p) => p.x >= box.x + 1);
      const [l, r] = [lidRow[j - 1]!, lidRow[j]!];
      const lidY = l.y + ((box.x + 1 - l.x) / (r.x - l.x)) * (r.y - l.y) + photo.margin;
      expect(region.srcY[k]!).toBeLessThan(lidY + 0.5);
      const src = meanColour(rest, W, {
        x: Math.round(region.srcX[k]! - photo.margin) - 1,
        y: Math.round(region.srcY[k]! - photo.margin) - 1,
        width: 3,
        height: 3,
      });
      const lum = (c: number[]): number => 0.299 * c[0]! + 0.587 * c[1]! + 0.114 * c[2]!;
      const covered = meanColour(closed, W, box);
      expect(lum(covered)).toBeLessThanOrEqual(lum(src) + 6);
      expect(lum(covered)).toBeGreaterThan(0.6 * lum(src) - 6);
      eye.compute(0);
    }
    // Only the eye regions changed.
    const mask = supportMask(photo, 'eyes', 1);
    let outside = 0;
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const o = (y * W + x) * 4;
        if (rest[o] !== closed[o] || rest[o + 1] !== closed[o + 1] || rest[o + 2] !== closed[o + 2]) {
          if (!mask[(y + photo.margin) * photo.canvasWidth + x + photo.margin]) outside++;
        }
      }
    }
    expect(outside).toBe(0);
  });

  it('half closed covers the top of the eye and leaves its lower part as it was', () => {
    const rest = render(photo, REST);
    const half = render(photo, { blink: 0.5 });
    for (const e of photo.eyes) {
      const x = Math.round(e.centre.x - photo.margin);
      const y = Math.round(e.centre.y - photo.margin + 0.3 * e.opening);
      const o = (y * W + x) * 4;
      expect([half[o], half[o + 1], half[o + 2]]).toEqual([rest[o], rest[o + 1], rest[o + 2]]);
    }
    expect(countDifferent(rest, half, 2)).toBeGreaterThan(20);
  });
});

describe('head motion', () => {
  it('moves the whole frame by the affine around the face centre: tracked features land where predicted', () => {
    const rest = render(photo, REST);
    const moved = render(photo, { head: HEAD });
    // Textured points (eye corners, irises, nose tip, mouth corners); smooth edges like the chin track poorly.
    for (const i of [33, 133, 263, 362, 468, 473, 1, 61, 291]) {
      const p = toOutput(photo, sample.face.mesh[i]!);
      const want = moveHead(photo, p, HEAD);
      const got = trackPatch(rest, moved, W, H, p.x, p.y, want.x, want.y, 5);
      expect(Math.hypot(got.x - want.x, got.y - want.y)).toBeLessThan(0.35);
    }
    // Densely: every moved pixel is the rest frame sampled at the inverse affine (up to rounding and bilinear blur).
    const inv = photo.inverseHead(HEAD, { a: 0, b: 0, c: 0, d: 0, e: 0, f: 0 });
    let sum = 0;
    let n = 0;
    for (let y = 8; y < H - 8; y += 2) {
      for (let x = 8; x < W - 8; x += 2) {
        const u = inv.a * x + inv.b * y + inv.c - photo.margin;
        const v = inv.d * x + inv.e * y + inv.f - photo.margin;
        sum += Math.abs(luma(moved, W, x, y) - lumaAt(rest, W, H, u, v));
        n++;
      }
    }
    expect(sum / n).toBeLessThan(1.5);
  });

  it('never shows empty or black borders at the extremes of zoom and sway', () => {
    const rest = render(photo, REST);
    let restBlack = 0;
    for (let i = 0; i < rest.length; i += 4) if (rest[i]! + rest[i + 1]! + rest[i + 2]! === 0) restBlack++;
    for (const head of [
      { dx: 12, dy: -10, roll: 0.03, zoom: 1.0 },
      { dx: -12, dy: 10, roll: -0.03, zoom: 1.08 },
      { dx: 8, dy: 8, roll: 0.02, zoom: 0.97 },
    ]) {
      const frame = render(photo, { head, mouth: { open: 1, width: 1 }, blink: 1 });
      let black = 0;
      let transparent = 0;
      for (let i = 0; i < frame.length; i += 4) {
        if (frame[i + 3] !== 255) transparent++;
        if (frame[i]! + frame[i + 1]! + frame[i + 2]! === 0) black++;
      }
      expect(transparent).toBe(0);
      expect(black).toBeLessThanOrEqual(restBlack);
      // Border rows and columns look like the photo's border, not like a fill colour.
      const edge = (f: Uint8Array): number => {
        let s = 0;
        for (let x = 0; x < W; x++) s += luma(f, W, x, 0) + luma(f, W, x, H - 1);
        for (let y = 0; y < H; y++) s += luma(f, W, 0, y) + luma(f, W, W - 1, y);
        return s / (2 * (W + H));
      };
      expect(Math.abs(edge(frame) - edge(rest))).toBeLessThan(25);
    }
  });

  it('writes into unaligned targets too', () => {
    const aligned = render(photo, { head: HEAD, mouth: { open: 0.5, width: 0 } });
    const big = new Uint8Array(W * H * 4 + 1);
    const view = big.subarray(1);
    photo.drawFrame({ ...REST, head: HEAD, mouth: { open: 0.5, width: 0 } }, view);
    expect(countDifferent(aligned, view, 0)).toBe(0);
  });
});
