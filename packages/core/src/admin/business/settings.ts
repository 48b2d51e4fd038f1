import { FEATURE_FLAGS, type AdminSettings, type FeatureFlag } from '@reelcraft/contract';
import type { Core } from '../../context.ts';
import type { AdminActor } from '../actions.ts';
import { recordAdminAction } from '../audit.ts';
import { allRuntimeSettings, paywallVariantCounts, runtimeSettingByKey, upsertRuntimeSetting } from './settings.repository.ts';

/**
 * Settings an admin changes at run time (issue 13): feature flags and the paywall split. Each is a `runtime_settings`
 * row overriding its configuration variable; without a row the configured value applies. Reads go through a small
 * cache (a few seconds, per process); a write in this process evicts it at once, other processes see it within the TTL.
 */
export const SETTINGS_CACHE_MS = 5_000;

export const PAYWALL_SPLIT_KEY = 'paywall2_share';
export function flagKey(flag: FeatureFlag): string {
  return `feature.${flag}`;
}

interface Snapshot {
  loadedAt: number;
  values: Map<string, { value: unknown; updatedAt: Date }>;
}

const caches = new WeakMap<Core, Promise<Snapshot>>();

async function load(core: Core): Promise<Snapshot> {
  const rows = await allRuntimeSettings(core.db);
  return { loadedAt: Date.now(), values: new Map(rows.map((row) => [row.key, { value: row.value, updatedAt: row.updatedAt }])) };
}

async function snapshot(core: Core): Promise<Snapshot> {
  const cached = caches.get(core);
  if (cached) {
    const current = await cached.catch(() => null);
    if (current && Date.now() - current.loadedAt < SETTINGS_CACHE_MS) return current;
  }
  const fresh = load(core);
  caches.set(core, fresh);
  try {
    return await fresh;
  } catch (error) {
    caches.delete(core);
    throw error;
  }
}

/** Forgets the cached settings of this process (after a write, and for tests). */
export function evictRuntimeSettings(core: Core): void {
  caches.delete(core);
}

function configuredFlag(core: Core, flag: FeatureFlag): boolean {
  switch (flag) {
    case 'instagram_onboarding':
      return core.config.FEATURE_INSTAGRAM_ONBOARDING;
  }
}

/** Whether a feature is on: the admin's value if one was set, else the configuration's. */
export async function featureEnabled(core: Core, flag: FeatureFlag): Promise<boolean> {
  const stored = (await snapshot(core)).values.get(flagKey(flag))?.value;
  return typeof stored === 'boolean' ? stored : configuredFlag(core, flag);
}

/** Share (0–1) of users newly assigned the new paywall: the admin's value if set, else PAYWALL2_SHARE. */
export async function paywall2Share(core: Core): Promise<number> {
  const stored = (await snapshot(core)).values.get(PAYWALL_SPLIT_KEY)?.value;
  return typeof stored === 'number' && stored >= 0 && stored <= 1 ? stored : core.config.PAYWALL2_SHARE;
}

/** GET /api/admin/settings: read past the cache, with how many users hold each paywall variant. */
export async function adminSettings(core: Core): Promise<AdminSettings> {
  const [current, variants] = await Promise.all([load(core), paywallVariantCounts(core.db)]);
  const flags = FEATURE_FLAGS.map((key) => {
    const stored = current.values.get(flagKey(key));
    const fromAdmin = typeof stored?.value === 'boolean';
    return {
      key,
      enabled: fromAdmin ? (stored.value as boolean) : configuredFlag(core, key),
      default: configuredFlag(core, key),
      source: fromAdmin ? ('admin' as const) : ('config' as const),
      updated_at: fromAdmin ? stored.updatedAt.toISOString() : null,
    };
  });
  const split = current.values.get(PAYWALL_SPLIT_KEY);
  const splitFromAdmin = typeof split?.value === 'number';
  const of = (variant: string) => variants.find((row) => row.variant === variant)?.n ?? 0;
  return {
    flags,
    paywall_split: {
      paywall2_share: splitFromAdmin ? (split.value as number) : core.config.PAYWALL2_SHARE,
      default: core.config.PAYWALL2_SHARE,
      source: splitFromAdmin ? 'admin' : 'config',
      assigned: { paywall: of('paywall'), paywall2: of('paywall2') },
    },
  };
}

async function writeSetting(core: Core, actor: AdminActor, key: string, value: unknown): Promise<unknown> {
  const before = await runtimeSettingByKey(core.db, key);
  await upsertRuntimeSetting(core.db, { key, value, updatedByUserId: actor.admin.id, updatedAt: core.now() });
  evictRuntimeSettings(core);
  return before?.value ?? null;
}

/** PUT /api/admin/settings/flags/{key} (audited 'flag.set'). */
export async function setFeatureFlag(core: Core, actor: AdminActor, flag: FeatureFlag, enabled: boolean): Promise<AdminSettings> {
  const previous = await writeSetting(core, actor, flagKey(flag), enabled);
  await recordAdminAction(core, { ...actor, action: 'flag.set', details: { flag, enabled, previous } });
  return adminSettings(core);
}

/**
 * PUT /api/admin/settings/paywall-split (audited 'paywall.split'). Only users not yet assigned a variant draw with the
 * new share: the experiment is sticky, so nobody already shown a paywall changes sides.
 */
export async function setPaywallSplit(core: Core, actor: AdminActor, share: number): Promise<AdminSettings> {
  const previous = await writeSetting(core, actor, PAYWALL_SPLIT_KEY, share);
  await recordAdminAction(core, { ...actor, action: 'paywall.split', details: { paywall2_share: share, previous } });
  return adminSettings(core);
}
