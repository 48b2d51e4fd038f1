import os from 'node:os';
import path from 'node:path';
import { stat } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectFace } from '../face/detect-face.ts';
import type { FaceLandmarks } from '../face/face-landmarks.ts';
import { warmUpFaceDetector } from '../face/human-runtime.ts';
import { sampleFaceIds, sampleFacePhoto, type SamplePhotoNumber } from '../face/sample-faces.ts';
import type { AvatarFrameState, RgbaImage } from './animator-api.ts';
import { CHIN, LIPS_INNER_LOWER, LIPS_INNER_UPPER, LIPS_OUTER_LOWER, LIPS_OUTER_UPPER, MOUTH_OUTER_CORNERS, NOSE_BRIDGE } from './mesh-indices.ts';
import { buildTalkingPhoto, type TalkingPhotoInternals } from './talking-photo.ts';
import { writeContactSheet, type SheetCell } from './testing/contact-sheet.ts';
import { countDifferent, luma } from './testing/measure.ts';

/**
 * The animator on real portraits (the face-api demo photos, landmarks from our own detector): smiles that already
 * show teeth, turned heads. Detection runs Human on WASM once per face (~0.1–0.3 s each).
 */

const W = 360;
const H = 640;
const REST: AvatarFrameState = { mouth: { open: 0, width: 0 }, blink: 0, head: { dx: 0, dy: 0, roll: 0, zoom: 1 } };
/** Mouths open at rest (smiles showing teeth, parted lips) and clearly closed ones among the sample faces. */
const OPEN_AT_REST = ['1,2', '3,1', '4,2', '4,3', '5,0', '6,1'];
const CLOSED_AT_REST = ['2,0', '2,1', '3,0', '4,0', '6,0'];

interface Sample {
  id: string;
  rgba: RgbaImage;
  face: FaceLandmarks;
}
const samples: Sample[] = [];

function render(tp: TalkingPhotoInternals, state: Partial<AvatarFrameState>): Uint8Array {
  const out = new Uint8Array(tp.width * tp.height * 4);
  tp.drawFrame({ ...REST, ...state }, out);
  return out;
}

/** Landmark i in output pixels at rest. */
function at(tp: TalkingPhotoInternals, face: FaceLandmarks, i: number): { x: number; y: number } {
  const p = face.mesh[i]!;
  return { x: p[0] * tp.framing.scale + tp.framing.tx, y: p[1] * tp.framing.scale + tp.framing.ty };
}

/** The mouth in the face's own axes (s to the right, t down towards the chin) with piecewise-linear lip rows t(s). */
function mouthGeometry(tp: TalkingPhotoInternals, face: FaceLandmarks) {
  const top = at(tp, face, NOSE_BRIDGE);
  const chin = at(tp, face, CHIN);
  const len = Math.hypot(chin.x - top.x, chin.y - top.y);
  const down = { x: (chin.x - top.x) / len, y: (chin.y - top.y) / len };
  const toFace = (p: { x: number; y: number }): { s: number; t: number } => ({ s: p.x * down.y - p.y * down.x, t: p.x * down.x + p.y * down.y });
  const row = (indices: readonly number[]): ((s: number) => number) => {
    const pts = indices.map((i) => toFace(at(tp, face, i))).sort((a, b) => a.s - b.s);
    return (s: number): number => {
      if (s <= pts[0]!.s) return pts[0]!.t;
      for (let j = 1; j < pts.length; j++) {
        const a = pts[j - 1]!;
        const b = pts[j]!;
        if (s <= b.s) return a.t + ((s - a.s) / Math.max(b.s - a.s, 1e-6)) * (b.t - a.t);
      }
      return pts.at(-1)!.t;
    };
  };
  const cornerS = MOUTH_OUTER_CORNERS.map((i) => toFace(at(tp, face, i)).s).sort((a, b) => a - b) as [number, number];
  return { toFace, cornerS, outerUp: row(LIPS_OUTER_UPPER), outerLow: row(LIPS_OUTER_LOWER), innerUp: row(LIPS_INNER_UPPER), innerLow: row(LIPS_INNER_LOWER) };
}

/** Output-pixel box around the mouth at rest (generous: it must contain the whole opening). */
function mouthBox(tp: TalkingPhotoInternals): { x0: number; y0: number; x1: number; y1: number } {
  const { left, right, centre } = tp.mouth.anchors;
  const w = tp.mouth.mouthWidth;
  return {
    x0: Math.max(0, Math.floor(Math.min(left.x, right.x) - tp.margin - 0.5 * w)),
    x1: Math.min(tp.width, Math.ceil(Math.max(left.x, right.x) - tp.margin + 0.5 * w)),
    y0: Math.max(0, Math.floor(centre.y - tp.margin - 0.5 * w)),
    y1: Math.min(tp.height, Math.ceil(centre.y - tp.margin + 0.9 * w)),
  };
}

