import { describe, expect, it } from 'vitest';
import { BRIEF_HEADING, buildPrompt } from './llm-prompt.ts';
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
    for (const expected of [
      'Russian',
      'custom_script',
      'фитнес для мам',
      'с юмором',
      'просто о сложном',
      'тренировки дома',
      'больше рилс',
      'один день — три образа',
      'покажи три тренировки',
      'как выбрать кроссовки',
      'educational',
      '45 seconds',
      '90 spoken words',
    ]) {
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

  it('puts the context in labelled JSON: steering-only creator context, the format structure, feedback as instructions', () => {
    const [system, user] = buildPrompt(
      writerBriefSchema.parse({
        contentType: 'custom_script',
        language: 'pt',
        userInput: 'como escolher a base certa',
        analysis: { domain: 'Maquiagem', style: 'leve', why_followers_choose_you: 'Seus posts sobre #pele têm 1,6× mais curtidas.', top_hashtags: ['pele'] },
        trend: { title: 'Respondendo comentário', format: 'qa' },
        revision: { adjustments: ['shorter'], note: 'Diga os produtos.' },
        variant: 2,
      }),
    );
    expect(system?.content).toContain('creator_context" is STEERING ONLY');
    const content = user?.content ?? '';
    const brief = JSON.parse(content.slice(content.indexOf('{', content.indexOf(BRIEF_HEADING)), content.lastIndexOf('}') + 1)) as Record<string, unknown>;
    expect(brief).toMatchObject({
      idea: 'como escolher a base certa',
      language: 'pt',
      trend: { format: 'qa', required_structure: expect.stringContaining('question') },
      creator_context: { use: expect.stringMatching(/^STEERING ONLY/), niche: 'Maquiagem', hashtags: ['pele'] },
      revision: { apply: [expect.stringContaining('shorter')], creator_instruction: 'Diga os produtos.' },
      variant: { number: 2, instruction: expect.stringContaining('variant 3') },
    });
  });

  it('asks for a concrete topic when no idea was typed', () => {
    const [, user] = buildPrompt(writerBriefSchema.parse({ contentType: 'smart_script', language: 'en', facts: { area_of_expertise: 'yoga' } }));
    expect(user?.content).toContain('"idea": null');
    expect(user?.content).toContain('choose one concrete, specific topic');
  });
});
