import type { FunnelSessionDto } from '@reelcraft/contract';
import { normalizeLanguage } from '@reelcraft/i18n';
import type { FunnelSessionRow } from './funnel-sessions.repository.ts';

/** The API shape of a session; hidden flags (`$…` keys) stay on the server. */
export function toFunnelSessionDto(row: FunnelSessionRow): FunnelSessionDto {
  return {
    id: row.id,
    funnel: row.funnel,
    language: normalizeLanguage(row.language),
    answers: Object.fromEntries(Object.entries(row.answers).filter(([key]) => !key.startsWith('$'))),
    current_step: row.currentStep,
    analysis_id: row.analysisId,
    attached: row.userId !== null,
    completed: row.completedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
