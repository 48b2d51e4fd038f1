import { useSyncExternalStore } from 'react';
import type { User } from '@reelcraft/contract';
import { api, isApiError, onSessionExpired, type ApiError } from './api.ts';
import { clearToken, readToken, writeToken } from './auth-token.ts';
import { STORAGE_KEYS } from './storage.ts';

/**
 * The signed-in session (spec §4): the token lives in localStorage; setting a token loads the user;
 * a 401 while loading clears the token; reset removes the token and forgets the user.
 *
 * - `anonymous`: no token.
 * - `unknown`: a token is stored but the user is not loaded yet.
 * - `loading`: GET /api/user is in flight.
 * - `authenticated`: the user is loaded.
 * - `error`: the user could not be loaded for another reason (network, 5xx); the token is kept, retry is possible.
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

function initialState(): AuthState {
  const token = readToken();
  return { status: token ? 'unknown' : 'anonymous', token, user: null, error: null, endedBy: null };
}

let state: AuthState = initialState();
let inflight: Promise<User | null> | null = null;
const listeners = new Set<Listener>();

function set(next: Partial<AuthState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function loadUser(): Promise<User | null> {
  const token = state.token;
  if (!token) return Promise.resolve(null);
  if (inflight) return inflight;
  set({ status: 'loading', error: null });
  const request = api<User>('/user')
    .then((user) => {
      if (state.token !== token) return state.user; // signed out or switched meanwhile
      set({ status: 'authenticated', user, error: null });
      return user;
    })
    .catch((error: unknown) => {
      if (state.token !== token) return state.user;
      if (isApiError(error) && error.status === 401) {
        auth.reset('expired');
        return null;
      }
      set({ status: 'error', error: isApiError(error) ? error : null });
      throw error;
    })
    .finally(() => {
      if (inflight === request) inflight = null;
    });
  inflight = request;
  return request;
}

export const auth = {
  getState: (): AuthState => state,

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Stores a fresh token (sign-up, login, reset…) and loads its user. Resolves to the user, or null on 401. */
  setToken(token: string): Promise<User | null> {
    writeToken(token);
    inflight = null;
    set({ token, user: null, status: 'unknown', error: null, endedBy: null });
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

  /** Signs the browser out: forgets the token and the user. */
  reset(endedBy: 'logout' | 'expired' = 'logout'): void {
    clearToken();
    inflight = null;
    set({ status: 'anonymous', token: null, user: null, error: null, endedBy });
  },

  /** Re-reads storage (another tab signed in or out). */
  syncFromStorage(): void {
    const token = readToken();
    if (token === state.token) return;
    inflight = null;
    if (!token) set({ status: 'anonymous', token: null, user: null, error: null, endedBy: 'expired' });
    else {
      set({ status: 'unknown', token, user: null, error: null, endedBy: null });
      void loadUser().catch(() => undefined);
    }
  },
};

onSessionExpired(() => auth.reset('expired'));

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.authToken || event.key === null) auth.syncFromStorage();
  });
}

const serverState: AuthState = { status: 'anonymous', token: null, user: null, error: null, endedBy: null };

/** The session, re-rendering on change. */
export function useAuth(): AuthState {
  return useSyncExternalStore(auth.subscribe, auth.getState, () => serverState);
}

/** Test helper: start from whatever is in storage now. */
export function resetAuthForTests(): void {
  inflight = null;
  state = initialState();
}
