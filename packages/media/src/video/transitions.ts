/**
 * Quick transitions between story scenes (issue 33): crossfade, whip push (left or up), zoom-through, and a wipe,
 * chosen per scene boundary from the story's seed and never the same twice in a row. Each combines the outgoing
 * frame `a` and the incoming frame `b` at progress t (0..1) into `target`, which may be `a`.
 *
 * Zoom-through and the whip pushes rush the outgoing scene away and cut, at their middle, to the incoming one
 * settling in: a viewer — and FFmpeg's scene detection, which is how a reviewer measures pacing — sees a change. A
 * crossfade or a wipe spreads the change over the whole transition, which reads as calm and is not detected; those
 * are only chosen where the next sharp change still comes within the pacing limit.
 */
import { blendFrames, createColumnTables, fillColumnTables, sampleRows, type ColumnTables } from './bilinear.ts';
import { easeInOutCubic } from './story-graphics/easing.ts';
import { seededRandom } from './story-graphics/palette.ts';

export const TRANSITION_KINDS = ['crossfade', 'push-left', 'zoom', 'push-up', 'wipe'] as const;
/** 'cut': a hard cut, used for a talking head's punch-in (never chosen at random). */
export type TransitionKind = (typeof TRANSITION_KINDS)[number] | 'cut';

/** How long each transition takes, seconds: all quick (0.25–0.4 s). */
export const TRANSITION_SECONDS: Record<TransitionKind, number> = { crossfade: 0.3, 'push-left': 0.32, zoom: 0.36, 'push-up': 0.32, wipe: 0.3, cut: 0 };

/** Transitions that change most of the picture at once (see above). */
export const SHARP_TRANSITIONS: ReadonlySet<TransitionKind> = new Set(['push-left', 'zoom', 'push-up', 'cut']);

/**
 * One transition per boundary (the times where one scene gives way to the next): seeded, never the same kind twice
 * in a row, and a soft one (crossfade, wipe) only where the following boundary — or the end of the video — still
 * comes within `maxGapSeconds` of the last sharp change, so no stretch longer than that goes without one.
 */
export function chooseTransitions(
  boundaries: readonly number[],
  seed: number,
  durationSeconds: number,
  options: { maxGapSeconds?: number; sharpMoments?: readonly number[]; hardCuts?: ReadonlySet<number> } = {},
): TransitionKind[] {
  const random = seededRandom(seed ^ 0x7a11);
  const maxGap = options.maxGapSeconds ?? 8;
  // Other sharp changes between boundaries (a long graphic scene's staged cut of its background) count too.
  const moments = [...(options.sharpMoments ?? [])].sort((a, b) => a - b);
  const out: TransitionKind[] = [];
  let lastSharp = 0;
  boundaries.forEach((time, i) => {
    const previous = out[i - 1];
    if (options.hardCuts?.has(i)) {
      out.push('cut');
      lastSharp = time;
      return;
    }
    for (const m of moments) if (m <= time) lastSharp = Math.max(lastSharp, m);
    const next = Math.min(boundaries[i + 1] ?? durationSeconds, moments.find((m) => m > time) ?? Number.POSITIVE_INFINITY);
    const softAllowed = next - lastSharp <= maxGap;
    const choices = TRANSITION_KINDS.filter((k) => k !== previous && (softAllowed || SHARP_TRANSITIONS.has(k)));
    const kind = choices[Math.floor(random() * choices.length)]!;
    if (SHARP_TRANSITIONS.has(kind)) lastSharp = time;
    out.push(kind);
  });
  return out;
}

/**
 * Camera of a cut-in-the-middle transition at progress t: the outgoing scene (first half) speeds up into a closer,
 * shifted framing; the incoming one (second half) arrives from the mirrored framing and slows to rest. `shift` is the
 * largest offset as a fraction of the frame, `zoom` the largest extra zoom.
 */
export function cutCamera(t: number, shift: number, zoom: number): { scene: 'a' | 'b'; zoom: number; offset: number } {
  const p = Math.max(0, Math.min(1, t));
  if (p < 0.5) {
    const e = (2 * p) ** 2;
    return { scene: 'a', zoom: 1 + zoom * e, offset: -shift * e };
  }
  const e = (2 - 2 * p) ** 2;
  return { scene: 'b', zoom: 1 + zoom * e, offset: shift * e };
}

/** Kinds that show one scene at a time (cut at the middle): only that scene needs drawing. */
export function isCutBased(kind: TransitionKind): kind is 'push-left' | 'push-up' | 'zoom' {
  return kind === 'push-left' || kind === 'push-up' || kind === 'zoom';
}

/** Which scene a cut-based transition shows at progress t. */
export function sceneShown(t: number): 'a' | 'b' {
  return t < 0.5 ? 'a' : 'b';
}

