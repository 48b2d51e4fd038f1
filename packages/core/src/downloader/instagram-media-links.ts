import { AppError } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { signToken, verifyToken } from '../storage/signed-tokens.ts';

interface ProxyPayload {
  /** The Instagram CDN URL. */
  u: string;
  /** File name for Content-Disposition. */
  n: string;
  /** Show inline (previews) rather than download. */
  i?: 1;
  e: number;
}

const DOMAIN = 'instagram-media';
/** Instagram's own links expire within hours; ours never outlive a day. */
const TTL_SECONDS = 6 * 3600;

/**
 * A link to `/api/public/instagram/media/<token>` that streams one CDN file through our server. Only URLs we
 * resolved ourselves get signed, so the proxy cannot be pointed at anything else (no open proxy, no SSRF).
 */
export function signInstagramMediaLink(core: Core, input: { url: string; fileName: string; inline?: boolean }): string {
  const payload: ProxyPayload = { u: input.url, n: input.fileName, e: Math.floor(core.now().getTime() / 1000) + TTL_SECONDS };
  if (input.inline) payload.i = 1;
  return `/api/public/instagram/media/${signToken(core.jwtKey, DOMAIN, { ...payload })}`;
}

export function verifyInstagramMediaLink(core: Core, token: string): { url: string; fileName: string; inline: boolean } {
  const payload = verifyToken<ProxyPayload>(core.jwtKey, DOMAIN, token, core.now());
  if (typeof payload.u !== 'string' || typeof payload.n !== 'string') throw new AppError('NOT_FOUND');
  return { url: payload.u, fileName: payload.n, inline: payload.i === 1 };
}
