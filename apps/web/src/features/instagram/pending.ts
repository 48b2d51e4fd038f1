import type { ScriptCategory } from '../content/content.api.ts';
import { session, STORAGE_KEYS, type KeyValueStore } from '../../lib/storage.ts';

/**
 * What a visitor did before signing up, kept for this browser tab (sessionStorage): the analysis to attach to the
 * new account, and the script categories to save as preferences.
 */
interface PendingAnalysis {
  username: string;
  analysisId: string;
}

function read<T>(store: KeyValueStore, key: string): T | null {
  const raw = store.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function rememberPendingAnalysis(username: string, analysisId: string, store: KeyValueStore = session): void {
  store.setItem(STORAGE_KEYS.pendingAnalysis, JSON.stringify({ username, analysisId } satisfies PendingAnalysis));
}

/** The analysis started in this tab for `username`, if any. */
export function pendingAnalysisFor(username: string, store: KeyValueStore = session): string | null {
  const pending = read<PendingAnalysis>(store, STORAGE_KEYS.pendingAnalysis);
  return pending && pending.username === username && typeof pending.analysisId === 'string' ? pending.analysisId : null;
}

export function rememberPendingCategories(username: string, categories: ScriptCategory[], store: KeyValueStore = session): void {
  store.setItem(STORAGE_KEYS.pendingCategories, JSON.stringify({ username, categories }));
}

export function pendingCategoriesFor(username: string, store: KeyValueStore = session): ScriptCategory[] {
  const pending = read<{ username: string; categories: ScriptCategory[] }>(store, STORAGE_KEYS.pendingCategories);
  return pending && pending.username === username && Array.isArray(pending.categories) ? pending.categories : [];
}

/** After sign-up (or when the visitor gave up on it): nothing left to carry over. */
export function clearPending(store: KeyValueStore = session): void {
  store.removeItem(STORAGE_KEYS.pendingAnalysis);
  store.removeItem(STORAGE_KEYS.pendingCategories);
}
