import type { User } from '@reelcraft/contract';
import { api } from '../../lib/api.ts';

export interface GiftPreview {
  product_id: 'gift_month' | 'gift_quarter' | 'gift_year' | 'guidelines_pdf' | 'archive_restore';
  weeks: number;
  redeemed: boolean;
  /** Content generations a day that Premium allows (the product's limit, stated instead of "unlimited"). */
  daily_generations: number;
}

export interface RedeemResult {
  active_until: string;
  renews: boolean;
  user: User;
}

export const giftsApi = {
  /** Anonymous: what the gift link holds. */
  preview: (code: string, signal?: AbortSignal) => api<GiftPreview>(`/billing/gifts/${encodeURIComponent(code)}`, { auth: false, signal }),
  redeem: (code: string) => api<RedeemResult>('/billing/gifts/redeem', { method: 'POST', json: { code } }),
};
