import { demoInstagramEnv, FAKE_INSTAGRAM_CREATORS, type FakeInstagram, startFakeInstagram } from '@reelcraft/fakes';
import { ingestTrends } from '@reelcraft/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let fake: FakeInstagram;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeInstagram();
  const accounts = FAKE_INSTAGRAM_CREATORS.map((creator) => creator.username).join(',');
  t = await createTestApp({ ...demoInstagramEnv(fake), TRENDS_ACCOUNTS: `${accounts},missing.account` }, { workers: false });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type TrendPage = { items: { id: string; source: string; signals: { views?: number; velocity?: number }; example_reels: unknown[]; score: number }[] };

describe('trend ingestion', () => {
  it('scores the watched accounts’ reels against their own baselines and publishes what stands out', async () => {
    const before = (await (await t.call('GET', '/api/trends?limit=50&language=en')).json()) as TrendPage;
    expect(before.items.every((item) => item.signals.views === undefined)).toBe(true);

    const result = await ingestTrends(t.core);
    // Private and missing accounts are skipped without failing the run.
    expect(result.accounts).toBe(FAKE_INSTAGRAM_CREATORS.filter((creator) => !creator.isPrivate).length);
    expect(result.reels).toBeGreaterThan(10);
    expect(result.trends).toBeGreaterThan(0);

    const pages = await Promise.all(
      ['en', 'ru', 'pt', 'es'].map(async (language) => ((await (await t.call('GET', `/api/trends?limit=50&language=${language}`)).json()) as TrendPage).items),
    );
    const measured = pages.flat().filter((item) => item.signals.views !== undefined);
    expect(measured.length).toBeGreaterThan(0);
    for (const trend of measured) {
      expect(trend.example_reels.length).toBeGreaterThan(0);
      expect(trend.signals.velocity).toBeGreaterThan(0);
    }
    // Measured trends rank above the curated catalogue.
    const top = pages.find((items) => items.some((item) => item.signals.views !== undefined));
    expect(top?.[0]?.signals.views).toBeDefined();

    // Running again refreshes rather than duplicates.
    const again = await ingestTrends(t.core);
    expect(again.trends).toBe(result.trends);
    const { rows } = await t.core.database.executeSql('SELECT count(*)::int AS n FROM trends');
    expect(rows[0]?.n).toBe(result.trends);
  }, 120_000);
});
