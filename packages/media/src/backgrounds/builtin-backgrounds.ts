import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

/** Backgrounds drawn by code, so we ship no third-party artwork. Each is a still; the captions bring the motion. */
export const builtinBackgroundStyles = ['gradient', 'blobs', 'blocks', 'grain', 'aurora'] as const;
export type BuiltinBackgroundStyle = (typeof builtinBackgroundStyles)[number];

export interface BuiltinBackgroundOptions {
  style: BuiltinBackgroundStyle;
  /** Same seed, same picture. */
  seed: number;
  width: number;
  height: number;
  /** 'jpeg' (default) encodes in ~20 ms and decodes fast; grain makes PNGs large and slow to encode. */
  format?: 'jpeg' | 'png';
}

/** Palettes picked by hand for contrast with white captions (mid-to-dark tones) and for looking good together. */
const PALETTES: readonly (readonly string[])[] = [
  ['#ff7e5f', '#b24592', '#3a1c71'],
  ['#0f2027', '#2c5364', '#43cea2'],
  ['#1a2a6c', '#b21f1f', '#fdbb2d'],
  ['#12c2e9', '#c471ed', '#f64f59'],
  ['#232526', '#414345', '#ff4b2b'],
  ['#134e5e', '#71b280', '#f9d423'],
  ['#2b1055', '#7597de', '#ff9a8b'],
  ['#0b3866', '#1fa2ff', '#a6ffcb'],
  ['#41295a', '#2f0743', '#f27121'],
  ['#3e5151', '#decba4', '#c04848'],
];

/** Renders one built-in background as an encoded still image. */
export async function renderBuiltinBackground(options: BuiltinBackgroundOptions): Promise<Buffer> {
  const { width, height } = options;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const random = mulberry32(hashSeed(options.style, options.seed));
  const palette = PALETTES[Math.floor(random() * PALETTES.length)]!;
  const colors = random() < 0.5 ? [...palette] : [...palette].reverse();
  DRAW[options.style](ctx, width, height, colors, random);
  addGrain(ctx, width, height, random, options.style === 'grain' ? 0.16 : 0.06);
  addVignette(ctx, width, height, options.style === 'grain' ? 0.45 : 0.25);
  return options.format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 90);
}

type Draw = (ctx: SKRSContext2D, w: number, h: number, colors: string[], random: () => number) => void;

