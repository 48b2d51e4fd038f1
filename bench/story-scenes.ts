/**
 * The story used by bench:story and scripts/story-sample.ts: the avatar for the hook and the ending, and between them
 * photos and every kind of scene made by code (phrase, list, counter, chart, emoji), over the benchmark narration.
 */
import { scriptTokens, type RgbaImage, type SpeechTimeline, type StoryGraphic, type TalkingScene } from '@reelcraft/media';
import { PARAGRAPHS } from './talking-support.ts';

export const STORY_GRAPHICS: StoryGraphic[] = [
  { type: 'phrase', text: 'One short video every single day' },
  {
    type: 'list',
    title: 'My daily rule',
    items: ['Film anywhere: kitchen, car, bus', 'Answer one real question', 'Post before you overthink it'],
    numbered: true,
  },
  { type: 'counter', value: 2000, prefix: '+', label: 'new followers in one week' },
  {
    type: 'chart',
    title: 'Views per video',
    bars: [
      { label: 'Month one', value: 12 },
      { label: 'Month two', value: 340 },
      { label: 'Month three', value: 2100 },
    ],
  },
  { type: 'emoji', emoji: '🚀', label: 'Consistency beats talent' },
];

/**
 * `count` scenes at even word steps over the timed words: avatar, graphic, photo, graphic, photo, … , avatar — each
 * photo once, then graphics only (each kind once before any repeats).
 */
export function storyScenes(timeline: SpeechTimeline, photos: readonly RgbaImage[], count: number): TalkingScene[] {
  const tokens = PARAGRAPHS.join(' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(
      0,
      timeline.words.reduce((n, w) => n + Math.max(1, scriptTokens(w.text).length), 0),
    ).length;
  const scenes: TalkingScene[] = [];
  let graphic = 0;
  let photo = 0;
  for (let i = 0; i < count; i++) {
    const fromWord = Math.round((i * tokens) / count);
    if (i === 0 || i === count - 1) scenes.push({ kind: 'avatar', fromWord });
    else if (i % 2 === 1 || photo >= photos.length) scenes.push({ kind: 'graphic', fromWord, graphic: STORY_GRAPHICS[graphic++ % STORY_GRAPHICS.length]! });
    else scenes.push({ kind: 'photo', fromWord, image: photos[photo++ % photos.length]! });
  }
  return scenes;
}
