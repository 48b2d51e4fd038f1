import { local, STORAGE_KEYS } from './storage.ts';

/**
 * The access token lives in this module's memory only (issue 9): a script injected into the page can still use it
 * while the page is open, but cannot carry it away for later, and it expires within minutes. The long-lived
 * refresh token is an HttpOnly cookie that no script can read. On load the page asks the server for a token.
 */
let token: string | null = null;
let expiresAtMs = 0;

// A token kept by an older version of the app must not linger in localStorage.
local.removeItem(STORAGE_KEYS.legacyAuthToken);

export function readToken(): string | null {
  return token;
}

/** When the current token expires (ms since the epoch); 0 without a token. */
export function tokenExpiresAt(): number {
  return token ? expiresAtMs : 0;
}

/** The `exp` claim of a JWT, read without verifying (only to schedule the refresh; the server verifies). */
export function jwtExpiry(value: string): number | null {
  try {
    const part = value.split('.')[1] ?? '';
    const payload = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

export function writeToken(value: string, expiresInSeconds?: number): void {
  token = value;
  expiresAtMs = expiresInSeconds !== undefined ? Date.now() + expiresInSeconds * 1000 : (jwtExpiry(value) ?? Date.now() + 60_000);
  local.setItem(STORAGE_KEYS.sessionHint, '1');
  if (local.getItem(STORAGE_KEYS.onceAuthorized) !== '1') local.setItem(STORAGE_KEYS.onceAuthorized, '1');
}

export function clearToken(): void {
  token = null;
  expiresAtMs = 0;
  local.removeItem(STORAGE_KEYS.sessionHint);
}

/** This browser signed in and did not sign out: a refresh cookie may exist. */
export function mayHaveSession(): boolean {
  return local.getItem(STORAGE_KEYS.sessionHint) === '1';
}

export function wasOnceAuthorized(): boolean {
  return local.getItem(STORAGE_KEYS.onceAuthorized) === '1';
}
