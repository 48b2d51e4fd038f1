import type { SKRSContext2D } from '@napi-rs/canvas';
import type { MemeReaction } from './template-spec.ts';

const INK = '#3B2207';
const MOUTH = '#5A1E0E';
const TONGUE = '#E0475A';
const TEAR = '#4DB3F5';

/**
 * Draws an emoji-like reaction face centred on (cx, cy) with radius r: a shaded yellow disc and the expression's
 * eyes, brows, mouth and tears. Shapes only (no font), so every language and machine draws the same face.
 */
export function drawReactionFace(ctx: SKRSContext2D, reaction: MemeReaction, cx: number, cy: number, r: number): void {
  ctx.save();
  // Drop shadow under the disc, so the face stands off busy backgrounds.
  ctx.fillStyle = 'rgba(0,0,0,0.28)';
  ellipse(ctx, cx + r * 0.04, cy + r * 0.08, r, r);
  ctx.fill();
  const skin = ctx.createRadialGradient(cx - r * 0.35, cy - r * 0.45, r * 0.1, cx, cy, r * 1.05);
  skin.addColorStop(0, '#FFF08A');
  skin.addColorStop(0.55, '#FFCE3A');
  skin.addColorStop(1, '#F29E0C');
  ctx.fillStyle = skin;
  ellipse(ctx, cx, cy, r, r);
  ctx.fill();
  if (reaction === 'shocked') {
    // The blue wash of a face gone pale (😱).
    const pale = ctx.createLinearGradient(0, cy - r, 0, cy + r * 0.1);
    pale.addColorStop(0, 'rgba(96,150,255,0.85)');
    pale.addColorStop(1, 'rgba(96,150,255,0)');
    ctx.fillStyle = pale;
    ellipse(ctx, cx, cy, r, r);
    ctx.fill();
  }
  ctx.lineWidth = r * 0.035;
  ctx.strokeStyle = 'rgba(160,90,0,0.55)';
  ellipse(ctx, cx, cy, r, r);
  ctx.stroke();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  DRAW[reaction](ctx, cx, cy, r);
  ctx.restore();
}

type Draw = (ctx: SKRSContext2D, cx: number, cy: number, r: number) => void;

