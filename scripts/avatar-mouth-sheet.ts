/**
 * For people: mouth close-ups of the built-in animator at full size (720×1280) on sample faces — the photo's own
 * mouth, closed (p/b/m), and openings 0.3, 0.6 and 1 — with a blink row, as one PNG.
 * Usage: node --import tsx scripts/avatar-mouth-sheet.ts [out.png]
 */
import sharp from 'sharp';
import { detectFace, sampleFacePhoto, type SamplePhotoNumber } from '../packages/media/src/index.ts';
import type { AvatarFrameState } from '../packages/media/src/avatar/animator-api.ts';
import { buildTalkingPhoto } from '../packages/media/src/avatar/talking-photo.ts';
import { loadSampleFace } from '../packages/media/src/avatar/testing/sample-face.ts';

const out = process.argv[2] ?? '/tmp/reelcraft-avatar-mouth-sheet.png';
const CELL = 240;
const REST: AvatarFrameState = { mouth: { open: 0, width: 0 }, blink: 0, head: { dx: 0, dy: 0, roll: 0, zoom: 1 } };
const faces: Array<{
  label: string;
  load: () => Promise<{ rgba: { width: number; height: number; data: Uint8Array }; face: NonNullable<Awaited<ReturnType<typeof detectFace>>['face']> }>;
}> = [
  { label: 'avatar sample', load: () => loadSampleFace() },
  ...(
    [
      [3, 1],
      [6, 1],
      [1, 2],
      [5, 0],
    ] as const
  ).map(([n, i]) => ({
    label: `face ${n},${i}`,
    load: async () => {
      const jpeg = await sampleFacePhoto(n as SamplePhotoNumber, i);
      const { face } = await detectFace(jpeg);
      const { data, info } = await sharp(jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return { face: face!, rgba: { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) } };
    },
  })),
];
const tiles: Array<{ input: Buffer; left: number; top: number }> = [];
let row = 0;
let columns = 0;
for (const { label, load } of faces) {
  const { rgba, face } = await load();
  const tp = buildTalkingPhoto(rgba, face);
  const poses: Array<[string, Partial<AvatarFrameState>]> = [
    [`${label} photo (${tp.mouth.model})`, { mouth: { open: tp.mouth.restOpen, width: 0 } }],
    ['closed (m)', { mouth: { open: 0, width: 0 } }],
    ['open 0.3', { mouth: { open: 0.3, width: 0 } }],
    ['open 0.6', { mouth: { open: 0.6, width: 0 } }],
    ['open 1', { mouth: { open: 1, width: 0 } }],
    ['open 0.3 "u"', { mouth: { open: 0.3, width: -1 } }],
    ['blink 0.6', { blink: 0.6 }],
    ['blink 1', { blink: 1 }],
  ];
  columns = poses.length;
  const { left, right, centre } = tp.mouth.anchors;
  const size = Math.round(2.2 * tp.mouth.mouthWidth);
  const mouthCrop = {
    left: Math.round((left.x + right.x) / 2 - tp.margin - size / 2),
    top: Math.round(centre.y - tp.margin - 0.45 * size),
    width: size,
    height: size,
  };
  const eye = tp.eyes[0]!.centre;
  const eyeCrop = { left: Math.round(eye.x - tp.margin - size / 2), top: Math.round(eye.y - tp.margin - size / 2), width: size, height: size };
  for (const [col, [name, pose]] of poses.entries()) {
    const frame = new Uint8Array(tp.width * tp.height * 4);
    tp.drawFrame({ ...REST, ...pose }, frame);
    const crop = col >= 6 ? eyeCrop : mouthCrop;
    const cell = await sharp(Buffer.from(frame.buffer), { raw: { width: tp.width, height: tp.height, channels: 4 } })
      .extract(crop)
      .resize(CELL, CELL)
      .png()
      .toBuffer();
    const text = Buffer.from(
      `<svg width="${CELL}" height="22" xmlns="http://www.w3.org/2000/svg"><rect width="${CELL}" height="22" fill="black" fill-opacity="0.6"/><text x="4" y="16" font-family="DejaVu Sans" font-size="13" fill="#fff">${name}</text></svg>`,
    );
    tiles.push({
      input: await sharp(cell)
        .composite([{ input: text, left: 0, top: CELL - 22 }])
        .png()
        .toBuffer(),
      left: col * CELL,
      top: row * CELL,
    });
  }
  row++;
}
await sharp({ create: { width: columns * CELL, height: row * CELL, channels: 3, background: '#000' } })
  .composite(tiles)
  .png()
  .toFile(out);
console.log(out);
