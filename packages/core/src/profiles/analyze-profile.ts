import { createHash } from 'node:crypto';
import type { AnalysisPost, ErrorCode, ProfileMetrics } from '@reelcraft/contract';
import { normalizeLanguage } from '@reelcraft/i18n';
import { computeProfileMetrics } from '../analysis/compute-profile-metrics.ts';
import { classifyProfileNiche } from '../analysis/profile-niche.ts';
import type { Core } from '../context.ts';
import { recordServerEvent } from '../analytics/record-events.ts';
import { InstagramError } from '../instagram/instagram-errors.ts';
import type { InstagramProfile } from '../instagram/instagram.model.ts';
import { recordMilestone } from '../milestones/milestones.ts';
import { curatedTrends } from '../trends/curated-trends.ts';
import { narrateAnalysis } from './narrate-analysis.ts';
import { type AnalysisAttempt, failAnalysis, startAnalysisAttempt, updateAnalysisAttempt, WAITING_RATE_LIMIT } from './profiles.repository.ts';

const TRENDS_PER_ANALYSIS = 3;

/**
 * Instagram limiting us (issue 11, item 9). The client tries at most a few seconds itself (IN_CLIENT_WAIT_MS per
 * back-off); then the analysis says so at once (`waiting_rate_limit` with the time of the next try) and the job
 * queues its own next try: Retry-After when Instagram gave one, else 20 s, 40 s, 80 s… capped at RATE_LIMIT_MAX_WAIT_S,
 * and gives up after RATE_LIMIT_TRIES tries (~10 minutes in all). Each wait is far below the reaper's 15 minutes.
 */
export const IN_CLIENT_WAIT_MS = 2_500;
export const RATE_LIMIT_TRIES = 6;
const RATE_LIMIT_FIRST_WAIT_S = 20;
export const RATE_LIMIT_MAX_WAIT_S = 300;

/** Seconds until the next try after the `tries`-th rate-limited one (1-based). */
export function rateLimitWaitSeconds(tries: number, retryAfterSeconds: number | undefined): number {
  const backoff = Math.min(RATE_LIMIT_FIRST_WAIT_S * 2 ** Math.max(0, tries - 1), RATE_LIMIT_MAX_WAIT_S);
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds)) return backoff;
  // Retrying before Instagram said we may is pointless; a wait beyond the cap still keeps to the cap (the reaper).
  return Math.min(Math.max(Math.ceil(retryAfterSeconds), 1), RATE_LIMIT_MAX_WAIT_S);
}

function isRateLimit(error: unknown): error is InstagramError {
  return error instanceof InstagramError && error.code === 'IG_RATE_LIMITED';
}

function postsOf(profile: InstagramProfile): AnalysisPost[] {
  return profile.recentPosts.map((post) => ({
    shortcode: post.shortcode,
    kind: post.isReel ? 'reel' : post.kind,
    takenAt: post.takenAt,
    likes: post.likeCount,
    comments: post.commentCount,
    ...((post.playCount ?? post.viewCount) ? { views: post.playCount ?? post.viewCount } : {}),
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
    if (!(await updateAnalysisAttempt(core.db, owner, values)))
      throw new AnalysisSupersededError(`analysis ${row.id} is no longer in attempt ${owner.attempt}`);
  };
  try {
    // A new try clears the wait of the previous one (stage, its retry time in completed_at, the error code).
    await write({ stage: 'analyzing', progress: 10, errorCode: null, completedAt: null, retryAt: null });
    const profile = await core.instagram.getProfile(row.username, { maxWaitMs: IN_CLIENT_WAIT_MS });
    const posts = postsOf(profile);
    const metrics: ProfileMetrics = computeProfileMetrics({
      followers: profile.followers,
      following: profile.following,
      postsCount: profile.postsCount,
      posts,
      now: core.now(),
    });
    const captions = posts.map((post) => post.caption);
    const about = { username: profile.username, fullName: profile.fullName, biography: profile.biography, category: profile.category ?? null };
    // Classified once, from the full captions; stored with the numbers so a later re-narration keeps it.
    const classified = classifyProfileNiche(about, metrics, captions);
    metrics.niche = { id: classified.niche, confidence: classified.confidence };
    const niche = classified.niche;
    await write({ profile: snapshotOf(profile), metrics: metrics as unknown as Record<string, unknown>, stage: 'selecting_trends', progress: 45 });

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
    await recordServerEvent(core, 'analysis_ready', { userId: row.userId, props: { analysis_id: row.id } });
    if (row.userId) {
      await recordMilestone(core.db, row.userId, 'profile_analysed');
      await recordMilestone(core.db, row.userId, 'audience_analysed');
    }
  } catch (error) {
    if (error instanceof AnalysisSupersededError) {
      core.logger.warn({ analysis: row.id, attempt: owner.attempt }, 'analysis attempt superseded; its work was discarded');
      return;
    }
    if (isRateLimit(error) && row.attempts < RATE_LIMIT_TRIES) {
      // Say so now, and try again later from the queue (this attempt ends without an error, so pg-boss does not
      // retry it as well).
      const wait = rateLimitWaitSeconds(row.attempts, error.details.retryAfterSeconds);
      const retryAt = new Date(core.now().getTime() + wait * 1000);
      core.logger.warn(
        { analysis: row.id, username: row.username, attempt: row.attempts, waitSeconds: wait },
        'Instagram limited the analysis; trying again later',
      );
      try {
        await write({ stage: WAITING_RATE_LIMIT, errorCode: 'IG_RATE_LIMITED', retryAt });
      } catch (writeError) {
        if (writeError instanceof AnalysisSupersededError) return;
        throw writeError;
      }
      await core.queue.send('analyze-profile', { analysisId: row.id }, { startAfterSeconds: wait });
      return;
    }
    const permanent = error instanceof InstagramError && !error.retryable;
    core.logger.warn({ err: error, analysis: row.id, username: row.username, permanent }, 'analysis attempt failed');
    // A rate limit that outlasted every try fails now, whatever the queue's own retries.
    if (permanent || attempt.isLastAttempt || isRateLimit(error)) {
      if (await failAnalysis(core.db, owner, failureCode(error))) {
        await recordServerEvent(core, 'analysis_failed', { userId: row.userId, props: { analysis_id: row.id, error_code: failureCode(error) } });
      }
      return;
    }
    throw error;
  }
}
