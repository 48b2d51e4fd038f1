import {
  ANSWER_SETS,
  AppError,
  answerSchemaFor,
  FUNNELS,
  type FunnelAnswers,
  type FunnelId,
  type FunnelStep,
  firstStep,
  funnelProgress,
  funnelStep,
  type Language,
  nextStepSlug,
  type Onboarding,
} from '@reelcraft/contract';
import { normalizeLanguage, translator } from '@reelcraft/i18n';
import type { UserRow } from '../accounts/users.repository.ts';
import { updateUser } from '../accounts/users.repository.ts';
import type { Core } from '../context.ts';
import { recordServerEvent } from '../analytics/record-events.ts';
import { growthPlan } from '../milestones/milestones.ts';
import { attachProfile, sendAnalysisLink } from '../profiles/profile-actions.ts';
import { claimAnalysis, findAnalysis, listProfiles } from '../profiles/profiles.repository.ts';
import { startProfileAnalysis } from '../profiles/start-analysis.ts';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit.ts';
import { rateLimitPolicies } from '../rate-limit/policies.ts';
import { toFunnelSessionDto } from './funnel-session-dto.ts';
import {
  claimFunnelSession,
  deleteAbandonedFunnelSessions,
  findFunnelSession,
  type FunnelSessionRow,
  insertFunnelSession,
  latestAttachedFunnelSession,
  setFunnelFlagOnce,
  writeFunnelAnswer,
} from './funnel-sessions.repository.ts';
import { potentialScore } from './potential.ts';

/** Sessions that never joined an account are deleted this long after they began (reap-stale-work). */
export const FUNNEL_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const FOLLOW_UP_SENT = '$follow_up_sent';

/** A new, empty session at the funnel's first step. */
export async function createFunnelSession(core: Core, input: { funnel: FunnelId; language: Language }): Promise<FunnelSessionRow> {
  const funnel = FUNNELS[input.funnel];
  return insertFunnelSession(core.db, { funnel: funnel.id, language: input.language, currentStep: firstStep(funnel).slug, answers: {} });
}

/**
 * A session its caller may read or answer: the id is the capability until the session is attached; after that only
 * its owner may (everyone else gets 404, as for an id that does not exist — never someone else's answers).
 */
export async function visibleFunnelSession(core: Core, id: string, user: Pick<UserRow, 'id'> | undefined): Promise<FunnelSessionRow> {
  const row = await findFunnelSession(core.db, id);
  if (!row || (row.userId !== null && row.userId !== user?.id)) throw new AppError('NOT_FOUND');
  return row;
}

export interface FunnelStepOutcome {
  row: FunnelSessionRow;
  next: string | null;
  progress: { step: number; of: number };
}

/**
 * Stores the answer to one step and moves the session on to the next step (branches and skips applied).
 *
 * - The answer is validated by the step's schema (`answerSchemaFor`): a wrong option → VALIDATION_FAILED with the
 *   issue at `answer`. Steps without answers (info, analysis, signup, confirm_email) ignore any answer. An optional
 *   step sent without an answer removes a previous one (the v3 nickname: skipping it skips the analysis).
 * - The e-mail step's address is validated but never stored here: the account is made by POST /users/web/email-login.
 * - On the funnel's `analysisStartsAt` step a new nickname starts the anonymous Instagram analysis, exactly as
 *   POST /profiles/preview does (same service, same per-IP budget), and the session keeps its id.
 * - Records the `funnel_answer` analytics event (option ids only; never e-mails or nicknames).
 * - A v2 `follow_up: true` in a session already attached queues the analysis e-mail (once per session).
 */
export async function answerFunnelStep(
  core: Core,
  input: { id: string; slug: string; answer: unknown; user: UserRow | undefined; ip: string },
): Promise<FunnelStepOutcome> {
  const session = await visibleFunnelSession(core, input.id, input.user);
  const funnel = FUNNELS[session.funnel];
  const step = funnelStep(funnel, input.slug);
  if (!step) throw new AppError('NOT_FOUND');

  const value = parseAnswer(step, input.answer);
  const stored = step.kind === 'email' || step.key === undefined ? undefined : step.key;
  const answers: Record<string, unknown> = { ...session.answers };
  if (stored !== undefined) {
    if (value === undefined) delete answers[stored];
    else answers[stored] = value;
  }

  let analysisId = session.analysisId;
  if (funnel.analysisStartsAt === step.slug && step.key !== undefined) {
    if (typeof value === 'string') {
      if (value !== session.answers[step.key] || analysisId === null) {
        await enforceRateLimit(core, rateLimitPolicies(core.config).preview, { ip: input.ip });
        const analysis = await startProfileAnalysis(core, { username: value, language: normalizeLanguage(session.language), userId: session.userId });
        analysisId = analysis.id;
      }
    } else {
      analysisId = null;
    }
  }

  const next = nextStepSlug(funnel, step.slug, answers);
  const now = core.now();
  const row = await writeFunnelAnswer(core.db, session.id, stored, value, {
    currentStep: next ?? step.slug,
    completedAt: next === null ? now : null,
    analysisId,
    updatedAt: now,
  });
  if (!row) throw new AppError('NOT_FOUND');

  await recordServerEvent(core, 'funnel_answer', {
    path: `${funnel.basePath}/${step.slug}`,
    sessionId: row.id,
    userId: row.userId,
    props: { funnel: funnel.id, step: step.slug, language: row.language, ...analyticsAnswer(step, value) },
    occurredAt: now,
  });

  if (input.user && row.userId === input.user.id && step.key === 'follow_up') await sendFollowUpOnce(core, input.user, row);
  return { row, next, progress: funnelProgress(funnel, next ?? step.slug, answers) };
}

