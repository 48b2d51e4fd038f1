import { PostHog } from 'posthog-node';
import type { Core } from '../context.ts';

export type EventProps = Record<string, string | number | boolean | string[] | null>;

/** One stored analytics event, as it is handed on to PostHog. */
export interface ForwardedEvent {
  type: string;
  path: string;
  sessionId: string;
  userId: string | null;
  props: EventProps | null;
  referrer: string | null;
  occurredAt: Date;
}

const clients = new WeakMap<Core, PostHog | null>();
const EMAIL_LIKE = /[^\s@]+@[^\s@]+/;

/** The PostHog client of this core when POSTHOG_KEY is set (made on first use), else null. */
function clientOf(core: Core): PostHog | null {
  if (clients.has(core)) return clients.get(core) ?? null;
  const key = core.config.POSTHOG_KEY;
  const client = key
    ? new PostHog(key, {
        host: core.config.POSTHOG_HOST,
        flushAt: 50,
        flushInterval: 10_000,
        fetchRetryCount: 2,
        fetchRetryDelay: 1_000,
        requestTimeout: 5_000,
        disableGeoip: true,
      })
    : null;
  client?.on('error', (error: unknown) => core.logger.warn({ err: error }, 'PostHog did not take analytics events'));
  clients.set(core, client);
  return client;
}

/**
 * What PostHog gets of an event: ids, enums, numbers and the path — never an e-mail address or free text. A string
 * prop that looks like an address is dropped; the referrer is reduced to its host; the path loses its query.
 */
export function posthogMessage(event: ForwardedEvent): { distinctId: string; event: string; properties: Record<string, unknown>; timestamp: Date } {
  const properties: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(event.props ?? {})) {
    if (typeof value === 'string' && EMAIL_LIKE.test(value)) continue;
    if (Array.isArray(value)) properties[key] = value.filter((item) => !EMAIL_LIKE.test(item));
    else properties[key] = value;
  }
  properties.$pathname = event.path.split(/[?#]/)[0];
  properties.session_id = event.sessionId;
  if (event.referrer) {
    try {
      properties.$referring_domain = new URL(event.referrer).host;
    } catch {
      // not a URL: left out
    }
  }
  // Anonymous visitors stay anonymous in PostHog too: no person profile for a session id.
  if (!event.userId) properties.$process_person_profile = false;
  return { distinctId: event.userId ?? event.sessionId, event: event.type, properties, timestamp: event.occurredAt };
}

/** Queues the events for PostHog when POSTHOG_KEY is set (sent in batches in the background); never throws. */
export function forwardToPostHog(core: Core, events: ForwardedEvent[]): void {
  try {
    const client = clientOf(core);
    if (!client) return;
    for (const event of events) client.capture(posthogMessage(event));
  } catch (error) {
    core.logger.warn({ err: error }, 'could not queue analytics events for PostHog');
  }
}

/** Sends what is queued now (tests; the client also flushes every 10 s and at 50 events). */
export async function flushPostHog(core: Core): Promise<void> {
  const client = clients.get(core);
  if (!client) return;
  try {
    await client.flush();
  } catch (error) {
    core.logger.warn({ err: error }, 'PostHog flush failed');
  }
}

/** Graceful shutdown: sends what is queued, waiting at most `timeoutMs`. */
export async function shutdownPostHog(core: Core, timeoutMs = 5_000): Promise<void> {
  const client = clients.get(core);
  if (!client) return;
  clients.set(core, null);
  try {
    await client.shutdown(timeoutMs);
  } catch (error) {
    core.logger.warn({ err: error }, 'PostHog shutdown failed');
  }
}
