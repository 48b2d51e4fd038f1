import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { attemptKey, CHECKOUT_ATTEMPT_KEY, endAttempt } from './attempt.ts';
import { transportFailure } from './test-card-form.tsx';

describe('checkout attempt keys (double click / reload charge once)', () => {
  afterEach(() => window.sessionStorage.clear());

  it('hands out the same key until the attempt ends, kept in sessionStorage so a reload reuses it', () => {
    const first = attemptKey('12week:50');
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,80}$/);
    expect(attemptKey('12week:50')).toBe(first);
    expect(JSON.parse(window.sessionStorage.getItem(CHECKOUT_ATTEMPT_KEY) ?? '{}')).toEqual({ scope: '12week:50', key: first });
    endAttempt();
    expect(attemptKey('12week:50')).not.toBe(first);
  });

  it('starts a new attempt for another plan or discount', () => {
    const first = attemptKey('12week:50');
    expect(attemptKey('trial:0')).not.toBe(first);
  });

  it('survives an unreadable stored value', () => {
    window.sessionStorage.setItem(CHECKOUT_ATTEMPT_KEY, '{nope');
    expect(attemptKey('1week:0')).toMatch(/^co_/);
  });
});

describe('failures that are not the card (request error, server error, could not process)', () => {
  it('no answer → request error; 5xx → server error; other refusals → could not process, with the reason', () => {
    expect(transportFailure(new ApiError('NETWORK', 0, 'Failed to fetch')).message).toBe('Request error. Check your connection and try again');
    expect(transportFailure(new ApiError('INTERNAL', 500, 'boom')).message).toBe('Server error: try clicking “Pay” again');
    expect(transportFailure(new ApiError('TRIAL_ALREADY_USED', 409, 'x')).message).toBe(
      'Could not process the request. The trial can be used once per account',
    );
  });
});