/** Applies transitions; owns the scratch buffers the zoom needs (allocated on first use). */
export class TransitionRenderer {
  private tables: ColumnTables;
  private zoomA: Uint32Array | undefined;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.tables = createColumnTables(width);
  }

  /**
   * A cut-based transition's camera applied to the one scene it shows at t (`frame`, drawn already: see sceneShown),
   * in place. Same picture as `apply`, without drawing the other scene.
   */
  applyCamera(kind: 'push-left' | 'push-up' | 'zoom', frame: Uint32Array, t: number): void {
    const { width: W, height: H } = this;
    const cam = kind === 'zoom' ? cutCamera(t, 0, 0.5) : cutCamera(t, 0.08, 0.2);
    this.zoomA ??= new Uint32Array(W * H);
    const [dx, dy] = kind === 'push-left' ? [cam.offset * W, 0] : kind === 'push-up' ? [0, cam.offset * H] : [0, 0];
    this.zoomInto(frame, cam.zoom, this.zoomA, dx, dy);
    frame.set(this.zoomA);
  }

  apply(kind: TransitionKind, a: Uint32Array, b: Uint32Array, t: number, target: Uint32Array): void {
    const { width: W, height: H } = this;
    const p = Math.max(0, Math.min(1, t));
    switch (kind) {
      case 'cut':
        target.set(p < 0.5 ? a : b);
        return;
      case 'crossfade':
        blendFrames(a, b, p, target);
        return;
      case 'push-left':
      case 'push-up': {
        // A whip: the outgoing scene is flung away (left or up) as the camera rushes, cut, the incoming one lands.
        const cam = cutCamera(p, 0.08, 0.2);
        this.zoomA ??= new Uint32Array(W * H);
        const [dx, dy] = kind === 'push-left' ? [cam.offset * W, 0] : [0, cam.offset * H];
        this.zoomInto(cam.scene === 'a' ? a : b, cam.zoom, this.zoomA, dx, dy);
        target.set(this.zoomA);
        return;
      }
      case 'wipe': {
        // A slanted edge with a soft band sweeps from left to right, uncovering the incoming scene.
        const slant = W * 0.25;
        const soft = Math.max(2, W * 0.04);
        const front = easeInOutCubic(p) * (W + slant + soft) - soft;
        for (let y = 0; y < H; y++) {
          const row = y * W;
          const edge = front - slant * (1 - y / H);
          const full = Math.max(0, Math.min(W, Math.floor(edge)));
          if (full > 0) target.set(b.subarray(row, row + full), row);
          if (target !== a) target.set(a.subarray(row + full, row + W), row + full);
          const bandEnd = Math.min(W, Math.ceil(edge + soft));
          for (let x = full; x < bandEnd; x++) {
            const w = 1 - (x - edge) / soft;
            if (w <= 0) continue;
            blendPixel(target, row + x, a[row + x]!, b[row + x]!, w);
          }
        }
        return;
      }
      case 'zoom': {
        // Zoom-through: the outgoing scene rushes in (to 150 %) and cuts, at the middle, to the incoming one settling
        // from 150 % to 100 %.
        const cam = cutCamera(p, 0, 0.5);
        this.zoomA ??= new Uint32Array(W * H);
        this.zoomInto(cam.scene === 'a' ? a : b, cam.zoom, this.zoomA);
        target.set(this.zoomA);
        return;
      }
    }
  }

  private zoomInto(source: Uint32Array, zoom: number, out: Uint32Array, dx = 0, dy = 0): void {
    zoomFrame(source, out, this.width, this.height, zoom, this.tables, { dx, dy });
  }
}

function blendPixel(target: Uint32Array, i: number, a: number, b: number, w: number): void {
  const k = Math.round(Math.max(0, Math.min(1, w)) * 256);
  const j = 256 - k;
  target[i] =
    0xff000000 | ((((a & 0x00ff00ff) * j + (b & 0x00ff00ff) * k) >>> 8) & 0x00ff00ff) | ((((a & 0x0000ff00) * j + (b & 0x0000ff00) * k) >>> 8) & 0x0000ff00);
}

/**
 * `source` zoomed by `zoom` about the point (cx, cy) (default: the centre; that point stays where it is), its content
 * then moved by (dx, dy) output pixels (positive: right, down), written to `out`. Bilinear; edges clamp.
 */
export function zoomFrame(
  source: Uint32Array,
  out: Uint32Array,
  W: number,
  H: number,
  zoom: number,
  tables: ColumnTables,
  at: { cx?: number; cy?: number; dx?: number; dy?: number } = {},
): void {
  const step = 1 / zoom;
  const cx = at.cx ?? W / 2;
  const cy = at.cy ?? H / 2;
  fillColumnTables(tables, W, W, cx - cx * step - (at.dx ?? 0) * step, step);
  sampleRows(source, W, H, out, W, 0, H, cy - cy * step - (at.dy ?? 0) * step, step, tables);
}
