import { describe, expect, it } from 'vitest';
import { detectInitialLocale } from './i18n.ts';
import type { KeyValueStore } from './storage.ts';

const store = (value: string | null): KeyValueStore => ({ getItem: () => value, setItem: () => {}, removeItem: () => {} });

describe('detectInitialLocale', () => {
  it('accepts any of the four stored locales (es included: decision 0002)', () => {
    for (const language of ['en', 'ru', 'pt', 'es']) expect(detectInitialLocale(store(language), ['en-US'])).toBe(language);
  });

  it('ignores an unsupported stored value and falls back to the browser language', () => {
    expect(detectInitialLocale(store('de'), ['pt-BR'])).toBe('pt');
    expect(detectInitialLocale(store(null), ['fr-FR', 'es-ES'])).toBe('es');
  });

  it('falls back to English', () => {
    expect(detectInitialLocale(store(null), ['de-DE'])).toBe('en');
    expect(detectInitialLocale(store(null), [])).toBe('en');
  });
});