function parseAnswer(step: FunnelStep, answer: unknown): unknown {
  const schema = answerSchemaFor(step);
  if (!schema) return undefined;
  if (answer === undefined || answer === null) {
    if (step.optional || step.kind === 'email') return undefined;
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'answer', code: 'invalid_type', message: 'this step needs an answer' }] });
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    const options = step.set ? `; one of: ${ANSWER_SETS[step.set].join(', ')}` : '';
    const issues = parsed.error.issues.map((issue) => ({
      path: ['answer', ...issue.path.map(String)].join('.'),
      code: issue.code,
      message: `${issue.message}${options}`,
    }));
    throw new AppError('VALIDATION_FAILED', { issues });
  }
  return parsed.data;
}

/** What of an answer may go into analytics: option ids (single, scale, multi) and yes/no. Never nicknames or e-mails. */
function analyticsAnswer(step: FunnelStep, value: unknown): { answer?: string | string[] | boolean } {
  if (step.set && (typeof value === 'string' || Array.isArray(value))) return { answer: value as string | string[] };
  if (step.kind === 'optin' && typeof value === 'boolean') return { answer: value };
  return {};
}

/**
 * Joins a session to an account: its answers become the user's onboarding (GET /user/onboarding), its analysis the
 * user's (attached as an Instagram profile when ready, else claimed and attached once ready), its expertise fills an
 * empty blog topic area, and for a new account (`newAccount`) its language becomes the user's. Idempotent for the same
 * user; a session attached to someone else, or unknown, is NOT_FOUND.
 */
export async function attachFunnelSession(core: Core, user: UserRow, id: string, options: { newAccount?: boolean } = {}): Promise<FunnelSessionRow> {
  const claimed = await claimFunnelSession(core.db, id, user.id, core.now());
  if (!claimed) return visibleFunnelSession(core, id, user);
  await attachSessionAnalysis(core, user, claimed);
  const patch: Parameters<typeof updateUser>[2] = {};
  const expertise = claimed.answers.expertise;
  if (user.blogTopic.area_of_expertise.trim() === '' && typeof expertise === 'string' && (ANSWER_SETS.expertise as readonly string[]).includes(expertise)) {
    const language = normalizeLanguage(options.newAccount ? claimed.language : user.language);
    patch.blogTopic = { ...user.blogTopic, area_of_expertise: translator(language)(`web.trends.niche.${expertise}`) };
    patch.blogTopicUpdatedAt = core.now();
  }
  if (options.newAccount) patch.language = normalizeLanguage(claimed.language);
  const updated = Object.keys(patch).length > 0 ? await updateUser(core.db, user.id, patch) : undefined;
  await sendFollowUpOnce(core, updated ?? user, claimed);
  return claimed;
}

/** At sign-up: attach when the id names a session nobody has; anything else is ignored (never fails the sign-up). */
export async function attachFunnelSessionAtSignUp(core: Core, user: UserRow, id: string | undefined): Promise<void> {
  if (!id) return;
  try {
    await attachFunnelSession(core, user, id, { newAccount: true });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'NOT_FOUND'))
      core.logger.warn({ err: error, funnel_session_id: id }, 'could not attach the funnel session at sign-up');
  }
}

/** The session's analysis becomes the user's: attached as a profile once ready, claimed while it runs. */
async function attachSessionAnalysis(core: Core, user: UserRow, row: FunnelSessionRow): Promise<void> {
  if (!row.analysisId) return;
  const analysis = await findAnalysis(core.db, row.analysisId);
  if (!analysis || (analysis.userId !== null && analysis.userId !== user.id)) return;
  if (analysis.status === 'ready') {
    if ((await listProfiles(core.db, user.id)).some((profile) => profile.analysisId === analysis.id)) return;
    try {
      await attachProfile(core, user, analysis.id);
    } catch (error) {
      // Over the free or profile limit: the analysis stays readable, the person can attach it later from the app.
      core.logger.info({ err: error, analysis_id: analysis.id }, 'funnel analysis not attached as a profile');
    }
  } else if (analysis.status === 'running') {
    await claimAnalysis(core.db, analysis.id, user.id);
  }
}

/** v2: the visitor asked for the analysis by e-mail; once the session has an account, send it (once per session). */
async function sendFollowUpOnce(core: Core, user: UserRow, row: FunnelSessionRow): Promise<void> {
  if (row.funnel !== 'v2' || row.answers.follow_up !== true || row.answers[FOLLOW_UP_SENT] !== undefined) return;
  if (!(await setFunnelFlagOnce(core.db, row.id, FOLLOW_UP_SENT))) return;
  try {
    await sendAnalysisLink(core, user);
  } catch (error) {
    core.logger.info({ err: error, funnel_session_id: row.id }, 'no analysis to e-mail for the funnel follow-up');
  }
}

/** GET /user/onboarding: the latest attached session, its potential score (v3) and the growth plan, in one answer. */
export async function onboardingOf(core: Core, user: UserRow): Promise<Onboarding> {
  const row = await latestAttachedFunnelSession(core.db, user.id);
  if (row) await attachSessionAnalysis(core, user, row);
  return {
    session: row ? toFunnelSessionDto(row) : null,
    potential: row?.funnel === 'v3' ? potentialScore(row.answers as FunnelAnswers) : null,
    growth_plan: await growthPlan(core.db, user.id),
  };
}

/** Deletes sessions older than 30 days that never joined an account (run by the reap-stale-work cron). */
export async function reapAbandonedFunnelSessions(core: Core): Promise<number> {
  const deleted = await deleteAbandonedFunnelSessions(core.db, new Date(core.now().getTime() - FUNNEL_SESSION_TTL_MS));
  if (deleted > 0) core.logger.info({ deleted }, 'deleted abandoned funnel sessions');
  return deleted;
}

export { toFunnelSessionDto };
