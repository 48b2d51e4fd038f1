import {
  AppError,
  type CancelFlowFacts,
  type CancelStep,
  type CancelSurvey,
  type CompleteCancelFlowResult,
  RETENTION_OFFER_GENERATIONS,
  type UpdateCancelSurveyRequest,
} from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { growthPlan } from '../milestones/milestones.ts';
import { readySuggestionCount } from './archive.repository.ts';
import { addBonusGenerations, bonusGenerationsOf, lockUser } from './billing-users.repository.ts';
import {
  type CancelSurveyRow as SurveyRow,
  claimSurveyCancellation,
  insertSurvey,
  type NewCancelSurveyRow,
  openSurveyRow,
  ownSurveyRow,
  retentionOffersAcceptedSince,
  updateSurvey,
} from './cancel-surveys.repository.ts';
import { gatewayIdempotencyKey } from './customers.ts';
import type { Db } from './db-handle.ts';
import { activeSubscriptionOf, SUBSCRIBER_MAX_PROFILES } from './entitlements.ts';
import { activeProductRow } from './prices.repository.ts';
import type { SubscriptionRow } from './subscriptions.repository.ts';
import { cancelAtPeriodEnd } from './subscriptions.ts';

/**
 * The 11-step cancel flow's server side (issue 10), its cancellation survey included. A walk through the
 * flow is one `cancellation_surveys` row, written step by step; it ends `retained` (the retention offer: 20 extra
 * generations at once, once per subscription period) or `cancelled` (no automatic renewal, access until the period
 * ends). Someone else's survey id answers 404, like a missing one.
 */

