import { loadSampleFace } from '../testing/sample-face.ts';
import { buildTalkingPhoto } from '../talking-photo.ts';
import { blinkTrack, idleHeadTrack } from '../motion-tracks.ts';
import { warpAffine } from '../affine-warp.ts';
import { applyRegion } from '../region-field.ts';
const run = async () => {
  const s = await loadSampleFace();
  const tp = buildTalkingPhoto(s.rgba, s.face);
  const fps = 30, frames = 90;
  const head = idleHeadTrack({ durationSeconds: 3, fps, seed: 1, width: 720 });
  const blink = blinkTrack({ durationSeconds: 3, fps, seed: 1 });
  const buf = new Uint8Array(720 * 1280 * 4);
  const st = (f: number) => ({ mouth: { open: 0.5 + 0.5 * Math.sin(f * 0.7), width: Math.sin(f * 0.3) }, blink: blink[f]! || (f % 20 === 0 ? 0.8 : 0), head: head[f]! });
  for (let f = 0; f < 30; f++) tp.drawFrame(st(f), buf);
  for (let rep = 0; rep < 3; rep++) {
    const t0 = performance.now();
    for (let f = 0; f < frames; f++) tp.drawFrame(st(f), buf);
    console.log('drawFrame ms', ((performance.now() - t0) / frames).toFixed(2));
  }
  const a = { a: 0.98, b: 0.01, c: 30, d: -0.01, e: 0.98, f: 30 };
  const w32 = new Uint32Array(buf.buffer);
  let t0 = performance.now();
  for (let f = 0; f < frames; f++) warpAffine(tp.canvas, tp.canvasWidth, tp.canvasHeight, w32, 720, 1280, a);
  console.log('affine ms', ((performance.now() - t0) / frames).toFixed(2));
  const work = tp.canvas.slice();
  t0 = performance.now();
  for (let f = 0; f < frames; f++) { tp.mouth.compute(0.5 + 0.5 * Math.sin(f), 0.3); }
  console.log('mouth compute ms', ((performance.now() - t0) / frames).toFixed(2));
  t0 = performance.now();
  for (let f = 0; f < frames; f++) { applyRegion(tp.mouth.region, tp.canvas, work, tp.canvasWidth, tp.canvasHeight); }
  console.log('mouth apply ms', ((performance.now() - t0) / frames).toFixed(2));
  let n = 0; for (let r = 0; r < tp.mouth.region.height; r++) n += Math.max(0, tp.mouth.region.spanEnd[r]! - tp.mouth.region.spanStart[r]!);
  console.log('mouth support px', n, 'eyes', tp.eyes.map(e => e.region.width * e.region.height));
};
void run();
