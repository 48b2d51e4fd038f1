import type { BeatGraphic } from '@reelcraft/contract';
import { describe, expect, it } from 'vitest';
import { writeBuiltin } from '../writer/builtin-writer.ts';
import type { WriterBrief, WriterLanguage } from '../writer/writer.schema.ts';
import { planStoryScenes } from './story-scenes.ts';

/**
 * Issue 33, item 2: "the English blog topic was spoken and captioned in a Russian story". A story speaks (and so
 * captions), titles and draws only its own language, whatever language the creator's blog topic, idea or analysed
 * account is written in: those steer what the story is about, none of their words are said.
 */

/** Sentences (or short labels) of the other alphabet: two or more Latin words in Russian, Cyrillic words in English. */
function foreignRuns(text: string, language: WriterLanguage): string[] {
  const run = language === 'ru' ? /[A-Za-z][A-Za-z'’-]*(?:[\s,:;]+[A-Za-z][A-Za-z'’-]*)+/gu : /\p{Script=Cyrillic}+(?:[\s,:;]+\p{Script=Cyrillic}+)*/gu;
  return text.match(run) ?? [];
}

function graphicTexts(graphic: BeatGraphic): string[] {
  if (graphic.type === 'phrase') return [graphic.text];
  if (graphic.type === 'list') return [graphic.title ?? '', ...graphic.items];
  if (graphic.type === 'chart') return [graphic.title ?? '', ...graphic.bars.map((bar) => bar.label)];
  return [graphic.label];
}

const ENGLISH_STANDING = [
  { facts: { area_of_expertise: 'Home cooking for busy parents' } },
  { facts: { area_of_expertise: 'Vintage motorcycle restoration and garage stories' } },
  { analysis: { domain: 'Fitness coaching and healthy recipes', style: '', why_followers_choose_you: '', recommendations: [] } },
  { userInput: 'How I stopped procrastinating and finished my thesis' },
  { userInput: 'My grandmother taught me to knit' },
];

describe('a story speaks one language', () => {
  for (const [language, sources] of [
    ['ru', ENGLISH_STANDING],
    ['en', [{ facts: { area_of_expertise: 'Домашняя выпечка хлеба' } }, { userInput: 'Как я перестал откладывать дела на потом' }]],
  ] as const) {
    it(`keeps a ${language} story's spoken lines, captions, scene titles and graphics in ${language} whatever the topic's language`, () => {
      for (const source of sources) {
        for (const seed of [1, 2, 3]) {
          const brief = { contentType: 'storytelling', language, ...source } as WriterBrief;
          const result = writeBuiltin(brief, { seed });
          const plan = planStoryScenes({ beats: result.beats, photoCount: 3 });
          const said = [result.hook, result.callToAction, ...result.beats.map((beat) => beat.spokenLine)];
          const shown = [
            result.title,
            ...result.beats.flatMap((beat) => [beat.onScreenText, beat.sceneTitle ?? '']),
            ...plan.flatMap((scene) => (scene.kind === 'graphic' ? graphicTexts(scene.graphic) : scene.kind === 'photo' ? [scene.title ?? ''] : [])),
          ];
          for (const text of [...said, ...shown]) expect(foreignRuns(text, language), `${JSON.stringify(source)} → ${text}`).toEqual([]);
        }
      }
    });
  }
});
