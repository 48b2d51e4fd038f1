/** Face-meme stills for the sample faces and the striped test head, outline-only vs colour matte (to look at). */
import sharp, { type OverlayOptions } from 'sharp';
import { detectFace } from '../packages/media/src/face/detect-face.ts';
import { buildFaceMemeStill } from '../packages/media/src/face/face-meme-still.ts';
import { cutOutFace, cutoutToPng } from '../packages/media/src/face/face-cutout.ts';
import { sampleFacePhoto, type SamplePhotoNumber } from '../packages/media/src/face/sample-faces.ts';
import { stripedHead } from '../packages/media/src/face/testing-matte.ts';

const out = process.argv[2] ?? '/tmp/face-meme-sheet.png';
const [W, H] = [360, 640];
const tiles: OverlayOptions[] = [];
const cutTiles: OverlayOptions[] = [];
const inputs: Array<{ photo: Buffer; face: Awaited<ReturnType<typeof detectFace>>['face'] }> = [];
for (const [n, i] of [
  [1, 0],
  [2, 1],
  [4, 2],
  [5, 0],
  [6, 0],
] as Array<[SamplePhotoNumber, number]>) {
  const photo = await sampleFacePhoto(n, i);
  inputs.push({ photo, face: (await detectFace(photo)).face });
}
const striped = await stripedHead();
inputs.push({ photo: striped.photo, face: striped.face });
for (const [k, { photo, face }] of inputs.entries()) {
  if (!face) continue;
  const still = await buildFaceMemeStill({ photo, face, seed: k, width: W, height: H });
  tiles.push({ input: still.jpeg, left: k * W, top: 0 });
  const cut = await cutOutFace(photo, face);
  const png = await sharp(await cutoutToPng(cut))
    .resize(W, H, { fit: 'contain', background: '#ff00ff' })
    .flatten({ background: '#ff00ff' })
    .png()
    .toBuffer();
  cutTiles.push({ input: png, left: k * W, top: H });
  console.log(k, cut.matte);
}
await sharp({ create: { width: inputs.length * W, height: 2 * H, channels: 3, background: '#000' } })
  .composite([...tiles, ...cutTiles])
  .png()
  .toFile(out);
console.log(out);
