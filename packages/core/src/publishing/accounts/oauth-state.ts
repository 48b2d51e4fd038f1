import { createHash, randomBytes } from 'node:crypto';

/** How long a "Connect for publishing" attempt may take from our button to the callback. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/** A fresh `state` (32 random bytes, base64url) and the PKCE verifier of the same attempt. */
export function newOauthAttempt(): { state: string; codeVerifier: string } {
  // RFC 7636: 43–128 characters from the unreserved set; 32 bytes in base64url are 43.
  return { state: randomBytes(32).toString('base64url'), codeVerifier: randomBytes(48).toString('base64url') };
}

/** What is stored of a state: its SHA-256, so a read of the table cannot finish someone's connect. */
export const hashOauthState = (state: string) => createHash('sha256').update(state).digest('base64url');

/** RFC 7636 S256 code challenge of a verifier. */
export const pkceChallenge = (codeVerifier: string) => createHash('sha256').update(codeVerifier).digest('base64url');

export type StateCheck = 'ok' | 'missing' | 'foreign' | 'expired';

/**
 * Whether a claimed state may finish the connect for `userId`: it must exist (and was unused: the claim is atomic),
 * belong to this user, and be within its 10 minutes.
 */
export function checkOauthState(row: { userId: string; expiresAt: Date } | undefined, userId: string, now: Date): StateCheck {
  if (!row) return 'missing';
  if (row.userId !== userId) return 'foreign';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'ok';
}
