import { blendMask, fillRows, ringMask, softDiscMask, type Mask } from './raster.ts';
import { companionPalette, hexToRgb, mixRgb, packRgb, seededRandom, type GraphicPalette, type Rgb } from './palette.ts';

interface Blob {
  mask: Mask;
  /** Centre as fractions of the frame, and the drift around it. */
  bx: number;
  by: number;
  ax: number;
  ay: number;
  speed: number;
  phase: number;
  /** Colour in each look. */
  colour: [number, number];
  opacity: number;
}

/**
 * The moving background of a scene made by code: a three-stop vertical gradient that slowly drifts, soft glowing
 * blobs and a thin ring floating over it, small specks rising. At each stage time (a long scene's staged reveal) the
 * look cuts to the companion palette's gradient and shapes and the blobs jump to new places, so the viewer (and a
 * scene-change detector) sees a change; the text, drawn by libass, stays.
 * Drawing costs a row fill per line plus a few masked blends (~3 ms for 720×1280).
 */
export class GraphicBackground {
  private readonly looks: Array<Array<Rgb>>;
  private readonly blobs: Blob[];
  private readonly ring: { mask: Mask; bx: number; by: number; phase: number; colour: number };
  private readonly specks: Array<{ mask: Mask; x: number; y: number; speed: number; sway: number; phase: number }>;
  private readonly speckColour: number;
  private readonly rowColours: Uint32Array[];
  private readonly phase: number;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly palette: GraphicPalette,
    seed: number,
    /** Seconds from the scene's start where the look changes (staged reveals), ascending. */
    readonly stageTimes: readonly number[] = [],
  ) {
    const random = seededRandom(seed);
    const companion = companionPalette(palette);
    // Look 0: the palette as designed; look 1: the companion's gradient turned over; then alternating.
    this.looks = [palette.stops.map(hexToRgb), [...companion.stops].reverse().map(hexToRgb)];
    this.rowColours = this.looks.map(() => new Uint32Array(height));
    this.phase = random() * Math.PI * 2;
    const s0 = packRgb(hexToRgb(palette.shapes[0]));
    const s1 = packRgb(hexToRgb(palette.shapes[1]));
    const c0 = packRgb(hexToRgb(companion.shapes[0]));
    const c1 = packRgb(hexToRgb(companion.shapes[1]));
    const big = Math.min(width, height);
    this.blobs = [0, 1, 2].map((k) => ({
      mask: softDiscMask(big * (0.42 + 0.14 * random())),
      bx: [0.15, 0.9, 0.35][k]! + (random() - 0.5) * 0.15,
      by: [0.15, 0.45, 0.85][k]! + (random() - 0.5) * 0.1,
      ax: 0.08 + random() * 0.08,
      ay: 0.04 + random() * 0.05,
      speed: 0.25 + random() * 0.25,
      phase: random() * Math.PI * 2,
      colour: k % 2 === 0 ? [s0, c1] : [s1, c0],
      opacity: palette.dark ? 0.42 : 0.5,
    }));
    // The ring floats low at one edge, partly off screen: an arc by the captions, never across the text and shapes.
    this.ring = {
      mask: ringMask(big * (0.16 + 0.06 * random()), Math.max(2, big * 0.01)),
      bx: random() < 0.5 ? 0.97 : 0.03,
      by: 0.74 + random() * 0.08,
      phase: random() * 6,
      colour: packRgb(hexToRgb(palette.accent)),
    };
    this.speckColour = packRgb(hexToRgb(palette.text));
    this.specks = Array.from({ length: 14 }, () => ({
      mask: softDiscMask(Math.max(1.5, big * (0.004 + random() * 0.007)), 0.6),
      x: random(),
      y: random(),
      speed: 0.015 + random() * 0.03,
      sway: 0.01 + random() * 0.02,
      phase: random() * 6,
    }));
  }

  /** Which look is on at `time` (seconds into the scene): the number of stage times passed. */
  lookAt(time: number): number {
    let look = 0;
    for (const stage of this.stageTimes) if (time >= stage) look++;
    return look;
  }

  draw(time: number, target: Uint32Array): void {
    const { width: W, height: H } = this;
    const look = this.lookAt(time);
    const current = this.gradientRows(look, time);
    fillRows(target, W, 0, H, (y) => current[y]!);
    const swap = look % 2;
    for (const blob of this.blobs) {
      // Each look puts the blobs half a turn further along their paths: they jump at the cut.
      const t = time * blob.speed + blob.phase + look * Math.PI;
      const cx = W * (blob.bx + blob.ax * Math.sin(t));
      const cy = H * (blob.by + blob.ay * Math.cos(t * 0.8));
      blendMask(target, W, H, blob.mask, cx - blob.mask.width / 2, cy - blob.mask.height / 2, blob.colour[swap]!, blob.opacity);
    }
    const ring = this.ring;
    const rx = W * (ring.bx + 0.03 * Math.sin(time * 0.5 + ring.phase));
    const ry = H * (ring.by + 0.02 * Math.cos(time * 0.4 + ring.phase));
    blendMask(target, W, H, ring.mask, rx - ring.mask.width / 2, ry - ring.mask.height / 2, ring.colour, this.palette.dark ? 0.3 : 0.35);
    for (const speck of this.specks) {
      const y = (((speck.y - time * speck.speed) % 1) + 1) % 1;
      const x = speck.x + speck.sway * Math.sin(time * 0.9 + speck.phase);
      blendMask(target, W, H, speck.mask, W * x, H * y, this.speckColour, this.palette.dark ? 0.35 : 0.3);
    }
  }

  /** The gradient's row colours at `time`: the stops drift up and down by a few percent of the height. */
  private gradientRows(look: number, time: number): Uint32Array {
    const stops = this.looks[look % this.looks.length]!;
    const rows = this.rowColours[look % this.looks.length]!;
    const H = this.height;
    const shift = 0.12 * Math.sin(time * 0.35 + this.phase);
    const middle = 0.5 + shift;
    for (let y = 0; y < H; y++) {
      const p = y / (H - 1);
      const c = p < middle ? mixRgb(stops[0]!, stops[1]!, smooth(p / middle)) : mixRgb(stops[1]!, stops[2]!, smooth((p - middle) / (1 - middle)));
      rows[y] = packRgb(c);
    }
    return rows;
  }
}

function smooth(t: number): number {
  const x = Math.max(0, Math.min(1, t));
  return x * x * (3 - 2 * x);
}
