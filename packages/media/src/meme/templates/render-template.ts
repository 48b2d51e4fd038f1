import { createCanvas, ImageData, type SKRSContext2D } from '@napi-rs/canvas';
import { emojiImage } from '../../emoji/emoji-image.ts';
import { mulberry32 } from '../../backgrounds/builtin-backgrounds.ts';
import { drawableText } from '../../captions/emoji-text.ts';
import { stripUnsupportedGlyphs } from '../../captions/glyphs.ts';
import { computeMemeLayout, type Rect } from '../../captions/layout.ts';
import { drawFittedText as drawText, type DrawTextOptions, type EmojiPlacement } from './draw-text.ts';
import { drawReactionFace, roundRect } from './reaction-face.ts';
import type { MemeReaction, MemeTemplate } from './template-spec.ts';

export interface MemeTemplateStill {
  jpeg: Buffer;
  /** The rectangle covering every text the template drew (frame pixels); the captions stay below it. */
  text: Rect;
}

/** Pairs of vivid tones for the sunburst behind a reaction; picked by the seed. */
const BURSTS: readonly (readonly [string, string])[] = [
  ['#FF5F6D', '#FFC371'],
  ['#4776E6', '#8E54E9'],
  ['#11998E', '#38EF7D'],
  ['#FC466B', '#3F5EFB'],
  ['#F7971E', '#E8533A'],
  ['#00C6FF', '#0072FF'],
  ['#E94057', '#8A2387'],
];

/**
 * Draws a meme template as one still of width×height: its shapes, reaction faces and the meme's text, inside the
 * reels safe area and above the captions' band (the word captions are burned in later by libass, as for every meme).
 */
