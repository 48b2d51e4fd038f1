import { REDACTED } from '../logging/redact.ts';

/**
 * The stored-copy form of an e-mail's call-to-action link: same page, every query value and the fragment replaced.
 * Our links carry their capability (reset, magic log-in, address confirmation) in the query, so the copy still shows
 * where the e-mail pointed without being usable; that keeps the hashing of one-time tokens meaningful.
 */
export function redactLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link === '' ? '' : REDACTED;
  }
  const params = [...url.searchParams.keys()].map((name) => `${encodeURIComponent(name)}=${REDACTED}`);
  const query = params.length > 0 ? `?${params.join('&')}` : '';
  return `${url.origin}${url.pathname}${query}${url.hash ? `#${REDACTED}` : ''}`;
}
