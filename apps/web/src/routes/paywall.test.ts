import type { User } from '@reelcraft/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../lib/auth.ts';
import { queryClient } from '../lib/query-client.ts';
import { json, stubFetch } from '../test/render.tsx';
import { clientLoader } from './paywall.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient.clear();
});

const config = (billing: 'test' | 'off') => () =>
  json({ features: { instagram_onboarding: true }, billing, support: { email: 'support@reelcraft.app', chat_url: null }, error_reporting: null });

function load(path: string) {
  return clientLoader({ request: new Request(`http://localhost${path}`), params: {} } as unknown as Parameters<typeof clientLoader>[0]);
}

describe('/paywall loader', () => {
  // Issue 31, item 16: the funnel's sign-up leads to /paywall, whose loader asked GET /api/billing/paywall → 404.
  it('with BILLING=off goes to the app without asking the billing API', async () => {
    vi.spyOn(auth, 'ensureUser').mockResolvedValue({ id: 'u1', stripe_subscription: null } as unknown as User);
    const stub = stubFetch({ 'GET /api/public/config': config('off') });
    vi.stubGlobal('fetch', stub.fetch);
    const answer = await load('/paywall').catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/app');
    expect(stub.calls.map((call) => call.key)).toEqual(['GET /api/public/config']);
  });

  it('with a gateway asks the paywall state', async () => {
    vi.spyOn(auth, 'ensureUser').mockResolvedValue({ id: 'u1', stripe_subscription: null } as unknown as User);
    const stub = stubFetch({
      'GET /api/public/config': config('test'),
      'GET /api/billing/paywall': () => json({ billing: 'test', variant: 'paywall2' }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    expect(await load('/paywall')).toEqual({ subscribed: false });
    expect(stub.calls.map((call) => call.key)).toContain('GET /api/billing/paywall');
  });
});
