import { loadSampleFace } from '../testing/sample-face.ts';
import sharp from 'sharp';
const run = async () => {
const s = await loadSampleFace();
const m = s.face.mesh;
const sets: Record<string, number[]> = {
  red: [61,146,91,181,84,17,314,405,321,375,291,185,40,39,37,0,267,269,270,409],
  lime: [78,95,88,178,87,14,317,402,318,324,308],
  cyan: [191,80,81,82,13,312,311,310,415],
  yellow: [33,246,161,160,159,158,157,173,133,263,466,388,387,386,385,384,398,362],
  magenta: [7,163,144,145,153,154,155,249,390,373,374,380,381,382],
  white: [10,338,297,332,284,251,389,356,454,323,361,288,397,365,379,378,400,377,152,148,176,149,150,136,172,58,132,93,234,127,162,21,54,103,67,109],
  blue: [168,6,197,195,5,4,1,2,164, 468,473],
};
const S = 4, x0 = 200, y0 = 280, w = 220, h = 290;
let svg = `<svg width="${w*S}" height="${h*S}" xmlns="http://www.w3.org/2000/svg">`;
for (const [c, ids] of Object.entries(sets)) for (const i of ids) { const p = m[i]!; svg += `<circle cx="${(p[0]-x0)*S}" cy="${(p[1]-y0)*S}" r="3" fill="${c}"/>`; }
svg += '</svg>';
await sharp(s.jpeg).extract({ left: x0, top: y0, width: w, height: h }).resize(w*S, h*S).composite([{ input: Buffer.from(svg) }]).png().toFile('/tmp/av/marks.png');
};
void run();
