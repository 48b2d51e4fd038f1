import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../testing/index.ts';
import { InstagramError } from '../instagram/instagram-errors.ts';
import { analyzeProfile, RATE_LIMIT_MAX_WAIT_S, RATE_LIMIT_TRIES, rateLimitWaitSeconds } from './analyze-profile.ts';
import { findAnalysis, insertAnalysis } from './profiles.repository.ts';
import { reapStaleAnalyses } from './reap-stale-analyses.ts';

let t: TestCore;

/** A small public profile, as Instagram would answer (late). */
function profile(username: string): Awaited<ReturnType<TestCore['core']['instagram']['getProfile']>> {
  return {
    username,
    fullName: 'Creator',
    biography: '',
    followers: 100,
    following: 10,
    postsCount: 0,
    isVerified: false,
    isPrivate: false,
    profilePicUrl: '',
    recentPosts: [],
  } as unknown as Awaited<ReturnType<TestCore['core']['instagram']['getProfile']>>;
}
beforeAll(async () => {
  t = await createTestCore();
});
afterAll(async () => {
  await t.close();
});

describe('analysis attempts', () => {
  it('a late finisher after the reaper failed the analysis writes nothing', async () => {
    const row = await insertAnalysis(t.core.db, { username: 'slow_creator', language: 'en', userId: null });
    const instagram = t.core.instagram;
    // Instagram answers only after the reaper has given up on the analysis.
    t.core.instagram = {
      ...instagram,
      getProfile: async () => {
        await t.core.database.executeSql(`UPDATE profile_analyses SET updated_at = now() - interval '1 hour' WHERE id = $1`, [row.id]);
        expect(await reapStaleAnalyses(t.core)).toBe(1);
        return profile('slow_creator');
      },
    };
    try {
      await analyzeProfile(t.core, row.id, { isLastAttempt: true });
    } finally {
      t.core.instagram = instagram;
    }
    const after = await findAnalysis(t.core.db, row.id);
    expect(after).toMatchObject({ status: 'failed', errorCode: 'ANALYSIS_FAILED', attempts: 1, metrics: null, narrative: null });
  });

  it('an attempt that a newer attempt replaced stops at its next write', async () => {
    const row = await insertAnalysis(t.core.db, { username: 'raced_creator', language: 'en', userId: null });
    const instagram = t.core.instagram;
    t.core.instagram = {
      ...instagram,
      getProfile: async () => {
        // A second attempt starts meanwhile (as after an expiry) and takes the analysis over.
        await t.core.database.executeSql(`UPDATE profile_analyses SET attempts = attempts + 1 WHERE id = $1`, [row.id]);
        return profile('raced_creator');
      },
    };
    try {
      await analyzeProfile(t.core, row.id, { isLastAttempt: true });
    } finally {
      t.core.instagram = instagram;
    }
    const after = await findAnalysis(t.core.db, row.id);
    expect(after).toMatchObject({ status: 'running', attempts: 2, metrics: null, narrative: null });
  });
});

describe('Instagram rate limits', () => {
  it('waits 20 s, 40 s, 80 s… (or what Retry-After asks), never beyond the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((tries) => rateLimitWaitSeconds(tries, undefined))).toEqual([20, 40, 80, 160, 300, 300]);
    expect(rateLimitWaitSeconds(1, 7.2)).toBe(8);
    expect(rateLimitWaitSeconds(1, 0)).toBe(1);
    expect(rateLimitWaitSeconds(1, 3600)).toBe(RATE_LIMIT_MAX_WAIT_S);
  });

  it('marks the analysis as waiting with the next try, queues it, and fails with the rate-limit message after the last try', async () => {
    const row = await insertAnalysis(t.core.db, { username: 'limited_creator', language: 'en', userId: null });
    const instagram = t.core.instagram;
    const queue = t.core.queue;
    const sent: { startAfterSeconds?: number }[] = [];
    let asked: unknown;
    t.core.instagram = {
      ...instagram,
      getProfile: async (_name, options) => {
        asked = options;
        throw new InstagramError('IG_RATE_LIMITED', { reason: 'http_429', status: 429, retryAfterSeconds: 30 });
      },
    };
    t.core.queue = { ...queue, send: async (_name, _payload, options) => (sent.push(options ?? {}), 'job') };
    try {
      const before = Date.now();
      await analyzeProfile(t.core, row.id, { isLastAttempt: false });
      // The client may only wait a little itself: the job is the one that waits.
      expect(asked).toMatchObject({ maxWaitMs: expect.any(Number) });
      const waiting = await findAnalysis(t.core.db, row.id);
      expect(waiting).toMatchObject({ status: 'running', stage: 'waiting_rate_limit', errorCode: 'IG_RATE_LIMITED' });
      expect((waiting?.retryAt?.getTime() ?? 0) - before).toBeGreaterThanOrEqual(29_000);
      expect(sent).toEqual([{ startAfterSeconds: 30 }]);

      // The last try: no more waiting, a failure the page can explain.
      await t.core.database.executeSql('UPDATE profile_analyses SET attempts = $2 WHERE id = $1', [row.id, RATE_LIMIT_TRIES - 1]);
      await analyzeProfile(t.core, row.id, { isLastAttempt: false });
      expect(sent).toHaveLength(1);
      expect(await findAnalysis(t.core.db, row.id)).toMatchObject({ status: 'failed', stage: 'failed', errorCode: 'IG_RATE_LIMITED' });
    } finally {
      t.core.instagram = instagram;
      t.core.queue = queue;
    }
  });
});
