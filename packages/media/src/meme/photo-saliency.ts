import sharp from 'sharp';
import { computeMemeLayout, type AvoidRegion, type Rect, type SafeArea } from '../captions/layout.ts';
import { unionOverZoom } from './face-avoid.ts';

/** The analysis grid: a still is looked at as about this many cells across (rows follow its aspect). */
const GRID_COLUMNS = 36;
/** The subject band is this fraction of the frame height: what remains above and below holds the text. */
const SUBJECT_BAND = 0.4;
/** A band must be this much busier than the photo on average to count as a subject (else the photo is even). */
const MIN_CONTRAST = 1.2;

export interface SubjectBand {
  /** Frame pixels, grown over the zoom. */
  box: Rect;
  /** Mean edge energy inside the band over the mean of the whole frame (≥ MIN_CONTRAST). */
  contrast: number;
}

/**
 * Where the subject of a photo without faces is: the horizontal band of the frame with the most detail (gradient
 * energy plus local contrast on a small greyscale copy). Calm sky, walls and table tops have little; people, food,
 * products and text have a lot. Undefined for an even photo (nothing stands out), so the text takes its usual place.
 */
export async function subjectBandOf(stillPath: string, frame: { width: number; height: number }, zoom = 1): Promise<SubjectBand | undefined> {
  const cols = GRID_COLUMNS;
  const rows = Math.max(8, Math.round((cols * frame.height) / frame.width));
  // 4× the grid, so each cell averages 16 gradient samples.
  const [w, h] = [cols * 4, rows * 4];
  const { data } = await sharp(stillPath).resize(w, h, { fit: 'fill' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  const energy = new Float64Array(rows);
  for (let y = 1; y < h - 1; y++) {
    let sum = 0;
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const gx = data[i + 1]! - data[i - 1]!;
      const gy = data[i + w]! - data[i - w]!;
      sum += Math.sqrt(gx * gx + gy * gy);
    }
    energy[Math.floor(y / 4)]! += sum;
  }
  return subjectBandFromRows(Array.from(energy), frame, zoom);
}

/** Pure: the busiest band of SUBJECT_BAND of the frame from per-row energies (top to bottom). */
export function subjectBandFromRows(energy: readonly number[], frame: { width: number; height: number }, zoom = 1): SubjectBand | undefined {
  const rows = energy.length;
  const band = Math.max(1, Math.round(rows * SUBJECT_BAND));
  const total = energy.reduce((a, b) => a + b, 0);
  if (!(total > 0) || band >= rows) return undefined;
  let sum = energy.slice(0, band).reduce((a, b) => a + b, 0);
  let best = { start: 0, sum };
  for (let start = 1; start + band <= rows; start++) {
    sum += energy[start + band - 1]! - energy[start - 1]!;
    if (sum > best.sum) best = { start, sum };
  }
  const contrast = best.sum / band / (total / rows);
  if (contrast < MIN_CONTRAST) return undefined;
  const rowHeight = frame.height / rows;
  const box = unionOverZoom({ x: 0, y: best.start * rowHeight, width: frame.width, height: band * rowHeight }, frame, zoom);
  return { box, contrast };
}

/** The subject band as a region the text keeps off (its "eyes" are the band itself: there is nothing smaller to keep clear). */
export function subjectAvoidRegion(subject: SubjectBand): AvoidRegion {
  return { box: subject.box, eyes: subject.box };
}

/**
 * Faces plus the people under them: each face box grown down over the shoulders and chest (1.6 face heights below
 * the chin, 1.8× as wide). Text that keeps off these keeps off the people, not only their faces.
 */
export function withBodies(faces: readonly AvoidRegion[], frame: { width: number; height: number }): AvoidRegion[] {
  return faces.map((face) => {
    const { x, y, width, height } = face.box;
    const cx = x + width / 2;
    const w = Math.min(frame.width, width * 1.8);
    const bottom = Math.min(frame.height, y + height * 2.6);
    return { box: { x: cx - w / 2, y, width: w, height: bottom - y }, eyes: face.eyes ?? face.box };
  });
}

/** A headline band needs at least this much of the frame height to be worth keeping the people clear. */
const MIN_CARD_BAND = 0.12;

/**
 * What the headline and captions keep off on a photo: with faces, the people (faces and bodies) when that leaves
 * a band of MIN_CARD_BAND for the card, else the faces alone (computeMemeLayout falls back to the eyes itself);
 * without faces, the photo's busiest band, the subject.
 */
export function textAvoidRegions(
  faces: readonly AvoidRegion[],
  subject: SubjectBand | undefined,
  frame: { width: number; height: number },
  safeArea?: Partial<SafeArea>,
  captionFontPx?: number,
): AvoidRegion[] {
  if (!faces.length) return subject ? [subjectAvoidRegion(subject)] : [];
  const people = withBodies(faces, frame);
  const layout = computeMemeLayout(frame.width, frame.height, safeArea, captionFontPx, people);
  const roomy = layout.placement !== 'clear-of-eyes' && layout.topBoxes.some((box) => box.height >= frame.height * MIN_CARD_BAND);
  return roomy ? people : [...faces];
}
