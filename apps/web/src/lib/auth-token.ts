import { local, STORAGE_KEYS } from './storage.ts';

/** The bearer token as kept in the browser (spec §4: auth JWT + a once-authorized flag). */
export function readToken(): string | null {
  const token = local.getItem(STORAGE_KEYS.authToken);
  return token && token.length > 0 ? token : null;
}

export function writeToken(token: string): void {
  local.setItem(STORAGE_KEYS.authToken, token);
  if (local.getItem(STORAGE_KEYS.onceAuthorized) !== '1') local.setItem(STORAGE_KEYS.onceAuthorized, '1');
}

export function clearToken(): void {
  local.removeItem(STORAGE_KEYS.authToken);
}

export function wasOnceAuthorized(): boolean {
  return local.getItem(STORAGE_KEYS.onceAuthorized) === '1';
}
