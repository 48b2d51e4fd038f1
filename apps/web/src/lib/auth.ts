import { useSyncExternalStore } from 'react';
import { SESSION_CSRF_HEADER, type ImpersonationSession, type User } from '@reelcraft/contract';
import { API_BASE, api, ApiError, isApiError, onSessionExpired, onTokenRefresh, parseErrorResponse } from './api.ts';
import { beginImpersonation, clearToken, endImpersonation, mayHaveSession, readImpersonation, readToken, tokenExpiresAt, writeToken } from './auth-token.ts';
import { local, session, STORAGE_KEYS } from './storage.ts';

/**
 * The signed-in session (issue 9): a short-lived access token in memory (auth-token.ts) and a refresh token in an
 * HttpOnly cookie the page cannot read. A page load, an expiring token or a TOKEN_EXPIRED answer asks
 * `POST /api/users/web/session/refresh` for a new token — one request at a time across all tabs, because the server
 * ends the whole session when a used refresh token is presented again. Tabs share new tokens and sign-outs over a
 * BroadcastChannel.
 *
 * A tab viewing the product as a user for an admin (issue 13, auth-token.ts `Impersonation`) is on its own: it never
 * refreshes, never broadcasts and ignores the other tabs; when its hour is over (or the server says the session is
 * gone) it ends the view and shows /impersonate's "ended" message; log-out there stops the impersonation.
 *
 * - `anonymous`: no session.
 * - `unknown`: there may be a session (this browser signed in before) but no token or user is loaded yet.
 * - `loading`: the token or GET /api/user is in flight.
 * - `authenticated`: the user is loaded.
 * - `error`: the user could not be loaded for another reason (network, 5xx); retry is possible.
 */
export type AuthStatus = 'anonymous' | 'unknown' | 'loading' | 'authenticated' | 'error';

export interface AuthState {
  status: AuthStatus;
  token: string | null;
  user: User | null;
  error: ApiError | null;
  /** Why the last session ended: the user logged out, or the server/another tab ended it. */
  endedBy: 'logout' | 'expired' | null;
}

type Listener = () => void;

/** Refresh this long before the access token expires. */
const REFRESH_AHEAD_MS = 60_000;

function initialState(): AuthState {
  const token = readToken();
  return { status: token || mayHaveSession() ? 'unknown' : 'anonymous', token, user: null, error: null, endedBy: null };
}

let state: AuthState = initialState();
let inflight: Promise<User | null> | null = null;
let refreshing: Promise<string | null> | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

type TabMessage = { type: 'token'; token: string; expiresAt: number } | { type: 'signed-out' };
const channel: BroadcastChannel | null = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('reelcraft.auth');
(channel as { unref?: () => void } | null)?.unref?.(); // never keeps a test process alive

function set(next: Partial<AuthState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function scheduleRefresh(): void {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = undefined;
  if (typeof window === 'undefined' || !state.token) return;
  const viewing = readImpersonation();
  if (viewing) {
    // No refresh: the view ends with its session. (setTimeout's limit is ~24 days; an hour is far below it.)
    refreshTimer = setTimeout(() => signOutLocally('expired', false), Math.max(0, viewing.endsAt - Date.now()));
    return;
  }
  const delay = Math.max(5_000, tokenExpiresAt() - Date.now() - REFRESH_AHEAD_MS);
  refreshTimer = setTimeout(() => void refreshToken(state.token).catch(() => undefined), delay);
}

/** Adopts a token (from a sign-in, a refresh, or another tab). */
function adoptToken(token: string, expiresInSeconds?: number): void {
  viewEnded = false;
  writeToken(token, expiresInSeconds);
  set({ token, endedBy: null });
  scheduleRefresh();
}

/** Where a tab whose view as a user ended (the hour is over, or the session was ended elsewhere) says so. */
export const IMPERSONATION_ENDED_PATH = '/impersonate?ended=1';

/**
 * Set when this tab's view as a user ended: the sign-outs that follow from the same 401 (the API client's "session
 * expired" handler) must not clear the admin's session hint nor sign the admin's other tabs out.
 */
let viewEnded = false;

function signOutLocally(endedBy: 'logout' | 'expired', broadcast: boolean): void {
  const viewing = readImpersonation();
  if (!viewing && viewEnded) return;
  if (viewing) {
    viewEnded = true;
    endImpersonation();
    if (refreshTimer) clearTimeout(refreshTimer);
    refreshTimer = undefined;
    inflight = null;
    session.setItem(STORAGE_KEYS.impersonationEnded, JSON.stringify({ userId: viewing.userId, userEmail: viewing.userEmail }));
    set({ status: 'anonymous', token: null, user: null, error: null, endedBy });
    // A full load: nothing of the user's data stays in this tab's memory.
    if (typeof window !== 'undefined' && window.location.pathname !== '/impersonate') window.location.assign(IMPERSONATION_ENDED_PATH);
    return;
  }
  clearToken();
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = undefined;
  inflight = null;
  set({ status: 'anonymous', token: null, user: null, error: null, endedBy });
  if (broadcast) channel?.postMessage({ type: 'signed-out' } satisfies TabMessage);
}

/** Runs `task` while holding a lock shared by every tab of this origin (Web Locks), or directly where there are none. */
function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? (locks.request('reelcraft.refresh', task) as Promise<T>) : task();
}

