import { FUNNEL_IDS, type FunnelId, type FunnelSessionDto, type FunnelStepResult, type Onboarding } from '@reelcraft/contract';
import type { Language } from '@reelcraft/i18n';
import { api } from '../../lib/api.ts';
import { local, type KeyValueStore } from '../../lib/storage.ts';

export type { FunnelSessionDto, FunnelStepResult, Onboarding };

/** One session id per funnel in this browser (a reload or a new tab resumes; the server keeps the answers). */
export function sessionStorageKey(funnel: FunnelId): string {
  return `reelcraft.funnel.${funnel}`;
}

export const funnelSessionIds = {
  read(funnel: FunnelId, store: KeyValueStore = local): string | null {
    const id = store.getItem(sessionStorageKey(funnel));
    return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
  },
  write(funnel: FunnelId, id: string, store: KeyValueStore = local): void {
    store.setItem(sessionStorageKey(funnel), id);
  },
  forget(funnel: FunnelId, store: KeyValueStore = local): void {
    store.removeItem(sessionStorageKey(funnel));
  },
};

export const funnelKeys = {
  session: (id: string) => ['funnels', 'session', id] as const,
  onboarding: () => ['funnels', 'onboarding'] as const,
};

export const funnelsApi = {
  create: (funnel: FunnelId, language: Language) => api<FunnelSessionDto>(`/funnels/${funnel}/sessions`, { method: 'POST', json: { language } }),
  session: (id: string, signal?: AbortSignal) => api<FunnelSessionDto>(`/funnels/sessions/${encodeURIComponent(id)}`, { signal }),
  /** Saves a step's answer (none for info/analysis/sign-up steps, or to skip an optional one) and moves on. */
  answer: (id: string, slug: string, answer?: unknown) =>
    api<FunnelStepResult>(`/funnels/sessions/${encodeURIComponent(id)}/steps/${encodeURIComponent(slug)}`, {
      method: 'PUT',
      json: answer === undefined ? {} : { answer },
    }),
  attach: (id: string) => api<FunnelSessionDto>(`/funnels/sessions/${encodeURIComponent(id)}/attach`, { method: 'POST' }),
  onboarding: (signal?: AbortSignal) => api<Onboarding>('/user/onboarding', { signal }),
  /** E-mail-only account (v2, v3): `created` signs in at once; an e-mail with an account gets a sign-in link. */
  emailLogin: (body: { email: string; language: Language; funnel_session_id?: string }) =>
    api<{ status: 'created'; access_token: string; expires_in: number } | { status: 'link_sent' }>('/users/web/email-login', {
      method: 'POST',
      json: body,
      auth: false,
    }),
  /** E-mail and password (legacy). */
  signUp: (body: { email: string; password: string; language: Language; funnel_session_id?: string }) =>
    api<{ access_token: string; expires_in: number }>('/users/web', { method: 'POST', json: body, auth: false }),
};

/**
 * After a sign-in: attaches the quiz answers this browser kept to the account. Someone who typed an e-mail that already
 * had an account gets a one-time sign-in link instead of a session (the server attaches nothing then, since whoever
 * typed it may not own it); once that link signs them in, their answers still join their account here.
 */
export async function attachStoredFunnelSessions(store: KeyValueStore = local): Promise<void> {
  await Promise.all(
    FUNNEL_IDS.map(async (funnel) => {
      const id = funnelSessionIds.read(funnel, store);
      if (!id) return;
      try {
        await funnelsApi.attach(id);
      } catch {
        // Gone, or attached to another account: nothing of this browser's to keep.
      }
    }),
  );
}
