import type { FontWeightName } from '../fonts/fonts.ts';
import { fontMetrics } from '../fonts/fonts.ts';
import type { CaptionPreset } from './caption-look.ts';

/**
 * What each caption preset is made of, as numbers (the events themselves are built in caption-events.ts). Sizes are
 * multiples of the frame's caption em (7.5 % of the width: 54 px at 720); outline and shadow are fractions of the
 * preset's own em. Modelled on what creators know from Submagic and CapCut: heavy weights, thick dark outlines,
 * a few words at a time, big enough to read on a phone without sound.
 */
export interface PresetSpec {
  weight: FontWeightName;
  /** Font size relative to the frame's caption em. */
  emScale: number;
  uppercase: boolean;
  /** Words shown together at most. */
  maxWords: number;
  /** Size of the spoken word relative to the others. */
  activeScale: number;
  /** Size of a word the creator emphasised. */
  emphasisScale: number;
  outline: number;
  shadow: number;
  /** Blur of the outline, fraction of the em (0: crisp). */
  outlineBlur: number;
  /** ASS alpha of the outline and of the shadow (0 opaque … 255 invisible). */
  outlineAlpha: number;
  shadowAlpha: number;
  /** Largest scale a word reaches while animating (for the block height). */
  peakScale: number;
}

export const PRESET_SPECS: Record<CaptionPreset, PresetSpec> = {
  highlight: {
    weight: 'extraBold',
    emScale: 1,
    uppercase: false,
    maxWords: 3,
    activeScale: 1.1,
    emphasisScale: 1.1,
    outline: 0.09,
    shadow: 0.04,
    outlineBlur: 0,
    outlineAlpha: 0,
    shadowAlpha: 0x80,
    peakScale: 1.1,
  },
  karaoke: {
    weight: 'extraBold',
    emScale: 0.95,
    uppercase: false,
    maxWords: 4,
    activeScale: 1,
    emphasisScale: 1.15,
    outline: 0.09,
    shadow: 0.05,
    outlineBlur: 0,
    outlineAlpha: 0,
    shadowAlpha: 0x70,
    peakScale: 1.15,
  },
  boxed: {
    weight: 'extraBold',
    emScale: 1,
    uppercase: true,
    maxWords: 3,
    activeScale: 1,
    emphasisScale: 1,
    outline: 0.08,
    shadow: 0.04,
    outlineBlur: 0,
    outlineAlpha: 0,
    shadowAlpha: 0x80,
    peakScale: 1.05,
  },
  pop: {
    weight: 'extraBold',
    emScale: 1.45,
    uppercase: true,
    maxWords: 1,
    activeScale: 1,
    emphasisScale: 1.08,
    outline: 0.1,
    shadow: 0.06,
    outlineBlur: 0,
    outlineAlpha: 0,
    shadowAlpha: 0x60,
    peakScale: 1.12,
  },
  minimal: {
    weight: 'bold',
    emScale: 0.72,
    uppercase: false,
    maxWords: 6,
    activeScale: 1,
    emphasisScale: 1,
    outline: 0.1,
    shadow: 0.06,
    outlineBlur: 0.14,
    outlineAlpha: 0x78,
    shadowAlpha: 0x90,
    peakScale: 1,
  },
  neon: {
    weight: 'extraBold',
    emScale: 1,
    uppercase: true,
    maxWords: 3,
    activeScale: 1.08,
    emphasisScale: 1.15,
    outline: 0.045,
    shadow: 0,
    outlineBlur: 0.02,
    outlineAlpha: 0,
    shadowAlpha: 0xff,
    peakScale: 1.15,
  },
};

/** Height of one caption line of this preset at its largest, with its outline: what the layout must keep free. */
export function presetBlockHeight(spec: PresetSpec, emPx: number): number {
  const m = fontMetrics(spec.weight);
  const line = ((m.winAscent + m.winDescent) / m.unitsPerEm) * emPx * spec.peakScale;
  return Math.round(Math.max(line + 2 * spec.outline * emPx, 2 * emPx * (spec.uppercase ? 0.9 : 1)));
}

/** Black or near-white, whichever reads better on `hex` (relative luminance, WCAG). */
export function contrastText(hex: string): '#111111' | '#FFFFFF' {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return '#FFFFFF';
  const lin = (c: string): number => {
    const v = parseInt(c, 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin(m[1]!) + 0.7152 * lin(m[2]!) + 0.0722 * lin(m[3]!);
  // Contrast with white (1.05 / (l + 0.05)) against contrast with #111 ((l + 0.05) / 0.0556).
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.0556 ? '#FFFFFF' : '#111111';
}
