import { describe, expect, it } from 'vitest';
import { guessLanguage } from './guess-language.ts';

describe('guessLanguage', () => {
  it('tells the four languages apart from captions', () => {
    expect(guessLanguage(['Три упражнения для спины, которые работают'])).toBe('ru');
    expect(guessLanguage(['How I plan my week and what you can copy for your own'])).toBe('en');
    expect(guessLanguage(['Como fazer uma maquiagem rápida para o trabalho, você não vai acreditar'])).toBe('pt');
    expect(guessLanguage(['Cómo viajar por España con poco dinero, pero sin perderte lo más bonito'])).toBe('es');
    expect(guessLanguage([])).toBe('en');
  });
});
