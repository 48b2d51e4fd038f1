import type { AnalyticsEvent, ServerEventType } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { insertAnalyticsEvents } from './analytics.repository.ts';
import { type EventProps, forwardToPostHog, type ForwardedEvent } from './posthog.ts';

/** Stores a batch of events from the web app (page views, funnel step views, …) in one insert; PostHog gets them too. */
export async function recordAnalyticsEvents(core: Core, events: AnalyticsEvent[], userId: string | null): Promise<number> {
  if (events.length === 0) return 0;
  const rows: ForwardedEvent[] = events.map((event) => ({
    type: event.type,
    path: event.path,
    sessionId: event.session_id,
    userId,
    referrer: event.referrer ?? null,
    props: event.props ?? null,
    occurredAt: new Date(event.occurred_at),
  }));
  await insertAnalyticsEvents(core.db, rows);
  forwardToPostHog(core, rows);
  return events.length;
}

/** The session id of events the server records itself (a funnel answer uses its funnel session id instead). */
export const SERVER_SESSION_ID = 'server';

/**
 * Records one event the server knows for certain (a sign-up, a payment, a finished generation…): one insert, then
 * PostHog when configured. Props carry ids, enums and amounts only. A failure is logged and swallowed: analytics never
 * fails the request or job that triggered it.
 */
export async function recordServerEvent(
  core: Core,
  type: ServerEventType,
  input: { userId: string | null; props?: EventProps; path?: string; sessionId?: string; occurredAt?: Date },
): Promise<void> {
  const row: ForwardedEvent = {
    type,
    path: input.path ?? '-',
    sessionId: input.sessionId ?? SERVER_SESSION_ID,
    userId: input.userId,
    referrer: null,
    props: input.props ?? null,
    occurredAt: input.occurredAt ?? core.now(),
  };
  try {
    await insertAnalyticsEvents(core.db, row);
  } catch (error) {
    core.logger.warn({ err: error, event: type }, 'could not record an analytics event');
    return;
  }
  forwardToPostHog(core, [row]);
}
