import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { computeMemeLayout, type Rect } from '../../captions/layout.ts';
import { renderMemeTemplate } from './render-template.ts';
import type { MemeTemplate } from './template-spec.ts';

const [W, H] = [180, 320];

const TEMPLATES: MemeTemplate[] = [
  { layout: 'classic', top: 'When the client asks for a discount', bottom: 'on a discount', reaction: 'shocked' },
  { layout: 'pov', scene: 'your cat wakes you up at 5am', reaction: 'side-eye' },
  { layout: 'versus', first: 'Me on Monday', second: 'Me on Friday', reactions: ['cool', 'crying'] },
  { layout: 'tweet', name: 'Me', handle: '@me', text: 'Adulting is mostly googling how long chicken keeps in the fridge.' },
  { layout: 'reaction', text: 'Nobody:\nMe at 2am: one more episode', reaction: 'laughing' },
];

function inside(inner: Rect, outer: Rect): boolean {
  return (
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1
  );
}

/** Share of pixels in the region that are the reaction face's yellow (high red and green, low blue). */
async function yellowShare(jpeg: Buffer, region: Rect): Promise<number> {
  const { data } = await sharp(jpeg)
    .extract({ left: Math.round(region.x), top: Math.round(region.y), width: Math.round(region.width), height: Math.round(region.height) })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let yellow = 0;
  for (let i = 0; i < data.length; i += 3) if (data[i]! > 200 && data[i + 1]! > 150 && data[i + 2]! < 110) yellow++;
  return yellow / (data.length / 3);
}

describe('renderMemeTemplate', () => {
  const layout = computeMemeLayout(W, H);

  it.each(TEMPLATES.map((t) => [t.layout, t] as const))(
    '%s: the text stays in the safe area above the captions, and it is a picture, not a gradient',
    async (_, template) => {
      const still = await renderMemeTemplate(template, { width: W, height: H, seed: 3 });
      const meta = await sharp(still.jpeg).metadata();
      expect([meta.width, meta.height]).toEqual([W, H]);
      expect(still.text.width).toBeGreaterThan(W * 0.3);
      expect(inside(still.text, layout.safe)).toBe(true);
      expect(still.text.y + still.text.height).toBeLessThanOrEqual(layout.captionBand.y);
      // Every layout but the post card shows a reaction face: a good patch of face yellow in the content area.
      const content: Rect = { x: layout.safe.x, y: layout.safe.y, width: layout.safe.width, height: layout.captionBand.y - layout.safe.y };
      const share = await yellowShare(still.jpeg, content);
      if (template.layout === 'tweet') expect(share).toBeLessThan(0.02);
      else expect(share).toBeGreaterThan(0.06);
    },
  );

  it('is the same picture for the same seed and text', async () => {
    const a = await renderMemeTemplate(TEMPLATES[0]!, { width: W, height: H, seed: 7 });
    const b = await renderMemeTemplate(TEMPLATES[0]!, { width: W, height: H, seed: 7 });
    expect(a.jpeg.equals(b.jpeg)).toBe(true);
  });

  it('sets a long headline smaller instead of running into the captions', async () => {
    const long =
      'When you finally understand that waking up at six for the gym is a lifestyle and not a punishment and your cat still disagrees every single morning of the week';
    for (const template of [
      { layout: 'classic', top: long, reaction: 'crying' },
      { layout: 'reaction', text: long, reaction: 'laughing' },
      { layout: 'tweet', name: 'Me', handle: '@me', text: long },
    ] as MemeTemplate[]) {
      const still = await renderMemeTemplate(template, { width: W, height: H, seed: 1 });
      expect(still.text.y + still.text.height, template.layout).toBeLessThanOrEqual(layout.captionBand.y);
    }
  });
});

describe('emoji in template text', () => {
  it('are drawn in colour where the text leaves room for them, never as boxes', async () => {
    const withEmoji = await renderMemeTemplate(
      { layout: 'tweet', name: 'Me', handle: '@me', text: 'Monday again 😭😭😭' },
      { width: 360, height: 640, seed: 2 },
    );
    const without = await renderMemeTemplate({ layout: 'tweet', name: 'Me', handle: '@me', text: 'Monday again' }, { width: 360, height: 640, seed: 2 });
    // Twemoji's crying face is yellow with blue tears: the card (white, dark text) gains yellow only from the emoji.
    const card = { x: 0, y: without.text.y, width: 360, height: without.text.height + 40 };
    expect(await yellowShare(withEmoji.jpeg, card)).toBeGreaterThan(0.01);
    expect(await yellowShare(without.jpeg, card)).toBeLessThan(0.002);
  });
});
