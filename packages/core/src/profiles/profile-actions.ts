import { createHash } from 'node:crypto';
import { AppError, type Language, MAX_ATTACHED_PROFILES, profileMetricsSchema } from '@reelcraft/contract';
import { normalizeLanguage } from '@reelcraft/i18n';
import type { UserRow } from '../accounts/users.repository.ts';
import type { Core } from '../context.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { recordMilestone } from '../milestones/milestones.ts';
import {
  claimAnalysis,
  deleteProfile,
  findActiveProfile,
  findAnalysis,
  findProfile,
  insertProfileWithinLimit,
  type InstagramProfileRow,
  latestAnalysisForUser,
  listProfiles,
  type ProfileAnalysisRow,
  setActiveProfile,
  setProfileAnalysis,
  updateAnalysis,
  updateReadyAnalysis,
} from './profiles.repository.ts';
import { toInstagramProfileDto } from './analysis-dto.ts';
import { narrateAnalysis } from './narrate-analysis.ts';
import { assertMayOwnAnotherAnalysis, startProfileAnalysis } from './start-analysis.ts';

/** An analysis its caller may see: their own, or one started before sign-up (no owner yet). */
export async function getVisibleAnalysis(core: Core, id: string, user: UserRow | undefined): Promise<ProfileAnalysisRow> {
  const row = await findAnalysis(core.db, id);
  if (!row || (row.userId && row.userId !== user?.id)) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Adds an analysed Instagram account to the user's profile (at most 5). An analysis made before sign-up becomes the
 * user's here. The first account becomes the active one.
 */
export async function attachProfile(core: Core, user: UserRow, analysisId: string): Promise<InstagramProfileRow> {
  const analysis = await getVisibleAnalysis(core, analysisId, user);
  if (analysis.status !== 'ready') throw new AppError('ANALYSIS_NOT_READY');
  const existing = (await listProfiles(core.db, user.id)).find((profile) => profile.username === analysis.username);
  // A non-subscriber's one analysis: attaching their first account, or a new analysis of it, is fine.
  await assertMayOwnAnotherAnalysis(core, user.id, { username: analysis.username, attaching: true });
  if (existing) {
    // Attaching a fresh analysis of an account already there updates it instead of failing.
    await claimAnalysis(core.db, analysis.id, user.id);
    return (await setProfileAnalysis(core.db, existing.id, analysis.id)) ?? existing;
  }
  const row = await insertProfileWithinLimit(core.db, { userId: user.id, username: analysis.username, analysisId: analysis.id }, MAX_ATTACHED_PROFILES);
  if (row === 'limit') throw new AppError('PROFILE_LIMIT_REACHED', { max: MAX_ATTACHED_PROFILES });
  if (!row) throw new AppError('INTERNAL');
  await claimAnalysis(core.db, analysis.id, user.id);
  await recordMilestone(core.db, user.id, 'profile_analysed');
  await recordMilestone(core.db, user.id, 'audience_analysed');
  return row;
}

export async function activateProfile(core: Core, user: UserRow, id: string): Promise<InstagramProfileRow> {
  const row = await findProfile(core.db, user.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  await setActiveProfile(core.db, user.id, id);
  return { ...row, isActive: true };
}

/** Removes an account; if it was the active one, the oldest remaining becomes active. */
export async function removeProfile(core: Core, user: UserRow, id: string): Promise<void> {
  const row = await findProfile(core.db, user.id, id);
  if (!row || !(await deleteProfile(core.db, user.id, id))) throw new AppError('NOT_FOUND');
  if (row.isActive) {
    const [next] = await listProfiles(core.db, user.id);
    if (next) await setActiveProfile(core.db, user.id, next.id);
  }
}

/** The analysis behind an attached profile. */
export async function analysisOfProfile(core: Core, user: UserRow, profileId: string): Promise<ProfileAnalysisRow> {
  const profile = await findProfile(core.db, user.id, profileId);
  if (!profile?.analysisId) throw new AppError('NOT_FOUND');
  const analysis = await findAnalysis(core.db, profile.analysisId);
  if (!analysis) throw new AppError('NOT_FOUND');
  return analysis;
}

/** The creator corrects the written part of their analysis; it then steers their generations. */
export async function patchAnalysis(
  core: Core,
  user: UserRow,
  profileId: string,
  patch: { domain?: string | undefined; style?: string | undefined; why_followers_choose_you?: string | undefined; recommendations?: string[] | undefined },
): Promise<ProfileAnalysisRow> {
  const analysis = await analysisOfProfile(core, user, profileId);
  if (analysis.status !== 'ready' || !analysis.narrative) throw new AppError('ANALYSIS_NOT_READY');
  const fields = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const updated = await updateAnalysis(core.db, analysis.id, { narrative: { ...analysis.narrative, ...fields } });
  if (!updated) throw new AppError('NOT_FOUND');
  return updated;
}

/** The analysis of the active profile, when there is one (drives generation). */
export async function activeAnalysis(core: Core, userId: string): Promise<ProfileAnalysisRow | undefined> {
  const active = await findActiveProfile(core.db, userId);
  if (!active?.analysisId) return undefined;
  const analysis = await findAnalysis(core.db, active.analysisId);
  return analysis?.status === 'ready' ? analysis : undefined;
}

/** GET /instagram/request/last: the user's most recent analysis request, whatever its state. */
export async function lastAnalysisRequest(core: Core, user: UserRow): Promise<ProfileAnalysisRow> {
  const row = await latestAnalysisForUser(core.db, user.id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET /instagram/request/create: a fresh analysis of the active profile (the "regenerate" of the result screen). */
export async function createAnalysisRequest(core: Core, user: UserRow): Promise<ProfileAnalysisRow> {
  const active = await findActiveProfile(core.db, user.id);
  if (!active) throw new AppError('NOT_FOUND', { reason: 'no_active_profile' });
  return startProfileAnalysis(core, { username: active.username, language: normalizeLanguage(user.language), userId: user.id });
}

/**
 * Re-writes the words of a finished analysis in another language (issue 11, item 8): the narrative is composed again
 * from the stored numbers and profile (no new Instagram fetch), and the analysis takes that language, so a page never
 * shows generated text in two languages. Visible analyses only (their owner's, or an unowned one made before
 * sign-up, like reading it); the route rate-limits it. The creator's own edits of the old text are replaced.
 */
export async function renarrateAnalysis(core: Core, id: string, user: UserRow | undefined, language: Language): Promise<ProfileAnalysisRow> {
  const row = await getVisibleAnalysis(core, id, user);
  if (row.status !== 'ready') throw new AppError('ANALYSIS_NOT_READY');
  if (normalizeLanguage(row.language) === language) return row;
  const metrics = profileMetricsSchema.safeParse(row.metrics);
  const snapshot = row.profile as { username?: string; full_name?: string; biography?: string; category?: string | null } | null;
  if (!metrics.success || !snapshot) throw new AppError('ANALYSIS_NOT_READY');
  const profile = {
    username: snapshot.username ?? row.username,
    fullName: snapshot.full_name ?? '',
    biography: snapshot.biography ?? '',
    category: snapshot.category ?? null,
  };
  const seed = createHash('sha256').update(row.id).digest().readUInt32LE(0);
  const narrative = await narrateAnalysis(core, { metrics: metrics.data, profile, language, seed, captions: [] });
  const updated = await updateReadyAnalysis(core.db, row.id, { narrative: narrative as unknown as Record<string, unknown>, language });
  if (!updated) throw new AppError('NOT_FOUND');
  return updated;
}

/** E-mails the user a link to their latest analysis. */
export async function sendAnalysisLink(core: Core, user: UserRow): Promise<void> {
  const analysis = await latestAnalysisForUser(core.db, user.id);
  if (!analysis) throw new AppError('NOT_FOUND');
  const profile = (await listProfiles(core.db, user.id)).find((entry) => entry.analysisId === analysis.id);
  const link = profile ? `${core.publicUrl}/app/profile/${profile.id}` : `${core.publicUrl}/instagram/${analysis.username}?analysis=${analysis.id}`;
  await enqueueEmail(core, {
    to: user.email,
    template: 'analysis-link',
    language: normalizeLanguage(user.language),
    params: { link, username: analysis.username },
  });
}

/** An attached account as the API returns it, with what its analysis says. */
export async function describeProfile(core: Core, row: InstagramProfileRow) {
  return toInstagramProfileDto(core, row, await findAnalysis(core.db, row.analysisId ?? ''));
}

/** GET /api/profiles: the user's attached accounts as the API returns them. */
export async function describeOwnProfiles(core: Core, userId: string) {
  const rows = await listProfiles(core.db, userId);
  return Promise.all(rows.map((row) => describeProfile(core, row)));
}
