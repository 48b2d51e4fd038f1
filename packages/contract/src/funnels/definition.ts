import type { AnswerSetId } from './answer-sets.ts';

/**
 * A funnel is data: its steps in order, what each asks, where it branches and where it ends. One step engine
 * (apps/web features/funnels) renders any of them and the server validates answers against the same definition, so a
 * marketer changes a funnel here without touching components. Texts are `web.funnels.<funnel>.<slug>.*` (title,
 * optional subtitle, statement, body) and `web.funnels.options.<set>.<id>`; page titles `web.funnels.<funnel>.<slug>.title`.
 */
export type StepKind =
  /** One option of `set`. */
  | 'single'
  /** One or more options of `set`. */
  | 'multi'
  /** An agreement scale (set `agreement`) on the statement `web.funnels.<funnel>.<slug>.statement`. */
  | 'scale'
  /** A claim or picture between questions; no answer. */
  | 'info'
  /** The Instagram nickname; when the funnel says so, submitting it starts the analysis (anonymous, decision 0011). */
  | 'nickname'
  /** The running analysis of the nickname, with its stages, then its result. */
  | 'analysis'
  /** Yes or no to the follow-up e-mail with the analysis. */
  | 'optin'
  /** The e-mail: creates the account without a password (POST /users/web/email-login), attaching the session. */
  | 'email'
  /** E-mail and password sign-up (POST /users/web), attaching the session. */
  | 'signup'
  /** After the account exists: confirm or change the e-mail, resend with a countdown (v3 "done"). */
  | 'confirm_email';

/** Go to `to` instead of the next step in order when the answer `key` is one of `in`. */
export interface Branch {
  key: string;
  in: readonly string[];
  to: string;
}

export interface FunnelStep {
  /** URL segment: `/v3/onboarding/{slug}`. Unique in its funnel. */
  slug: string;
  kind: StepKind;
  /** Where the answer is stored (`answers[key]`); absent for steps without an answer (info, analysis). */
  key?: string;
  /** The options, for single, multi and scale. */
  set?: AnswerSetId;
  /** The visitor may go on without answering. */
  optional?: boolean;
  /** Checked in order after answering; the first match wins. */
  branches?: readonly Branch[];
  /** When this step's `key` has no answer (skipped), go here instead of the next step. */
  skipTo?: string;
}

export interface FunnelDefinition {
  id: 'legacy' | 'v2' | 'v3';
  /** Route prefix without language: `/onboarding`, `/v2/onboarding`, `/v3/onboarding`. */
  basePath: string;
  steps: readonly FunnelStep[];
  /** The step whose answer (a nickname) starts the Instagram analysis, if any. */
  analysisStartsAt?: string;
  /** Where the last step leads: the paywall, or `/v3/next` which then leads to the paywall. */
  end: '/paywall' | '/v3/next';
}
