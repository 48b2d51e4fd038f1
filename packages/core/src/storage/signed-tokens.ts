import { createHmac, type KeyObject, timingSafeEqual } from 'node:crypto';
import { AppError } from '@reelcraft/contract';

/**
 * `<base64url(json)>.<base64url(hmac)>` tokens for URLs we hand out: the payload says what the link opens and until
 * when (`e`, seconds). The HMAC is domain-separated, so a token of one kind can never be replayed as another.
 */
export function signToken(key: KeyObject, domain: string, payload: Record<string, unknown> & { e: number }): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${mac(key, domain, encoded).toString('base64url')}`;
}

/** The payload of a valid token; NOT_FOUND when forged or malformed, LINK_EXPIRED when too old. */
export function verifyToken<T extends { e: number }>(key: KeyObject, domain: string, token: string, now: Date): T {
  // Exactly two segments in the strict base64url alphabet: `split` would otherwise ignore an appended `.x`, and
  // Buffer's decoder skips characters outside the alphabet, so neither may give a second spelling of a valid link.
  const parts = token.split('.');
  if (parts.length !== 2) throw new AppError('NOT_FOUND');
  const [encoded, signature] = parts as [string, string];
  if (!SEGMENT.test(encoded) || !SEGMENT.test(signature)) throw new AppError('NOT_FOUND');
  // Compare the text, not the decoded bytes: the last base64url character carries 2 bits that decoding ignores, so
  // a byte comparison would accept four spellings of one signature (a tampered link that still works).
  const expected = Buffer.from(mac(key, domain, encoded).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('NOT_FOUND');
  let payload: T;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as T;
  } catch {
    throw new AppError('NOT_FOUND');
  }
  if (typeof payload.e !== 'number') throw new AppError('NOT_FOUND');
  if (payload.e * 1000 <= now.getTime()) throw new AppError('LINK_EXPIRED');
  return payload;
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;

function mac(key: KeyObject, domain: string, encoded: string): Buffer {
  return createHmac('sha256', key).update(`${domain}\n${encoded}`).digest();
}
