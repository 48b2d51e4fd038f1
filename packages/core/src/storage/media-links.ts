import { createHmac, type KeyObject, timingSafeEqual } from 'node:crypto';
import { AppError } from '@reelcraft/contract';

interface LinkPayload {
  /** Storage key. */
  k: string;
  /** Expiry, seconds since the epoch. */
  e: number;
  /** File name for Content-Disposition: attachment (downloads); absent → inline (players, <img>). */
  d?: string;
}

function mac(key: KeyObject, payload: string): Buffer {
  // Domain-separated from JWTs signed with the same secret.
  return createHmac('sha256', key).update(`media-link\n${payload}`).digest();
}

/**
 * A short-lived, unguessable URL for one stored file. Browsers cannot attach a bearer header to <video src> or a
 * download link, so the API hands its owner signed links instead; anyone without the link gets nothing.
 */
export function signMediaLink(key: KeyObject, input: { storageKey: string; expiresAt: Date; downloadName?: string }): string {
  const payload: LinkPayload = { k: input.storageKey, e: Math.floor(input.expiresAt.getTime() / 1000) };
  if (input.downloadName) payload.d = input.downloadName;
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `/api/files/${encoded}.${mac(key, encoded).toString('base64url')}`;
}

export function verifyMediaLink(key: KeyObject, token: string, now: Date): { storageKey: string; downloadName: string | undefined } {
  const [encoded, signature] = token.split('.');
  if (!encoded || !signature) throw new AppError('NOT_FOUND');
  const expected = mac(key, encoded);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('NOT_FOUND');
  let payload: LinkPayload;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as LinkPayload;
  } catch {
    throw new AppError('NOT_FOUND');
  }
  if (typeof payload.k !== 'string' || typeof payload.e !== 'number') throw new AppError('NOT_FOUND');
  if (payload.e * 1000 <= now.getTime()) throw new AppError('LINK_EXPIRED');
  return { storageKey: payload.k, downloadName: payload.d };
}