export async function renderMemeTemplate(template: MemeTemplate, options: { width: number; height: number; seed: number }): Promise<MemeTemplateStill> {
  const { width: w, height: h } = options;
  const random = mulberry32(options.seed ^ 0x9e3779b9);
  const burst = BURSTS[Math.floor(random() * BURSTS.length)]!;
  const layout = computeMemeLayout(w, h);
  const gap = Math.round(h * 0.025);
  const content: Rect = { x: layout.safe.x, y: layout.safe.y, width: layout.safe.width, height: layout.captionBand.y - gap - layout.safe.y };
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  const texts: Rect[] = [];
  // Emoji Twemoji can draw are kept (drawn as pictures at the end); others are dropped rather than drawn as boxes.
  const clean = (text: string) => drawableText(text).trim();
  const emoji: EmojiPlacement[] = [];
  const drawFittedText = (c: SKRSContext2D, text: string, box: Rect, o: DrawTextOptions) => drawText(c, text, box, o.dryRun ? o : { ...o, emoji });

  switch (template.layout) {
    case 'classic': {
      sunburst(ctx, w, h, w / 2, content.y + content.height * 0.55, burst, random);
      const impact = {
        weight: 'impact' as const,
        maxPx: Math.round(w * 0.12),
        minPx: Math.round(w * 0.045),
        color: '#FFFFFF',
        stroke: { color: '#000000', width: 0.16 },
        uppercase: true,
        lineHeight: 1.08,
      };
      const topBox: Rect = { ...content, height: Math.round(content.height * 0.34) };
      const bottomText = template.bottom ? clean(template.bottom) : '';
      const bottomBox: Rect = { ...content, y: content.y + content.height * 0.76, height: content.height * 0.24 };
      const topRect = drawFittedText(ctx, clean(template.top), topBox, { ...impact, valign: 'top', dryRun: true });
      const bottomRect = bottomText ? drawFittedText(ctx, bottomText, bottomBox, { ...impact, valign: 'bottom', dryRun: true }) : undefined;
      const faceTop = topRect.y + topRect.height + gap;
      const faceBottom = (bottomRect?.y ?? content.y + content.height) - gap;
      faceIn(ctx, template.reaction, { x: content.x, y: faceTop, width: content.width, height: faceBottom - faceTop });
      texts.push(drawFittedText(ctx, clean(template.top), topBox, { ...impact, valign: 'top' }));
      if (bottomText) texts.push(drawFittedText(ctx, bottomText, bottomBox, { ...impact, valign: 'bottom' }));
      break;
    }
    case 'pov': {
      sunburst(ctx, w, h, w / 2, content.y + content.height * 0.7, burst, random);
      const labelPx = Math.round(w * 0.075);
      const pad = Math.round(w * 0.045);
      const labelBox: Rect = { x: content.x, y: content.y, width: content.width, height: Math.round(labelPx * 1.3) };
      const sceneBox: Rect = { x: content.x + pad, y: labelBox.y + labelBox.height + pad * 1.5, width: content.width - 2 * pad, height: content.height * 0.36 };
      const sceneStyle = {
        weight: 'extraBold' as const,
        maxPx: Math.round(w * 0.068),
        minPx: Math.round(w * 0.034),
        color: '#111111',
        align: 'left' as const,
        valign: 'top' as const,
      };
      const scene = drawFittedText(ctx, clean(template.scene), sceneBox, { ...sceneStyle, dryRun: true });
      const card: Rect = {
        x: content.x,
        y: labelBox.y + labelBox.height * 0.55,
        width: content.width,
        height: scene.y + scene.height + pad - (labelBox.y + labelBox.height * 0.55),
      };
      ctx.fillStyle = 'rgba(0,0,0,0.25)';
      roundRect(ctx, card.x + w * 0.008, card.y + w * 0.012, card.width, card.height, w * 0.04);
      ctx.fill();
      ctx.fillStyle = '#FFFFFF';
      roundRect(ctx, card.x, card.y, card.width, card.height, w * 0.04);
      ctx.fill();
      // The "POV" pill sits on the card's top edge.
      const pill: Rect = { x: content.x + pad * 0.6, y: labelBox.y, width: Math.round(labelPx * 2.6), height: labelBox.height };
      ctx.fillStyle = '#111111';
      roundRect(ctx, pill.x, pill.y, pill.width, pill.height, pill.height / 2);
      ctx.fill();
      drawFittedText(ctx, 'POV', pill, { weight: 'impact', maxPx: labelPx, minPx: 8, color: burst[1] === '#FFC371' ? '#FFC371' : '#FFD60A' });
      texts.push(pill, drawFittedText(ctx, clean(template.scene), sceneBox, sceneStyle));
      faceIn(ctx, template.reaction, {
        x: content.x,
        y: card.y + card.height + gap,
        width: content.width,
        height: content.y + content.height - (card.y + card.height + gap),
      });
      break;
    }
    case 'versus': {
      ctx.fillStyle = '#101014';
      ctx.fillRect(0, 0, w, h);
      const half = (content.height - gap) / 2;
      const [second] = [BURSTS[(BURSTS.indexOf(burst) + 3) % BURSTS.length]!];
      const panels: Array<{ text: string; reaction: MemeReaction; rect: Rect; colors: readonly [string, string] }> = [
        { text: template.first, reaction: template.reactions[0], rect: { x: content.x, y: content.y, width: content.width, height: half }, colors: burst },
        {
          text: template.second,
          reaction: template.reactions[1],
          rect: { x: content.x, y: content.y + half + gap, width: content.width, height: half },
          colors: second,
        },
      ];
      for (const panel of panels) {
        const { rect } = panel;
        ctx.save();
        roundRect(ctx, rect.x, rect.y, rect.width, rect.height, w * 0.035);
        ctx.clip();
        sunburst(ctx, w, h, rect.x + rect.width / 2, rect.y + rect.height * 0.62, panel.colors, random);
        const band: Rect = { x: rect.x + w * 0.03, y: rect.y + h * 0.012, width: rect.width - w * 0.06, height: rect.height * 0.34 };
        const style = {
          weight: 'impact' as const,
          maxPx: Math.round(w * 0.085),
          minPx: Math.round(w * 0.04),
          color: '#FFFFFF',
          stroke: { color: '#000000', width: 0.16 },
          uppercase: true,
          valign: 'top' as const,
          lineHeight: 1.05,
        };
        const label = drawFittedText(ctx, clean(panel.text), band, { ...style, dryRun: true });
        const faceTop = label.y + label.height + h * 0.008;
        faceIn(ctx, panel.reaction, { x: rect.x, y: faceTop, width: rect.width, height: rect.y + rect.height - faceTop - h * 0.01 });
        texts.push(drawFittedText(ctx, clean(panel.text), band, style));
        ctx.restore();
      }
      break;
    }
    case 'tweet': {
      const bg = ctx.createLinearGradient(0, 0, w, h);
      bg.addColorStop(0, burst[0]);
      bg.addColorStop(1, burst[1]);
      ctx.fillStyle = bg;
      ctx.fillRect(0, 0, w, h);
      const dark = template.dark === true;
      const pad = Math.round(w * 0.05);
      const avatar = Math.round(w * 0.13);
      const inner: Rect = { x: content.x + pad, y: 0, width: content.width - 2 * pad, height: 0 };
      const headerH = avatar;
      const footerH = Math.round(w * 0.07);
      const textStyle = {
        weight: 'bold' as const,
        maxPx: Math.round(w * 0.066),
        minPx: Math.round(w * 0.032),
        color: dark ? '#F2F4F5' : '#0F1419',
        align: 'left' as const,
        valign: 'top' as const,
        lineHeight: 1.28,
      };
      const maxTextH = content.height - 2 * pad - headerH - footerH - 2 * pad;
      const measured = drawFittedText(ctx, clean(template.text), { ...inner, height: maxTextH }, { ...textStyle, dryRun: true });
      const cardH = pad + headerH + pad * 0.8 + measured.height + pad * 0.8 + footerH + pad * 0.6;
      const card: Rect = { x: content.x, y: content.y + Math.max(0, (content.height - cardH) / 2), width: content.width, height: cardH };
      ctx.fillStyle = 'rgba(0,0,0,0.28)';
      roundRect(ctx, card.x + w * 0.01, card.y + w * 0.015, card.width, card.height, w * 0.045);
      ctx.fill();
      ctx.fillStyle = dark ? '#15202B' : '#FFFFFF';
      roundRect(ctx, card.x, card.y, card.width, card.height, w * 0.045);
      ctx.fill();
      const top = card.y + pad;
      drawAvatar(ctx, template.name, inner.x + avatar / 2, top + avatar / 2, avatar / 2, burst);
      const nameBox: Rect = { x: inner.x + avatar + pad * 0.5, y: top + avatar * 0.04, width: inner.width - avatar - pad * 0.5, height: avatar * 0.5 };
      const name = drawFittedText(ctx, clean(template.name) || '…', nameBox, {
        weight: 'extraBold',
        maxPx: Math.round(w * 0.046),
        minPx: Math.round(w * 0.03),
        color: textStyle.color,
        align: 'left',
      });
      const handle = drawFittedText(
        ctx,
        clean(template.handle),
        { ...nameBox, y: top + avatar * 0.5 },
        { weight: 'bold', maxPx: Math.round(w * 0.038), minPx: Math.round(w * 0.026), color: dark ? '#8B98A5' : '#536471', align: 'left' },
      );
      const body = drawFittedText(ctx, clean(template.text), { ...inner, y: top + headerH + pad * 0.8, height: maxTextH }, textStyle);
      drawPostIcons(ctx, inner.x, body.y + body.height + pad * 0.8, footerH, inner.width, dark ? '#8B98A5' : '#536471');
      texts.push(name, handle, body);
      break;
    }
    case 'reaction': {
      sunburst(ctx, w, h, w / 2, content.y + content.height * 0.7, burst, random);
      const pad = Math.round(w * 0.05);
      const box: Rect = { x: content.x + pad, y: content.y + pad, width: content.width - 2 * pad, height: content.height * 0.42 };
      const style = {
        weight: 'bold' as const,
        maxPx: Math.round(w * 0.068),
        minPx: Math.round(w * 0.034),
        color: '#111111',
        align: 'left' as const,
        valign: 'top' as const,
        lineHeight: 1.25,
      };
      const measured = drawFittedText(ctx, clean(template.text), box, { ...style, dryRun: true });
      const block: Rect = { x: content.x, y: content.y, width: content.width, height: measured.height + 2 * pad };
      ctx.fillStyle = '#FFFFFF';
      roundRect(ctx, block.x, block.y, block.width, block.height, w * 0.03);
      ctx.fill();
      texts.push(drawFittedText(ctx, clean(template.text), box, style));
      faceIn(ctx, template.reaction, {
        x: content.x,
        y: block.y + block.height + gap,
        width: content.width,
        height: content.y + content.height - (block.y + block.height + gap),
      });
      break;
    }
  }

  await drawEmoji(ctx, emoji);
  const jpeg = canvas.toBuffer('image/jpeg', 90);
  return { jpeg, text: unionOf(texts) };
}

