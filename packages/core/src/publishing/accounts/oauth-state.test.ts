import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkOauthState, hashOauthState, newOauthAttempt, OAUTH_STATE_TTL_MS, pkceChallenge } from './oauth-state.ts';

describe('OAuth state', () => {
  it('is 32 random bytes in base64url, stored only as a hash, with an RFC 7636 verifier', () => {
    const a = newOauthAttempt();
    const b = newOauthAttempt();
    expect(a.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.state).not.toBe(b.state);
    expect(a.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(hashOauthState(a.state)).not.toContain(a.state);
    expect(hashOauthState(a.state)).toBe(hashOauthState(a.state));
  });

  it('computes the S256 challenge: base64url of the verifier’s SHA-256, without padding', () => {
    const challenge = pkceChallenge('a-verifier');
    expect(challenge).toBe(createHash('sha256').update('a-verifier').digest('base64url'));
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts only an existing state of the same user within its time', () => {
    const now = new Date('2026-12-03T12:00:00Z');
    const row = { userId: 'u1', expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS) };
    expect(checkOauthState(row, 'u1', now)).toBe('ok');
    expect(checkOauthState(undefined, 'u1', now)).toBe('missing');
    expect(checkOauthState(row, 'u2', now)).toBe('foreign');
    expect(checkOauthState(row, 'u1', new Date(now.getTime() + OAUTH_STATE_TTL_MS))).toBe('expired');
  });
});
