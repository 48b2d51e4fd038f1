import { loadSampleFace } from '../testing/sample-face.ts';
import { buildTalkingPhoto } from '../talking-photo.ts';
import { trackPatch } from '../testing/measure.ts';
const run = async () => {
  const s = await loadSampleFace();
  const tp = buildTalkingPhoto(s.rgba, s.face, { width: 360, height: 640 });
  const { region, maxOpening } = tp.mouth;
  tp.mouth.compute(1, 0);
  let best = { step: 0, row: 0, c: 0 };
  const dispAt = (row: number, c: number) => { if (c < region.spanStart[row]! || c >= region.spanEnd[row]!) return undefined; const k = row * region.width + c; if (region.paintAlpha[k]! >= 32) return undefined; return [region.srcX[k]! - (region.x0 + c), region.srcY[k]! - (region.y0 + row)] as const; };
  for (let row = 0; row < region.height - 1; row++) for (let c = region.spanStart[row]!; c < region.spanEnd[row]! - 1; c++) { const d = dispAt(row, c); if (!d) continue; for (const n of [dispAt(row, c + 1), dispAt(row + 1, c)]) if (n) { const st = Math.hypot(n[0] - d[0], n[1] - d[1]); if (st > best.step) best = { step: st, row, c }; } }
  console.log('maxOpening', maxOpening, best, 'abs', region.x0 + best.c, region.y0 + best.row, 'anchors', tp.mouth.anchors);
  for (let dr = -2; dr <= 2; dr++) { const row = best.row + dr; let line = ''; for (let dc = -3; dc <= 3; dc++) { const c = best.c + dc; const k = row * region.width + c; line += `${(region.srcY[k]! - (region.y0 + row)).toFixed(2)}/${region.paintAlpha[k]} `; } console.log(line); }
};
void run();
