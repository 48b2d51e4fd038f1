/**
 * Scrubbing of personal data and capabilities from anything written to the logs. Logs are read by more people and
 * kept longer than the database, so an e-mail address or a link that grants access must not survive into them.
 */

export const REDACTED = '[redacted]';

/** `anna@example.com` → `a***@example.com`: enough to tell support cases apart, not enough to contact anyone. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return REDACTED;
  return `${address[0]}***${address.slice(at)}`;
}

// The usual local-part characters (not every RFC 5322 one: `user=a@b.c` should keep its `user=`); the domain needs
// a dot and a letter TLD so versions like pkg@1.2.3 stay.
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

// Path segments that are bearer capabilities: signed file links and signed downloader links.
const CAPABILITY_PATHS = /(\/api\/files\/|\/api\/public\/instagram\/media\/)[^/?#\s"'\\<>]+/g;

// Query or fragment parameters that carry one-time tokens or signatures (e-mail links, signed S3/CDN URLs).
const SECRET_PARAMS =
  /([?&#;](?:token|magic|code|sig|signature|x-amz-signature|x-amz-credential|x-amz-security-token|oh|access_token|refresh_token)=)[^&#\s"'\\<>]+/gi;

/** Replaces e-mail addresses, capability path segments and secret query values in any text. */
export function redactText(text: string): string {
  return text
    .replace(CAPABILITY_PATHS, `$1${REDACTED}`)
    .replace(SECRET_PARAMS, `$1${REDACTED}`)
    .replace(EMAIL, (address) => maskEmail(address));
}

/** A request path fit for the access log. */
export function redactPath(path: string): string {
  return redactText(path);
}
