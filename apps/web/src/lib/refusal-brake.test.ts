import { describe, expect, it } from 'vitest';
import { createRefusalBrake } from './refusal-brake.ts';

describe('the refusal brake', () => {
  it('holds a request back once it was refused the limit times in the window, and lets it go after', () => {
    const brake = createRefusalBrake<string>(3, 10_000);
    for (let i = 0; i < 3; i++) {
      expect(brake.held('POST /billing/cancel-flow', 1000 + i)).toBeUndefined();
      brake.refused('POST /billing/cancel-flow', 'IMPERSONATION_FORBIDDEN', 1000 + i);
    }
    expect(brake.held('POST /billing/cancel-flow', 1010)).toBe('IMPERSONATION_FORBIDDEN');
    // Another request (another path or body) is not held.
    expect(brake.held('POST /billing/cancel-flow/abc', 1010)).toBeUndefined();
    // After the window, it may be sent again.
    expect(brake.held('POST /billing/cancel-flow', 11_003)).toBeUndefined();
  });

  it('forgets a request that was answered well', () => {
    const brake = createRefusalBrake<string>(2, 10_000);
    brake.refused('k', 'E', 0);
    brake.refused('k', 'E', 1);
    expect(brake.held('k', 2)).toBe('E');
    brake.accepted('k');
    expect(brake.held('k', 3)).toBeUndefined();
  });
});
