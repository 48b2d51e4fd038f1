/**
 * Scenes made by code for stories (issue 33): each StoryGraphic becomes a moving background drawn in JS, shapes
 * (bars, tracks, confetti, the emoji picture) drawn over it in JS, and text as ASS events that the story's caption
 * document carries (see ass-text.ts).
 */
import { emojiImage } from '../../emoji/index.ts';
import type { Rect } from '../../captions/layout.ts';
import type { StoryGraphic } from '../story-graphic.ts';
import { GraphicBackground } from './background.ts';
import { chartParts } from './chart.ts';
import { counterParts } from './counter.ts';
import { emojiParts, emojiSizeFor } from './emoji.ts';
import { listParts } from './list.ts';
import type { GraphicPalette } from './palette.ts';
import { phraseParts } from './phrase.ts';
import type { GraphicContext, GraphicParts } from './scene-types.ts';

export { graphicStyleLines, mergeAssEvents } from './ass-text.ts';
export { contentBox } from './layout.ts';
export { storyPalettes, GRAPHIC_PALETTES, seededRandom, type GraphicPalette } from './palette.ts';

export interface PreparedGraphicScene {
  /** ASS events of the scene's text (absolute times). */
  events: string[];
  /** Draws the whole frame at video time `time`. */
  draw: (time: number, target: Uint32Array) => void;
}

export interface GraphicSceneOptions {
  width: number;
  height: number;
  start: number;
  end: number;
  box: Rect;
  palette: GraphicPalette;
  language: string;
  seed: number;
  stageTimes?: readonly number[];
}

export async function prepareGraphicScene(graphic: StoryGraphic, options: GraphicSceneOptions): Promise<PreparedGraphicScene> {
  const ctx: GraphicContext = { ...options, stageTimes: options.stageTimes ?? [] };
  const background = new GraphicBackground(options.width, options.height, options.palette, options.seed, ctx.stageTimes);
  const parts = await partsOf(graphic, ctx);
  return {
    events: parts.events.filter((e): e is string => e !== null),
    draw: (time, target) => {
      const local = time - options.start;
      background.draw(local, target);
      parts.draw?.(local, target);
    },
  };
}

async function partsOf(graphic: StoryGraphic, ctx: GraphicContext): Promise<GraphicParts> {
  switch (graphic.type) {
    case 'phrase':
      return phraseParts(graphic.text, ctx);
    case 'list':
      return listParts(graphic, ctx);
    case 'counter':
      return counterParts(graphic, ctx);
    case 'chart':
      return chartParts(graphic, ctx);
    case 'emoji': {
      // An emoji Twemoji does not draw (or a broken file) leaves the label on its own, bigger: never a box.
      const picture = await emojiImage(graphic.emoji, emojiSizeFor(ctx.box)).catch(() => null);
      return emojiParts(graphic.label, picture, ctx);
    }
  }
}
