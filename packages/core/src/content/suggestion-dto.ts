import { type ErrorCode, type Suggestion, suggestionResultSchema } from '@reelcraft/contract';
import { type Language, normalizeLanguage, translator } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import { signMediaLink } from '../storage/media-links.ts';
import { downloadFileName } from './download-name.ts';
import type { SuggestionRow } from './suggestions.repository.ts';

/** The public shape of a suggestion, with fresh signed links to its video for its owner. */
export function toSuggestionDto(core: Core, row: SuggestionRow, language: Language): Suggestion {
  const expiresAt = new Date(core.now().getTime() + core.config.MEDIA_LINK_TTL_SECONDS * 1000);
  const link = (storageKey: string | null, downloadName?: string) =>
    storageKey ? signMediaLink(core.jwtKey, { storageKey, expiresAt, ...(downloadName ? { downloadName } : {}) }) : null;
  const parsed = row.result ? suggestionResultSchema.safeParse(row.result) : undefined;
  const result = parsed?.success ? parsed.data : null;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    progress: row.progress,
    stage: row.stage,
    language: normalizeLanguage(row.language),
    user_input: row.userInput,
    feedback: row.feedback,
    batch_id: row.batchId,
    parent_id: row.parentId,
    is_initial: row.isInitial,
    error: row.errorCode
      ? { code: row.errorCode, message: translator(language)(`errors.${row.errorCode as ErrorCode}`, { limit: core.config.DAILY_GENERATION_LIMIT }) }
      : null,
    result,
    video_url: link(row.videoKey),
    thumbnail_url: link(row.thumbnailKey),
    download_url: row.videoKey ? link(row.videoKey, downloadFileName(row, 'mp4')) : null,
    duration_seconds: row.durationSeconds,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}
