import type { AnalyticsEvent } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { analyticsEvents } from '../db/schema.ts';

/** Stores a batch of events from the web app (page views, funnel step views) in one insert. */
export async function recordAnalyticsEvents(core: Core, events: AnalyticsEvent[], userId: string | null): Promise<number> {
  if (events.length === 0) return 0;
  await core.db.insert(analyticsEvents).values(
    events.map((event) => ({
      type: event.type,
      path: event.path,
      sessionId: event.session_id,
      userId,
      referrer: event.referrer ?? null,
      props: event.props ?? null,
      occurredAt: new Date(event.occurred_at),
    })),
  );
  return events.length;
}
