import { describe, expect, it } from 'vitest';
import { writeBuiltin } from '../builtin-writer.ts';
import { CATALOG } from '../catalog/index.ts';
import { createRandom } from '../random.ts';
import { writerBriefSchema, type ContentType, type WriterLanguage, type WriterResult } from '../writer.schema.ts';
import { buildContext, nicheLines } from './context.ts';
import { sharedStems, stemsOf } from './relevance.ts';

const SEEDS = Array.from({ length: 12 }, (_, index) => index * 7919 + 1);

/** Ideas narrower than the fitness niche's lines (fat loss, protein, cardio): posture from sitting at a desk. */
const POSTURE_IDEAS: Record<WriterLanguage, string> = {
  en: 'Fix a rounded back from sitting all day',
  ru: 'Как исправить сутулость от сидячей работы',
  pt: 'Como corrigir a postura curvada de quem trabalha sentado',
  es: 'Cómo corregir la espalda encorvada por estar sentado todo el día',
};

function everything(result: WriterResult): string {
  return [result.title, result.hook, result.caption, result.callToAction, ...result.beats.flatMap((beat) => [beat.spokenLine, beat.onScreenText])]
    .join('\n')
    .toLocaleLowerCase();
}

describe('which curated lines fill a text about an idea', () => {
  it('an idea the niche’s lines say nothing about gets none of them, in every language and content type', () => {
    const types: ContentType[] = ['custom_script', 'storytelling', 'avatar'];
    for (const language of Object.keys(POSTURE_IDEAS) as WriterLanguage[]) {
      const fitness = CATALOG[language].niches.health_fitness;
      const lines = nicheLines(fitness).map((line) => line.toLocaleLowerCase());
      for (const contentType of types) {
        for (const seed of SEEDS) {
          const result = writeBuiltin({ contentType, language, userInput: POSTURE_IDEAS[language], facts: { area_of_expertise: fitness.label } }, { seed });
          const text = everything(result);
          const borrowed = lines.filter((line) => text.includes(line));
          expect(borrowed, `${language} ${contentType} seed ${seed}`).toEqual([]);
          // Only the niche's two broad tags: no #weightloss on a posture video.
          expect(
            result.hashtags.filter((tag) => fitness.hashtags.slice(2).includes(tag)),
            `${language} seed ${seed}`,
          ).toEqual([]);
        }
      }
    }
  });

  it('an idea the niche covers gets the niche’s lines about it first', () => {
    for (const seed of SEEDS) {
      const brief = writerBriefSchema.parse({
        contentType: 'custom_script',
        language: 'en',
        userInput: 'Lose belly fat without starving',
        facts: { area_of_expertise: 'fitness' },
      });
      const ctx = buildContext(brief, { random: createRandom(seed), avoid: new Set(), prefer: new Set() });
      expect(ctx.niche).toBe('health_fitness');
      expect(ctx.slots.myth).toBe('crunches burn belly fat');
      expect(ctx.slots.desire).toBe('lose weight without starving');
    }
  });

  it('without an idea, the blog topic’s own words rank first, and the niche’s lines all stay in play', () => {
    const brief = writerBriefSchema.parse({ contentType: 'smart_script', language: 'en', facts: { area_of_expertise: 'Strength training for women' } });
    const myths = new Set<string>();
    for (const seed of SEEDS) {
      const ctx = buildContext(brief, { random: createRandom(seed), avoid: new Set(), prefer: new Set() });
      expect(ctx.slots.mistake1).toBe('doing only cardio');
      myths.add(ctx.slots.myth as string);
    }
    expect(myths.has('lifting weights makes women bulky')).toBe(true);
  });
});

describe('relevance by word stems', () => {
  it('matches inflected words and ignores stop words and short words', () => {
    expect(sharedStems(stemsOf('как выпрямить спину', 'ru'), 'Спина болит после работы', 'ru')).toBe(1);
    expect(sharedStems(stemsOf('home workouts for beginners', 'en'), 'A workout every beginner can do', 'en')).toBe(2);
    expect(sharedStems(stemsOf('fix it all day', 'en'), 'Fix your day', 'en')).toBe(0);
    expect(stemsOf('Cómo corregir la espalda', 'es').has('espald')).toBe(true);
  });
});
