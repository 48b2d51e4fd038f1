import type { Language, UpdateUserRequest, User } from '@reelcraft/contract';
import { api } from '../../lib/api.ts';

export type { User };

interface AccessToken {
  access_token: string;
}

export const accountApi = {
  signUp: (body: { email: string; password: string; language: Language; referral_code?: string }) =>
    api<AccessToken>('/users/web', { method: 'POST', json: body, auth: false }),

  /** OAuth2-password-style form: the e-mail travels as `username`. */
  logIn: (email: string, password: string) =>
    api<AccessToken & { token_type: 'bearer' }>('/users/web/login', {
      method: 'POST',
      form: { username: email, password },
      auth: false,
    }),

  magicLogin: (token: string) => api<AccessToken>('/users/web/magic-login', { method: 'POST', json: { token }, auth: false }),

  /** Always `{ok:true}`: the answer never says whether the address has an account (issue 31). */
  requestMagicLink: (email: string) => api<{ ok: true }>('/users/web/magic-link', { method: 'POST', json: { email }, auth: false }),

  requestPasswordReset: (email: string) => api<{ ok: true }>('/users/web/resend-password', { method: 'POST', json: { email }, auth: false }),

  setPassword: (token: string, password: string) => api<AccessToken>('/users/web/password', { method: 'POST', json: { token, password }, auth: false }),

  changeEmail: (email: string) => api<{ pending_email: string }>('/users/web/email', { method: 'PATCH', json: { email } }),

  confirmEmail: (token: string) => api<User>('/users/web/email/confirm', { method: 'POST', json: { token } }),

  getUser: (signal?: AbortSignal) => api<User>('/user', { signal }),

  updateUser: (body: UpdateUserRequest) => api<User>('/user', { method: 'PATCH', json: body }),

  deleteUser: (password?: string) => api<{ ok: true }>('/user', { method: 'DELETE', json: password === undefined ? {} : { password } }),
};
