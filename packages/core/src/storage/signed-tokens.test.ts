import { createSecretKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-tokens.ts';

const key = createSecretKey(Buffer.alloc(32, 7));
const now = new Date('2026-11-21T12:00:00Z');
const payload = { k: 'users/u/video.mp4', e: Math.floor(now.getTime() / 1000) + 60 };

describe('signed tokens', () => {
  it('accepts the token it signed', () => {
    expect(verifyToken(key, 'media-link', signToken(key, 'media-link', payload), now)).toEqual(payload);
  });

  it('refuses every other spelling of the last signature character, even ones that decode to the same bytes', () => {
    const token = signToken(key, 'media-link', payload);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const c of alphabet) {
      if (c === token.at(-1)) continue;
      const tampered = token.slice(0, -1) + c;
      expect(() => verifyToken(key, 'media-link', tampered, now), `last character ${c}`).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    }
  });

  it('refuses a token of another domain and an expired one', () => {
    const token = signToken(key, 'media-link', payload);
    expect(() => verifyToken(key, 'download', token, now)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    expect(() => verifyToken(key, 'media-link', token, new Date(now.getTime() + 120_000))).toThrow(expect.objectContaining({ code: 'LINK_EXPIRED' }));
  });
});

describe('signed tokens: only the canonical text', () => {
  const token = signToken(key, 'media-link', payload);

  it('refuses extra segments, padding and characters outside base64url', () => {
    for (const tampered of [`${token}.x`, `${token}.`, `${token}=`, `${token} `, `x.${token}`, token.replace('.', '..'), `${token.slice(0, -1)}+`]) {
      expect(() => verifyToken(key, 'media-link', tampered, now), tampered).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    }
  });

  it('refuses every other spelling of the last payload character', () => {
    const [encoded, signature] = token.split('.') as [string, string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const c of alphabet) {
      if (c === encoded.at(-1)) continue;
      const tampered = `${encoded.slice(0, -1)}${c}.${signature}`;
      expect(() => verifyToken(key, 'media-link', tampered, now), `payload last character ${c}`).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    }
  });
});
