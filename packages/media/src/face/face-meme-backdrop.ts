import type { SKRSContext2D } from '@napi-rs/canvas';

/** Looks for the face-meme background, all drawn in code. Each is loud on purpose: the sticker head is the joke. */
export const faceMemeStyles = ['rays', 'halftone', 'burst'] as const;
export type FaceMemeStyle = (typeof faceMemeStyles)[number];

/** Bright palettes: [light base, saturated base, accent]. No near-white, so the white sticker outline stands out. */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#ffe14d', '#ff7a00', '#e6005c'],
  ['#4dd8ff', '#2962ff', '#ffd600'],
  ['#b2ff59', '#00b248', '#ff1744'],
  ['#ff80ab', '#7c4dff', '#ffd740'],
  ['#ffb74d', '#d50000', '#00b0ff'],
  ['#84ffff', '#00897b', '#ff6d00'],
];

export interface BackdropOptions {
  style: FaceMemeStyle;
  random: () => number;
  /** Centre of the composition (rays and bursts radiate from behind the head). */
  focus: { x: number; y: number };
  /** Top of the subtitle zone: below it the picture darkens so white captions read on any palette. */
  subtitleTop: number;
}

export function drawFaceMemeBackdrop(ctx: SKRSContext2D, w: number, h: number, options: BackdropOptions): void {
  const { random, focus } = options;
  const palette = PALETTES[Math.floor(random() * PALETTES.length)]!;
  const [light, strong, accent] = palette;
  const base = ctx.createRadialGradient(focus.x, focus.y, 0, focus.x, focus.y, Math.hypot(w, h) * 0.6);
  base.addColorStop(0, light);
  base.addColorStop(1, strong);
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, w, h);
  STYLES[options.style](ctx, w, h, { light, strong, accent, random, focus });

  // Darken the lower part so white captions with a thin outline stay legible on yellow or cyan.
  const fadeStart = options.subtitleTop - h * 0.06;
  const shade = ctx.createLinearGradient(0, fadeStart, 0, h);
  shade.addColorStop(0, 'rgba(0,0,0,0)');
  shade.addColorStop(1, 'rgba(0,0,0,0.55)');
  ctx.fillStyle = shade;
  ctx.fillRect(0, fadeStart, w, h - fadeStart);
}

interface StyleInput {
  light: string;
  strong: string;
  accent: string;
  random: () => number;
  focus: { x: number; y: number };
}

const STYLES: Record<FaceMemeStyle, (ctx: SKRSContext2D, w: number, h: number, s: StyleInput) => void> = {
  rays(ctx, w, h, { accent, random, focus }) {
    const count = 14 + 2 * Math.floor(random() * 5);
    const turn = random() * Math.PI;
    const reach = Math.hypot(w, h);
    ctx.fillStyle = withAlpha(accent, 0.28);
    for (let i = 0; i < count; i += 2) {
      const a0 = turn + (i / count) * Math.PI * 2;
      const a1 = turn + ((i + 1) / count) * Math.PI * 2;
      ctx.beginPath();
      ctx.moveTo(focus.x, focus.y);
      ctx.lineTo(focus.x + Math.cos(a0) * reach, focus.y + Math.sin(a0) * reach);
      ctx.lineTo(focus.x + Math.cos(a1) * reach, focus.y + Math.sin(a1) * reach);
      ctx.closePath();
      ctx.fill();
    }
    halftone(ctx, w, h, accent, random, 0.18);
  },
  halftone(ctx, w, h, { accent, random }) {
    halftone(ctx, w, h, accent, random, 0.45);
  },
  burst(ctx, w, h, { accent, strong, random, focus }) {
    halftone(ctx, w, h, strong, random, 0.3);
    const spikes = 14 + Math.floor(random() * 8);
    const outer = Math.min(w, h) * 0.62;
    ctx.beginPath();
    for (let i = 0; i < spikes * 2; i++) {
      const r = i % 2 ? outer * (0.62 + random() * 0.08) : outer * (0.9 + random() * 0.2);
      const a = (i / (spikes * 2)) * Math.PI * 2;
      const x = focus.x + Math.cos(a) * r;
      const y = focus.y + Math.sin(a) * r * 1.25;
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.closePath();
    ctx.fillStyle = accent;
    ctx.fill();
    ctx.lineWidth = Math.max(4, w * 0.01);
    ctx.lineJoin = 'miter';
    ctx.strokeStyle = 'rgba(20,20,20,0.85)';
    ctx.stroke();
  },
};

/** Comic-print dots on a diagonal grid, growing along a random direction (the classic halftone fade). */
function halftone(ctx: SKRSContext2D, w: number, h: number, color: string, random: () => number, alpha: number): void {
  const step = Math.round(Math.min(w, h) * 0.035);
  const angle = random() * Math.PI * 2;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const span = Math.abs(dx) * w + Math.abs(dy) * h;
  ctx.fillStyle = withAlpha(color, alpha);
  for (let row = 0, y = 0; y < h + step; row++, y += step) {
    for (let x = row % 2 ? step / 2 : 0; x < w + step; x += step) {
      // 0 at one corner, 1 at the opposite one.
      const t = ((x - w / 2) * dx + (y - h / 2) * dy) / span + 0.5;
      const r = step * 0.48 * Math.min(1, Math.max(0, t));
      if (r < 0.6) continue;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

function withAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
}
