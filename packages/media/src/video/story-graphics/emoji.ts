import { ms, textEvent, textWidth, type TextLook } from './ass-text.ts';
import { easeOutBack } from './easing.ts';
import { fitLines } from './layout.ts';
import { hexToRgb, packRgb } from './palette.ts';
import { blendImageScaled, blendMask, softDiscMask } from './raster.ts';
import { boxCentreX, type GraphicContext, type GraphicParts } from './scene-types.ts';

const POP_SECONDS = 0.55;

/** Straight-alpha RGBA picture of the emoji (from the Twemoji rasteriser), or null when there is none. */
export interface EmojiPicture {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Size in pixels the emoji picture should be rasterised at for this content box (drawn at most 1:1). */
export function emojiSizeFor(box: { width: number; height: number }): number {
  return Math.round(Math.min(box.width * 0.62, box.height * 0.5));
}

/**
 * A big colour emoji popping in (scale with a bounce) over a soft glow, floating gently after; it pops again at each
 * later stage of a long scene. The label sits under it.
 */
export function emojiParts(label: string, picture: EmojiPicture | null, ctx: GraphicContext): GraphicParts {
  const { box, palette, width, height, start, end } = ctx;
  const length = end - start;
  const size = emojiSizeFor(box);
  const cx = boxCentreX(box);
  const cy = Math.round(box.y + size * 0.55 + box.height * 0.04);
  const fitted = fitLines(
    label,
    {
      maxWidth: box.width,
      maxHeight: box.y + box.height - (cy + size * 0.6),
      maxEm: width * (picture ? 0.08 : 0.1),
      minEm: width * 0.045,
      maxLines: 3,
      lineHeight: 1.15,
      weight: 'extraBold',
    },
    (t, w, e) => textWidth(t, w, e),
  );
  const look: TextLook = { weight: 'extraBold', emPx: fitted.emPx, colour: palette.text, shadow: palette.dark };
  const lineH = fitted.emPx * 1.15;
  const fadeOut = Math.min(250, ms(length / 4));
  const labelTop = picture ? cy + size * 0.62 + fitted.emPx * 0.5 : box.y + box.height * 0.45 - ((fitted.lines.length - 1) * lineH) / 2;
  const labelAt = start + Math.min(length * 0.4, 0.55);
  const events: GraphicParts['events'] = fitted.lines.map((line, i) => {
    const y = Math.round(labelTop + i * lineH);
    return textEvent(1, labelAt + i * 0.1, end, look, `\\an5\\move(${cx},${y + Math.round(lineH * 0.4)},${cx},${y},0,320)\\fad(200,${fadeOut})`, line);
  });
  const glow = softDiscMask(size * 0.78);
  // A glow in the accent on dark backgrounds; on light ones the accent is an ink colour, so a shape colour glows.
  const glowColour = packRgb(hexToRgb(palette.dark ? palette.accent : palette.shapes[0]));
  const pops = [0.2, ...ctx.stageTimes.filter((s) => s > 1 && s < length - 0.5)];
  const endFade = Math.min(0.25, length / 4);
  return {
    events,
    draw: (time, target) => {
      const fade = Math.max(0, Math.min(1, (length - time) / endFade));
      const since = time - pops[0]!;
      if (since < 0) return;
      // The latest pop drives the bounce: the first from nothing, later ones a squash to 85 % and back.
      let scale = easeOutBack(since / POP_SECONDS, 2.2);
      for (const at of pops.slice(1)) if (time >= at) scale = 0.85 + 0.15 * easeOutBack((time - at) / POP_SECONDS, 3);
      const float = Math.sin(time * 1.7) * height * 0.008;
      const breathe = 1 + 0.025 * Math.sin(time * 2.3);
      blendMask(
        target,
        width,
        height,
        glow,
        cx - glow.width / 2,
        cy + float - glow.height / 2,
        glowColour,
        (palette.dark ? 0.45 : 0.35) * Math.min(1, since / 0.3) * fade,
      );
      if (picture) blendImageScaled(target, width, height, picture, cx, cy + float, (scale * breathe * size) / picture.width, fade);
    },
  };
}