const DRAW: Record<MemeReaction, Draw> = {
  laughing(ctx, cx, cy, r) {
    // Squeezed eyes (> <), a wide open laugh with teeth and tongue, tears flying off both sides (😂).
    ctx.strokeStyle = INK;
    ctx.lineWidth = r * 0.09;
    for (const side of [-1, 1]) {
      const ex = cx + side * r * 0.38;
      const ey = cy - r * 0.22;
      ctx.beginPath();
      ctx.moveTo(ex - side * r * 0.17, ey - r * 0.12);
      ctx.lineTo(ex + side * r * 0.08, ey);
      ctx.lineTo(ex - side * r * 0.17, ey + r * 0.1);
      ctx.stroke();
    }
    openMouth(ctx, cx, cy + r * 0.12, r * 0.62, r * 0.5, true);
    for (const side of [-1, 1]) tear(ctx, cx + side * r * 0.8, cy - r * 0.02, r * 0.2, side * 0.9);
  },
  shocked(ctx, cx, cy, r) {
    // Wide white eyes with tiny pupils, brows high, a tall O of a mouth.
    for (const side of [-1, 1]) {
      const ex = cx + side * r * 0.36;
      const ey = cy - r * 0.18;
      ctx.fillStyle = '#FFFFFF';
      ellipse(ctx, ex, ey, r * 0.2, r * 0.25);
      ctx.fill();
      ctx.strokeStyle = INK;
      ctx.lineWidth = r * 0.04;
      ctx.stroke();
      ctx.fillStyle = INK;
      ellipse(ctx, ex, ey + r * 0.02, r * 0.07, r * 0.08);
      ctx.fill();
      ctx.lineWidth = r * 0.07;
      ctx.beginPath();
      ctx.arc(ex, ey - r * 0.18, r * 0.2, Math.PI * 1.2, Math.PI * 1.8);
      ctx.stroke();
    }
    ctx.fillStyle = MOUTH;
    ellipse(ctx, cx, cy + r * 0.45, r * 0.2, r * 0.3);
    ctx.fill();
    // Hands pressed to the cheeks.
    for (const side of [-1, 1]) {
      ctx.fillStyle = '#FFC22E';
      ctx.strokeStyle = 'rgba(150,80,0,0.7)';
      ctx.lineWidth = r * 0.03;
      ellipse(ctx, cx + side * r * 0.8, cy + r * 0.52, r * 0.2, r * 0.32);
      ctx.fill();
      ctx.stroke();
    }
  },
  'side-eye'(ctx, cx, cy, r) {
    // Heavy lids, pupils turned to the side, one brow up, a flat crooked mouth (the "hmm, sure" look).
    for (const side of [-1, 1]) {
      const ex = cx + side * r * 0.36;
      const ey = cy - r * 0.15;
      ctx.save();
      ellipse(ctx, ex, ey, r * 0.24, r * 0.16);
      ctx.fillStyle = '#FFFFFF';
      ctx.fill();
      ctx.clip();
      ctx.fillStyle = INK;
      ellipse(ctx, ex + r * 0.13, ey + r * 0.03, r * 0.09, r * 0.1);
      ctx.fill();
      // The upper lid covers the top half of the eye.
      ctx.fillStyle = '#F7B526';
      ctx.fillRect(ex - r * 0.3, ey - r * 0.2, r * 0.6, r * 0.17);
      ctx.restore();
      ctx.strokeStyle = INK;
      ctx.lineWidth = r * 0.05;
      ctx.beginPath();
      ctx.moveTo(ex - r * 0.25, ey - r * 0.03);
      ctx.lineTo(ex + r * 0.25, ey - r * 0.03);
      ctx.stroke();
      ctx.lineWidth = r * 0.07;
      ctx.beginPath();
      if (side < 0) {
        ctx.moveTo(ex - r * 0.22, ey - r * 0.26);
        ctx.lineTo(ex + r * 0.2, ey - r * 0.24);
      } else {
        ctx.moveTo(ex - r * 0.2, ey - r * 0.36);
        ctx.quadraticCurveTo(ex, ey - r * 0.48, ex + r * 0.24, ey - r * 0.38);
      }
      ctx.stroke();
    }
    ctx.strokeStyle = INK;
    ctx.lineWidth = r * 0.08;
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.3, cy + r * 0.48);
    ctx.quadraticCurveTo(cx + r * 0.05, cy + r * 0.44, cx + r * 0.34, cy + r * 0.36);
    ctx.stroke();
  },
  crying(ctx, cx, cy, r) {
    // Eyes shut tight, brows tilted up in the middle, a wailing open mouth, two streams of tears (😭).
    ctx.strokeStyle = INK;
    for (const side of [-1, 1]) {
      const ex = cx + side * r * 0.36;
      const ey = cy - r * 0.15;
      ctx.lineWidth = r * 0.08;
      ctx.beginPath();
      ctx.arc(ex, ey - r * 0.06, r * 0.17, Math.PI * 0.15, Math.PI * 0.85);
      ctx.stroke();
      ctx.lineWidth = r * 0.07;
      ctx.beginPath();
      ctx.moveTo(ex + side * r * 0.22, ey - r * 0.28);
      ctx.lineTo(ex - side * r * 0.14, ey - r * 0.42);
      ctx.stroke();
      const stream = ctx.createLinearGradient(0, ey, 0, cy + r);
      stream.addColorStop(0, TEAR);
      stream.addColorStop(1, 'rgba(77,179,245,0.75)');
      ctx.fillStyle = stream;
      roundRect(ctx, ex - r * 0.09, ey + r * 0.06, r * 0.18, cy + r * 0.95 - ey, r * 0.08);
      ctx.fill();
    }
    // The mouth: wide at the bottom, open, turned down.
    ctx.fillStyle = MOUTH;
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.2, cy + r * 0.3);
    ctx.quadraticCurveTo(cx, cy + r * 0.22, cx + r * 0.2, cy + r * 0.3);
    ctx.lineTo(cx + r * 0.34, cy + r * 0.66);
    ctx.quadraticCurveTo(cx, cy + r * 0.6, cx - r * 0.34, cy + r * 0.66);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = TONGUE;
    ellipse(ctx, cx, cy + r * 0.6, r * 0.16, r * 0.05);
    ctx.fill();
  },
  cool(ctx, cx, cy, r) {
    // Sunglasses and a confident grin (😎): the "expectation" face.
    ctx.fillStyle = '#16161A';
    for (const side of [-1, 1]) {
      const ex = cx + side * r * 0.36;
      const ey = cy - r * 0.17;
      ctx.beginPath();
      ctx.moveTo(ex - r * 0.3, ey - r * 0.13);
      ctx.lineTo(ex + r * 0.3, ey - r * 0.13);
      ctx.quadraticCurveTo(ex + r * 0.3, ey + r * 0.26, ex, ey + r * 0.24);
      ctx.quadraticCurveTo(ex - r * 0.3, ey + r * 0.26, ex - r * 0.3, ey - r * 0.13);
      ctx.fill();
    }
    ctx.strokeStyle = '#16161A';
    ctx.lineWidth = r * 0.07;
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.9, cy - r * 0.3);
    ctx.lineTo(cx + r * 0.9, cy - r * 0.3);
    ctx.stroke();
    ctx.strokeStyle = 'rgba(255,255,255,0.55)';
    ctx.lineWidth = r * 0.04;
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(cx + side * r * 0.36 - r * 0.18, cy - r * 0.22);
      ctx.lineTo(cx + side * r * 0.36 - r * 0.06, cy - r * 0.22);
      ctx.stroke();
    }
    ctx.strokeStyle = INK;
    ctx.lineWidth = r * 0.08;
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.38, cy + r * 0.36);
    ctx.quadraticCurveTo(cx + r * 0.02, cy + r * 0.68, cx + r * 0.42, cy + r * 0.28);
    ctx.stroke();
  },
};