/**
 * A new access token from the refresh cookie; null when there is no session any more. `stale` is the token the caller
 * found wanting: if another request or tab replaced it meanwhile, that newer token is used without a request.
 */
function refreshToken(stale: string | null): Promise<string | null> {
  if (refreshing) return refreshing;
  if (readImpersonation()) {
    // An impersonating session has no refresh token, and the refresh cookie here is the admin's: never use it.
    signOutLocally('expired', false);
    return Promise.resolve(null);
  }
  const request = acrossTabs(async () => {
    const current = readToken();
    if (current && current !== stale && tokenExpiresAt() - Date.now() > REFRESH_AHEAD_MS / 2) return current;
    let response: Response;
    try {
      response = await fetch(`${API_BASE}/users/web/session/refresh`, {
        method: 'POST',
        headers: { Accept: 'application/json', [SESSION_CSRF_HEADER]: '1' },
        credentials: 'same-origin',
      });
    } catch (cause) {
      throw new ApiError('NETWORK', 0, cause instanceof Error ? cause.message : 'Network error');
    }
    if (response.status === 401 || response.status === 403) {
      if (state.token || state.status !== 'anonymous') signOutLocally('expired', true);
      return null;
    }
    if (!response.ok) throw await parseErrorResponse(response);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    adoptToken(body.access_token, body.expires_in);
    channel?.postMessage({ type: 'token', token: body.access_token, expiresAt: tokenExpiresAt() } satisfies TabMessage);
    return body.access_token;
  }).finally(() => {
    if (refreshing === request) refreshing = null;
  });
  refreshing = request;
  return request;
}

function loadUser(): Promise<User | null> {
  if (inflight) return inflight;
  set({ status: 'loading', error: null });
  const request = (async () => {
    const token = state.token ?? (await refreshToken(null));
    if (!token) {
      if (state.status === 'loading') signOutLocally('expired', false);
      return null;
    }
    try {
      const user = await api<User>('/user');
      if (!state.token) return state.user; // signed out meanwhile
      set({ status: 'authenticated', user, error: null });
      return user;
    } catch (error) {
      if (!state.token) return state.user;
      if (isApiError(error) && error.status === 401) {
        signOutLocally('expired', false);
        return null;
      }
      throw error;
    }
  })()
    .catch((error: unknown) => {
      set({ status: 'error', error: isApiError(error) ? error : null });
      throw error;
    })
    .finally(() => {
      if (inflight === request) inflight = null;
    });
  inflight = request;
  return request;
}

async function endOnServer(path: string): Promise<void> {
  try {
    await api(path, { method: 'POST', headers: { [SESSION_CSRF_HEADER]: '1' } });
  } catch {
    // Signed out here either way; a server that cannot be reached ends the session when it expires.
  }
}

