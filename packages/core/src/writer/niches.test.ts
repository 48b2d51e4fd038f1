import { describe, expect, it } from 'vitest';
import { detectNiche } from './niches.ts';

describe('detectNiche', () => {
  it.each([
    ['fitness for busy moms', 'health_fitness'],
    ['фитнес для мам', 'health_fitness'],
    ['pilates e bem-estar', 'health_fitness'],
    ['Business and marketing', 'business_marketing'],
    ['маркетинг для малого бизнеса', 'business_marketing'],
    ['emprendimiento digital', 'business_marketing'],
    ['personal development', 'personal_development'],
    ['саморазвитие и привычки', 'personal_development'],
    ['desenvolvimento pessoal', 'personal_development'],
    ['healthy recipes', 'food_lifestyle'],
    ['recetas saludables', 'food_lifestyle'],
    ['рецепты здоровой еды', 'food_lifestyle'],
    ['beauty and fashion', 'beauty_fashion'],
    ['макияж и уход за кожей', 'beauty_fashion'],
    ['maquiagem', 'beauty_fashion'],
    ['art and music', 'art_music'],
    ['уроки гитары', 'art_music'],
    ['aulas de violão e canto', 'art_music'],
    ['clases de guitarra', 'art_music'],
    ['Sport and entertainment', 'sport_entertainment'],
    ['любительский футбол', 'sport_entertainment'],
    ['fútbol amateur', 'sport_entertainment'],
    ['pottery', 'general'],
    ['', 'general'],
  ])('%s → %s', (text, niche) => {
    expect(detectNiche(text)).toBe(niche);
  });

  it('matches word beginnings, not any substring', () => {
    expect(detectNiche('start your day')).toBe('general');
    expect(detectNiche('lifestyle blog')).toBe('food_lifestyle');
  });
});
