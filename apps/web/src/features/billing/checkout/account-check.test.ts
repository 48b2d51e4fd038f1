import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { testUser } from '../../../test/fixtures.ts';
import { accountIsActive, CONFIRM_DELAYS_MS, nextCheckDelay, retriesFailedCheck } from './account-check.ts';

describe('the account check after a payment', () => {
  it('waits 0.5, 1, 2, 4 and 8 s between six checks, then stops', () => {
    expect([1, 2, 3, 4, 5].map(nextCheckDelay)).toEqual([500, 1_000, 2_000, 4_000, 8_000]);
    expect(nextCheckDelay(CONFIRM_DELAYS_MS.length)).toBe(false);
    expect(nextCheckDelay(7)).toBe(false);
  });

  it('tries a network failure or a 5xx again within the bound, never a 4xx', () => {
    const unavailable = new ApiError('SERVICE_UNAVAILABLE', 503, 'down');
    expect(retriesFailedCheck(1, unavailable)).toBe(true);
    expect(retriesFailedCheck(5, new ApiError('NETWORK', 0, 'offline'))).toBe(true);
    expect(retriesFailedCheck(6, unavailable)).toBe(false);
    expect(retriesFailedCheck(1, new ApiError('NO_SUBSCRIPTION', 404, 'none'))).toBe(false);
    expect(retriesFailedCheck(1, new ApiError('RATE_LIMITED', 429, 'slow down'))).toBe(false);
  });

  it('is settled once the subscription gives access or the user names it', () => {
    expect(accountIsActive(undefined)).toBe(false);
    expect(accountIsActive({ user: testUser(), subscription: null })).toBe(false);
    expect(accountIsActive({ user: testUser({ stripe_subscription: 'sub_1' }), subscription: null })).toBe(true);
  });
});
