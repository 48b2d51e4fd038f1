import { loadSampleFace } from '../testing/sample-face.ts';
import { buildTalkingPhoto } from '../talking-photo.ts';
import { writeContactSheet } from '../testing/contact-sheet.ts';
import sharp from 'sharp';
import type { AvatarFrameState } from '../animator-api.ts';
const run = async () => {
  const s = await loadSampleFace();
  const W = Number(process.argv[2] ?? 360), H = Number(process.argv[3] ?? 640);
  const t0 = performance.now();
  const tp = buildTalkingPhoto(s.rgba, s.face, { width: W, height: H });
  console.log('build ms', performance.now() - t0, tp.faceBox, tp.framing.scale, 'mouth box', tp.mouth.region.width, tp.mouth.region.height, 'maxOpen', tp.mouth.maxOpening);
  const rest: AvatarFrameState = { mouth: { open: 0, width: 0 }, blink: 0, head: { dx: 0, dy: 0, roll: 0, zoom: 1 } };
  const states: [string, AvatarFrameState][] = [
    ['rest', rest],
    ['open .25', { ...rest, mouth: { open: 0.25, width: 0 } }],
    ['open .5', { ...rest, mouth: { open: 0.5, width: 0 } }],
    ['open 1', { ...rest, mouth: { open: 1, width: 0 } }],
    ['open .5 spread', { ...rest, mouth: { open: 0.5, width: 1 } }],
    ['open .4 pucker', { ...rest, mouth: { open: 0.4, width: -1 } }],
    ['blink .5', { ...rest, blink: 0.5 }],
    ['blink 1', { ...rest, blink: 1 }],
  ];
  const cells = [];
  for (const [label, st] of states) {
    const buf = new Uint8Array(W * H * 4);
    tp.drawFrame(st, buf);
    cells.push({ label, rgba: buf });
  }
  // crops of the face at 2x
  const fb = tp.faceBox;
  const crop = { left: Math.round(fb.x), top: Math.round(fb.y + fb.height * 0.35), width: Math.round(fb.width), height: Math.round(fb.height * 0.75) };
  const crops = await Promise.all(cells.map(c => sharp(Buffer.from(c.rgba), { raw: { width: W, height: H, channels: 4 } }).extract(crop).resize(crop.width * 2, crop.height * 2, { kernel: 'nearest' }).raw().toBuffer()));
  await writeContactSheet('/tmp/av/sheet.png', cells, W, H, 4);
  await writeContactSheet('/tmp/av/crops.png', crops.map((b, i) => ({ label: cells[i]!.label, rgba: new Uint8Array(b) })), crop.width * 2, crop.height * 2, 4);
  const eyeCrop = { left: Math.round(fb.x + fb.width*0.1), top: Math.round(fb.y + fb.height * 0.2), width: Math.round(fb.width*0.8), height: Math.round(fb.height * 0.25) };
  const ec = await Promise.all(cells.slice(5).map(c => sharp(Buffer.from(c.rgba), { raw: { width: W, height: H, channels: 4 } }).extract(eyeCrop).resize(eyeCrop.width * 3, eyeCrop.height * 3, { kernel: 'nearest' }).raw().toBuffer()));
  await writeContactSheet('/tmp/av/eyes.png', ec.map((b, i) => ({ label: cells[i+5]!.label, rgba: new Uint8Array(b) })), eyeCrop.width * 3, eyeCrop.height * 3, 1);
};
void run();
