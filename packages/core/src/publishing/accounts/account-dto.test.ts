import { publishingAccountSchema } from '@reelcraft/contract';
import { describe, expect, it } from 'vitest';
import { toPublishingAccountDto } from './account-dto.ts';
import type { PublishingAccountRow } from './accounts.repository.ts';

const row: PublishingAccountRow = {
  id: '5f0c6a52-8a0e-4c39-9d57-2f1f0b6f3a11',
  userId: '0b8f8f5e-1c1d-4b3a-8f3e-6c2d9a7e5b44',
  igUserId: '17841400000000001',
  username: 'maria.makes',
  name: 'Maria',
  accountType: 'MEDIA_CREATOR',
  profilePictureUrl: null,
  status: 'active',
  tokenCiphertext: 'v1.secret-ciphertext',
  tokenExpiresAt: new Date('2027-02-01T00:00:00Z'),
  tokenRefreshedAt: new Date('2026-12-01T00:00:00Z'),
  permissions: ['instagram_business_basic'],
  quotaUsage: null,
  quotaTotal: 50,
  quotaCheckedAt: null,
  reconnectNotifiedAt: null,
  connectedAt: new Date('2026-12-01T00:00:00Z'),
};

describe('toPublishingAccountDto', () => {
  it('matches the contract and never carries the token', () => {
    const dto = toPublishingAccountDto(row);
    expect(publishingAccountSchema.parse(dto)).toEqual(dto);
    expect(JSON.stringify(dto)).not.toContain('secret');
    expect(dto).toMatchObject({ token_expires_at: '2027-02-01T00:00:00.000Z', quota_remaining: null, quota_total: 50 });
  });

  it('shows the remaining posts from the last quota reading, never below zero', () => {
    expect(toPublishingAccountDto({ ...row, quotaUsage: 12 }).quota_remaining).toBe(38);
    expect(toPublishingAccountDto({ ...row, quotaUsage: 60 }).quota_remaining).toBe(0);
  });

  it('shows an account that cannot publish as needing a reconnect', () => {
    expect(toPublishingAccountDto({ ...row, status: 'needs_reconnect' }).status).toBe('needs_reconnect');
    expect(toPublishingAccountDto({ ...row, status: 'disconnected', tokenCiphertext: null }).status).toBe('needs_reconnect');
  });
});
