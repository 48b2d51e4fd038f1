import { describe, expect, it } from 'vitest';
import { landingLinks, localizedPath } from './paths.ts';

describe('localizedPath', () => {
  it('keeps English bare and prefixes the others', () => {
    expect(localizedPath('en', '/v3/onboarding')).toBe('/v3/onboarding');
    expect(localizedPath('ru', '/v3/onboarding')).toBe('/ru/v3/onboarding');
    expect(localizedPath('pt', '/blog')).toBe('/pt/blog');
    expect(localizedPath('es', '/')).toBe('/es');
  });
});

describe('landingLinks', () => {
  it('sends the quiz, blog and generator to the page language', () => {
    expect(landingLinks('ru')).toMatchObject({
      quiz: '/ru/v3/onboarding',
      blog: '/ru/blog',
      generateReels: '/ru/generate-reels',
      downloader: '/ru/instagram-downloader',
    });
    expect(landingLinks('en')).toMatchObject({ quiz: '/v3/onboarding', blog: '/blog', generateReels: '/generate-reels', downloader: '/instagram-downloader' });
  });

  it('hands the language to the account pages as ?lang=, except English', () => {
    expect(landingLinks('es')).toMatchObject({ signUp: '/registration?lang=es', logIn: '/login?lang=es' });
    expect(landingLinks('en')).toMatchObject({ signUp: '/registration?lang=en', logIn: '/login' });
  });
});