/** Twemoji pictures where the text left room for them. */
async function drawEmoji(ctx: SKRSContext2D, placements: readonly EmojiPlacement[]): Promise<void> {
  for (const place of placements) {
    const bitmap = await emojiImage(place.emoji, place.size);
    if (!bitmap) continue;
    const layer = createCanvas(bitmap.width, bitmap.height);
    layer
      .getContext('2d')
      .putImageData(new ImageData(new Uint8ClampedArray(bitmap.data.buffer, bitmap.data.byteOffset, bitmap.data.length), bitmap.width, bitmap.height), 0, 0);
    ctx.drawImage(layer, place.cx - bitmap.width / 2, place.cy - bitmap.height / 2);
  }
}

/** The reaction face as large as the region allows, centred in it. */
function faceIn(ctx: SKRSContext2D, reaction: MemeReaction, region: Rect): void {
  // Hands and tears reach a little past the disc: keep ~18 % of the radius spare.
  const r = Math.max(4, Math.min(region.width * 0.4, (region.height / 2) * 0.84));
  drawReactionFace(ctx, reaction, region.x + region.width / 2, region.y + region.height / 2, r);
}

/** Rays of two tones from (cx, cy) over the whole frame, darker towards the edges: the comic "punch" background. */
function sunburst(ctx: SKRSContext2D, w: number, h: number, cx: number, cy: number, colors: readonly [string, string], random: () => number): void {
  ctx.fillStyle = colors[0];
  ctx.fillRect(0, 0, w, h);
  const rays = 18;
  const turn = random() * Math.PI;
  const reach = Math.hypot(w, h);
  ctx.fillStyle = colors[1];
  for (let i = 0; i < rays; i++) {
    const a0 = turn + (i * 2 * Math.PI) / rays;
    const a1 = a0 + Math.PI / rays;
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx + Math.cos(a0) * reach, cy + Math.sin(a0) * reach);
    ctx.lineTo(cx + Math.cos(a1) * reach, cy + Math.sin(a1) * reach);
    ctx.closePath();
    ctx.fill();
  }
  const vignette = ctx.createRadialGradient(cx, cy, Math.min(w, h) * 0.2, cx, cy, reach * 0.6);
  vignette.addColorStop(0, 'rgba(255,255,255,0.18)');
  vignette.addColorStop(1, 'rgba(0,0,0,0.45)');
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, w, h);
}

