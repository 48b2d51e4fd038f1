import type { AnalyticsEvent } from '@reelcraft/contract';
import { ANALYTICS_ENDPOINT } from './api-paths.ts';
import { readToken } from './auth-token.ts';
import { session, STORAGE_KEYS } from './storage.ts';

/** At most 50 events per request. */
export const BATCH_SIZE = 50;
export const FLUSH_INTERVAL_MS = 5_000;
/** Keep memory bounded when the API is unreachable for a long time. */
const MAX_QUEUE = 500;

/** One event as the API takes it (packages/contract analyticsEventSchema). */
export type PageViewEvent = AnalyticsEvent;

export interface AnalyticsTransport {
  /** Regular delivery; resolves to false when the batch should be retried later. */
  send(events: PageViewEvent[], token: string | null): Promise<boolean>;
  /** Delivery while the page is going away: must not wait for an answer. */
  beacon(events: PageViewEvent[], token: string | null): void;
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** One id per browser tab: sessionStorage survives reloads but not new tabs. */
export function sessionId(): string {
  let id = session.getItem(STORAGE_KEYS.analyticsSession);
  if (!id) {
    id = randomId();
    session.setItem(STORAGE_KEYS.analyticsSession, id);
  }
  return id;
}

export const fetchTransport: AnalyticsTransport = {
  async send(events, token) {
    try {
      const response = await fetch(ANALYTICS_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ events }),
        keepalive: true,
      });
      // 4xx other than 429 will not get better by retrying the same batch.
      return response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429);
    } catch {
      return false;
    }
  },
  beacon(events, token) {
    const body = JSON.stringify({ events });
    // sendBeacon cannot carry the bearer header, so a signed-in tab uses fetch keepalive to keep attribution.
    if (!token && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      try {
        if (navigator.sendBeacon(ANALYTICS_ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
      } catch {
        // fall through to fetch
      }
    }
    void fetch(ANALYTICS_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body,
      keepalive: true,
    }).catch(() => undefined);
  },
};

/** A queue of events sent in batches of at most 50: on an interval, and with a beacon when the page hides. */
export class AnalyticsQueue {
  private queue: PageViewEvent[] = [];
  private sending = false;

  constructor(
    private readonly transport: AnalyticsTransport = fetchTransport,
    private readonly token: () => string | null = readToken,
  ) {}

  get size(): number {
    return this.queue.length;
  }

  push(event: PageViewEvent): void {
    this.queue.push(event);
    if (this.queue.length > MAX_QUEUE) this.queue.splice(0, this.queue.length - MAX_QUEUE);
  }

  /** Sends everything queued, batch by batch; a failed batch goes back to the front of the queue. */
  async flush(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, BATCH_SIZE);
        const delivered = await this.transport.send(batch, this.token());
        if (!delivered) {
          this.queue.unshift(...batch);
          break;
        }
      }
    } finally {
      this.sending = false;
    }
  }

  /** Page is hiding or unloading: hand everything to the browser without waiting. */
  flushOnHide(): void {
    while (this.queue.length > 0) this.transport.beacon(this.queue.splice(0, BATCH_SIZE), this.token());
  }
}

let shared: AnalyticsQueue | null = null;
let lastPath: string | null = null;

/** Starts the interval and the page-hide listeners once per tab. */
export function startAnalytics(): AnalyticsQueue {
  if (shared) return shared;
  const queue = new AnalyticsQueue();
  shared = queue;
  window.setInterval(() => void queue.flush(), FLUSH_INTERVAL_MS);
  window.addEventListener('pagehide', () => queue.flushOnHide());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flushOnHide();
  });
  return queue;
}

/** Records a page view (on every path change). The first view carries the document referrer. */
export function trackPageView(path: string): void {
  if (typeof window === 'undefined' || path === lastPath) return;
  // A pre-rendered page that hydrates late (the landing, vite/defer-hydration.ts) has sent this view already.
  if (lastPath === null && document.documentElement.dataset.pageView === path) {
    lastPath = path;
    return;
  }
  const queue = startAnalytics();
  const referrer = lastPath === null ? document.referrer || undefined : `${window.location.origin}${lastPath}`;
  lastPath = path;
  queue.push({
    type: 'page_view',
    path,
    session_id: sessionId(),
    occurred_at: new Date().toISOString(),
    ...(referrer ? { referrer: referrer.slice(0, 2048) } : {}),
  });
}

/**
 * Records a funnel step view (issue 12) with the funnel, step slug and language, for the funnel report; `session` is
 * the funnel session once it exists, so the report counts a visitor once even when the first view came before it.
 */
export function trackFunnelStep(path: string, props: { funnel: string; step: string; language: string; session?: string }): void {
  if (typeof window === 'undefined') return;
  startAnalytics().push({ type: 'funnel_step_view', path, session_id: sessionId(), occurred_at: new Date().toISOString(), props });
}

/** The product events the browser reports (issue 13), each with its props: ids and enums only, never free text. */
export interface TrackedEvents {
  paywall_view: { variant: string };
  checkout_start: { plan: string };
  cancel_flow_step: { step: string };
  generation_request: { type: string };
}

/** Queues one product event for the current path (sent with the page views, in batches of at most 50). */
export function track<K extends keyof TrackedEvents>(type: K, props: TrackedEvents[K]): void {
  if (typeof window === 'undefined') return;
  startAnalytics().push({ type, path: window.location.pathname, session_id: sessionId(), occurred_at: new Date().toISOString(), props: { ...props } });
}
