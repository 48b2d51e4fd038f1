import { z } from 'zod';
import { safeText } from './common.ts';

export const ANALYTICS_BATCH_SIZE = 50;

/**
 * What the browser reports. `page_view` on every path change; the funnel events (issue 12) carry
 * `props: {funnel, step, language}` so the admin funnel report can count visitors per step and drop-off; the server
 * records `funnel_answer` itself when it stores an answer. Issue 13 adds the other product events here.
 */
export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'funnel_step_view',
  /** props: {variant: 'paywall' | 'paywall2'} */
  'paywall_view',
  /** props: {plan} — the plan id the visitor chose before the payment form */
  'checkout_start',
  /** props: {step} — one screen of the cancel flow */
  'cancel_flow_step',
  /** props: {type} — the content type asked for */
  'generation_request',
] as const;

/**
 * What the server records itself (issue 13), where it knows the truth; never sent by browsers. Props hold ids,
 * enums and amounts only — no e-mail addresses, nicknames or free text.
 */
export const SERVER_EVENT_TYPES = [
  'funnel_answer',
  /** props: {method: 'password' | 'email_link' | 'funnel', language, funnel?} */
  'sign_up',
  /** props: {analysis_id} */
  'analysis_start',
  'analysis_ready',
  'analysis_failed',
  /** props: {plan, amount_cents, currency, reason} */
  'payment_succeeded',
  /** props: {plan, amount_cents, currency, reason: the failure code} */
  'payment_declined',
  /** props: {plan, status} */
  'subscription_started',
  'subscription_canceled',
  'subscription_ended',
  /** props: {type, suggestion_id} */
  'generation_ready',
  'generation_failed',
] as const;
export type ServerEventType = (typeof SERVER_EVENT_TYPES)[number];
const propValue = z.union([safeText().max(200), z.number().finite(), z.boolean(), z.null(), z.array(safeText().max(100)).max(20)]);

export const analyticsEventSchema = z.object({
  type: z.enum(ANALYTICS_EVENT_TYPES),
  path: safeText().min(1).max(2048),
  session_id: safeText().min(1).max(64),
  occurred_at: z.iso.datetime(),
  referrer: safeText().max(2048).optional(),
  props: z
    .record(safeText().regex(/^[a-z][a-z0-9_]{0,39}$/), propValue)
    .refine((props) => Object.keys(props).length <= 12, 'at most 12 properties')
    .optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object({ events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_SIZE) }).meta({ id: 'AnalyticsBatch' });
export const analyticsAcceptedSchema = z.object({ accepted: z.number().int() }).meta({ id: 'AnalyticsAccepted' });
