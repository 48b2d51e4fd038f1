import { describe, expect, it, vi } from 'vitest';
import { AnalyticsQueue, BATCH_SIZE, sessionId, type AnalyticsTransport, type PageViewEvent } from './analytics.ts';

function event(i: number): PageViewEvent {
  return { type: 'page_view', path: `/p/${i}`, session_id: 's', occurred_at: new Date(0).toISOString() };
}

function transport(results: boolean[] = []) {
  const sent: PageViewEvent[][] = [];
  const beacons: PageViewEvent[][] = [];
  const t: AnalyticsTransport = {
    send: vi.fn(async (events) => {
      sent.push(events);
      return results.shift() ?? true;
    }),
    beacon: vi.fn((events) => void beacons.push(events)),
  };
  return { t, sent, beacons };
}

describe('AnalyticsQueue', () => {
  it('sends in batches of at most 50', async () => {
    const { t, sent } = transport();
    const queue = new AnalyticsQueue(t, () => 'tok');
    for (let i = 0; i < 120; i++) queue.push(event(i));
    await queue.flush();
    expect(sent.map((batch) => batch.length)).toEqual([BATCH_SIZE, BATCH_SIZE, 20]);
    expect(sent[2]?.[0]?.path).toBe('/p/100');
    expect(t.send).toHaveBeenCalledWith(expect.any(Array), 'tok');
    expect(queue.size).toBe(0);
  });

  it('keeps a batch that failed, in order, for the next flush', async () => {
    const { t, sent } = transport([false]);
    const queue = new AnalyticsQueue(t, () => null);
    queue.push(event(1));
    queue.push(event(2));
    await queue.flush();
    expect(queue.size).toBe(2);
    await queue.flush();
    expect(sent[1]?.map((e) => e.path)).toEqual(['/p/1', '/p/2']);
    expect(queue.size).toBe(0);
  });

  it('hands everything to the beacon when the page hides', () => {
    const { t, beacons } = transport();
    const queue = new AnalyticsQueue(t, () => null);
    for (let i = 0; i < 60; i++) queue.push(event(i));
    queue.flushOnHide();
    expect(beacons.map((batch) => batch.length)).toEqual([50, 10]);
    expect(queue.size).toBe(0);
  });
});

describe('sessionId', () => {
  it('is stable within a tab', () => {
    const first = sessionId();
    expect(first).toMatch(/.{8,}/);
    expect(sessionId()).toBe(first);
    expect(window.sessionStorage.getItem('reelcraft.analytics_session')).toBe(first);
  });
});

describe('fetchTransport.beacon', () => {
  it('uses sendBeacon with a JSON blob when signed out', async () => {
    const { fetchTransport } = await import('./analytics.ts');
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    fetchTransport.beacon([event(1)], null);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/analytics/events');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ events: [event(1)] });
    vi.unstubAllGlobals();
  });

  it('uses fetch keepalive with the bearer when signed in (sendBeacon cannot send headers)', async () => {
    const { fetchTransport } = await import('./analytics.ts');
    const fetchStub = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchStub);
    fetchTransport.beacon([event(1)], 'tok');
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/analytics/events',
      expect.objectContaining({ keepalive: true, headers: expect.objectContaining({ Authorization: 'Bearer tok' }) }),
    );
    vi.unstubAllGlobals();
  });
});

describe('track', () => {
  it('queues a product event with the current path and the tab session, sent with the next batch', async () => {
    const { track, trackFunnelStep, startAnalytics } = await import('./analytics.ts');
    const fetchStub = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchStub);
    window.history.pushState({}, '', '/paywall');
    track('paywall_view', { variant: 'paywall2' });
    track('checkout_start', { plan: '1week' });
    trackFunnelStep('/v3/onboarding/age', { funnel: 'v3', step: 'age', language: 'en', session: 'f-1' });
    await startAnalytics().flush();
    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    const sent = (JSON.parse(String(init.body)) as { events: PageViewEvent[] }).events;
    expect(sent.map((e) => [e.type, e.path, e.props])).toEqual([
      ['paywall_view', '/paywall', { variant: 'paywall2' }],
      ['checkout_start', '/paywall', { plan: '1week' }],
      ['funnel_step_view', '/v3/onboarding/age', { funnel: 'v3', step: 'age', language: 'en', session: 'f-1' }],
    ]);
    expect(new Set(sent.map((e) => e.session_id)).size).toBe(1);
    vi.unstubAllGlobals();
  });
});