export const auth = {
  getState: (): AuthState => state,

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Adopts a fresh token (sign-up, login, reset…) and loads its user. Resolves to the user, or null on 401. */
  setToken(token: string, expiresInSeconds?: number): Promise<User | null> {
    inflight = null;
    adoptToken(token, expiresInSeconds);
    set({ user: null, status: 'unknown', error: null });
    channel?.postMessage({ type: 'token', token, expiresAt: tokenExpiresAt() } satisfies TabMessage);
    return loadUser();
  },

  /** The loaded user, loading it first when needed; null when signed out. Rejects on network/server errors. */
  ensureUser(): Promise<User | null> {
    if (state.status === 'authenticated') return Promise.resolve(state.user);
    if (state.status === 'anonymous') return Promise.resolve(null);
    return loadUser();
  },

  /** Replaces the cached user after a PATCH answered with the new one. */
  setUser(user: User): void {
    if (state.token) set({ user, status: 'authenticated', error: null });
  },

  /**
   * Issue 13: this tab views the product as the user for an admin. The token stays in this tab (sessionStorage), is
   * not shared with other tabs, and the refresh cookie (the admin's own session) is left alone. Resolves to the user,
   * or null when the session is refused.
   */
  impersonate(granted: ImpersonationSession): Promise<User | null> {
    inflight = null;
    viewEnded = false;
    beginImpersonation({ token: granted.access_token, endsAt: Date.parse(granted.ends_at), userId: granted.user_id, userEmail: granted.user_email });
    set({ token: granted.access_token, user: null, status: 'unknown', error: null, endedBy: null });
    scheduleRefresh();
    return loadUser();
  },

  /** The impersonation this tab is in (user id, e-mail, end), or null. */
  impersonation: readImpersonation,

  /**
   * Stops viewing as the user: ends the impersonating session on the server and forgets it here. Resolves to the
   * viewed user's id (the caller goes back to the admin's page of that user with a full page load).
   */
  async stopImpersonating(): Promise<string | null> {
    const viewing = readImpersonation();
    if (!viewing) return null;
    try {
      // Not api(): a 401 (the hour just ended) must not take the 'view ended' path while we are leaving anyway.
      await fetch(`${API_BASE}/impersonation/stop`, { method: 'POST', headers: { Authorization: `Bearer ${viewing.token}` } });
    } catch {
      // The session ends by itself within the hour.
    }
    endImpersonation();
    if (refreshTimer) clearTimeout(refreshTimer);
    refreshTimer = undefined;
    inflight = null;
    set({ status: mayHaveSession() ? 'unknown' : 'anonymous', token: null, user: null, error: null, endedBy: null });
    return viewing.userId;
  },

  /** Log out: ends this session on the server (and its cookie), then forgets it in every tab. */
  async logOut(): Promise<void> {
    if (readImpersonation()) {
      // The cookie in this browser is the admin's own session: log-out here means "stop viewing as the user".
      const userId = await auth.stopImpersonating();
      if (typeof window !== 'undefined') window.location.assign(userId ? `/admin/users/${userId}` : '/admin');
      return;
    }
    await endOnServer('/users/web/session/logout');
    signOutLocally('logout', true);
  },

  /** Log out everywhere: ends every session of the account (other browsers and devices too). */
  async logOutEverywhere(): Promise<void> {
    await api('/users/web/session/logout-all', { method: 'POST' });
    signOutLocally('logout', true);
  },

  /** Forgets the session in this browser without asking the server (the server already ended it). */
  reset(endedBy: 'logout' | 'expired' = 'logout'): void {
    signOutLocally(endedBy, true);
  },
};

onSessionExpired(() => auth.reset('expired'));
onTokenRefresh(refreshToken);

channel?.addEventListener('message', (event: MessageEvent<TabMessage>) => {
  if (readImpersonation()) return; // the other tabs' session is the admin's, not the one this tab views
  const message = event.data;
  if (message.type === 'signed-out') {
    if (state.status !== 'anonymous') signOutLocally('expired', false);
    return;
  }
  if (message.type === 'token' && message.token !== state.token) {
    adoptToken(message.token, Math.max(1, Math.round((message.expiresAt - Date.now()) / 1000)));
    if (state.status !== 'authenticated') void loadUser().catch(() => undefined);
  }
});

// A reloaded impersonating tab: its view still ends on time.
if (readImpersonation()) scheduleRefresh();

const serverState: AuthState = { status: 'anonymous', token: null, user: null, error: null, endedBy: null };

/** The session, re-rendering on change. */
export function useAuth(): AuthState {
  return useSyncExternalStore(auth.subscribe, auth.getState, () => serverState);
}

/** Test helper: start again from an empty memory and whatever is in storage now. */
export function resetAuthForTests(): void {
  inflight = null;
  viewEnded = false;
  refreshing = null;
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = undefined;
  const hint = mayHaveSession();
  clearToken();
  if (hint) local.setItem(STORAGE_KEYS.sessionHint, '1');
  state = initialState();
}
