import { PUBLIC_SCRIPT_NICHES, REEL_IDEA_SLUGS } from '@reelcraft/contract';
import { LANGUAGES } from '@reelcraft/i18n';
import { describe, expect, it } from 'vitest';
import { reelPages } from '../../../seo/generate-reels.ts';
import { reelNichePath, reelPageOf, reelPathLanguage, reelToolPath } from './paths.ts';
import samples from './samples.json';

describe('reel page paths', () => {
  it('put the language before the path, English without a prefix', () => {
    expect(LANGUAGES.map(reelToolPath)).toEqual(['/generate-reels', '/ru/generate-reels', '/pt/generate-reels', '/es/generate-reels']);
    expect(reelNichePath('ru', 'health_fitness')).toBe('/ru/generate-reels/fitness-coaches');
    expect(reelNichePath('en', 'food_lifestyle')).toBe('/generate-reels/food-bloggers');
  });

  it('read a path back into its language and niche, and refuse unknown slugs', () => {
    expect(reelPageOf('/generate-reels')).toEqual({ language: 'en', niche: null });
    expect(reelPageOf('/es/generate-reels/')).toEqual({ language: 'es', niche: null });
    expect(reelPageOf('/pt/generate-reels/pet-bloggers')).toEqual({ language: 'pt', niche: 'pets' });
    expect(reelPageOf('/generate-reels/astrologers')).toBeNull();
    expect(reelPageOf('/generate-reels/fitness-coaches/more')).toBeNull();
    expect(reelPageOf('/de/generate-reels')).toBeNull();
    expect(reelPathLanguage('/ru/generate-reels/nope')).toBe('ru');
    expect(reelPathLanguage('/generate-reels/nope')).toBe('en');
  });

  it('give every niche its own slug', () => {
    const slugs = Object.values(REEL_IDEA_SLUGS);
    expect(new Set(slugs).size).toBe(PUBLIC_SCRIPT_NICHES.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});

describe('the pre-rendered reel pages', () => {
  const pages = reelPages();

  it('are the tool and one page per niche (at least the 13 the writer knows), in four languages', () => {
    expect(PUBLIC_SCRIPT_NICHES.length).toBeGreaterThanOrEqual(13);
    expect(pages).toHaveLength((1 + PUBLIC_SCRIPT_NICHES.length) * LANGUAGES.length);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    for (const page of pages) expect(reelPageOf(page.path)?.language).toBe(page.language);
  });

  it('name each other as alternates symmetrically, the same niche in every language', () => {
    for (const page of pages) {
      expect(Object.keys(page.alternates).sort()).toEqual([...LANGUAGES].sort());
      expect(page.alternates[page.language]).toBe(page.path);
      const niche = reelPageOf(page.path)?.niche;
      for (const [language, path] of Object.entries(page.alternates)) {
        expect(reelPageOf(path)).toEqual({ language, niche });
        expect(pages.find((other) => other.path === path)?.alternates).toEqual(page.alternates);
      }
    }
  });

  it('have three committed sample scripts in their own language for every niche page', () => {
    const byNiche = samples as Record<string, Record<string, { language: string; niche: string }[]>>;
    for (const niche of PUBLIC_SCRIPT_NICHES) {
      for (const language of LANGUAGES) {
        const list = byNiche[niche]?.[language] ?? [];
        expect(list).toHaveLength(3);
        for (const sample of list) expect([sample.niche, sample.language]).toEqual([niche, language]);
      }
    }
  });
});
