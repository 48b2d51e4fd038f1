import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { canvasFont, type FontWeightName } from '../fonts/fonts.ts';

/** Widths are measured once at this size and scaled linearly; hinting makes the error well under our safety margin. */
const REFERENCE_PX = 100;

let context: SKRSContext2D | undefined;

function ctx(): SKRSContext2D {
  context ??= createCanvas(8, 8).getContext('2d');
  return context;
}

/** Width of text with no emoji in it. */
export function measurePlainWidth(text: string, weight: FontWeightName, px: number): number {
  const c = ctx();
  c.font = canvasFont(weight, REFERENCE_PX);
  return (c.measureText(text).width * px) / REFERENCE_PX;
}
