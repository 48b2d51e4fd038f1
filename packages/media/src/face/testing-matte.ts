// A synthetic head for matte tests: a skin-toned face with the FaceMesh silhouette on it, dark hair above and
// around it, in front of window blinds (light grey and white stripes): the background the old cut-out kept.
import sharp from 'sharp';
import { syntheticFace } from './testing-faces.ts';
import type { FaceLandmarks } from './face-landmarks.ts';

export interface StripedHead {
  photo: Buffer;
  face: FaceLandmarks;
  /** Whether a photo pixel is hair or face (the person), not the blinds. */
  isPerson(x: number, y: number): boolean;
}

export async function stripedHead({ width = 600, height = 800, cx = 300, cy = 440, rx = 100, ry = 140 } = {}): Promise<StripedHead> {
  const { face } = await syntheticFace({ width, height, cx, cy, rx, ry });
  const hair = { cx, cy: cy - ry * 0.35, rx: rx * 1.12, ry: ry * 0.95 };
  const stripe = Math.round(height / 40);
  const blinds = Array.from(
    { length: Math.ceil(height / stripe) },
    (_, k) => `<rect x="0" y="${k * stripe}" width="${width}" height="${stripe / 2}" fill="#c9ccd1"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f4f4f2"/>${blinds}
    <ellipse cx="${hair.cx}" cy="${hair.cy}" rx="${hair.rx}" ry="${hair.ry}" fill="#3a2616"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#e0a98a"/>
  </svg>`;
  const photo = await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
  const inside = (x: number, y: number, e: { cx: number; cy: number; rx: number; ry: number }) => ((x - e.cx) / e.rx) ** 2 + ((y - e.cy) / e.ry) ** 2 <= 1;
  return { photo, face, isPerson: (x, y) => inside(x, y, hair) || inside(x, y, { cx, cy, rx, ry }) };
}
