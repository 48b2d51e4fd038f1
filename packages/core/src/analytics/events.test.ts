import { describe, expect, it } from 'vitest';
import type { SubscriptionRow } from '../billing/dto.ts';
import { posthogMessage } from './posthog.ts';
import { subscriptionTransitions } from './product-events.ts';

describe('what PostHog gets', () => {
  const base = {
    type: 'page_view',
    path: '/pricing?ref=x#top',
    sessionId: 's-1',
    userId: null,
    props: null,
    referrer: null,
    occurredAt: new Date('2026-11-25T00:00:00Z'),
  };
  it('an anonymous visitor is their session, without a person profile; the path loses its query', () => {
    expect(posthogMessage(base)).toEqual({
      distinctId: 's-1',
      event: 'page_view',
      properties: { $pathname: '/pricing', session_id: 's-1', $process_person_profile: false },
      timestamp: base.occurredAt,
    });
  });
  it('a known user is their id; e-mail-like values are dropped; the referrer is only its host', () => {
    const message = posthogMessage({
      ...base,
      userId: 'u-1',
      referrer: 'https://search.example/?q=me@example.com',
      props: { plan: '1week', note: 'me@example.com', tags: ['a', 'b@c.de'], amount_cents: 699 },
    });
    expect(message.distinctId).toBe('u-1');
    expect(message.properties).toEqual({
      plan: '1week',
      tags: ['a'],
      amount_cents: 699,
      $pathname: '/pricing',
      session_id: 's-1',
      $referring_domain: 'search.example',
    });
    expect(JSON.stringify(message)).not.toContain('@');
  });
});

describe('subscription transitions', () => {
  const row = (patch: Partial<SubscriptionRow>): SubscriptionRow => ({ status: 'active', cancelAtPeriodEnd: false, ...patch }) as SubscriptionRow;
  it('started when it first goes live, not while incomplete', () => {
    expect(subscriptionTransitions(undefined, row({ status: 'incomplete' }))).toEqual([]);
    expect(subscriptionTransitions(row({ status: 'incomplete' }), row({ status: 'active' }))).toEqual(['subscription_started']);
    expect(subscriptionTransitions(undefined, row({ status: 'trialing' }))).toEqual(['subscription_started']);
    expect(subscriptionTransitions(row({ status: 'trialing' }), row({ status: 'active' }))).toEqual([]);
  });
  it('canceled when renewal is switched off, ended when access ends', () => {
    expect(subscriptionTransitions(row({}), row({ cancelAtPeriodEnd: true }))).toEqual(['subscription_canceled']);
    expect(subscriptionTransitions(row({ cancelAtPeriodEnd: true }), row({ cancelAtPeriodEnd: true }))).toEqual([]);
    expect(subscriptionTransitions(row({ cancelAtPeriodEnd: true }), row({ status: 'canceled', cancelAtPeriodEnd: true }))).toEqual(['subscription_ended']);
    expect(subscriptionTransitions(row({ status: 'past_due' }), row({ status: 'canceled' }))).toEqual(['subscription_ended']);
  });
});