/** A neutral avatar: a gradient disc with the name's first letter (or a head-and-shoulders shape when it has none). */
function drawAvatar(ctx: SKRSContext2D, name: string, cx: number, cy: number, r: number, colors: readonly [string, string]): void {
  ctx.save();
  const fill = ctx.createLinearGradient(cx - r, cy - r, cx + r, cy + r);
  fill.addColorStop(0, colors[1]);
  fill.addColorStop(1, colors[0]);
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.clip();
  const letter = Array.from(stripUnsupportedGlyphs(name).replace(/[^\p{L}\p{N}]/gu, ''))[0];
  if (letter) {
    drawText(
      ctx,
      letter.toLocaleUpperCase(),
      { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r },
      { weight: 'extraBold', maxPx: Math.round(r * 1.1), minPx: 4, color: '#FFFFFF' },
    );
  } else {
    ctx.fillStyle = 'rgba(255,255,255,0.9)';
    ctx.beginPath();
    ctx.arc(cx, cy - r * 0.2, r * 0.36, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(cx, cy + r * 0.85, r * 0.7, r * 0.55, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/** Reply, repost and like outlines along the card's foot (no counts: we do not invent numbers). */
function drawPostIcons(ctx: SKRSContext2D, x: number, y: number, size: number, width: number, color: string): void {
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(1, size * 0.09);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  const s = size * 0.62;
  const cy = y + size / 2;
  const step = width / 4;
  // Reply: a speech bubble.
  let cx = x + s / 2;
  roundRect(ctx, cx - s / 2, cy - s * 0.4, s, s * 0.7, s * 0.3);
  ctx.stroke();
  // Repost: two arrows in a loop.
  cx = x + step + s / 2;
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.5, cy + s * 0.1);
  ctx.lineTo(cx - s * 0.5, cy - s * 0.3);
  ctx.lineTo(cx + s * 0.35, cy - s * 0.3);
  ctx.moveTo(cx + s * 0.15, cy - s * 0.48);
  ctx.lineTo(cx + s * 0.35, cy - s * 0.3);
  ctx.lineTo(cx + s * 0.15, cy - s * 0.12);
  ctx.moveTo(cx + s * 0.5, cy - s * 0.1);
  ctx.lineTo(cx + s * 0.5, cy + s * 0.3);
  ctx.lineTo(cx - s * 0.35, cy + s * 0.3);
  ctx.moveTo(cx - s * 0.15, cy + s * 0.12);
  ctx.lineTo(cx - s * 0.35, cy + s * 0.3);
  ctx.lineTo(cx - s * 0.15, cy + s * 0.48);
  ctx.stroke();
  // Like: a heart.
  cx = x + 2 * step + s / 2;
  ctx.beginPath();
  ctx.moveTo(cx, cy + s * 0.42);
  ctx.bezierCurveTo(cx - s * 0.75, cy - s * 0.05, cx - s * 0.35, cy - s * 0.6, cx, cy - s * 0.22);
  ctx.bezierCurveTo(cx + s * 0.35, cy - s * 0.6, cx + s * 0.75, cy - s * 0.05, cx, cy + s * 0.42);
  ctx.stroke();
  // Share: an arrow out of a tray.
  cx = x + 3 * step + s / 2;
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.45, cy);
  ctx.lineTo(cx - s * 0.45, cy + s * 0.4);
  ctx.lineTo(cx + s * 0.45, cy + s * 0.4);
  ctx.lineTo(cx + s * 0.45, cy);
  ctx.moveTo(cx, cy + s * 0.15);
  ctx.lineTo(cx, cy - s * 0.45);
  ctx.moveTo(cx - s * 0.25, cy - s * 0.22);
  ctx.lineTo(cx, cy - s * 0.45);
  ctx.lineTo(cx + s * 0.25, cy - s * 0.22);
  ctx.stroke();
  ctx.restore();
}

function unionOf(rects: readonly Rect[]): Rect {
  if (!rects.length) return { x: 0, y: 0, width: 0, height: 0 };
  const x0 = Math.min(...rects.map((r) => r.x));
  const y0 = Math.min(...rects.map((r) => r.y));
  const x1 = Math.max(...rects.map((r) => r.x + r.width));
  const y1 = Math.max(...rects.map((r) => r.y + r.height));
  return { x: Math.round(x0), y: Math.round(y0), width: Math.round(x1 - x0), height: Math.round(y1 - y0) };
}
