/**
 * Colour palettes for the scenes made by code. Each one is designed as a set (a gradient of three stops, shapes, an
 * accent for emphasis, text that reads on every stop), so any seeded pick looks deliberate. A story takes its
 * palettes in a seeded order, so two stories differ and the scenes of one story do not repeat a palette back to back.
 */

import { mulberry32 } from '../../backgrounds/builtin-backgrounds.ts';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface GraphicPalette {
  name: string;
  /** Background gradient, top to bottom; it drifts over time. */
  stops: [string, string, string];
  /** Soft shapes drifting over the background. */
  shapes: [string, string];
  /** Emphasis: the key word's marker, the counter, the leading bar, list badges. */
  accent: string;
  /** Text on the accent colour. */
  onAccent: string;
  /** Body text on the background. */
  text: string;
  /** Cards and bar tracks: drawn over the background with `surfaceAlpha` (0..1). */
  surface: string;
  surfaceAlpha: number;
  /** Second colour for bars and details. */
  secondary: string;
  /** True for dark backgrounds (light text with a soft shadow), false for light ones (dark text, no shadow). */
  dark: boolean;
}

export const GRAPHIC_PALETTES: readonly GraphicPalette[] = [
  {
    name: 'violet-night',
    stops: ['#1B1036', '#3F1D6B', '#A0306A'],
    shapes: ['#FF5C8A', '#6C4BF4'],
    accent: '#FFD166',
    onAccent: '#2A1240',
    text: '#FFFFFF',
    surface: '#FFFFFF',
    surfaceAlpha: 0.12,
    secondary: '#FF7AA8',
    dark: true,
  },
  {
    name: 'deep-ocean',
    stops: ['#061A33', '#0B4A66', '#0F7C86'],
    shapes: ['#2EC4B6', '#3A86FF'],
    accent: '#7CF5D3',
    onAccent: '#04303A',
    text: '#FFFFFF',
    surface: '#FFFFFF',
    surfaceAlpha: 0.12,
    secondary: '#5AA9FF',
    dark: true,
  },
  {
    name: 'ember',
    stops: ['#260810', '#6E1A2A', '#D9483B'],
    shapes: ['#FF8C42', '#B5179E'],
    accent: '#FFD23F',
    onAccent: '#3A0A12',
    text: '#FFFFFF',
    surface: '#FFFFFF',
    surfaceAlpha: 0.13,
    secondary: '#FF9F6B',
    dark: true,
  },
  {
    name: 'forest',
    stops: ['#0B2416', '#1C4B31', '#2F7D55'],
    shapes: ['#8AC926', '#1B998B'],
    accent: '#F4D35E',
    onAccent: '#13301F',
    text: '#FFFFFF',
    surface: '#FFFFFF',
    surfaceAlpha: 0.12,
    secondary: '#9BE38A',
    dark: true,
  },
  {
    name: 'electric',
    stops: ['#0D0B26', '#2B2470', '#1E1B4B'],
    shapes: ['#9B5DE5', '#00BBF9'],
    accent: '#00F5D4',
    onAccent: '#0D0B26',
    text: '#FFFFFF',
    surface: '#FFFFFF',
    surfaceAlpha: 0.11,
    secondary: '#F15BB5',
    dark: true,
  },
  {
    name: 'peach',
    stops: ['#FFF1E6', '#FFD9C2', '#FFB199'],
    shapes: ['#FF7F6E', '#FFC857'],
    accent: '#E63946',
    onAccent: '#FFFFFF',
    text: '#1D1A2F',
    surface: '#FFFFFF',
    surfaceAlpha: 0.55,
    secondary: '#F4845F',
    dark: false,
  },
  {
    name: 'lemon',
    stops: ['#FFF9DB', '#FFE899', '#FFD166'],
    shapes: ['#FF9F1C', '#2EC4B6'],
    accent: '#14213D',
    onAccent: '#FFFFFF',
    text: '#14213D',
    surface: '#FFFFFF',
    surfaceAlpha: 0.55,
    secondary: '#FC5130',
    dark: false,
  },
  {
    name: 'mint',
    stops: ['#E9FFF6', '#BFF3E3', '#8FE3CF'],
    shapes: ['#2EC4B6', '#FF6F59'],
    accent: '#0B3954',
    onAccent: '#FFFFFF',
    text: '#0B3954',
    surface: '#FFFFFF',
    surfaceAlpha: 0.55,
    secondary: '#FF6F59',
    dark: false,
  },
];

/** The backgrounds' seedable PRNG (mulberry32); a zero seed gets a fixed non-zero one. The same seed gives the same story. */
export function seededRandom(seed: number): () => number {
  return mulberry32(Math.floor(seed) >>> 0 || 0x9e3779b9);
}

/**
 * The palettes of a story's graphic scenes, in order: dark and light ones alternate (so two graphic scenes in a row
 * never look alike and the cut between them is plain), each group in a seeded order, repeated.
 */
export function storyPalettes(seed: number, count: number): GraphicPalette[] {
  const random = seededRandom(seed ^ 0x5f3759df);
  const shuffled = (list: readonly GraphicPalette[]): GraphicPalette[] =>
    list
      .map((p) => ({ p, key: random() }))
      .sort((a, b) => a.key - b.key)
      .map((e) => e.p);
  const dark = shuffled(GRAPHIC_PALETTES.filter((p) => p.dark));
  const light = shuffled(GRAPHIC_PALETTES.filter((p) => !p.dark));
  const darkFirst = random() < 0.65;
  return Array.from({ length: count }, (_, k) => {
    const useDark = (k % 2 === 0) === darkFirst;
    const group = useDark ? dark : light;
    return group[Math.floor(k / 2) % group.length]!;
  });
}

export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) throw new RangeError(`bad colour ${hex}`);
  return { r: parseInt(m[1]!, 16), g: parseInt(m[2]!, 16), b: parseInt(m[3]!, 16) };
}

/** The colour as one opaque pixel of a little-endian RGBA Uint32 frame. */
export function packRgb(c: Rgb): number {
  return (0xff000000 | (Math.round(c.b) << 16) | (Math.round(c.g) << 8) | Math.round(c.r)) >>> 0;
}

export function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t };
}

/**
 * The palette a long scene's background switches to at a staged reveal: of the same darkness (so the scene's text
 * still reads) and the most different from `palette` among those, so the change is plain to see.
 */
export function companionPalette(palette: GraphicPalette): GraphicPalette {
  const distance = (a: GraphicPalette, b: GraphicPalette): number =>
    a.stops.reduce((sum, stop, i) => {
      const [x, y] = [hexToRgb(stop), hexToRgb(b.stops[i]!)];
      return sum + Math.abs(x.r - y.r) + Math.abs(x.g - y.g) + Math.abs(x.b - y.b);
    }, 0);
  let best = palette;
  let bestDistance = -1;
  for (const other of GRAPHIC_PALETTES) {
    if (other.dark !== palette.dark || other.name === palette.name) continue;
    const d = distance(palette, other);
    if (d > bestDistance) [best, bestDistance] = [other, d];
  }
  return best;
}
