import { createSecretKey, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptToken, encryptToken } from './token-crypto.ts';

const key = createSecretKey(randomBytes(32));

describe('token encryption', () => {
  it('round-trips and never stores the token in the clear', () => {
    const stored = encryptToken(key, 'user-1:17841400000000001', 'IGAAtoken-secret');
    expect(stored).not.toContain('IGAAtoken-secret');
    expect(stored.startsWith('v1.')).toBe(true);
    expect(decryptToken(key, 'user-1:17841400000000001', stored)).toBe('IGAAtoken-secret');
  });

  it('refuses another binding, another key and a tampered text', () => {
    const stored = encryptToken(key, 'a', 'token');
    expect(() => decryptToken(key, 'b', stored)).toThrow();
    expect(() => decryptToken(createSecretKey(randomBytes(32)), 'a', stored)).toThrow();
    const parts = stored.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => decryptToken(key, 'a', parts.join('.'))).toThrow();
    expect(() => decryptToken(key, 'a', 'plain-token')).toThrow();
  });
});
