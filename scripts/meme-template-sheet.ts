/** Draws every meme template and reaction at full size into one contact sheet (for looking at them). */
import sharp from 'sharp';
import { renderMemeTemplate } from '../packages/media/src/meme/templates/render-template.ts';
import type { MemeTemplate } from '../packages/media/src/meme/templates/template-spec.ts';

const out = process.argv[2] ?? '/tmp/meme-templates.png';
const [W, H] = [720, 1280];
const templates: MemeTemplate[] = [
  { layout: 'classic', top: 'When the client asks for a discount', bottom: 'on a discount', reaction: 'shocked' },
  { layout: 'pov', scene: 'your cat wakes you up at 5am because the bowl is only half full', reaction: 'side-eye' },
  { layout: 'versus', first: 'Me on Monday', second: 'Me on Friday', reactions: ['cool', 'crying'] },
  { layout: 'tweet', name: 'Me', handle: '@me', text: 'Nobody tells you that adulting is mostly googling how long chicken stays good in the fridge 🍗😭' },
  { layout: 'reaction', text: 'Nobody:\nMe at 2am: one more episode', reaction: 'laughing' },
  { layout: 'classic', top: 'Я объясняю коту, зачем вставать в шесть утра', reaction: 'crying' },
];
const tiles = await Promise.all(
  templates.map(async (t, i) => ({
    input: (await renderMemeTemplate(t, { width: W, height: H, seed: i + 1 })).jpeg,
    left: (i % 3) * W,
    top: Math.floor(i / 3) * H,
  })),
);
const sheet = await sharp({ create: { width: 3 * W, height: 2 * H, channels: 3, background: '#000' } })
  .composite(tiles)
  .png()
  .toBuffer();
await sharp(sheet).resize(1440).png().toFile(out);
console.log(out);
