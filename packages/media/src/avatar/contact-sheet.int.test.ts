import os from 'node:os';
import path from 'node:path';
import { stat } from 'node:fs/promises';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { AvatarFrameState } from './animator-api.ts';
import { createTalkingPhoto } from './talking-photo.ts';
import { writeContactSheet, type SheetCell } from './testing/contact-sheet.ts';
import { loadSampleFace } from './testing/sample-face.ts';

const REST: AvatarFrameState = { mouth: { open: 0, width: 0 }, blink: 0, head: { dx: 0, dy: 0, roll: 0, zoom: 1 } };

/**
 * For people: a 4×3 grid of close-ups (the face region of 720×1280 frames, at fixed frame coordinates so head motion
 * shows as movement) plus a grid of whole frames. Look at it after changing the animator.
 */
it('writes a contact sheet of mouth openings, widths, blinks and head poses', async () => {
  const sample = await loadSampleFace();
  const tp = createTalkingPhoto(sample.rgba, sample.face);
  const states: [string, Partial<AvatarFrameState>][] = [
    ['rest', {}],
    ['open 0.15', { mouth: { open: 0.15, width: 0 } }],
    ['open 0.35', { mouth: { open: 0.35, width: 0 } }],
    ['open 0.6', { mouth: { open: 0.6, width: 0 } }],
    ['open 1 (max)', { mouth: { open: 1, width: 0 } }],
    ['open 0.3 spread "i"', { mouth: { open: 0.3, width: 1 } }],
    ['open 0.3 pucker "u"', { mouth: { open: 0.3, width: -1 } }],
    ['blink 0.5', { blink: 0.5 }],
    ['blink 1', { blink: 1 }],
    ['head roll +1° zoom 1.05', { head: { dx: 0, dy: 0, roll: Math.PI / 180, zoom: 1.05 } }],
    ['head dx −4 dy +3 roll −1°', { head: { dx: -4, dy: 3, roll: -Math.PI / 180, zoom: 1 } }],
    ['talking: open 0.45, blink 0.3, sway', { mouth: { open: 0.45, width: 0.3 }, blink: 0.3, head: { dx: 2, dy: -1, roll: 0.008, zoom: 1.02 } }],
  ];
  const frames = states.map(([label, s]) => {
    const rgba = new Uint8Array(tp.width * tp.height * 4);
    tp.drawFrame({ ...REST, ...s }, rgba);
    return { label, rgba };
  });
  const box = tp.faceBox;
  const crop = {
    left: Math.max(0, Math.round(box.x - 0.1 * box.width)),
    top: Math.max(0, Math.round(box.y - 0.05 * box.height)),
    width: Math.round(1.2 * box.width),
    height: Math.round(1.15 * box.height),
  };
  crop.width = Math.min(crop.width, tp.width - crop.left);
  crop.height = Math.min(crop.height, tp.height - crop.top);
  const closeUps: SheetCell[] = await Promise.all(
    frames.map(async ({ label, rgba }) => {
      const data = await sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.length), { raw: { width: tp.width, height: tp.height, channels: 4 } })
        .extract(crop)
        .raw()
        .toBuffer();
      return { label, rgba: new Uint8Array(data.buffer, data.byteOffset, data.length) };
    }),
  );
  const file = path.join(os.tmpdir(), 'reelcraft-avatar-contact-sheet.png');
  await writeContactSheet(file, closeUps, crop.width, crop.height, 4);

  const half = await Promise.all(
    frames.map(async ({ label, rgba }) => {
      const data = await sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.length), { raw: { width: tp.width, height: tp.height, channels: 4 } })
        .resize(tp.width / 2, tp.height / 2)
        .raw()
        .toBuffer();
      return { label, rgba: new Uint8Array(data.buffer, data.byteOffset, data.length) };
    }),
  );
  const fullFile = path.join(os.tmpdir(), 'reelcraft-avatar-contact-sheet-full.png');
  await writeContactSheet(fullFile, half, tp.width / 2, tp.height / 2, 6);

  console.log(`avatar contact sheet: ${file}\navatar full frames: ${fullFile}`);
  expect((await stat(file)).size).toBeGreaterThan(10_000);
  expect((await stat(fullFile)).size).toBeGreaterThan(10_000);
});
