// Synthetic faces for unit tests that must not load the models: an ellipse "face" in a known colour, with the
// FaceMesh silhouette points placed on it.
import sharp from 'sharp';
import type { FaceLandmarks } from './face-landmarks.ts';
import { FACE_OVAL, MESH_NOSE_TIP } from './face-outline.ts';

export interface SyntheticFace {
  photo: Buffer;
  face: FaceLandmarks;
  /** Colours used: the face ellipse and everything else. */
  faceColor: [number, number, number];
  backgroundColor: [number, number, number];
}

/**
 * A `width`×`height` PNG with a green ellipse (radii rx, ry) at (cx, cy), rotated by `roll` radians (clockwise on
 * screen), and landmarks whose silhouette runs along that ellipse. Non-silhouette points sit at the centre.
 */
export async function syntheticFace({ width = 600, height = 800, cx = 300, cy = 420, rx = 110, ry = 150, roll = 0 } = {}): Promise<SyntheticFace> {
  const faceColor: [number, number, number] = [32, 224, 64];
  const backgroundColor: [number, number, number] = [32, 64, 192];
  const [cos, sin] = [Math.cos(roll), Math.sin(roll)];
  const at = (t: number, k = 1): [number, number] => {
    const [x, y] = [rx * k * Math.cos(t), ry * k * Math.sin(t)];
    return [cx + cos * x - sin * y, cy + sin * x + cos * y];
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="rgb(${backgroundColor.join(',')})"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${(roll * 180) / Math.PI} ${cx} ${cy})" fill="rgb(${faceColor.join(',')})"/>
  </svg>`;
  const photo = await sharp(Buffer.from(svg)).png().toBuffer();
  const mesh: Array<[number, number, number]> = Array.from({ length: 478 }, () => [cx, cy, 0]);
  FACE_OVAL.forEach((index, k) => {
    // k = 0 is the forehead (top), k = 18 the chin (152), going clockwise on screen.
    const [x, y] = at(-Math.PI / 2 + (2 * Math.PI * k) / FACE_OVAL.length);
    mesh[index] = [x, y, 0];
  });
  mesh[MESH_NOSE_TIP] = [cx, cy, -20];
  const xs = FACE_OVAL.map((i) => mesh[i]![0]);
  const ys = FACE_OVAL.map((i) => mesh[i]![1]);
  const box: [number, number, number, number] = [Math.min(...xs), Math.min(...ys), Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
  return { photo, face: { imageWidth: width, imageHeight: height, box, score: 1, mesh, rotation: { roll, yaw: 0, pitch: 0 } }, faceColor, backgroundColor };
}