const DRAW: Record<BuiltinBackgroundStyle, Draw> = {
  gradient(ctx, w, h, colors, random) {
    const angle = random() * Math.PI * 2;
    const r = Math.hypot(w, h) / 2;
    const [cx, cy] = [w / 2, h / 2];
    const g = ctx.createLinearGradient(cx - Math.cos(angle) * r, cy - Math.sin(angle) * r, cx + Math.cos(angle) * r, cy + Math.sin(angle) * r);
    colors.forEach((c, i) => g.addColorStop(i / (colors.length - 1), c));
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
    softBlob(ctx, w * (0.2 + random() * 0.6), h * (0.2 + random() * 0.6), Math.max(w, h) * 0.5, 'rgba(255,255,255,0.18)');
  },
  blobs(ctx, w, h, colors, random) {
    ctx.fillStyle = shade(colors[colors.length - 1]!, -0.3);
    ctx.fillRect(0, 0, w, h);
    const count = 5 + Math.floor(random() * 3);
    for (let i = 0; i < count; i++) {
      const color = colors[i % colors.length]!;
      softBlob(ctx, random() * w, random() * h, Math.max(w, h) * (0.3 + random() * 0.3), withAlpha(color, 0.7 + random() * 0.3));
    }
  },
  blocks(ctx, w, h, colors, random) {
    ctx.fillStyle = colors[0]!;
    ctx.fillRect(0, 0, w, h);
    ctx.save();
    ctx.translate(w / 2, h / 2);
    ctx.rotate((random() - 0.5) * 0.6);
    const d = Math.hypot(w, h);
    const bands = 3 + Math.floor(random() * 3);
    for (let i = 0; i < bands; i++) {
      ctx.fillStyle = colors[(i + 1) % colors.length]!;
      const y = -d / 2 + (i + 0.5 + random() * 0.6) * (d / bands);
      ctx.fillRect(-d, y, 2 * d, (d / bands) * (0.25 + random() * 0.35));
    }
    ctx.restore();
    ctx.fillStyle = withAlpha(colors[2 % colors.length]!, 0.85);
    ctx.beginPath();
    ctx.arc(w * (0.15 + random() * 0.7), h * (0.3 + random() * 0.4), w * (0.22 + random() * 0.18), 0, Math.PI * 2);
    ctx.fill();
    // Bold flat colour is loud behind white text; a soft darkening keeps captions readable.
    ctx.fillStyle = 'rgba(0,0,0,0.18)';
    ctx.fillRect(0, 0, w, h);
  },
  grain(ctx, w, h, colors, random) {
    const g = ctx.createLinearGradient(0, 0, w * random(), h);
    g.addColorStop(0, shade(colors[0]!, -0.1));
    g.addColorStop(1, shade(colors[1]!, -0.3));
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
  },
  aurora(ctx, w, h, colors, random) {
    ctx.fillStyle = '#0b0d1a';
    ctx.fillRect(0, 0, w, h);
    ctx.globalCompositeOperation = 'lighter';
    // Blurring the wavy bands turns their edges into soft light curtains.
    ctx.filter = `blur(${Math.round(h * 0.025)}px)`;
    for (let band = 0; band < 3; band++) {
      const color = colors[band % colors.length]!;
      const baseY = h * (0.2 + band * 0.25 + (random() - 0.5) * 0.1);
      const amplitude = h * (0.04 + random() * 0.06);
      const phase = random() * Math.PI * 2;
      const thickness = h * (0.12 + random() * 0.1);
      const g = ctx.createLinearGradient(0, baseY - thickness, 0, baseY + thickness);
      g.addColorStop(0, withAlpha(color, 0));
      g.addColorStop(0.5, withAlpha(color, 0.65));
      g.addColorStop(1, withAlpha(color, 0));
      ctx.fillStyle = g;
      ctx.beginPath();
      // The path runs past both sides so the blur does not fade the band at the frame's edges.
      const step = Math.max(4, w / 60);
      const wave = (x: number): number => baseY + Math.sin((x / w) * Math.PI * 2 + phase) * amplitude;
      ctx.moveTo(-w * 0.2, wave(-w * 0.2) - thickness);
      for (let x = -w * 0.2; x <= w * 1.2; x += step) ctx.lineTo(x, wave(x) - thickness);
      for (let x = w * 1.2; x >= -w * 0.2; x -= step) ctx.lineTo(x, wave(x) + thickness);
      ctx.closePath();
      ctx.fill();
    }
    ctx.filter = 'none';
    ctx.globalCompositeOperation = 'source-over';
  },
};

function softBlob(ctx: SKRSContext2D, x: number, y: number, r: number, color: string): void {
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, color);
  g.addColorStop(1, withAlpha(color, 0));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
}

/** Film grain from a small noise tile repeated as a pattern: one tile of random pixels instead of a full-frame loop. */
function addGrain(ctx: SKRSContext2D, w: number, h: number, random: () => number, strength: number): void {
  const size = 128;
  const tile = createCanvas(size, size);
  const tctx = tile.getContext('2d');
  const data = tctx.createImageData(size, size);
  for (let i = 0; i < data.data.length; i += 4) {
    const v = Math.floor(random() * 256);
    data.data[i] = v;
    data.data[i + 1] = v;
    data.data[i + 2] = v;
    data.data[i + 3] = 255;
  }
  tctx.putImageData(data, 0, 0);
  const pattern = ctx.createPattern(tile, 'repeat');
  if (!pattern) return;
  ctx.save();
  ctx.globalAlpha = strength;
  ctx.globalCompositeOperation = 'overlay';
  ctx.fillStyle = pattern;
  ctx.fillRect(0, 0, w, h);
  ctx.restore();
}

function addVignette(ctx: SKRSContext2D, w: number, h: number, strength: number): void {
  const g = ctx.createRadialGradient(w / 2, h / 2, Math.min(w, h) * 0.35, w / 2, h / 2, Math.hypot(w, h) / 2);
  g.addColorStop(0, 'rgba(0,0,0,0)');
  g.addColorStop(1, `rgba(0,0,0,${strength})`);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
}

function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = rgb(hex);
  return `rgba(${r},${g},${b},${alpha.toFixed(3)})`;
}

/** Lighten (amount > 0) or darken (amount < 0) towards white or black. */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  const [r, g, b] = rgb(hex).map((c) => Math.round(c + (target - c) * t)) as [number, number, number];
  return `rgb(${r},${g},${b})`;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hashSeed(style: string, seed: number): number {
  let h = 2166136261 ^ Math.floor(seed);
  for (const ch of style) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** Small, fast, seedable PRNG: the same seed must always give the same picture. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
