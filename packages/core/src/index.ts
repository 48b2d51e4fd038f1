export * from './config/config.ts';
export type { Core } from './context.ts';
export * from './bootstrap.ts';
export { openDatabase, type Database, type DatabaseHandle, type DatabaseTarget } from './db/client.ts';
export { DatabaseLockedError } from './db/database-lock.ts';
/** Start-up clean-up of render scratch folders left by killed processes (they live in media's temp helper). */
export { removeDeadWorkDirs } from '@reelcraft/media';
export { createLogger, type Logger } from './logging/logger.ts';
export { redactPath } from './logging/redact.ts';
export * from './observability/index.ts';
export { jobDefinitions, JOB_NAMES, type JobName } from './jobs/definitions.ts';
export type { JobQueue, JobHandler } from './jobs/queue.ts';
export { checkHealth, ffmpegHealth, logFfmpegAtStartup } from './health/check-health.ts';

export { authenticate, authenticateSession } from './accounts/authenticate.ts';
export { refreshSession } from './accounts/refresh-session.ts';
export { endSession } from './accounts/end-session.ts';
export { endAllSessions } from './accounts/end-all-sessions.ts';
export { reapEndedSessions } from './accounts/reap-ended-sessions.ts';
export type { SessionClient, SessionTokens } from './accounts/session-tokens.ts';
export { signUp } from './accounts/sign-up.ts';
export { logIn } from './accounts/log-in.ts';
export { emailLogin } from './accounts/email-login.ts';
export { magicLogin } from './accounts/magic-login.ts';
export { requestMagicLink, sendRequestedMagicLink } from './accounts/request-magic-link.ts';
export { requestPasswordReset, sendPasswordResetLink } from './accounts/request-password-reset.ts';
export { resetPassword } from './accounts/reset-password.ts';
export { requestEmailChange } from './accounts/request-email-change.ts';
export { confirmEmailChange } from './accounts/confirm-email-change.ts';
export { updateProfile } from './accounts/update-profile.ts';
export { deleteAccount, eraseAccount } from './accounts/delete-account.ts';
export { endAtGateway, gatewayFootprints, type GatewayFootprint } from './accounts/end-billing.ts';
export { forgetOwnJobPayload } from './accounts/forget-person.ts';
export { toUserDto } from './accounts/user-dto.ts';
export type { UserRow } from './accounts/user-dto.ts';

export { deliverEmail } from './mail/deliver-email.ts';
export { renderEmail } from './mail/render-email.tsx';
export { listOutbox } from './mail/list-outbox.ts';
export { recordAnalyticsEvents, recordServerEvent, SERVER_SESSION_ID } from './analytics/record-events.ts';
export { flushPostHog, posthogMessage, shutdownPostHog } from './analytics/posthog.ts';
export { funnelReport, type FunnelReportQuery } from './analytics/funnel-report.ts';
export { computeMrr, revenueReport } from './analytics/revenue-report.ts';

export type { ObjectStorage, ByteRange } from './storage/storage.ts';
export { ObjectNotFoundError } from './storage/storage.ts';
export { signMediaLink, verifyMediaLink } from './storage/media-links.ts';
export { purgeUserObjects, userStoragePrefix } from './storage/purge-user-objects.ts';
export { openMediaLink } from './storage/open-media-link.ts';
export { parseByteRange } from './storage/byte-range.ts';

export { createSuggestions, AVAILABLE_TYPES } from './content/create-suggestions.ts';
export {
  getOwnSuggestion,
  setSuggestionFeedback,
  regenerateSuggestion,
  editMemeText,
  editCaptions,
  initialSuggestion,
  getScriptCategories,
  setScriptCategories,
} from './content/suggestion-actions.ts';
export { listOwnSuggestions, listOwnBatch } from './content/list-suggestions.ts';
export { toSuggestionDto } from './content/suggestion-dto.ts';
export { downloadSuggestion } from './content/download-suggestion.ts';
export { getGenerationLimit } from './content/generation-slots.ts';
export { reapStaleSuggestions } from './content/reap-stale-suggestions.ts';
export { scriptText } from './content/script-text.ts';
export { writePublicScript, publicScriptBrief, toPublicScriptResponse, PUBLIC_SCRIPT_TIMEOUT_MS } from './content/public-script.ts';
export { buildReelSamples, REEL_SAMPLE_TOPICS, REEL_SAMPLES_FILE, serializeReelSamples, type ReelSamples } from './content/public-script-samples.ts';
export { uploadUserImage } from './media-library/upload-image.ts';
export { uploadUserAudio } from './media-library/upload-audio.ts';
export { uploadUserMusic, deleteOwnMusic, musicTitleFrom, MUSIC_TRACKS_PER_USER } from './media-library/upload-music.ts';
export { musicLibrary, musicPreviewLink, toUserMusicDto } from './content/music-library.ts';
export { autoTrackFor, moodFromText, prepareMemeSound } from './content/music.ts';
export { listOwnImages, listOwnAudio } from './media-library/list-media.ts';
export { toUserImageDto, toUserAudioDto } from './media-library/media-dto.ts';
export { generateSuggestion } from './content/generate-suggestion.ts';
export { draftScript, spokenLines } from './content/draft-script.ts';
export { createFaceMeme, createStorytelling, type StorytellingForm } from './content/create-video-suggestions.ts';
export { generationQueueFor } from './content/queue-generation.ts';
export { usableFaceOf } from './media-library/photo-face.ts';
export { createWriter, type CreateWriterOptions } from './writer/create-writer.ts';
export { createBuiltinWriter, writeBuiltin } from './writer/builtin-writer.ts';
export { createLlmWriter, type LlmConfig, type LlmWriterDeps } from './writer/llm-writer.ts';
export { steeringFrom, type FeedbackEntry, type Steering } from './writer/steering.ts';
export type { Writer, WriteOptions, WriterLogger } from './writer/writer.ts';
export {
  writerBriefSchema,
  writerResultSchema,
  type WriterBrief,
  type ParsedWriterBrief,
  type WriterResult,
  type WriterBeat,
  type WriterMeme,
} from './writer/writer.schema.ts';

