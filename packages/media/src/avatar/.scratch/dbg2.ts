import { loadSampleFace } from '../testing/sample-face.ts';
import { buildTalkingPhoto } from '../talking-photo.ts';
import { trackPatch } from '../testing/measure.ts';
const run = async () => {
  const s = await loadSampleFace();
  const W = 360, H = 640;
  const tp = buildTalkingPhoto(s.rgba, s.face, { width: W, height: H });
  const REST = { mouth: { open: 0, width: 0 }, blink: 0, head: { dx: 0, dy: 0, roll: 0, zoom: 1 } };
  const HEAD = { dx: 3.3, dy: -2.1, roll: 0.012, zoom: 1.03 };
  const rest = new Uint8Array(W * H * 4); tp.drawFrame(REST, rest);
  const moved = new Uint8Array(W * H * 4); tp.drawFrame({ ...REST, head: HEAD }, moved);
  const { x: px, y: py } = tp.framing.faceCentre;
  for (const i of [33, 263, 1, 61, 291, 152, 10]) {
    const m = s.face.mesh[i]!; const p = { x: m[0] * tp.framing.scale + tp.framing.tx, y: m[1] * tp.framing.scale + tp.framing.ty };
    const c = Math.cos(HEAD.roll) * HEAD.zoom, sn = Math.sin(HEAD.roll) * HEAD.zoom;
    const want = { x: px + c * (p.x - px) - sn * (p.y - py) + HEAD.dx, y: py + sn * (p.x - px) + c * (p.y - py) + HEAD.dy };
    for (const r of [3, 5, 7]) { const got = trackPatch(rest, moved, W, H, p.x, p.y, want.x, want.y, r); console.log(i, r, (got.x - want.x).toFixed(3), (got.y - want.y).toFixed(3)); }
  }
};
void run();
