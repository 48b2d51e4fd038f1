import { legacyFunnel, v2Funnel, v3Funnel } from '@reelcraft/contract';
import { describe, expect, it } from 'vitest';
import { allowedStep, funnelEndPath, funnelPageLanguage, funnelStepPath, parseFunnelPath, parseV3NextPath } from './paths.ts';
import { funnelSessionIds, sessionStorageKey } from './funnels.api.ts';
import type { KeyValueStore } from '../../lib/storage.ts';

describe('funnel paths', () => {
  it('builds language-prefixed step paths like the downloader', () => {
    expect(funnelStepPath(v3Funnel, 'en')).toBe('/v3/onboarding');
    expect(funnelStepPath(v3Funnel, 'ru')).toBe('/ru/v3/onboarding');
    expect(funnelStepPath(legacyFunnel, 'es', 'usage-before')).toBe('/es/onboarding/usage-before');
    expect(funnelStepPath(v2Funnel, 'pt', 'nickname')).toBe('/pt/v2/onboarding/nickname');
  });

  it('reads funnel, language and step back from a URL', () => {
    expect(parseFunnelPath('/onboarding')).toEqual({ funnel: legacyFunnel, language: 'en', slug: null });
    expect(parseFunnelPath('/ru/v3/onboarding/age')).toEqual({ funnel: v3Funnel, language: 'ru', slug: 'age' });
    expect(parseFunnelPath('/es/onboarding/usage-before/')).toEqual({ funnel: legacyFunnel, language: 'es', slug: 'usage-before' });
    expect(parseFunnelPath('/pt/v2/onboarding')).toEqual({ funnel: v2Funnel, language: 'pt', slug: null });
    // v2 and v3 are not taken for the legacy funnel's `/onboarding` prefix.
    expect(parseFunnelPath('/v2/onboarding/email')?.funnel.id).toBe('v2');
    expect(parseFunnelPath('/onboardingx')).toBeNull();
    expect(parseFunnelPath('/onboarding/a/b')).toBeNull();
    expect(parseFunnelPath('/de/onboarding')).toBeNull();
    expect(parseFunnelPath('/onboarding/%E0%A4%A')).toBeNull();
  });

  it('knows /v3/next and its language', () => {
    expect(parseV3NextPath('/v3/next')).toBe('en');
    expect(parseV3NextPath('/es/v3/next')).toBe('es');
    expect(parseV3NextPath('/v3/nextx')).toBeNull();
    expect(funnelPageLanguage('/ru/onboarding/expertise')).toBe('ru');
    expect(funnelPageLanguage('/pt/v3/next')).toBe('pt');
    expect(funnelPageLanguage('/app')).toBeNull();
  });

  it('ends at the paywall in the funnel language, or at /v3/next', () => {
    expect(funnelEndPath(legacyFunnel, 'en')).toBe('/paywall');
    expect(funnelEndPath(v2Funnel, 'es')).toBe('/paywall?lang=es');
    expect(funnelEndPath(v3Funnel, 'ru')).toBe('/ru/v3/next');
  });
});

describe('allowedStep', () => {
  const answers = { gender: 'female', age: '25_34', occupation: 'employee' };

  it('shows the reached step for the bare path, an unknown slug or a later step', () => {
    expect(allowedStep(v3Funnel, null, 'main-product', answers)).toBe('main-product');
    expect(allowedStep(v3Funnel, 'nope', 'main-product', answers)).toBe('main-product');
    expect(allowedStep(v3Funnel, 'followers', 'main-product', answers)).toBe('main-product');
  });

  it('lets the visitor go back to any earlier step and stay on the reached one', () => {
    expect(allowedStep(v3Funnel, 'gender', 'main-product', answers)).toBe('gender');
    expect(allowedStep(v3Funnel, 'occupation', 'main-product', answers)).toBe('occupation');
    expect(allowedStep(v3Funnel, 'main-product', 'main-product', answers)).toBe('main-product');
  });

  it('refuses a step off the path after a branch (unemployed skips main-product)', () => {
    const unemployed = { ...answers, occupation: 'unemployed' };
    expect(allowedStep(v3Funnel, 'main-product', 'expertise', unemployed)).toBe('expertise');
  });

  it('a new visitor may only be on the first step', () => {
    expect(allowedStep(legacyFunnel, 'usage-before', 'usage-before', {})).toBe('usage-before');
    expect(allowedStep(legacyFunnel, 'signup', 'usage-before', {})).toBe('usage-before');
  });
});

describe('funnel session ids', () => {
  function memory(): KeyValueStore & { data: Map<string, string> } {
    const data = new Map<string, string>();
    return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
  }

  it('keeps one id per funnel and ignores anything that is not a UUID', () => {
    const store = memory();
    const id = '0b6f3f4e-6a0e-4c8a-9d41-8c7d5b0f2a11';
    funnelSessionIds.write('v3', id, store);
    expect(funnelSessionIds.read('v3', store)).toBe(id);
    expect(funnelSessionIds.read('v2', store)).toBeNull();
    store.setItem(sessionStorageKey('v2'), 'not-an-id');
    expect(funnelSessionIds.read('v2', store)).toBeNull();
    funnelSessionIds.forget('v3', store);
    expect(funnelSessionIds.read('v3', store)).toBeNull();
  });
});