export {
  createMediaProxy,
  MEDIA_PROXY_DEFAULTS,
  type MediaProxy,
  type MediaProxyOptions,
  type StreamOptions as MediaStreamOptions,
} from './downloader/create-media-proxy.ts';
export { DownloadError, isDownloadError, DOWNLOAD_ERROR_CODES, type DownloadErrorCode, type DownloadErrorDetails } from './downloader/download-error.ts';
export { downloadFileName, type DownloadFileNameInput } from './downloader/download-file-name.ts';
export { contentDisposition } from './downloader/content-disposition.ts';
export { clientKey } from './rate-limit/client-key.ts';
export { enforceRateLimit, enforceUserRateLimit, rateLimitKey, normalizeEmail, type RateLimitSubject } from './rate-limit/enforce-rate-limit.ts';
export { rateLimitPolicies, type RateLimitPolicy, type RateLimitPolicies, type RateLimitPolicyName } from './rate-limit/policies.ts';
export { admitUrl, allowOrigins, allowHostSuffixes, type UrlAllowList } from './downloader/url-policy.ts';
export * from './instagram/index.ts';
export * from './publishing/index.ts';
export {
  POST_KINDS,
  HOOK_TYPES,
  SIZE_BANDS,
  COMPARISONS,
  profileMetricsSchema,
  analysisNarrativeSchema,
  benchmarkSchema,
  postSummarySchema,
  seriesPointSchema,
  type AnalysisPost,
  type AnalysisProfile,
  type AnalysisNarrative,
  type ProfileMetricsInput,
  type ProfileMetrics,
  type Benchmark,
  type Comparison,
  type HookType,
  type PostKind,
  type PostSummary,
  type SeriesPoint,
  type SizeBand,
} from './analysis/analysis.schema.ts';
export { computeProfileMetrics } from './analysis/compute-profile-metrics.ts';
export { BENCHMARK_BANDS, benchmarkFor, compareToRange, sizeBandOf } from './analysis/benchmarks.ts';
export { composeAnalysisNarrative, type AnalysisNarrativeInput } from './analysis/compose-analysis-narrative.ts';
export { detectProfileNiche } from './analysis/profile-niche.ts';
export {
  analysisPrompt,
  analysisRetryMessages,
  chatCompletionContent,
  parseAnalysisReply,
  type AnalysisPromptInput,
  type AnalysisReply,
} from './analysis/analysis-prompt.ts';
export type { ChatMessage } from './writer/llm-prompt.ts';
export {
  TREND_FORMATS,
  TREND_SOURCES,
  TrendSchema,
  trendSchema,
  type Trend,
  type TrendExampleReel,
  type TrendFormat,
  type TrendSignals,
  type TrendSource,
} from './trends/trend.schema.ts';
export { curatedTrends, listTrends, pageTrends, type ListTrendsOptions, type TrendPage } from './trends/curated-trends.ts';
export { reelBaselines, reelVelocity, scoreReels, type IngestReel, type ScoredReel } from './trends/score-reels.ts';
export { groupTrends, matchTrend, trendScore, type GroupTrendsOptions, type TrendMatch } from './trends/group-trends.ts';

export { startProfileAnalysis } from './profiles/start-analysis.ts';
export { analyzeProfile } from './profiles/analyze-profile.ts';
export { reapStaleAnalyses } from './profiles/reap-stale-analyses.ts';
export {
  getVisibleAnalysis,
  attachProfile,
  activateProfile,
  removeProfile,
  analysisOfProfile,
  patchAnalysis,
  renarrateAnalysis,
  activeAnalysis,
  lastAnalysisRequest,
  createAnalysisRequest,
  sendAnalysisLink,
  describeProfile,
  describeOwnProfiles,
} from './profiles/profile-actions.ts';
export { toAnalysisDto, toInstagramProfileDto } from './profiles/analysis-dto.ts';
export { growthPlan, growthPlanOf, recordMilestone } from './milestones/milestones.ts';
export {
  answerFunnelStep,
  attachFunnelSession,
  createFunnelSession,
  FUNNEL_SESSION_TTL_MS,
  onboardingOf,
  reapAbandonedFunnelSessions,
  toFunnelSessionDto,
  visibleFunnelSession,
} from './funnels/funnel-sessions.ts';
export { potentialLevel, potentialScore } from './funnels/potential.ts';
export { signInstagramMediaLink, verifyInstagramMediaLink } from './downloader/instagram-media-links.ts';
export { listTrendsPage, findTrend } from './trends/list-trends-for-api.ts';
export * from './render/index.ts';
export { renderTrendPreview, renderTrendPreviewFiles, withTrendPreviews, TREND_PREVIEW_VERSION, TREND_PREVIEW_SECONDS } from './trends/trend-preview.ts';
export { resolveDownload, instagramToAppError } from './downloader/resolve-download.ts';
export { ingestTrends } from './trends/ingest-trends.ts';
export * from './billing/index.ts';
export * from './admin/index.ts';
export * from './admin/business/index.ts';
export { createImpersonationLink, exchangeImpersonationToken, hashImpersonationToken, impersonationInfo, stopImpersonation } from './admin/impersonation.ts';
export * from './claims/index.ts';