/** A laughing mouth: flat top, round bottom, a row of teeth and a tongue. */
function openMouth(ctx: SKRSContext2D, cx: number, top: number, halfWidth: number, depth: number, teeth: boolean): void {
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(cx - halfWidth, top);
  ctx.quadraticCurveTo(cx, top - depth * 0.12, cx + halfWidth, top);
  ctx.bezierCurveTo(cx + halfWidth * 0.9, top + depth * 1.25, cx - halfWidth * 0.9, top + depth * 1.25, cx - halfWidth, top);
  ctx.closePath();
  ctx.fillStyle = MOUTH;
  ctx.fill();
  ctx.clip();
  if (teeth) {
    ctx.fillStyle = '#FFFFFF';
    ctx.fillRect(cx - halfWidth, top - depth * 0.2, halfWidth * 2, depth * 0.36);
  }
  ctx.fillStyle = TONGUE;
  ellipse(ctx, cx, top + depth * 0.95, halfWidth * 0.55, depth * 0.32);
  ctx.fill();
  ctx.restore();
}

/** A tear drop pointing up-inwards, flying out to one side (direction -1 left … 1 right). */
function tear(ctx: SKRSContext2D, x: number, y: number, size: number, direction: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(direction * 0.9);
  ctx.fillStyle = TEAR;
  ctx.beginPath();
  ctx.moveTo(0, -size * 1.3);
  ctx.bezierCurveTo(size * 0.9, -size * 0.2, size * 0.8, size * 0.8, 0, size * 0.8);
  ctx.bezierCurveTo(-size * 0.8, size * 0.8, -size * 0.9, -size * 0.2, 0, -size * 1.3);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.6)';
  ellipse(ctx, -size * 0.25, size * 0.15, size * 0.14, size * 0.24);
  ctx.fill();
  ctx.restore();
}

export function ellipse(ctx: SKRSContext2D, cx: number, cy: number, rx: number, ry: number): void {
  ctx.beginPath();
  ctx.ellipse(cx, cy, rx, ry, 0, 0, Math.PI * 2);
}

export function roundRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, radius: number): void {
  const r = Math.max(0, Math.min(radius, w / 2, h / 2));
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}
