import type { KeyObject } from 'node:crypto';
import { AppError } from '@reelcraft/contract';
import { signToken, verifyToken } from './signed-tokens.ts';

interface LinkPayload {
  /** Storage key. */
  k: string;
  /** Expiry, seconds since the epoch. */
  e: number;
  /** File name for Content-Disposition: attachment (downloads); absent → inline (players, <img>). */
  d?: string;
}

const DOMAIN = 'media-link';

/**
 * A short-lived, unguessable URL for one stored file. Browsers cannot attach a bearer header to <video src> or a
 * download link, so the API hands its owner signed links instead; anyone without the link gets nothing.
 */
export function signMediaLink(key: KeyObject, input: { storageKey: string; expiresAt: Date; downloadName?: string }): string {
  const payload: LinkPayload = { k: input.storageKey, e: Math.floor(input.expiresAt.getTime() / 1000) };
  if (input.downloadName) payload.d = input.downloadName;
  return `/api/files/${signToken(key, DOMAIN, { ...payload })}`;
}

export function verifyMediaLink(key: KeyObject, token: string, now: Date): { storageKey: string; downloadName: string | undefined } {
  const payload = verifyToken<LinkPayload>(key, DOMAIN, token, now);
  if (typeof payload.k !== 'string') throw new AppError('NOT_FOUND');
  return { storageKey: payload.k, downloadName: payload.d };
}