export function toCancelSurveyDto(row: SurveyRow): CancelSurvey {
  return {
    id: row.id,
    reels_generated: (row.reelsGenerated as CancelSurvey['reels_generated']) ?? null,
    posts_this_week: (row.postsThisWeek as CancelSurvey['posts_this_week']) ?? null,
    reason: row.reason ?? null,
    reason_other: row.reasonOther ?? null,
    comment: row.comment ?? null,
    answers: row.answers,
    retention_offer_accepted: row.retentionOfferAccepted,
    last_step: (row.lastStep as CancelSurvey['last_step']) ?? null,
    outcome: row.outcome ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

async function liveSubscription(core: Core, userId: string): Promise<SubscriptionRow> {
  const subscription = await activeSubscriptionOf(core, userId);
  if (!subscription) throw new AppError('NO_SUBSCRIPTION');
  return subscription;
}

async function ownSurvey(core: Core, userId: string, surveyId: string): Promise<SurveyRow> {
  const row = await ownSurveyRow(core.db, userId, surveyId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The walk through the flow still open for this subscription, if any (a reload or a second tab continues it). */
async function openSurvey(core: Core, userId: string, subscriptionId: string): Promise<SurveyRow | null> {
  return (await openSurveyRow(core.db, userId, subscriptionId)) ?? null;
}

/**
 * Was the retention offer taken during the subscription's current period? One per period: the rule looks at the
 * surveys of this subscription accepted since the period started (db may be a transaction holding the user lock).
 */
async function retentionOfferTaken(db: Db, userId: string, subscription: SubscriptionRow): Promise<boolean> {
  return (await retentionOffersAcceptedSince(db, userId, subscription.id, subscription.currentPeriodStart)) > 0;
}

/** Facts the steps show: reels made, period end, plan, benefits, whether the offer is still there, growth plan. */
export async function cancelFlowFacts(core: Core, userId: string): Promise<CancelFlowFacts> {
  const subscription = await liveSubscription(core, userId);
  const [reels, bonus, plan, archive, open, taken] = await Promise.all([
    readySuggestionCount(core.db, userId),
    bonusGenerationsOf(core.db, userId),
    growthPlan(core.db, userId),
    activeProductRow(core.db, 'archive_restore'),
    openSurvey(core, userId, subscription.id),
    retentionOfferTaken(core.db, userId, subscription),
  ]);
  return {
    plan_id: subscription.planId as CancelFlowFacts['plan_id'],
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    period_end: subscription.currentPeriodEnd.toISOString(),
    reels_generated: reels,
    benefits: {
      daily_generations: core.config.DAILY_GENERATION_LIMIT,
      max_profiles: SUBSCRIBER_MAX_PROFILES,
      avatar_videos: true,
      storytelling_videos: true,
      trends: true,
    },
    retention_offer: {
      available: !taken,
      generations: RETENTION_OFFER_GENERATIONS,
    },
    bonus_generations: bonus ?? 0,
    growth_plan: plan.steps.map((step) => ({
      step: step.step,
      done: step.done,
    })),
    archive_restore: archive ? { amount_cents: archive.amountCents, currency: archive.currency } : null,
    open_survey: open ? toCancelSurveyDto(open) : null,
  };
}

/** Starts a walk through the flow, or returns the one still open for this subscription. */
export async function startCancelFlow(core: Core, userId: string): Promise<{ survey_id: string }> {
  const subscription = await liveSubscription(core, userId);
  const open = await openSurvey(core, userId, subscription.id);
  if (open) return { survey_id: open.id };
  const row = await insertSurvey(core.db, {
    userId,
    subscriptionId: subscription.id,
    lastStep: 'reels',
    createdAt: core.now(),
    updatedAt: core.now(),
  });
  if (!row) throw new AppError('INTERNAL');
  return { survey_id: row.id };
}

/** Stores the answers of a step (only the fields sent; `null` clears a text). */
export async function updateCancelSurvey(core: Core, userId: string, surveyId: string, patch: UpdateCancelSurveyRequest): Promise<CancelSurvey> {
  const row = await ownSurvey(core, userId, surveyId);
  const set: Partial<NewCancelSurveyRow> = {
    updatedAt: core.now(),
  };
  if (patch.reels_generated !== undefined) set.reelsGenerated = patch.reels_generated;
  if (patch.posts_this_week !== undefined) set.postsThisWeek = patch.posts_this_week;
  if (patch.reason !== undefined) {
    set.reason = patch.reason;
    // "Other" keeps its text; any other reason drops a text typed before.
    if (patch.reason !== 'other') set.reasonOther = null;
  }
  if (patch.reason_other !== undefined && (patch.reason ?? row.reason) === 'other') set.reasonOther = patch.reason_other || null;
  if (patch.comment !== undefined) set.comment = patch.comment || null;
  if (patch.answers !== undefined) {
    const answers: Record<string, string> = {};
    for (const [question, answer] of Object.entries(patch.answers)) if (answer) answers[question] = answer;
    set.answers = { ...row.answers, ...answers };
  }
  if (patch.last_step !== undefined) set.lastStep = patch.last_step;
  const updated = await updateSurvey(core.db, row.id, set);
  return toCancelSurveyDto(updated ?? row);
}

/**
 * Step 2's offer: RETENTION_OFFER_GENERATIONS extra generations at once (used beyond the daily limit), once per
 * subscription period. The user row is locked so two clicks or two tabs grant it once.
 */
export async function acceptRetentionOffer(
  core: Core,
  userId: string,
  surveyId: string,
): Promise<{
  survey: CancelSurvey;
  granted: number;
  bonus_generations: number;
}> {
  const survey = await ownSurvey(core, userId, surveyId);
  const subscription = await liveSubscription(core, userId);
  const now = core.now();
  return core.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (await retentionOfferTaken(tx, userId, subscription)) throw new AppError('RETENTION_OFFER_USED');
    const bonus = await addBonusGenerations(tx, userId, RETENTION_OFFER_GENERATIONS);
    const updated = await updateSurvey(tx, survey.id, {
      retentionOfferAccepted: true,
      outcome: 'retained',
      subscriptionId: subscription.id,
      lastStep: 'offer',
      updatedAt: now,
    });
    core.logger.info({ user: userId, survey: survey.id }, 'cancel flow: retention offer taken');
    return {
      survey: toCancelSurveyDto(updated ?? survey),
      granted: RETENTION_OFFER_GENERATIONS,
      bonus_generations: bonus ?? 0,
    };
  });
}

/** Step 11: no automatic renewal, active until the period ends; the survey ends `cancelled`. */
export async function completeCancelFlow(core: Core, userId: string, surveyId: string): Promise<CompleteCancelFlowResult> {
  return cancelNowFromFlow(core, userId, surveyId, 'final');
}

/**
 * "Cancel now" from any step (issue 31 item 7, as California's click-to-cancel rule asks): renewal off at once,
 * access until the period ends, the survey ends `cancelled` with the step it was cancelled from. Idempotent: the
 * survey row is claimed first with one conditional UPDATE, so of a double click or two tabs only one request switches
 * renewal off at the gateway (one change, one e-mail); the others answer the same result. (A transaction holding a
 * lock across the gateway call is not an option: on PGlite it would block the very queries the call makes.)
 */
export async function cancelNowFromFlow(core: Core, userId: string, surveyId: string, step: CancelStep): Promise<CompleteCancelFlowResult> {
  const survey = await ownSurvey(core, userId, surveyId);
  const subscription = await liveSubscription(core, userId);
  const claimed = await claimSurveyCancellation(core.db, survey.id, { lastStep: step, subscriptionId: subscription.id, updatedAt: core.now() });
  if (!claimed) {
    // Cancelled already (a repeat, or the other click of a double click): nothing more to do at the gateway.
    const current = await ownSurvey(core, userId, surveyId);
    return { survey: toCancelSurveyDto(current), active_until: subscription.currentPeriodEnd.toISOString(), cancel_at_period_end: true };
  }
  let renewalOff: SubscriptionRow;
  try {
    // The subscription service talks to the gateway (system of record), syncs our copy and sends the confirmation.
    renewalOff = await cancelAtPeriodEnd(core, userId, { idempotencyKey: gatewayIdempotencyKey('cancel', userId, `flow:${survey.id}`) });
  } catch (error) {
    // Not cancelled after all: the walk is open again, so "Cancel now" can be tried again (and the user is not told otherwise).
    await updateSurvey(core.db, survey.id, { outcome: survey.outcome, lastStep: survey.lastStep, updatedAt: core.now() });
    throw error;
  }
  core.logger.info({ user: userId, survey: survey.id, step }, 'cancel flow: renewal switched off');
  return { survey: toCancelSurveyDto(claimed), active_until: renewalOff.currentPeriodEnd.toISOString(), cancel_at_period_end: true };
}
