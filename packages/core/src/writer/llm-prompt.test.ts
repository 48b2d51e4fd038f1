import { describe, expect, it } from 'vitest';
import { buildPrompt } from './llm-prompt.ts';
import { writerBriefSchema } from './writer.schema.ts';

describe('buildPrompt', () => {
  it('carries the language, type, facts, analysis, trend, category, input and length', () => {
    const [system, user] = buildPrompt(
      writerBriefSchema.parse({
        contentType: 'custom_script',
        language: 'ru',
        category: 'educational',
        facts: { area_of_expertise: 'фитнес для мам', post_style: 'с юмором', about_meanings: 'просто о сложном', why_followers_choose_you: 'тренировки дома' },
        analysis: { domain: 'фитнес', style: 'лёгкий', why_followers_choose_you: 'честность', recommendations: ['больше рилс'], top_hashtags: ['фитнес'] },
        trend: { title: 'один день — три образа', description: 'быстрые переходы', how_to_adapt: 'покажи три тренировки' },
        userInput: 'как выбрать кроссовки',
      }),
    );
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Write in Russian');
    expect(system?.content).toContain('"beats"');
    expect(system?.content).toMatch(/JSON/);
    const text = user?.content ?? '';
    for (const expected of ['Russian', 'custom_script', 'фитнес для мам', 'с юмором', 'просто о сложном', 'тренировки дома', 'больше рилс', 'один день — три образа', 'покажи три тренировки', 'как выбрать кроссовки', 'educational', '45 seconds', '90 spoken words']) {
      expect(text).toContain(expected);
    }
  });

  it('asks for scenes in storytelling and the meme block for memes', () => {
    const story = buildPrompt(writerBriefSchema.parse({ contentType: 'storytelling', language: 'es' }));
    expect(story[0]?.content).toContain('"visual": "avatar" | "photo"');
    expect(story[0]?.content).toContain('Write in Spanish');
    const meme = buildPrompt(writerBriefSchema.parse({ contentType: 'meme', language: 'pt' }));
    expect(meme[0]?.content).toContain('"meme"');
    expect(meme[0]?.content).toContain('Portuguese');
  });
});
