import { describe, expect, it } from 'vitest';
import { cutOutFace } from './face-cutout.ts';
import { boundsOf, expandedFaceOutline, faceRollFromMesh } from './face-outline.ts';
import { syntheticFace } from './testing-faces.ts';
import { stripedHead } from './testing-matte.ts';

describe('expandedFaceOutline', () => {
  it('grows the silhouette a little sideways, a lot upwards (hair) and a little downwards (chin)', async () => {
    const { face } = await syntheticFace({ cx: 300, cy: 420, rx: 100, ry: 150 });
    const b = boundsOf(expandedFaceOutline(face));
    const growLeft = 200 - b.x;
    const growUp = 270 - b.y;
    const growDown = b.y + b.height - 570;
    expect(growLeft).toBeGreaterThan(5);
    expect(growUp).toBeGreaterThan(3 * growLeft);
    expect(growDown).toBeGreaterThan(0);
    expect(growDown).toBeLessThan(growUp / 3);
  });

  it('grows "up" along the face axis for a tilted head', async () => {
    const roll = 0.5;
    const { face } = await syntheticFace({ roll });
    expect(faceRollFromMesh(face)).toBeCloseTo(roll, 5);
    const outline = expandedFaceOutline(face);
    // The forehead point (first) moves up-and-right, the way the head leans.
    const [fx, fy] = [face.mesh[10]![0], face.mesh[10]![1]];
    expect(outline[0]![0]).toBeGreaterThan(fx);
    expect(outline[0]![1]).toBeLessThan(fy);
  });
});

describe('cutOutFace', () => {
  it('keeps the face opaque, the far background transparent and fades softly across the edge', async () => {
    const { photo, face, faceColor } = await syntheticFace({ cx: 300, cy: 420, rx: 100, ry: 150 });
    const cut = await cutOutFace(photo, face);
    const alphaAt = (x: number, y: number): number => cut.data[(Math.round(y) * cut.width + Math.round(x)) * 4 + 3]!;
    const cx = 300 - cut.left;
    const cy = 420 - cut.top;
    expect(alphaAt(cx, cy)).toBe(255);
    expect(Array.from(cut.data.subarray((Math.round(cy) * cut.width + Math.round(cx)) * 4, (Math.round(cy) * cut.width + Math.round(cx)) * 4 + 3))).toEqual(
      faceColor,
    );
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(cut.width - 1, cut.height - 1)).toBe(0);

    // Along the horizontal line through the centre, to the left edge: a ramp, not a step.
    const row: number[] = [];
    for (let x = 0; x <= cx; x++) row.push(alphaAt(x, cy));
    const partial = row.filter((a) => a > 10 && a < 245).length;
    // Soft, not just anti-aliased: at least 2 % of the face width is in between (the colour matte follows the
    // face's own edge and is feathered lightly, so hair stays crisp; a hard cut would leave one or two pixels).
    expect(partial).toBeGreaterThanOrEqual(0.02 * face.box[2]);
    // Monotone: the alpha never drops while walking inwards (allow rounding jitter).
    for (let i = 1; i < row.length; i++) expect(row[i]!).toBeGreaterThanOrEqual(row[i - 1]! - 1);
  });

  it('leaves parts of the outline outside the photo transparent', async () => {
    // Face near the top edge: the hair margin runs above row 0.
    const { photo, face } = await syntheticFace({ cx: 300, cy: 170, rx: 100, ry: 150 });
    const cut = await cutOutFace(photo, face);
    expect(cut.top).toBeLessThan(0);
    const rowAbovePhoto = -cut.top - 2;
    const centreX = 300 - cut.left;
    expect(cut.data[(rowAbovePhoto * cut.width + centreX) * 4 + 3]).toBe(0);
    expect(cut.data[((-cut.top + 40) * cut.width + centreX) * 4 + 3]).toBe(255);
  });
});

describe('cutOutFace colour matte', () => {
  it('keeps face and hair and drops the window blinds between the hair and the outline', async () => {
    const { photo, face, isPerson } = await stripedHead();
    const [outlineOnly, matted] = await Promise.all([cutOutFace(photo, face, { colourMatte: false }), cutOutFace(photo, face)]);
    expect(matted.matte).toBe('colour');
    const measure = (cut: typeof matted) => {
      let blinds = 0;
      let blindsAlpha = 0;
      let person = 0;
      let personAlpha = 0;
      for (let y = 0; y < cut.height; y++) {
        for (let x = 0; x < cut.width; x++) {
          const [px, py] = [x + cut.left, y + cut.top];
          // Only pixels the outline lets in, away from the person's edge (where the feather blends by design).
          const a = outlineOnly.data[(y * cut.width + x) * 4 + 3]!;
          if (a < 250) continue;
          const near = [-6, 6].some((d) => isPerson(px + d, py) !== isPerson(px, py) || isPerson(px, py + d) !== isPerson(px, py));
          if (near) continue;
          const alpha = cut.data[(y * cut.width + x) * 4 + 3]! / 255;
          if (isPerson(px, py)) {
            person++;
            personAlpha += alpha;
          } else {
            blinds++;
            blindsAlpha += alpha;
          }
        }
      }
      return { blinds: blindsAlpha / blinds, person: personAlpha / person, blindPixels: blinds };
    };
    const before = measure(outlineOnly);
    const after = measure(matted);
    // The outline alone shows a good deal of blinds; the matte makes them mostly transparent and keeps the person.
    expect(before.blindPixels).toBeGreaterThan(2000);
    expect(before.blinds).toBeGreaterThan(0.95);
    expect(after.blinds).toBeLessThan(0.1);
    expect(after.person).toBeGreaterThan(0.95);
  });

  it('falls back to the outline when the head fills the photo and no background is left to learn from', async () => {
    const { photo, face } = await syntheticFace({ width: 240, height: 320, cx: 120, cy: 170, rx: 112, ry: 150 });
    const cut = await cutOutFace(photo, face);
    expect(cut.matte).toBe('outline');
  });
});
