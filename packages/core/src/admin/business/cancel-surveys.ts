import { ADMIN_PAGE_SIZE, type AdminCancelSurveyList } from '@reelcraft/contract';
import type { Core } from '../../context.ts';
import { countSurveys, surveyCountsByOutcome, surveyCountsByReason, surveysWithEmail } from '../../billing/cancel-surveys.repository.ts';

/** A walk with no reason or outcome yet is counted under this key. */
export const UNANSWERED = 'none';

/**
 * GET /api/admin/cancel-surveys?page=: the cancel flow's answers, newest first, 25 a page, with totals over every row
 * by reason (too_expensive, hard_to_use, no_views, other, none) and by outcome (cancelled, retained, abandoned, none).
 */
export async function listCancelSurveys(core: Core, query: { page: number }): Promise<AdminCancelSurveyList> {
  const [rows, total, reasons, outcomes] = await Promise.all([
    surveysWithEmail(core.db, ADMIN_PAGE_SIZE, (query.page - 1) * ADMIN_PAGE_SIZE),
    countSurveys(core.db),
    surveyCountsByReason(core.db),
    surveyCountsByOutcome(core.db),
  ]);
  const tally = (groups: { key: string | null; n: number }[]) => Object.fromEntries(groups.map((group) => [group.key ?? UNANSWERED, group.n]));
  return {
    items: rows.map(({ survey, email }) => ({
      id: survey.id,
      user_id: survey.userId,
      email: email ?? null,
      reason: survey.reason,
      reason_other: survey.reasonOther,
      comment: survey.comment,
      reels_generated: survey.reelsGenerated,
      posts_this_week: survey.postsThisWeek,
      answers: survey.answers,
      retention_offer_accepted: survey.retentionOfferAccepted,
      last_step: survey.lastStep,
      outcome: survey.outcome,
      created_at: survey.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
    by_reason: tally(reasons),
    by_outcome: tally(outcomes),
  };
}
