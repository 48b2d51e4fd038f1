import { claimReload } from './reload-guard.ts';

/** Compiled in by vite/build-id-plugin.ts; "dev" under `react-router dev`. */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

export const FIRST_CHECK_MS = 1_000;
export const CHECK_INTERVAL_MS = 60_000;

let newerBuildId: string | null = null;
let started = false;

/** Reads `builds/latest.json` (cache-busted) and remembers a newer id. Errors are ignored: we just check later. */
export async function checkForNewBuild(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  if (newerBuildId) return true;
  try {
    const response = await fetchImpl(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return false;
    const body = (await response.json()) as { id?: unknown };
    if (typeof body.id === 'string' && body.id.length > 0 && body.id !== BUILD_ID) {
      newerBuildId = body.id;
      return true;
    }
  } catch {
    // offline or mid-deploy: try again on the next tick
  }
  return false;
}

export function hasNewBuild(): boolean {
  return newerBuildId !== null;
}

/** Polls for a newer build: about 1 s after load, then every minute and whenever the tab regains focus. */
export function startBuildWatcher(): void {
  if (started || typeof window === 'undefined' || BUILD_ID === 'dev') return;
  started = true;
  const check = () => void checkForNewBuild();
  window.setTimeout(check, FIRST_CHECK_MS);
  const timer = window.setInterval(() => {
    if (hasNewBuild()) window.clearInterval(timer);
    else check();
  }, CHECK_INTERVAL_MS);
  window.addEventListener('focus', check);
}

/**
 * Called on every client navigation: once a newer build has been seen, load the target path from the server
 * instead (at most once per path within 10 s). Returns true when a full load was started.
 */
export function reloadIfNewBuild(href: string, path: string): boolean {
  if (!hasNewBuild() || !claimReload(path)) return false;
  window.location.assign(href);
  return true;
}

/** A chunk failed to load (usually an old tab after a deploy): reload once per path within 10 s. */
export function reloadAfterChunkError(): boolean {
  if (!claimReload(window.location.pathname)) return false;
  window.location.reload();
  return true;
}

/** Test helper. */
export function resetBuildWatcherForTests(): void {
  newerBuildId = null;
  started = false;
}
