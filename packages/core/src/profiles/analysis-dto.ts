import { analysisNarrativeSchema, type ErrorCode, MAX_ATTACHED_PROFILES, type ProfileAnalysis, profileMetricsSchema } from '@reelcraft/contract';
import { type Language, normalizeLanguage, translator } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import { instagramImageLink } from './instagram-image-link.ts';
import { type InstagramProfileRow, type ProfileAnalysisRow, WAITING_RATE_LIMIT } from './profiles.repository.ts';

type Snapshot = {
  username: string;
  full_name: string;
  biography: string;
  followers: number;
  following: number;
  posts_count: number;
  is_verified: boolean;
  profile_pic_url: string | null;
};

/** The public shape of an analysis; stored JSON is re-validated on the way out. */
export function toAnalysisDto(core: Core, row: ProfileAnalysisRow, language: Language): ProfileAnalysis {
  const snapshot = row.profile as Snapshot | null;
  const metrics = row.metrics ? profileMetricsSchema.safeParse(row.metrics) : undefined;
  const narrative = row.narrative ? analysisNarrativeSchema.safeParse(row.narrative) : undefined;
  const waiting = row.status === 'running' && row.stage === WAITING_RATE_LIMIT;
  return {
    id: row.id,
    username: row.username,
    language: normalizeLanguage(row.language),
    status: row.status,
    // Waiting for Instagram is still the first step of the analysis.
    stage: (waiting ? 'analyzing' : row.stage) as ProfileAnalysis['stage'],
    progress: row.progress,
    status_detail: waiting ? 'waiting_rate_limit' : null,
    retry_at: waiting ? (row.retryAt?.toISOString() ?? null) : null,
    error:
      row.errorCode && row.status === 'failed'
        ? { code: row.errorCode, message: translator(language)(`errors.${row.errorCode as ErrorCode}`, { max: MAX_ATTACHED_PROFILES }) }
        : null,
    profile: snapshot
      ? { ...snapshot, profile_pic_url: snapshot.profile_pic_url ? instagramImageLink(core, snapshot.profile_pic_url, `${snapshot.username}.jpg`) : null }
      : null,
    metrics: metrics?.success ? metrics.data : null,
    narrative: narrative?.success ? narrative.data : null,
    trend_ids: row.trendIds,
    created_at: row.createdAt.toISOString(),
    completed_at: row.status === 'running' ? null : (row.completedAt?.toISOString() ?? null),
  };
}

export function toInstagramProfileDto(core: Core, row: InstagramProfileRow, analysis: ProfileAnalysisRow | undefined) {
  const snapshot = analysis?.profile as Snapshot | null | undefined;
  return {
    id: row.id,
    username: row.username,
    analysis_id: row.analysisId,
    is_active: row.isActive,
    profile_pic_url: snapshot?.profile_pic_url ? instagramImageLink(core, snapshot.profile_pic_url, `${row.username}.jpg`) : null,
    followers: snapshot?.followers ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
