import { loadSampleFace } from '../testing/sample-face.ts';
import sharp from 'sharp';
const s = await loadSampleFace();
await sharp(s.jpeg).toFile('/tmp/av/sample.png');
const f = s.face;
console.log(f.imageWidth, f.imageHeight, f.box, f.score, f.rotation, f.mesh.length);
for (const i of [10,152,168,6,1,4,2,164,13,14,61,291,78,308,0,17,234,454,33,133,362,263,159,145,386,374,468,473]) console.log(i, f.mesh[i]!.map(v=>v.toFixed(1)).join(','));
