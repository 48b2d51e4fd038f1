import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../testing/index.ts';
import { analyzeProfile } from './analyze-profile.ts';
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
