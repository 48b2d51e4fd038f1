import { session, STORAGE_KEYS, type KeyValueStore } from './storage.ts';

/** A forced reload happens at most once per path within 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;

type Stamps = Record<string, number>;

function read(store: KeyValueStore): Stamps {
  try {
    const parsed: unknown = JSON.parse(store.getItem(STORAGE_KEYS.reloadGuard) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stamps) : {};
  } catch {
    return {};
  }
}

/**
 * Claims the right to force a full load of `path` now. Returns false when the same path was reloaded less
 * than 10 s ago (so a broken deploy cannot trap the tab in a reload loop). Stale entries are dropped.
 */
export function claimReload(path: string, now: number = Date.now(), store: KeyValueStore = session): boolean {
  const stamps = read(store);
  const previous = stamps[path];
  if (typeof previous === 'number' && now - previous >= 0 && now - previous < RELOAD_GUARD_MS) return false;
  const fresh: Stamps = {};
  for (const [key, at] of Object.entries(stamps)) {
    if (typeof at === 'number' && now - at >= 0 && now - at < RELOAD_GUARD_MS) fresh[key] = at;
  }
  fresh[path] = now;
  store.setItem(STORAGE_KEYS.reloadGuard, JSON.stringify(fresh));
  return true;
}

/** Messages browsers use when a lazily loaded chunk (a route or its CSS) cannot be fetched, e.g. after a deploy. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    message,
  );
}