beforeAll(async () => {
  await warmUpFaceDetector();
  for (const { n, faceIndex } of sampleFaceIds()) {
    const jpeg = await sampleFacePhoto(n as SamplePhotoNumber, faceIndex);
    const { face } = await detectFace(jpeg);
    if (!face) continue;
    const { data, info } = await sharp(jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    samples.push({
      id: `${n},${faceIndex}`,
      face,
      rgba: { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) },
    });
  }
}, 120_000);

describe('the animator on real portraits', () => {
  it('detects the sample faces, the problem cases among them', () => {
    const ids = samples.map((s) => s.id);
    for (const id of ['1,2', '3,1', '4,0', '4,1', '5,0', '3,0']) expect(ids).toContain(id);
  });

  it('tells a mouth open at rest from a closed one', () => {
    for (const { id, rgba, face } of samples) {
      const { mouth } = buildTalkingPhoto(rgba, face, { width: W, height: H });
      if (OPEN_AT_REST.includes(id)) expect.soft(mouth.model, `face ${id}`).toBe('open');
      if (CLOSED_AT_REST.includes(id)) expect.soft(mouth.model, `face ${id}`).toBe('closed');
    }
  });

  it('paints no dark cavity outside the lips, whatever the pose or smile (open 0.55)', () => {
    const open = 0.55;
    for (const { id, rgba, face } of samples) {
      const tp = buildTalkingPhoto(rgba, face, { width: W, height: H });
      const rest = render(tp, REST);
      const frame = render(tp, { mouth: { open, width: 0 } });
      const box = mouthBox(tp);
      const g = mouthGeometry(tp, face);
      let restMin = 255;
      for (let y = box.y0; y < box.y1; y++) for (let x = box.x0; x < box.x1; x++) restMin = Math.min(restMin, luma(rest, W, x, y));
      const threshold = restMin - 6;
      // Between the corners, from above the upper lip to below the lower lip as it moved down with the jaw.
      const tolS = 0.04 * tp.mouth.mouthWidth;
      const tolT = 0.06 * tp.mouth.mouthWidth + 1;
      const travel = open * tp.mouth.maxOpening;
      let dark = 0;
      let outside = 0;
      for (let y = box.y0; y < box.y1; y++) {
        for (let x = box.x0; x < box.x1; x++) {
          if (luma(frame, W, x, y) >= threshold) continue;
          dark++;
          const { s, t } = g.toFace({ x, y });
          const inside = s >= g.cornerS[0] - tolS && s <= g.cornerS[1] + tolS && t >= g.outerUp(s) - travel - tolT && t <= g.outerLow(s) + travel + tolT;
          if (!inside) outside++;
        }
      }
      const m = tp.mouth;
      console.log(
        `face ${id}: yaw ${((face.rotation.yaw * 180) / Math.PI).toFixed(0)}°, ${m.model} mouth (gap ${m.rest.gap.toFixed(2)}, teeth ${m.rest.teeth.toFixed(2)}), max opening ${(m.maxOpening / m.mouthWidth).toFixed(2)} × width, ${dark} dark pixels, ${outside} outside the lips`,
      );
      expect.soft(outside, `face ${id}: ${outside} of ${dark} newly dark pixels outside the lips`).toBeLessThanOrEqual(Math.max(4, 0.02 * dark));
    }
  });

  it('opens a smiling mouth by moving the jaw, not by painting black over the teeth', () => {
    for (const { id, rgba, face } of samples.filter((s) => OPEN_AT_REST.includes(s.id))) {
      const tp = buildTalkingPhoto(rgba, face, { width: W, height: H });
      // The photo's own mouth is the pose `restOpen` (a consonant-sized opening); 0 shuts the lips over the teeth.
      const photoMouth = { mouth: { open: tp.mouth.restOpen, width: 0 } };
      const rest = render(tp, photoMouth);
      render(tp, { mouth: { open: 0.8, width: 0.5 } });
      expect(countDifferent(rest, render(tp, photoMouth), 0), `face ${id} at its rest pose`).toBe(0);
      const g = mouthGeometry(tp, face);
      // Teeth: bright pixels between the inner lips at rest.
      const box = mouthBox(tp);
      const teeth: Array<[number, number]> = [];
      let teethLuma = 0;
      for (let y = box.y0; y < box.y1; y++) {
        for (let x = box.x0; x < box.x1; x++) {
          const { s, t } = g.toFace({ x, y });
          if (s < g.cornerS[0] || s > g.cornerS[1] || t < g.innerUp(s) || t > g.innerLow(s)) continue;
          const l = luma(rest, W, x, y);
          if (l > 110) {
            teeth.push([x, y]);
            teethLuma += l;
          }
        }
      }
      expect(teeth.length, `face ${id} shows teeth at rest`).toBeGreaterThan(10);
      teethLuma /= teeth.length;
      for (const open of [0.3, 0.6, 1]) {
        const frame = render(tp, { mouth: { open, width: 0 } });
        const blacked = teeth.filter(([x, y]) => luma(frame, W, x, y) < 0.35 * teethLuma).length;
        expect.soft(blacked / teeth.length, `face ${id} at open ${open}: share of the teeth painted dark`).toBeLessThan(0.25);
      }
      // p, b, m: the lips close over the teeth, so hardly any of them still shows. Not measured on 1,2: a laugh with the
      // head rolled 30°, where FaceMesh puts the lips a few pixels off and the corners of the teeth stay visible.
      if (id === '1,2') continue;
      const shut = render(tp, { mouth: { open: 0, width: 0 } });
      // A tooth pixel still shows when its colour is as in the photo (a lip slid over it is pinker or darker).
      const same = (x: number, y: number): boolean => {
        const o = (y * W + x) * 4;
        return Math.hypot(shut[o]! - rest[o]!, shut[o + 1]! - rest[o + 1]!, shut[o + 2]! - rest[o + 2]!) < 20;
      };
      const stillTeeth = teeth.filter(([x, y]) => same(x, y)).length;
      expect.soft(stillTeeth / teeth.length, `face ${id} with lips shut: share of the teeth still showing`).toBeLessThan(0.2);
    }
  });

  it('opens a smiling mouth wider than the photo on open vowels: a dark cavity under the teeth, the lower lip lower', () => {
    for (const { id, rgba, face } of samples.filter((s) => OPEN_AT_REST.includes(s.id))) {
      const tp = buildTalkingPhoto(rgba, face, { width: W, height: H });
      const rest = render(tp, { mouth: { open: tp.mouth.restOpen, width: 0 } });
      const wide = render(tp, { mouth: { open: 1, width: 0 } });
      const box = mouthBox(tp);
      let darker = 0;
      for (let y = box.y0; y < box.y1; y++) for (let x = box.x0; x < box.x1; x++) if (luma(wide, W, x, y) < luma(rest, W, x, y) - 40) darker++;
      // The opening grows by ≥ 0.27 mouth widths at its middle, a lens across the mouth: what turned darker covers well
      // over 6 % of the mouth width squared (output pixels; the mouth width is measured on the canvas at the same scale).
      const mouthW = tp.mouth.mouthWidth;
      expect.soft(darker, `face ${id}: pixels turned dark at open 1`).toBeGreaterThan(0.06 * mouthW * mouthW);
    }
  });

  it('leaves the eyes open when FaceMesh put an eye where the photo shows none (1,2: the head rolled 30°)', () => {
    for (const { id, rgba, face } of samples) {
      const tp = buildTalkingPhoto(rgba, face, { width: W, height: H });
      const found = tp.eyes.every((eye) => eye.found);
      if (id === '1,2') expect(found, `face ${id}: its right eye's landmarks lie on the cheek`).toBe(false);
      if (['3,0', '3,1', '6,1', '5,0'].includes(id)) expect(found, `face ${id}`).toBe(true);
      const open = render(tp, { mouth: { open: tp.mouth.restOpen, width: 0 } });
      const closed = render(tp, { mouth: { open: tp.mouth.restOpen, width: 0 }, blink: 1 });
      if (!found) expect(countDifferent(open, closed, 0), `face ${id} does not blink`).toBe(0);
      else expect(countDifferent(open, closed, 8), `face ${id} blinks`).toBeGreaterThan(20);
    }
  });

  it('writes a contact sheet of every sample face as in the photo, shut and at open 0.6', async () => {
    const cells: SheetCell[] = [];
    const cellW = 280;
    const cellH = 240;
    for (const { id, rgba, face } of samples) {
      const tp = buildTalkingPhoto(rgba, face);
      const { left, right, centre } = tp.mouth.anchors;
      const w = tp.mouth.mouthWidth;
      const cx = (left.x + right.x) / 2 - tp.margin;
      const cy = centre.y - tp.margin;
      const cw = Math.round(2.4 * w);
      const chh = Math.round((cw * cellH) / cellW);
      const crop = { left: Math.max(0, Math.round(cx - cw / 2)), top: Math.max(0, Math.round(cy - 0.45 * chh)), width: cw, height: chh };
      crop.width = Math.min(crop.width, tp.width - crop.left);
      crop.height = Math.min(crop.height, tp.height - crop.top);
      for (const [label, open] of [
        ['photo', tp.mouth.restOpen],
        ['shut (m)', 0],
        ['open 0.6', 0.6],
      ] as const) {
        const frame = render(tp, { mouth: { open, width: 0 } });
        const data = await sharp(Buffer.from(frame.buffer, frame.byteOffset, frame.length), { raw: { width: tp.width, height: tp.height, channels: 4 } })
          .extract(crop)
          .resize(cellW, cellH, { fit: 'fill' })
          .raw()
          .toBuffer();
        cells.push({ label: `(${id}) ${label}`, rgba: new Uint8Array(data.buffer, data.byteOffset, data.length) });
      }
    }
    const file = path.join(os.tmpdir(), 'reelcraft-avatar-faces-sheet.png');
    await writeContactSheet(file, cells, cellW, cellH, 6);
    console.log(`avatar sample faces sheet: ${file}`);
    expect((await stat(file)).size).toBeGreaterThan(10_000);
  }, 60_000);
});
