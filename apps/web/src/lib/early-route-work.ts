import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Work a page rendered in the browser (the SPA fallback: /app, /admin, the paywall…) can start before React hydrates.
 *
 * The fallback HTML only names the root route's chunks. Without this, a signed-in page's first load was a waterfall:
 * the entry hydrated, React Router then imported the page's route modules, the browser found their static imports
 * (the app shell) only after parsing them, and the session refresh began only once the layout's loader ran (one cold
 * load on an idle desktop: profile shown at 1.6 s before, 0.75 s after; `npm run bench:app-load` measures it).
 * Here the entry, before hydrating, adds a module preload for every chunk of the routes that match the address
 * (React Router's manifest lists each route's module and imports) and starts the session refresh the layout's loader
 * would start anyway, so both run in parallel with the hydration instead of after it.
 */

/** The part of React Router's browser manifest (`window.__reactRouterManifest`) used here. */
export interface ManifestRoute {
  id: string;
  parentId?: string | undefined;
  path?: string | undefined;
  index?: boolean | undefined;
  module: string;
  imports?: readonly string[] | undefined;
}

/**
 * The manifest's routes, or null when it is not of the shape above (a React Router upgrade: then nothing is preloaded
 * and nothing breaks). Checked by hand: zod would add its 60 KB to every page that hydrates.
 */
export function manifestRoutes(manifest: unknown): Record<string, ManifestRoute> | null {
  if (typeof manifest !== 'object' || manifest === null || !('routes' in manifest)) return null;
  const routes = manifest.routes;
  if (typeof routes !== 'object' || routes === null) return null;
  for (const route of Object.values(routes) as unknown[]) {
    if (typeof route !== 'object' || route === null) return null;
    const { id, module, imports } = route as Record<string, unknown>;
    if (typeof id !== 'string' || typeof module !== 'string') return null;
    if (imports !== undefined && !(Array.isArray(imports) && imports.every((href) => typeof href === 'string'))) return null;
  }
  return routes as Record<string, ManifestRoute>;
}

/** Every chunk (module and static imports, no repeats) of the routes that match `pathname`, outermost route first. */
export function routeChunksFor(pathname: string, routes: Record<string, ManifestRoute>): string[] {
  const childrenOf = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    const siblings = childrenOf.get(route.parentId) ?? [];
    siblings.push(route);
    childrenOf.set(route.parentId, siblings);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (childrenOf.get(parentId) ?? []).map((route) =>
      route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: tree(route.id) },
    );
  const chunks = new Set<string>();
  for (const match of matchRoutes(tree(undefined), pathname) ?? []) {
    const route = match.route.id ? routes[match.route.id] : undefined;
    if (!route) continue;
    chunks.add(route.module);
    for (const href of route.imports ?? []) chunks.add(href);
  }
  return [...chunks];
}

/**
 * Adds a `<link rel="modulepreload">` for each of `hrefs` the document does not already preload (React Router preloads
 * every chunk its inline script imports, and the deferred hydration of pre-rendered pages adds the same links).
 */
export function preloadChunks(document: Document, hrefs: readonly string[]): number {
  const present = new Set<string>();
  for (const link of document.querySelectorAll('link[rel="modulepreload"]')) {
    const href = link.getAttribute('href');
    if (href) present.add(href);
  }
  let added = 0;
  for (const href of hrefs) {
    if (present.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    present.add(href);
    added += 1;
  }
  return added;
}

/**
 * The pages whose loader needs the signed-in user (the app, the admin console, the paywall, the quiz's result), with
 * or without a language prefix. A public page does not refresh the session on load: it does not need the user.
 */
const SIGNED_IN_PAGE = /^\/(?:(?:ru|pt|es)\/)?(?:app|admin|paywall|v3\/next)(?:\/|$)/;

export function needsSignedInUser(pathname: string): boolean {
  return SIGNED_IN_PAGE.test(pathname);
}

/** Starts the route chunks' downloads and, on a signed-in page, the user's load; both are awaited later by React Router. */
export function startEarlyRouteWork(window: Window & { __reactRouterManifest?: unknown }, loadUser: () => Promise<unknown>): void {
  const routes = manifestRoutes(window.__reactRouterManifest);
  if (routes) preloadChunks(window.document, routeChunksFor(window.location.pathname, routes));
  // A failure here is the loader's to report. If it is still in flight, the loader awaits the same request (auth
  // shares one); if it already failed, the loader's own ensureUser tries once more before showing the error.
  if (needsSignedInUser(window.location.pathname)) void loadUser().catch(() => undefined);
}
