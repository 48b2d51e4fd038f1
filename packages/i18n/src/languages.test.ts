import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageFromAcceptLanguage, normalizeLanguage } from './languages.ts';

describe('normalizeLanguage', () => {
  it('accepts all four languages in any case and region form', () => {
    expect(normalizeLanguage('RU')).toBe('ru');
    expect(normalizeLanguage('pt-BR')).toBe('pt');
    expect(normalizeLanguage('es_ES')).toBe('es');
    expect(normalizeLanguage('en')).toBe('en');
  });
  it('falls back to English for anything else', () => {
    expect(normalizeLanguage('de')).toBe('en');
    expect(normalizeLanguage(undefined)).toBe('en');
    expect(normalizeLanguage(42)).toBe('en');
  });
  it('always returns a supported language', () => {
    fc.assert(fc.property(fc.anything(), (value) => LANGUAGES.includes(normalizeLanguage(value))));
  });
});

describe('languageFromAcceptLanguage', () => {
  it('takes the highest-ranked supported language', () => {
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9,ru;q=0.8,en;q=0.7')).toBe('ru');
    expect(languageFromAcceptLanguage('en;q=0.5, pt-BR')).toBe('pt');
    expect(languageFromAcceptLanguage('')).toBe('en');
    expect(languageFromAcceptLanguage('*')).toBe('en');
  });
  it('never throws on arbitrary headers', () => {
    fc.assert(fc.property(fc.string(), (header) => LANGUAGES.includes(languageFromAcceptLanguage(header))));
  });
});
