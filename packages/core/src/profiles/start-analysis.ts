import { AppError, type Language } from '@reelcraft/contract';
import { entitlementsOf, FREE_MAX_PROFILES } from '../billing/entitlements.ts';
import type { Core } from '../context.ts';
import { recordServerEvent } from '../analytics/record-events.ts';
import { insertAnalysis, liveAnalysesOfUser, listProfiles, type ProfileAnalysisRow } from './profiles.repository.ts';

/**
 * A non-subscriber may own one analysis (FREE_MAX_PROFILES): one account, analysed once — failed runs
 * do not count, so they may try again. `account` is the Instagram account about to become theirs: attaching an
 * analysis of an account they already have is not a second one. Anything more → 402 PAYMENT_REQUIRED
 * {feature:'more_analyses'} (the paywall). Subscribers keep the limit of attached profiles (PROFILE_LIMIT_REACHED).
 */
export async function assertMayOwnAnotherAnalysis(core: Core, userId: string, account: { username: string; attaching: boolean }): Promise<void> {
  const entitlements = await entitlementsOf(core, { id: userId, bonusGenerations: 0 });
  if (entitlements.features.more_analyses) return;
  const [live, profiles] = await Promise.all([liveAnalysesOfUser(core.db, userId), listProfiles(core.db, userId)]);
  const accounts = new Set([...live.map((row) => row.username), ...profiles.map((row) => row.username)]);
  const allowed = account.attaching
    ? accounts.size < FREE_MAX_PROFILES || (accounts.size === FREE_MAX_PROFILES && accounts.has(account.username))
    : live.length < FREE_MAX_PROFILES;
  if (!allowed) throw new AppError('PAYMENT_REQUIRED', { feature: 'more_analyses' });
}

/**
 * Queues an analysis of a public Instagram account; anyone may start one (the nickname flows run before sign-up,
 * and those stay free). A signed-in caller owns it, so it counts against a non-subscriber's one analysis.
 */
export async function startProfileAnalysis(core: Core, input: { username: string; language: Language; userId: string | null }): Promise<ProfileAnalysisRow> {
  if (input.userId) await assertMayOwnAnotherAnalysis(core, input.userId, { username: input.username, attaching: false });
  const row = await insertAnalysis(core.db, { username: input.username, language: input.language, userId: input.userId });
  await core.queue.send('analyze-profile', { analysisId: row.id });
  await recordServerEvent(core, 'analysis_start', { userId: input.userId, path: '/api/profiles', props: { analysis_id: row.id } });
  return row;
}
