import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssDocument } from '../captions/ass.ts';
import { rectsOverlap, type Rect } from '../captions/layout.ts';
import { regionsInFrame, type PhotoFaceRegion } from './face-avoid.ts';
import { MEME_KEN_BURNS_ZOOM } from './meme-args.ts';
import { subjectBandFromRows, subjectBandOf, textAvoidRegions } from './photo-saliency.ts';

const FRAME = { width: 360, height: 640 };
const HEADLINE = 'Me at 6am pretending to be a morning person for the whole team';
const WORDS = ['Nobody', 'asked', 'but', 'here', 'we', 'are'].map((text, i) => ({ text, start: i * 0.4, end: i * 0.4 + 0.35 }));

/** A face box at zoom z of the centred Ken Burns move, from where it is on the first frame. */
function atZoom(box: Rect, z: number): Rect {
  const [cx, cy] = [FRAME.width / 2, FRAME.height / 2];
  return { x: cx + (box.x - cx) * z, y: cy + (box.y - cy) * z, width: box.width * z, height: box.height * z };
}

describe('meme text keeps off faces over the whole Ken Burns move', () => {
  // A 9:16 photo the size of the prepared still (1.5× the frame), so the placement is the identity.
  const still = { width: 540, height: 960, placement: { sourceWidth: 540, sourceHeight: 960, scale: 1, offsetX: 0, offsetY: 0 } };
  const cases: Array<[string, number]> = [
    ['in the middle', 0.42],
    ['at the top', 0.2],
    ['at the bottom', 0.62],
  ];
  it.each(cases)('a face %s: neither the card nor the captions touch it on any frame', (_, faceTop) => {
    const face: PhotoFaceRegion = { imageWidth: 540, imageHeight: 960, box: [170, 960 * faceTop, 200, 960 * 0.16] };
    const avoid = regionsInFrame([face], still, FRAME, MEME_KEN_BURNS_ZOOM);
    const doc = buildAssDocument({ ...FRAME, words: WORDS, topText: HEADLINE, avoid: textAvoidRegions(avoid, undefined, FRAME) });
    expect(doc.topText).not.toBeNull();
    const [first] = regionsInFrame([face], still, FRAME, 1);
    for (let step = 0; step <= 8; step++) {
      const z = 1 + ((MEME_KEN_BURNS_ZOOM - 1) * step) / 8;
      const box = atZoom(first!.box, z);
      expect(rectsOverlap(doc.topText!.card, box), `card at zoom ${z}`).toBe(false);
      expect(rectsOverlap(doc.layout.captionBand, box), `captions at zoom ${z}`).toBe(false);
    }
  });

  it('keeps the body under a face in the middle clear too when there is room above it', () => {
    const face: PhotoFaceRegion = { imageWidth: 540, imageHeight: 960, box: [200, 960 * 0.31, 140, 960 * 0.11] };
    const avoid = regionsInFrame([face], still, FRAME, MEME_KEN_BURNS_ZOOM);
    const doc = buildAssDocument({ ...FRAME, words: WORDS, topText: 'Me pretending to be a morning person', avoid: textAvoidRegions(avoid, undefined, FRAME) });
    const chin = avoid[0]!.box.y + avoid[0]!.box.height;
    // The card sits above the face, not on the chest just below it.
    expect(doc.topText!.card.y + doc.topText!.card.height).toBeLessThanOrEqual(avoid[0]!.box.y);
    expect(doc.topText!.card.y).toBeLessThan(chin);
  });
});

describe('the subject of a photo without faces', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'reelcraft-saliency-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** A calm sky-to-floor gradient with a busy checkered "subject" block from `top` to `top + 0.3` of the height. */
  async function photoWithSubject(top: number): Promise<string> {
    const [w, h] = [540, 960];
    const cells = Array.from({ length: 12 * 10 }, (_, k) => {
      const [cx, cy] = [k % 12, Math.floor(k / 12)];
      return (cx + cy) % 2 ? `<rect x="${60 + cx * 35}" y="${h * top + cy * 28.8}" width="35" height="28.8" fill="#202020"/>` : '';
    }).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc6f0"/><stop offset="1" stop-color="#d9c9a8"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/><rect x="60" y="${h * top}" width="420" height="${h * 0.3}" fill="#f2f2f2"/>${cells}</svg>`;
    const file = path.join(dir, `subject-${top}.jpg`);
    await writeFile(file, await sharp(Buffer.from(svg)).jpeg().toBuffer());
    return file;
  }

  it.each([0.18, 0.38, 0.55])('finds a busy block at %s of the height and the text keeps off it', async (top) => {
    const file = await photoWithSubject(top);
    const subject = await subjectBandOf(file, FRAME, MEME_KEN_BURNS_ZOOM);
    expect(subject).toBeDefined();
    const block: Rect = { x: 0, y: FRAME.height * top, width: FRAME.width, height: FRAME.height * 0.3 };
    // The band covers most of the block.
    const overlap = Math.min(block.y + block.height, subject!.box.y + subject!.box.height) - Math.max(block.y, subject!.box.y);
    expect(overlap / block.height).toBeGreaterThan(0.8);
    const doc = buildAssDocument({ ...FRAME, words: WORDS, topText: HEADLINE, avoid: textAvoidRegions([], subject, FRAME) });
    const inner: Rect = { x: block.x, y: block.y + 4, width: block.width, height: block.height - 8 };
    expect(rectsOverlap(doc.topText!.card, inner)).toBe(false);
    expect(rectsOverlap(doc.layout.captionBand, inner)).toBe(false);
  });

  it('an even photo has no subject: the text takes its usual place', () => {
    expect(
      subjectBandFromRows(
        Array.from({ length: 64 }, () => 100),
        FRAME,
      ),
    ).toBeUndefined();
    const rows = Array.from({ length: 64 }, (_, i) => (i >= 30 && i < 40 ? 400 : 100));
    const band = subjectBandFromRows(rows, FRAME);
    expect(band!.box.y).toBeLessThanOrEqual((30 / 64) * FRAME.height);
    expect(band!.box.y + band!.box.height).toBeGreaterThanOrEqual((40 / 64) * FRAME.height);
  });
});
