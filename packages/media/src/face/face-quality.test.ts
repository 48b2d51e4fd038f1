import { describe, expect, it } from 'vitest';
import { FACE_QUALITY_LIMITS, judgeFaceQuality, minFaceWidth } from './face-quality.ts';

const base = { imageWidth: 1200, imageHeight: 1600, sharpness: 100 };

describe('judgeFaceQuality', () => {
  it('reports no_face without faces', () => {
    expect(judgeFaceQuality({ ...base, faceWidths: [] })).toEqual({ quality: 'no_face', main: -1, significant: 0 });
  });

  it('accepts one large, sharp face and points at it', () => {
    expect(judgeFaceQuality({ ...base, faceWidths: [400] })).toEqual({ quality: 'ok', main: 0, significant: 1 });
  });

  it('reports several_faces for two faces of comparable size', () => {
    const verdict = judgeFaceQuality({ ...base, faceWidths: [300, 400, 250] });
    expect(verdict.quality).toBe('several_faces');
    expect(verdict.main).toBe(1);
    expect(verdict.significant).toBe(3);
  });

  it('ignores faces below 40 % of the largest width (background people)', () => {
    expect(judgeFaceQuality({ ...base, faceWidths: [159, 400] })).toMatchObject({ quality: 'ok', main: 1, significant: 1 });
    expect(judgeFaceQuality({ ...base, faceWidths: [160, 400] }).quality).toBe('several_faces');
  });

  it('reports too_small below max(120 px, 12 % of the shorter side)', () => {
    // Shorter side 1200 → 144 px.
    expect(minFaceWidth(1200, 1600)).toBeCloseTo(144);
    expect(judgeFaceQuality({ ...base, faceWidths: [143] }).quality).toBe('too_small');
    expect(judgeFaceQuality({ ...base, faceWidths: [144] }).quality).toBe('ok');
    // Small image: the absolute floor wins.
    expect(minFaceWidth(600, 800)).toBe(120);
    expect(judgeFaceQuality({ imageWidth: 600, imageHeight: 800, sharpness: 100, faceWidths: [119] }).quality).toBe('too_small');
  });

  it('reports blurred below the sharpness limit, and treats NaN as blurred', () => {
    const limit = FACE_QUALITY_LIMITS.minSharpness;
    expect(judgeFaceQuality({ ...base, faceWidths: [400], sharpness: limit - 0.1 }).quality).toBe('blurred');
    expect(judgeFaceQuality({ ...base, faceWidths: [400], sharpness: limit }).quality).toBe('ok');
    expect(judgeFaceQuality({ ...base, faceWidths: [400], sharpness: Number.NaN }).quality).toBe('blurred');
  });

  it('applies the rules in order: several faces before too small before blurred', () => {
    expect(judgeFaceQuality({ ...base, faceWidths: [50, 60], sharpness: 0 }).quality).toBe('several_faces');
    expect(judgeFaceQuality({ ...base, faceWidths: [50], sharpness: 0 }).quality).toBe('too_small');
  });
});
