/**
 * Graph tokens are bearer credentials for a creator's Instagram account, and the token endpoints carry them (and the
 * app secret and OAuth code) in query strings. Anything built from a URL or an answer for a message or a log goes
 * through here first.
 */
// Values end at a separator or a colon (a message goes on after one); tokens, secrets and codes never hold one.
const SECRET_PARAMS = /([?&#;](?:access_token|client_secret|code|input_token|fb_exchange_token|appsecret_proof)=)[^&#\s"'\\<>:]+/gi;

export const REDACTED = '[redacted]';

/** `…/access_token?client_secret=abc&access_token=IGAA…` → the same with the secret values replaced. */
export function redactGraphText(text: string, secrets: readonly string[] = []): string {
  let out = text.replace(SECRET_PARAMS, `$1${REDACTED}`);
  // A token can also come back inside an answer's text (some error messages quote the request): remove known values.
  for (const secret of secrets) if (secret.length >= 8) out = out.split(secret).join(REDACTED);
  return out;
}
