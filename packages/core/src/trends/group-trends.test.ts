import { describe, expect, it } from 'vitest';
import { curatedTrends } from './curated-trends.ts';
import { groupTrends, matchTrend, trendScore } from './group-trends.ts';
import { scoreReels, type IngestReel } from './score-reels.ts';
import { WRITER_LANGUAGES } from '../writer/index.ts';
import { trendSchema, type Trend } from './trend.schema.ts';

const NOW = new Date('2025-03-01T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

function reel(shortcode: string, owner: string, hours: number, views: number, caption: string, hashtags: string[] = []): IngestReel {
  return { shortcode, owner, takenAt: hoursAgo(hours), views, likes: Math.round(views / 20), comments: Math.round(views / 200), caption, hashtags };
}

/** Usual views per hour of each account. */
const BASELINES = new Map([
  ['baker', 100],
  ['chef', 80],
  ['coach', 200],
  ['stylist', 50],
  ['tiny', 1],
]);

const REELS: IngestReel[] = [
  // Two unmatched strong outliers sharing #sourdough: 5× and 5.21×.
  reel('B1', 'baker', 24, 12_000, 'Bread that rises every single time #sourdough #baking #reels'),
  reel('B2', 'chef', 48, 20_000, "My grandmother's trick for a crackling crust", ['sourdough', 'bread', 'viral']),
  // Catalogue formats: a POV about a client (4×) and a numbered list of mistakes (2.5×).
  reel('C1', 'coach', 10, 8_000, 'POV: your client finally does a full push-up #fitness'),
  reel('C2', 'coach', 20, 10_000, '3 mistakes that ruin your squat #fitness'),
  // A lone reel 24× its account's usual: a trend of its own, titled from its first line.
  reel('S1', 'stylist', 5, 6_000, 'Nobody warned me about linen in August\nfull story below'),
  // Strong (3×) but alone and below the solo bar: dropped.
  reel('S2', 'stylist', 30, 4_500, 'Linen again', ['linen']),
  // Not outliers: usual speed, too few views, no baseline at all.
  reel('N1', 'coach', 50, 5_000, 'POV: leg day again'),
  reel('T1', 'tiny', 2, 300, 'POV: my first reel'),
  reel('X1', 'stranger', 3, 90_000, 'Who am I compared with?'),
];

describe('groupTrends', () => {
  const catalogue = curatedTrends('en');
  const trends = groupTrends(scoreReels(REELS, BASELINES, NOW), catalogue);

  it('produces schema-valid trends, strongest first', () => {
    for (const trend of trends) expect(trendSchema.safeParse(trend).success, trend.id).toBe(true);
    expect(trends.map((trend) => trend.id)).toEqual(['ingested-en-reel-S1', 'ingested-en-tag-sourdough', 'pov-client', 'three-mistakes']);
    const scores = trends.map((trend) => trend.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('attaches outliers that look like a catalogue format to it, with measured signals', () => {
    const pov = trends.find((trend) => trend.id === 'pov-client');
    const curated = catalogue.find((trend) => trend.id === 'pov-client');
    expect(pov).toMatchObject({ source: 'curated', title: curated?.title, format: 'pov' });
    expect(pov?.example_reels).toEqual([{ url: 'https://www.instagram.com/reel/C1/', views: 8000 }]);
    expect(pov?.signals).toEqual({
      views: 8000,
      velocity: 800,
      growth: 4,
      first_seen: hoursAgo(10).toISOString(),
      last_seen: hoursAgo(10).toISOString(),
    });
    expect(pov?.score).toBe(trendScore(4, 1));
    expect(trends.find((trend) => trend.id === 'three-mistakes')?.signals.growth).toBe(2.5);
  });

  it('turns unmatched strong outliers that share a hashtag into a new ingested trend', () => {
    const sourdough = trends.find((trend) => trend.id === 'ingested-en-tag-sourdough');
    expect(sourdough).toMatchObject({ source: 'ingested', language: 'en', title: 'Reels tagged #sourdough', niche_tags: ['food_lifestyle'] });
    expect(sourdough?.example_reels.map((example) => example.url)).toEqual(['https://www.instagram.com/reel/B2/', 'https://www.instagram.com/reel/B1/']);
    expect(sourdough?.signals).toMatchObject({ views: 32_000, growth: 5.11, first_seen: hoursAgo(48).toISOString(), last_seen: hoursAgo(24).toISOString() });
    expect(sourdough?.signals.velocity).toBeCloseTo(458.35, 0);
    expect(sourdough?.description).toBe(
      'Reels tagged #sourdough are taking off right now: 2 reels from the last few days earned 5.1× their authors’ usual views per hour.',
    );
  });

  it('makes a lone, very strong outlier a trend titled from its first line', () => {
    const solo = trends[0];
    expect(solo).toMatchObject({
      source: 'ingested',
      title: '“Nobody warned me about linen in August”',
      example_hook: 'Nobody warned me about linen in August',
    });
    expect(solo?.signals.growth).toBe(24);
    expect(solo?.score).toBe(100);
    expect(solo?.description).toContain('24×');
  });

  it('writes ingested trends in the catalogue’s language', () => {
    const spanish = groupTrends(scoreReels(REELS, BASELINES, NOW), curatedTrends('es'));
    const sourdough = spanish.find((trend) => trend.id === 'ingested-es-tag-sourdough');
    expect(sourdough?.title).toBe('Reels con #sourdough');
    expect(sourdough?.description).toContain('5,1 veces más reproducciones');
    expect(sourdough?.why_it_works).toMatch(/\d reproducciones por hora/);
    expect(spanish.find((trend) => trend.id === 'pov-client')?.title).toBe('POV: eres mi cliente en la primera cita');
  });

  it('writes the ingested texts natively in every language', () => {
    const ours = (trend: Trend) =>
      [trend.description, trend.why_it_works, trend.how_to_adapt, trend.source === 'ingested' && trend.title.startsWith('#') ? '' : trend.title]
        .join(' ')
        .replace(/#[\p{L}\p{N}_]+/gu, '')
        .replace(/[“«][^”»]*[”»]/gu, '');
    for (const language of WRITER_LANGUAGES) {
      const ingested = groupTrends(scoreReels(REELS, BASELINES, NOW), curatedTrends(language)).filter((trend) => trend.source === 'ingested');
      expect(ingested).toHaveLength(2);
      for (const trend of ingested) {
        expect(trendSchema.safeParse(trend).success).toBe(true);
        const text = ours(trend);
        expect(text).not.toMatch(/[{}]|undefined|NaN/);
        if (language === 'ru') expect(text.replace(/\s/g, '')).not.toMatch(/[A-Za-z]{2,}/);
        if (language === 'es' || language === 'pt') expect(` ${text.toLowerCase()} `).not.toMatch(/ (the|and|your|you|with|views|hour) /);
      }
    }
  });

  it('returns nothing when nothing stands out', () => {
    expect(groupTrends(scoreReels(REELS.slice(6), BASELINES, NOW), catalogue)).toEqual([]);
    expect(groupTrends([], catalogue)).toEqual([]);
  });

  it('folds new outliers into a trend ingested on an earlier run', () => {
    const earlier = groupTrends(scoreReels(REELS, BASELINES, NOW), catalogue).find((trend) => trend.id === 'ingested-en-tag-sourdough');
    const fresh = [reel('B9', 'baker', 5, 4_000, 'Second bake of the week', ['sourdough'])];
    const again = groupTrends(scoreReels(fresh, BASELINES, NOW), [...catalogue, earlier!]);
    expect(again.map((trend) => trend.id)).toEqual(['ingested-en-tag-sourdough']);
    expect(again[0]?.example_reels).toHaveLength(1);
  });
});

describe('matchTrend', () => {
  const catalogue = curatedTrends('en');
  const cases: [string, string[], string | null][] = [
    ['POV: your client sees the result', [], 'pov-client'],
    ['Пов: первый день на новой работе', [], 'pov-first-day'],
    ['Мифы о похудении, в которые пора перестать верить', [], 'myth-vs-fact'],
    ['5 erros que todo iniciante comete', [], 'three-mistakes'],
    ['Lo que como en un día de entreno', [], 'what-i-eat'],
    ['Day 1 of my challenge', [], 'thirty-day-challenge'],
    ['Quick dinner', ['recipe', 'dinner'], 'three-step-recipe'],
    ['Мой день', ['grwm'], 'grwm-talk'],
    ['A sunny afternoon in the park', [], null],
    ['Costume party tonight', [], null],
  ];
  for (const [caption, hashtags, expected] of cases) {
    it(`${caption} → ${expected ?? 'nothing'}`, () => {
      expect(matchTrend({ caption, hashtags }, catalogue)?.trend.id ?? null).toBe(expected);
    });
  }
});

describe('trendScore', () => {
  it('grows with growth and with the number of reels, capped at 100', () => {
    expect(trendScore(2, 1)).toBeCloseTo(49.6, 1);
    expect(trendScore(4, 1)).toBeGreaterThan(trendScore(2, 1));
    expect(trendScore(4, 5)).toBeGreaterThan(trendScore(4, 1));
    expect(trendScore(1000, 1000)).toBe(100);
    expect(trendScore(Number.NaN, 0)).toBe(0);
  });
});
