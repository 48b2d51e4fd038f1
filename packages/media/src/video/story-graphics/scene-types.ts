import type { Rect } from '../../captions/layout.ts';
import type { GraphicPalette } from './palette.ts';

/** What a graphic scene renderer gets: the frame, where content may go, when the scene runs, its look. */
export interface GraphicContext {
  width: number;
  height: number;
  /** Where text and shapes go (middle 80 % of the width, out of the caption band). */
  box: Rect;
  /** Absolute video seconds. */
  start: number;
  end: number;
  palette: GraphicPalette;
  language: string;
  seed: number;
  /** Seconds from the scene's start where a long scene's next stage begins (staged reveals). */
  stageTimes: readonly number[];
}

/** A renderer's output: ASS events for the text (absolute times) and JS drawing over the background. */
export interface GraphicParts {
  events: Array<string | null>;
  /** `time` in seconds from the scene's start; draws over the background already in `target`. */
  draw?: (time: number, target: Uint32Array) => void;
}

export function boxCentreX(box: Rect): number {
  return Math.round(box.x + box.width / 2);
}

/** An ASS drawing path of a circle (four Bézier arcs). */
export function circlePath(cx: number, cy: number, r: number): string {
  const k = r * 0.5523;
  const f = (n: number): string => String(Math.round(n));
  return [
    `m ${f(cx)} ${f(cy - r)}`,
    `b ${f(cx + k)} ${f(cy - r)} ${f(cx + r)} ${f(cy - k)} ${f(cx + r)} ${f(cy)}`,
    `b ${f(cx + r)} ${f(cy + k)} ${f(cx + k)} ${f(cy + r)} ${f(cx)} ${f(cy + r)}`,
    `b ${f(cx - k)} ${f(cy + r)} ${f(cx - r)} ${f(cy + k)} ${f(cx - r)} ${f(cy)}`,
    `b ${f(cx - r)} ${f(cy - k)} ${f(cx - k)} ${f(cy - r)} ${f(cx)} ${f(cy - r)}`,
  ].join(' ');
}
