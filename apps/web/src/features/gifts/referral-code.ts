import { local } from '../../lib/storage.ts';

/** The referral code from a /r/{code} link, kept until the visitor signs up (sent with the sign-up request). */
const KEY = 'reelcraft.referral_code';
const CODE = /^[a-z0-9]{10}$/;

export function rememberReferralCode(code: string | undefined): void {
  const normalized = (code ?? '').trim().toLowerCase();
  if (CODE.test(normalized)) local.setItem(KEY, normalized);
}

export function pendingReferralCode(): string | undefined {
  const code = local.getItem(KEY);
  return code && CODE.test(code) ? code : undefined;
}

export function forgetReferralCode(): void {
  local.removeItem(KEY);
}
