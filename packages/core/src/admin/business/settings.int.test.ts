import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runtimeSettings, users } from '../../db/schema.ts';
import { createTestCore, type TestCore } from '../../testing/index.ts';
import { adminSettings, evictRuntimeSettings, featureEnabled, paywall2Share, setFeatureFlag, setPaywallSplit, SETTINGS_CACHE_MS } from './settings.ts';

let test: TestCore;
let actor: { admin: { id: string; email: string }; ip: string | null; userAgent: string | null };

beforeAll(async () => {
  test = await createTestCore({ FEATURE_INSTAGRAM_ONBOARDING: 'false', PAYWALL2_SHARE: '0.25' });
  const [row] = await test.core.db.insert(users).values({ email: 'settings-admin@example.com', role: 'admin' }).returning({ id: users.id, email: users.email });
  actor = { admin: row!, ip: '127.0.0.1', userAgent: 'vitest' };
});
afterAll(async () => {
  await test.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('runtime settings', () => {
  it('default to the configuration until an admin sets them', async () => {
    expect(await featureEnabled(test.core, 'instagram_onboarding')).toBe(false);
    expect(await paywall2Share(test.core)).toBe(0.25);
    expect(await adminSettings(test.core)).toEqual({
      flags: [{ key: 'instagram_onboarding', enabled: false, default: false, source: 'config', updated_at: null }],
      paywall_split: { paywall2_share: 0.25, default: 0.25, source: 'config', assigned: { paywall: 0, paywall2: 0 } },
    });
  });

  it('a write in this process is seen at once; one from elsewhere within the cache time', async () => {
    await setFeatureFlag(test.core, actor, 'instagram_onboarding', true);
    expect(await featureEnabled(test.core, 'instagram_onboarding')).toBe(true);
    await setPaywallSplit(test.core, actor, 1);
    expect(await paywall2Share(test.core)).toBe(1);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // Another process writes: this one keeps its cached value for up to SETTINGS_CACHE_MS.
    await test.core.db.update(runtimeSettings).set({ value: 0 }); // both rows: the flag's 0 is no boolean
    expect(await paywall2Share(test.core)).toBe(1);
    vi.setSystemTime(Date.now() + SETTINGS_CACHE_MS + 1);
    expect(await paywall2Share(test.core)).toBe(0);
    expect(await featureEnabled(test.core, 'instagram_onboarding')).toBe(false);
  });

  it('ignores a stored value of the wrong type (falls back to the configuration)', async () => {
    await test.core.db.update(runtimeSettings).set({ value: 'yes' });
    evictRuntimeSettings(test.core);
    expect(await featureEnabled(test.core, 'instagram_onboarding')).toBe(false);
    expect(await paywall2Share(test.core)).toBe(0.25);
  });
});
