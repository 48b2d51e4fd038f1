import { local, session, STORAGE_KEYS } from './storage.ts';

/**
 * The access token lives in this module's memory only (issue 9): a script injected into the page can still use it
 * while the page is open, but cannot carry it away for later, and it expires within minutes. The long-lived
 * refresh token is an HttpOnly cookie that no script can read. On load the page asks the server for a token.
 */
let token: string | null = null;
let expiresAtMs = 0;

/**
 * An admin viewing the product as a user (issue 13): that session's token belongs to this tab alone. It is kept in
 * sessionStorage (a reload of the tab keeps viewing; other tabs, the admin's console among them, never see it) and
 * never touches the localStorage hints, the refresh cookie or the other tabs. There is no refresh: the token lasts
 * until the session's one-hour end.
 */
export interface Impersonation {
  token: string;
  /** The session's end (ms since the epoch). */
  endsAt: number;
  userId: string;
  userEmail: string;
}

function loadImpersonation(): Impersonation | null {
  const raw = session.getItem(STORAGE_KEYS.impersonation);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Impersonation>;
    if (typeof value.token === 'string' && typeof value.endsAt === 'number' && typeof value.userId === 'string' && typeof value.userEmail === 'string') {
      if (value.endsAt > Date.now()) return value as Impersonation;
    }
  } catch {
    // fall through: not ours
  }
  session.removeItem(STORAGE_KEYS.impersonation);
  return null;
}

let impersonation: Impersonation | null = loadImpersonation();
if (impersonation) {
  token = impersonation.token;
  expiresAtMs = impersonation.endsAt;
}

/** The impersonation this tab is in, or null. */
export function readImpersonation(): Impersonation | null {
  return impersonation;
}

/** This tab becomes the user's view (its token replaces this tab's in memory only). */
export function beginImpersonation(value: Impersonation): void {
  impersonation = value;
  session.setItem(STORAGE_KEYS.impersonation, JSON.stringify(value));
  token = value.token;
  expiresAtMs = value.endsAt;
}

/** Forgets the impersonation of this tab (and its token); the admin's own session was never replaced. */
export function endImpersonation(): void {
  if (!impersonation) return;
  impersonation = null;
  session.removeItem(STORAGE_KEYS.impersonation);
  token = null;
  expiresAtMs = 0;
}

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
  endImpersonation(); // a sign-in in this tab is the person's own session again
  token = value;
  expiresAtMs = expiresInSeconds !== undefined ? Date.now() + expiresInSeconds * 1000 : (jwtExpiry(value) ?? Date.now() + 60_000);
  local.setItem(STORAGE_KEYS.sessionHint, '1');
  if (local.getItem(STORAGE_KEYS.onceAuthorized) !== '1') local.setItem(STORAGE_KEYS.onceAuthorized, '1');
}

export function clearToken(): void {
  if (impersonation) {
    // The admin's own session (hint, refresh cookie) stays as it was.
    endImpersonation();
    return;
  }
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
