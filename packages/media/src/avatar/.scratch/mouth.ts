import { loadSampleFace } from '../testing/sample-face.ts';
import { buildTalkingPhoto } from '../talking-photo.ts';
import { writeContactSheet } from '../testing/contact-sheet.ts';
import sharp from 'sharp';
import type { AvatarFrameState } from '../animator-api.ts';
const run = async () => {
  const s = await loadSampleFace();
  const W = 720, H = 1280;
  const tp = buildTalkingPhoto(s.rgba, s.face, { width: W, height: H });
  const rest: AvatarFrameState = { mouth: { open: 0, width: 0 }, blink: 0, head: { dx: 0, dy: 0, roll: 0, zoom: 1 } };
  const opens = (process.argv[2] ?? '0,0.15,0.3,0.5,0.75,1').split(',').map(Number);
  const blinks = [0, 0.5, 1];
  const cells = [];
  const mc = tp.mouth.anchors.centre; const m = tp.margin;
  const crop = { left: Math.round(mc.x - m - 110), top: Math.round(mc.y - m - 70), width: 220, height: 170 };
  for (const o of opens) {
    const buf = new Uint8Array(W * H * 4);
    tp.drawFrame({ ...rest, mouth: { open: o, width: 0 } }, buf);
    const c = await sharp(Buffer.from(buf), { raw: { width: W, height: H, channels: 4 } }).extract(crop).resize(crop.width * 3, crop.height * 3, { kernel: 'lanczos3' }).raw().toBuffer();
    cells.push({ label: `open ${o}`, rgba: new Uint8Array(c) });
  }
  await writeContactSheet('/tmp/av/mouth.png', cells, crop.width * 3, crop.height * 3, 3);
  const ecells = [];
  const e0 = tp.eyes[0]!.centre, e1 = tp.eyes[1]!.centre;
  const ecrop = { left: Math.round(Math.min(e0.x, e1.x) - m - 60), top: Math.round(e0.y - m - 45), width: Math.round(Math.abs(e1.x - e0.x) + 120), height: 80 };
  for (const b of blinks) {
    const buf = new Uint8Array(W * H * 4);
    tp.drawFrame({ ...rest, blink: b }, buf);
    const c = await sharp(Buffer.from(buf), { raw: { width: W, height: H, channels: 4 } }).extract(ecrop).resize(ecrop.width * 3, ecrop.height * 3, { kernel: 'lanczos3' }).raw().toBuffer();
    ecells.push({ label: `blink ${b}`, rgba: new Uint8Array(c) });
  }
  await writeContactSheet('/tmp/av/eyes.png', ecells, ecrop.width * 3, ecrop.height * 3, 1);
};
void run();
