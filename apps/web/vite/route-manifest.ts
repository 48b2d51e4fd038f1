import { LANGUAGES } from '@reelcraft/i18n';

/** Where the build writes the route manifest the server matches request paths against (real 404s). */
export const ROUTE_MANIFEST_PATH = '__routes.json';

/** What the server reads: apps/server/src/http/web-static.ts parses the same shape. */
export interface RouteManifest {
  version: 1;
  /** URL patterns of the app (React Router syntax: `:param`, `:param?`, `*`); a path matching one is a page. */
  routes: string[];
  /** Patterns whose pages exist only where pre-rendered (`/post/:slug`): left out of `routes`, their HTML files decide. */
  prerenderedOnly: string[];
}

/** The part of a React Router route config entry this needs (routes.ts default export). */
export interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** The catch-all that renders the 404 page: a path it alone matches is not a page. */
const NOT_FOUND_FILE = 'routes/not-found.tsx';

/**
 * Families of pages that exist only for the slugs pre-rendered at build time (blog posts, reel-idea pages): any other
 * slug is a 404, not the SPA shell. Compared after removing a language prefix (`/ru/post/:slug`).
 */
export const PRERENDERED_ONLY_FAMILIES = ['/post/:', '/generate-reels/:'];

export function isPrerenderedOnly(pattern: string): boolean {
  const prefix = LANGUAGES.find((language) => pattern.startsWith(`/${language}/`));
  const rest = prefix ? pattern.slice(prefix.length + 1) : pattern;
  return PRERENDERED_ONLY_FAMILIES.some((family) => rest.startsWith(family));
}

/** Every URL pattern a route (or a layout with its outlet empty) answers, children joined to their parents. */
export function routePatterns(entries: readonly RouteEntry[], parent = ''): string[] {
  const patterns: string[] = [];
  for (const entry of entries) {
    if (entry.file === NOT_FOUND_FILE) continue;
    const own = entry.path ? `${parent.replace(/\/$/, '')}/${entry.path.replace(/^\//, '')}` : parent || '/';
    const pattern = own.length > 1 ? own.replace(/\/$/, '') : '/';
    if (entry.path || entry.index || !entry.children) patterns.push(pattern);
    if (entry.children) patterns.push(...routePatterns(entry.children, pattern === '/' ? '' : pattern));
  }
  return [...new Set(patterns)];
}

export function routeManifest(entries: readonly RouteEntry[]): RouteManifest {
  const all = routePatterns(entries).filter((pattern) => pattern !== '/*');
  return { version: 1, routes: all.filter((pattern) => !isPrerenderedOnly(pattern)), prerenderedOnly: all.filter(isPrerenderedOnly) };
}
