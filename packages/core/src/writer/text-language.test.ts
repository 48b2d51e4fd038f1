import { describe, expect, it } from 'vitest';
import { foreignLanguageOf, inOtherScript } from './text-language.ts';

describe('a creator text in another language than the script', () => {
  it('is told by its alphabet for Russian, with brand names in a Russian line allowed', () => {
    expect(foreignLanguageOf('Home cooking for busy parents', 'ru')).toBe('en');
    expect(foreignLanguageOf('Рост в Instagram', 'ru')).toBeUndefined();
    expect(foreignLanguageOf('Домашняя выпечка хлеба', 'en')).toBe('ru');
    expect(inOtherScript('Тема этого видео: How I stopped procrastinating and finished my thesis.', 'ru')).toBe(true);
    expect(inOtherScript('Попробуй это в Instagram сегодня.', 'ru')).toBe(false);
  });

  it('tells English from Portuguese and Spanish, but not Portuguese from Spanish on a short idea', () => {
    expect(foreignLanguageOf('How I stopped procrastinating and finished my thesis', 'es')).toBe('en');
    expect(foreignLanguageOf('Como eu parei de procrastinar e terminei minha tese', 'en')).toBe('pt');
    expect(foreignLanguageOf('Preparar la comida de toda la semana en dos horas', 'es')).toBeUndefined();
    expect(foreignLanguageOf('Como eu parei de procrastinar', 'es')).toBeUndefined();
    expect(foreignLanguageOf('', 'ru')).toBeUndefined();
  });
});
