import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/render.tsx';
import { BUILD_ID, checkForNewBuild, hasNewBuild, reloadIfNewBuild, resetBuildWatcherForTests } from './build-watcher.ts';

describe('build watcher', () => {
  const assign = vi.fn();
  beforeEach(() => {
    resetBuildWatcherForTests();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/app' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('knows its own build id', () => {
    expect(BUILD_ID).toBe('test-build');
  });

  it('polls builds/latest.json with a cache-busting timestamp', async () => {
    const fetchImpl = vi.fn(async () => json({ id: BUILD_ID }));
    expect(await checkForNewBuild(fetchImpl as unknown as typeof fetch)).toBe(false);
    expect(fetchImpl).toHaveBeenCalledWith(expect.stringMatching(/^\/builds\/latest\.json\?t=\d+$/), { cache: 'no-store' });
    expect(hasNewBuild()).toBe(false);
  });

  it('ignores failures', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(await checkForNewBuild(failing as unknown as typeof fetch)).toBe(false);
    expect(await checkForNewBuild((async () => new Response('nope', { status: 404 })) as typeof fetch)).toBe(false);
  });

  it('does nothing on navigation while the build is current', () => {
    expect(reloadIfNewBuild('/app/profile', '/app/profile')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('after a new build, the next navigation is a full load — once per path within 10 s', async () => {
    await checkForNewBuild((async () => json({ id: 'newer' })) as typeof fetch);
    expect(hasNewBuild()).toBe(true);

    expect(reloadIfNewBuild('/app/profile?x=1', '/app/profile')).toBe(true);
    expect(assign).toHaveBeenCalledWith('/app/profile?x=1');

    // The same path again right away (e.g. the reload raced): no loop.
    expect(reloadIfNewBuild('/app/profile', '/app/profile')).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
