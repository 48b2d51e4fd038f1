import { afterEach, describe, expect, it, vi } from 'vitest';
import { manifestRoutes, needsSignedInUser, preloadChunks, routeChunksFor, startEarlyRouteWork, type ManifestRoute } from './early-route-work.ts';

/** A manifest of the shape React Router writes (`window.__reactRouterManifest.routes`), trimmed to a few routes. */
const ROUTES: Record<string, ManifestRoute> = {
  root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/react.js', '/assets/router.js'] },
  'routes/landing': { id: 'routes/landing', parentId: 'root', index: true, module: '/assets/landing.js', imports: ['/assets/react.js'] },
  'routes/app-layout': {
    id: 'routes/app-layout',
    parentId: 'root',
    path: 'app',
    module: '/assets/app-layout.js',
    imports: ['/assets/app-shell.js', '/assets/react.js'],
  },
  'routes/app-home': { id: 'routes/app-home', parentId: 'routes/app-layout', index: true, module: '/assets/app-home.js' },
  'routes/app-profile': {
    id: 'routes/app-profile',
    parentId: 'routes/app-layout',
    path: 'profile',
    module: '/assets/app-profile.js',
    imports: ['/assets/dialog.js'],
  },
  'routes/app-content-item': { id: 'routes/app-content-item', parentId: 'routes/app-layout', path: 'content/:id', module: '/assets/item.js' },
  'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*', module: '/assets/not-found.js' },
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('routeChunksFor', () => {
  it('lists the matched routes’ modules and static imports, outermost first, without repeats', () => {
    expect(routeChunksFor('/app/profile', ROUTES)).toEqual([
      '/assets/root.js',
      '/assets/react.js',
      '/assets/router.js',
      '/assets/app-layout.js',
      '/assets/app-shell.js',
      '/assets/app-profile.js',
      '/assets/dialog.js',
    ]);
  });

  it('matches index routes, dynamic segments and the catch-all', () => {
    expect(routeChunksFor('/app', ROUTES)).toContain('/assets/app-home.js');
    expect(routeChunksFor('/app/content/42', ROUTES)).toContain('/assets/item.js');
    expect(routeChunksFor('/no-such-page', ROUTES)).toContain('/assets/not-found.js');
    expect(routeChunksFor('/app/profile', ROUTES)).not.toContain('/assets/app-home.js');
  });
});

describe('manifestRoutes', () => {
  it('accepts React Router’s shape and refuses anything else', () => {
    expect(manifestRoutes({ routes: ROUTES })).toBe(ROUTES);
    expect(manifestRoutes(undefined)).toBeNull();
    expect(manifestRoutes({ routes: { root: { id: 'root' } } })).toBeNull();
    expect(manifestRoutes({ routes: { root: { id: 'root', module: '/a.js', imports: [3] } } })).toBeNull();
  });
});

describe('preloadChunks', () => {
  it('adds a module preload for each chunk the page does not already load', () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/react.js"><link rel="modulepreload" href="/assets/root.js">';
    expect(preloadChunks(document, ['/assets/root.js', '/assets/react.js', '/assets/app-shell.js', '/assets/app-shell.js'])).toBe(1);
    const preloaded = [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(preloaded).toEqual(['/assets/react.js', '/assets/root.js', '/assets/app-shell.js']);
  });
});

describe('startEarlyRouteWork', () => {
  function fakeWindow(pathname: string, manifest: unknown = { routes: ROUTES }) {
    return { location: { pathname }, document, __reactRouterManifest: manifest } as unknown as Window & { __reactRouterManifest?: unknown };
  }

  it('on a signed-in page, preloads the shell and starts the user’s load before hydration', () => {
    const loadUser = vi.fn(() => Promise.resolve(null));
    startEarlyRouteWork(fakeWindow('/app/profile'), loadUser);
    expect(loadUser).toHaveBeenCalledOnce();
    expect(document.querySelector('link[rel="modulepreload"][href="/assets/app-shell.js"]')).not.toBeNull();
  });

  it('on a public page, preloads its chunks but leaves the session alone', () => {
    const loadUser = vi.fn(() => Promise.resolve(null));
    startEarlyRouteWork(fakeWindow('/'), loadUser);
    expect(loadUser).not.toHaveBeenCalled();
    expect(document.querySelector('link[href="/assets/landing.js"]')).not.toBeNull();
  });

  it('a failed early load throws nothing here: the loader reports (or retries) it', async () => {
    const loadUser = vi.fn(() => Promise.reject(new Error('offline')));
    expect(() => startEarlyRouteWork(fakeWindow('/admin/users', null), loadUser)).not.toThrow();
    await Promise.resolve();
    expect(loadUser).toHaveBeenCalledOnce();
    expect(document.querySelectorAll('link').length).toBe(0);
  });
});

describe('needsSignedInUser', () => {
  it('is the app, the admin console, the paywall and the quiz result, in every language', () => {
    for (const path of ['/app', '/app/profile', '/admin', '/paywall', '/ru/paywall', '/v3/next', '/es/v3/next'])
      expect(needsSignedInUser(path), path).toBe(true);
    for (const path of ['/', '/ru', '/blog', '/apparel', '/v3/onboarding', '/instagram-downloader', '/login'])
      expect(needsSignedInUser(path), path).toBe(false);
  });
});
