/**
 * Where the API lives, in a module with no imports: the build's page rewrite (vite/defer-hydration.ts) runs in Node
 * and writes the analytics endpoint into the static pages' inline script.
 */
export const API_BASE = '/api';

/** Page views and product events, in batches. */
export const ANALYTICS_ENDPOINT = `${API_BASE}/analytics/events`;
