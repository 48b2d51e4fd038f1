import { ms, textEvent, textWidth, type TextLook } from './ass-text.ts';
import { countedValue, counterDecimals, easeOutCubic, formatCount } from './easing.ts';
import { fitLines } from './layout.ts';
import { hexToRgb, packRgb, seededRandom } from './palette.ts';
import { blendMask, blendRect, roundedRectMask, softDiscMask, type Mask } from './raster.ts';
import { boxCentreX, type GraphicContext, type GraphicParts } from './scene-types.ts';

/** How often the counting number is redrawn (events per second): every other frame at 30 fps. */
const COUNT_RATE = 15;

/** When the count runs, seconds from the scene's start: it starts after a beat and takes 40 % of the scene, 1.2–2.2 s. */
export function countWindow(length: number): { from: number; to: number } {
  const from = Math.min(0.3, length * 0.1);
  return { from, to: from + Math.max(Math.min(1.2, length * 0.5), Math.min(2.2, length * 0.4)) };
}

/**
 * A big number counting up with easing to its value (prefix and suffix kept still around it), a track under it
 * filling with the count, a burst of confetti when it lands, and the label under it.
 */
export function counterParts(counter: { value: number; prefix?: string; suffix?: string; label: string }, ctx: GraphicContext): GraphicParts {
  const { box, palette, width, start, end, language } = ctx;
  const length = end - start;
  const decimals = counterDecimals(counter.value);
  const text = (v: number): string => `${counter.prefix ?? ''}${formatCount(v, decimals, language)}${counter.suffix ?? ''}`;
  const final = text(counter.value);
  const widthAt100 = Math.max(1, textWidth(final, 'extraBold', 100));
  const em = Math.max(width * 0.08, Math.min(width * 0.26, box.height * 0.3, (box.width * 0.94 * 100) / widthAt100));
  const cx = boxCentreX(box);
  const numberY = Math.round(box.y + box.height * 0.34);
  const trackY = Math.round(numberY + em * 0.72);
  const trackW = Math.round(box.width * 0.7);
  const trackH = Math.max(4, Math.round(width * 0.016));
  const label = fitLines(
    counter.label,
    {
      maxWidth: box.width,
      maxHeight: box.y + box.height - trackY - width * 0.06,
      maxEm: width * 0.068,
      minEm: width * 0.04,
      maxLines: 3,
      lineHeight: 1.2,
      weight: 'bold',
    },
    (t, w, e) => textWidth(t, w, e),
  );
  const { from, to } = countWindow(length);
  const fadeOut = Math.min(250, ms(length / 4));
  const numberLook: TextLook = { weight: 'extraBold', emPx: em, colour: palette.accent, shadow: palette.dark };
  const events: GraphicParts['events'] = [];
  const steps = Math.max(1, Math.round((to - from) * COUNT_RATE));
  for (let k = 0; k < steps; k++) {
    const t0 = from + k / COUNT_RATE;
    const shown = text(countedValue(counter.value, k / steps));
    events.push(textEvent(1, start + t0, start + t0 + 1 / COUNT_RATE, numberLook, `\\an5\\pos(${cx},${numberY})${k === 0 ? '\\fad(120,0)' : ''}`, shown));
  }
  // The landed number: a pop, and again at each later stage of a long scene.
  const pops = [0, ...ctx.stageTimes.filter((s) => s > to + 0.5 && s < length - 0.5).map((s) => ms(s - to))]
    .map((m) => `\\t(${m},${m + 130},\\fscx112\\fscy112)\\t(${m + 130},${m + 320},\\fscx100\\fscy100)`)
    .join('');
  events.push(textEvent(1, start + to, end, numberLook, `\\an5\\pos(${cx},${numberY})${pops}\\fad(0,${fadeOut})`, final));
  const labelLook: TextLook = { weight: 'bold', emPx: label.emPx, colour: palette.text, shadow: palette.dark };
  const lineH = label.emPx * 1.2;
  const labelTop = trackY + trackH + width * 0.05 + label.emPx * 0.5;
  const labelAt = start + Math.min(length * 0.5, from + 0.45);
  label.lines.forEach((line, i) => {
    const y = Math.round(labelTop + i * lineH);
    events.push(
      textEvent(1, labelAt + i * 0.08, end, labelLook, `\\an5\\move(${cx},${y + Math.round(lineH * 0.35)},${cx},${y},0,300)\\fad(220,${fadeOut})`, line),
    );
  });

  const track = roundedRectMask(trackW, trackH, trackH / 2);
  const cap = softDiscMask(trackH / 2, 0.85);
  const trackColour = packRgb(hexToRgb(palette.surface));
  const fillColour = packRgb(hexToRgb(palette.accent));
  const confetti = makeConfetti(ctx.seed, [palette.accent, palette.secondary, palette.shapes[0], palette.shapes[1]], width);
  const [W, H] = [ctx.width, ctx.height];
  const x0 = cx - trackW / 2;
  return {
    events,
    draw: (time, target) => {
      const appear = Math.min(1, Math.max(0, (time - from + 0.15) / 0.3));
      if (appear <= 0) return;
      blendMask(target, W, H, track, x0, trackY, trackColour, Math.max(0.2, palette.surfaceAlpha * 1.6) * appear);
      const p = easeOutCubic((time - from) / (to - from));
      const fillW = Math.max(trackH, trackW * p);
      if (p > 0) {
        blendRect(target, W, H, x0 + trackH / 2, trackY, fillW - trackH, trackH, fillColour, appear);
        blendMask(target, W, H, cap, x0, trackY, fillColour, appear);
        blendMask(target, W, H, cap, x0 + fillW - trackH, trackY, fillColour, appear);
      }
      drawConfetti(confetti, time - to, cx, numberY, W, H, target);
    },
  };
}

interface Particle {
  mask: Mask;
  vx: number;
  vy: number;
  colour: number;
  life: number;
}

function makeConfetti(seed: number, colours: readonly string[], width: number): Particle[] {
  const random = seededRandom(seed ^ 0xc0ff1e);
  const packed = colours.map((c) => packRgb(hexToRgb(c)));
  return Array.from({ length: 42 }, (_, i) => {
    const angle = -Math.PI / 2 + (random() - 0.5) * Math.PI * 1.5;
    const speed = width * (0.55 + random() * 0.75);
    // Whole pixels, so the pieces' masks are shared between stories.
    const size = Math.round(width * (0.012 + random() * 0.012));
    return {
      mask: i % 3 === 0 ? softDiscMask(size * 0.6, 0.8) : roundedRectMask(size, size * 0.55, size * 0.15),
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed,
      colour: packed[i % packed.length]!,
      life: 1 + random() * 0.6,
    };
  });
}

function drawConfetti(particles: readonly Particle[], age: number, cx: number, cy: number, W: number, H: number, target: Uint32Array): void {
  if (age < 0) return;
  const gravity = W * 1.6;
  for (const p of particles) {
    if (age > p.life) continue;
    // Air drag slows the burst; gravity pulls the pieces down.
    const drag = (1 - Math.exp(-2.2 * age)) / 2.2;
    const x = cx + p.vx * drag;
    const y = cy + p.vy * drag + 0.5 * gravity * age * age;
    const fade = 1 - Math.max(0, (age - p.life * 0.6) / (p.life * 0.4));
    blendMask(target, W, H, p.mask, x - p.mask.width / 2, y - p.mask.height / 2, p.colour, fade);
  }
}
