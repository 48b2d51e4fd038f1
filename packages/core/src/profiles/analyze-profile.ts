import { createHash } from 'node:crypto';
import type { AnalysisPost, ErrorCode, ProfileMetrics } from '@reelcraft/contract';
import { normalizeLanguage } from '@reelcraft/i18n';
import { computeProfileMetrics } from '../analysis/compute-profile-metrics.ts';
import { detectProfileNiche } from '../analysis/compose-analysis-narrative.ts';
import type { Core } from '../context.ts';
import { InstagramError } from '../instagram/instagram-errors.ts';
import type { InstagramProfile } from '../instagram/instagram.model.ts';
import { recordMilestone } from '../milestones/milestones.ts';
import { curatedTrends } from '../trends/curated-trends.ts';
import { narrateAnalysis } from './narrate-analysis.ts';
import { type AnalysisAttempt, failAnalysis, startAnalysisAttempt, updateAnalysisAttempt } from './profiles.repository.ts';

const TRENDS_PER_ANALYSIS = 3;

function postsOf(profile: InstagramProfile): AnalysisPost[] {
  return profile.recentPosts.map((post) => ({
    shortcode: post.shortcode,
    kind: post.isReel ? 'reel' : post.kind,
    takenAt: post.takenAt,
    likes: post.likeCount,
    comments: post.commentCount,
    ...(post.playCount ?? post.viewCount ? { views: post.playCount ?? post.viewCount } : {}),
    caption: post.caption,
    hashtags: post.hashtags,
    pinned: post.isPinned,
  }));
}

/** What we keep of the profile: enough to show who was analysed, nothing more. */
function snapshotOf(profile: InstagramProfile) {
  return {
    username: profile.username,
    full_name: profile.fullName,
    biography: profile.biography,
    followers: profile.followers,
    following: profile.following,
    posts_count: profile.postsCount,
    is_verified: profile.isVerified,
    profile_pic_url: profile.profilePicUrl || null,
    category: profile.category ?? null,
  };
}

function failureCode(error: unknown): ErrorCode {
  if (error instanceof InstagramError) {
    if (['IG_PRIVATE', 'IG_NOT_FOUND', 'IG_RATE_LIMITED', 'IG_LOGIN_REQUIRED', 'IG_AGE_RESTRICTED'].includes(error.code)) return error.code as ErrorCode;
  }
  return 'ANALYSIS_FAILED';
}

/** Thrown inside an attempt whose analysis moved on (reaped, or taken by a newer attempt). */
class AnalysisSupersededError extends Error {
  override readonly name = 'AnalysisSupersededError';
}

/**
 * The `analyze-profile` job: analyzing (fetch the profile, compute the numbers) → selecting trends → selecting tips
 * (the narrative) → ready. Instagram refusing for good (private, missing) fails at once with its own message;
 * transient trouble is retried by the queue and fails with the spec's "run the analysis again" on the last attempt.
 * Each run is one attempt (profile_analyses.attempts) and writes only while the analysis is still running in it.
 */
export async function analyzeProfile(core: Core, analysisId: string, attempt: { isLastAttempt: boolean; signal?: AbortSignal }): Promise<void> {
  const row = await startAnalysisAttempt(core.db, analysisId);
  if (!row) return;
  const owner: AnalysisAttempt = { id: row.id, attempt: row.attempts };
  const { signal } = attempt;
  const language = normalizeLanguage(row.language);
  const write = async (values: Parameters<typeof updateAnalysisAttempt>[2]): Promise<void> => {
    signal?.throwIfAborted();
    if (!(await updateAnalysisAttempt(core.db, owner, values))) throw new AnalysisSupersededError(`analysis ${row.id} is no longer in attempt ${owner.attempt}`);
  };
  try {
    await write({ stage: 'analyzing', progress: 10 });
    const profile = await core.instagram.getProfile(row.username);
    const posts = postsOf(profile);
    const metrics: ProfileMetrics = computeProfileMetrics({
      followers: profile.followers,
      following: profile.following,
      postsCount: profile.postsCount,
      posts,
      now: core.now(),
    });
    await write({ profile: snapshotOf(profile), metrics: metrics as unknown as Record<string, unknown>, stage: 'selecting_trends', progress: 45 });

    const captions = posts.map((post) => post.caption);
    const about = { username: profile.username, fullName: profile.fullName, biography: profile.biography, category: profile.category ?? null };
    const niche = detectProfileNiche(about, metrics, captions);
    const trends = curatedTrends(language);
    const fitting = trends.filter((trend) => trend.niche_tags.includes(niche));
    const trendIds = (fitting.length >= TRENDS_PER_ANALYSIS ? fitting : [...fitting, ...trends]).slice(0, TRENDS_PER_ANALYSIS).map((trend) => trend.id);
    await write({ trendIds, stage: 'selecting_tips', progress: 70 });

    const seed = createHash('sha256').update(row.id).digest().readUInt32LE(0);
    const narrative = await narrateAnalysis(core, { metrics, profile: about, language, seed, captions }, signal);
    await write({
      narrative: narrative as unknown as Record<string, unknown>,
      status: 'ready',
      stage: 'done',
      progress: 100,
      completedAt: core.now(),
    });
    if (row.userId) {
      await recordMilestone(core.db, row.userId, 'profile_analysed');
      await recordMilestone(core.db, row.userId, 'audience_analysed');
    }
  } catch (error) {
    if (error instanceof AnalysisSupersededError) {
      core.logger.warn({ analysis: row.id, attempt: owner.attempt }, 'analysis attempt superseded; its work was discarded');
      return;
    }
    const permanent = error instanceof InstagramError && !error.retryable;
    core.logger.warn({ err: error, analysis: row.id, username: row.username, permanent }, 'analysis attempt failed');
    if (permanent || attempt.isLastAttempt) {
      await failAnalysis(core.db, owner, failureCode(error));
      return;
    }
    throw error;
  }
}
