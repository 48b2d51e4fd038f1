import { describe, expect, it } from 'vitest';
import { cyrillicShare, NICHE_IDS, WRITER_LANGUAGES } from '../writer/index.ts';
import { TREND_TEXTS } from './catalogue/index.ts';
import { TREND_IDS, TREND_META } from './catalogue/types.ts';
import { curatedTrends, listTrends, pageTrends } from './curated-trends.ts';
import { TREND_FORMATS, trendSchema, type Trend } from './trend.schema.ts';

const textOf = (trend: Trend) => [trend.title, trend.description, trend.why_it_works, trend.how_to_adapt, trend.example_hook].join('\n');

describe('curated trend catalogue', () => {
  for (const language of WRITER_LANGUAGES) {
    describe(language, () => {
      const trends = curatedTrends(language);

      it('has at least 40 schema-valid formats with every field filled', () => {
        expect(trends.length).toBeGreaterThanOrEqual(40);
        for (const trend of trends) {
          const parsed = trendSchema.safeParse(trend);
          expect(parsed.success, trend.id).toBe(true);
          expect(trend.source).toBe('curated');
          expect(trend.language).toBe(language);
          expect(trend.example_reels).toEqual([]);
          expect(trend.signals).toEqual({});
          for (const field of [trend.title, trend.description, trend.why_it_works, trend.how_to_adapt, trend.example_hook]) {
            expect(field.trim().length, trend.id).toBeGreaterThan(3);
          }
          expect(trend.title.length, trend.id).toBeLessThanOrEqual(60);
          // Sentences end properly; titles and hooks are lines, not sentences.
          for (const sentence of [trend.description, trend.why_it_works, trend.how_to_adapt]) expect(sentence, trend.id).toMatch(/^[\p{Lu}\d¿].*[.!?]$/u);
          expect(trend.example_hook, trend.id).not.toMatch(/\.$/);
        }
      });

      it('has no duplicate titles or hooks', () => {
        expect(new Set(trends.map((trend) => trend.title)).size).toBe(trends.length);
        expect(new Set(trends.map((trend) => trend.example_hook)).size).toBe(trends.length);
      });

      it('writes in its own words, not as copies of the English ones', () => {
        if (language === 'en') return;
        const english = TREND_TEXTS.en;
        for (const id of TREND_IDS) {
          const own = TREND_TEXTS[language][id];
          expect(own.description, id).not.toBe(english[id].description);
          expect(own.how_to_adapt, id).not.toBe(english[id].how_to_adapt);
        }
      });
    });
  }

  it('uses the same ids in every language, with matching rules for each', () => {
    for (const language of WRITER_LANGUAGES) expect(Object.keys(TREND_TEXTS[language]).sort()).toEqual([...TREND_IDS].sort());
    for (const id of TREND_IDS) {
      const meta = TREND_META[id];
      expect(meta.keywords.length + meta.hashtags.length, id).toBeGreaterThan(0);
      for (const tag of meta.hashtags) expect(tag, id).toMatch(/^[\p{Ll}\p{N}_]+$/u);
    }
  });

  it('covers every expertise area and a wide range of formats', () => {
    const trends = curatedTrends('en');
    for (const niche of NICHE_IDS) {
      const count = trends.filter((trend) => trend.niche_tags.includes(niche)).length;
      expect(count, niche).toBeGreaterThanOrEqual(10);
    }
    const formats = new Set(trends.map((trend) => trend.format));
    expect(formats.size).toBeGreaterThanOrEqual(TREND_FORMATS.length - 2);
  });

  describe('is written natively', () => {
    it('Russian is Cyrillic apart from the POV label', () => {
      for (const trend of curatedTrends('ru')) {
        const text = textOf(trend).replace(/POV/g, '');
        expect(cyrillicShare(text), trend.id).toBeGreaterThan(0.95);
        expect(text, trend.id).not.toMatch(/[A-Za-z]{2,}/);
      }
    });

    it('Spanish and Portuguese carry no English stop-words and stay apart', () => {
      const word = (list: string) => new RegExp(`(?<!\\p{L})(${list})(?!\\p{L})`, 'u');
      for (const language of ['es', 'pt'] as const) {
        for (const trend of curatedTrends(language)) {
          const text = textOf(trend).toLowerCase();
          expect(text, trend.id).not.toMatch(word('the|and|your|you|with|this|that|what|how|is|of'));
          expect(cyrillicShare(text)).toBe(0);
          if (language === 'es') expect(text, trend.id).not.toMatch(word('você|não|também|muito|então|isso|mais|com|seu|sua'));
          if (language === 'pt') expect(text, trend.id).not.toMatch(/[ñ¿¡]/);
          if (language === 'pt') expect(text, trend.id).not.toMatch(word('usted|también|muy|puedes|pero|hoy|tus|el|los'));
        }
      }
    });
  });
});

describe('listTrends', () => {
  it('pages through the catalogue, 1-based', () => {
    const total = curatedTrends('es').length;
    const first = listTrends({ language: 'es', page: 1, limit: 10 });
    expect(first).toMatchObject({ total, page: 1, limit: 10, pages: Math.ceil(total / 10) });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.id).toBe(TREND_IDS[0]);
    const last = listTrends({ language: 'es', page: first.pages, limit: 10 });
    expect(last.items).toHaveLength(total - (first.pages - 1) * 10);
    expect(listTrends({ language: 'es', page: first.pages + 1, limit: 10 }).items).toEqual([]);
    const all = Array.from({ length: first.pages }, (_, index) => listTrends({ language: 'es', page: index + 1, limit: 10 }).items).flat();
    expect(new Set(all.map((trend) => trend.id)).size).toBe(total);
    expect(all.every((trend) => trend.language === 'es')).toBe(true);
  });

  it('filters by niche, putting the niche’s own formats before the general ones', () => {
    const page = listTrends({ language: 'pt', niche: 'food_lifestyle', page: 1, limit: 50 });
    expect(page.items.every((trend) => trend.niche_tags.includes('food_lifestyle') || trend.niche_tags.includes('general'))).toBe(true);
    const firstGeneral = page.items.findIndex((trend) => !trend.niche_tags.includes('food_lifestyle'));
    expect(firstGeneral).toBeGreaterThan(0);
    expect(page.items.slice(firstGeneral).every((trend) => !trend.niche_tags.includes('food_lifestyle'))).toBe(true);
    expect(page.total).toBeLessThan(curatedTrends('pt').length);
  });

  it('clamps odd paging input', () => {
    expect(listTrends({ language: 'en', page: 0, limit: 0 })).toMatchObject({ page: 1, limit: 10 });
    expect(listTrends({ language: 'en', page: -3, limit: 1000 })).toMatchObject({ page: 1, limit: 50 });
    expect(listTrends({ language: 'en', page: Number.NaN, limit: Number.NaN })).toMatchObject({ page: 1, limit: 10 });
    expect(listTrends({ language: 'en' }).items).toHaveLength(10);
  });

  it('ranks measured trends above curated ones when pages mix them', () => {
    const curated = curatedTrends('en');
    const measured: Trend = { ...(curated[5] as Trend), id: 'measured', score: 55 };
    expect(pageTrends([...curated, measured], { limit: 3 }).items[0]?.id).toBe('measured');
  });
});
