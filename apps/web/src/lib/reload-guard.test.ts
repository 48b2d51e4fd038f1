import { describe, expect, it } from 'vitest';
import { claimReload, isChunkLoadError, RELOAD_GUARD_MS } from './reload-guard.ts';
import type { KeyValueStore } from './storage.ts';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('claimReload', () => {
  it('allows the first reload of a path', () => {
    expect(claimReload('/app', 1_000, memoryStore())).toBe(true);
  });

  it('refuses a second reload of the same path within 10 s', () => {
    const store = memoryStore();
    expect(claimReload('/app', 1_000, store)).toBe(true);
    expect(claimReload('/app', 1_000 + RELOAD_GUARD_MS - 1, store)).toBe(false);
  });

  it('allows it again once 10 s have passed', () => {
    const store = memoryStore();
    claimReload('/app', 1_000, store);
    expect(claimReload('/app', 1_000 + RELOAD_GUARD_MS, store)).toBe(true);
  });

  it('guards each path on its own', () => {
    const store = memoryStore();
    expect(claimReload('/app', 1_000, store)).toBe(true);
    expect(claimReload('/app/profile', 1_500, store)).toBe(true);
    expect(claimReload('/app', 2_000, store)).toBe(false);
  });

  it('a refused claim does not extend the window', () => {
    const store = memoryStore();
    claimReload('/app', 0, store);
    expect(claimReload('/app', 9_000, store)).toBe(false);
    expect(claimReload('/app', RELOAD_GUARD_MS, store)).toBe(true);
  });

  it('drops stale entries and survives corrupt storage', () => {
    const store = memoryStore();
    claimReload('/a', 0, store);
    claimReload('/b', 50_000, store);
    expect(Object.keys(JSON.parse(store.data.get('reelcraft.reload_guard') ?? '{}'))).toEqual(['/b']);
    store.data.set('reelcraft.reload_guard', '{not json');
    expect(claimReload('/b', 50_001, store)).toBe(true);
  });

  it('treats a clock that went backwards as a fresh claim', () => {
    const store = memoryStore();
    claimReload('/app', 100_000, store);
    expect(claimReload('/app', 50_000, store)).toBe(true);
  });

  it('uses sessionStorage by default', () => {
    expect(claimReload('/x', 5)).toBe(true);
    expect(window.sessionStorage.getItem('reelcraft.reload_guard')).toContain('/x');
    expect(claimReload('/x', 6)).toBe(false);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/a.css'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
