import type { AnalyticsEvent } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { analyticsEvents } from '../db/schema.ts';

/** Stores a batch of page views from the web app in one insert. */
export async function recordAnalyticsEvents(core: Core, events: AnalyticsEvent[], userId: string | null): Promise<number> {
  if (events.length === 0) return 0;
  await core.db.insert(analyticsEvents).values(
    events.map((event) => ({
      type: event.type,
      path: event.path,
      sessionId: event.session_id,
      userId,
      referrer: event.referrer ?? null,
      occurredAt: new Date(event.occurred_at),
    })),
  );
  return events.length;
}
