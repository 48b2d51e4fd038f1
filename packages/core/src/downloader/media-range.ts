const SINGLE_RANGE = /^bytes=(\d{1,15})?-(\d{1,15})?$/;
const CONTENT_RANGE = /^bytes (\d{1,15}-\d{1,15}|\*)\/(\d{1,15}|\*)$/;

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range, normalised; anything else (multiple ranges, junk) is dropped. */
export function sanitiseRange(header: string): string | undefined {
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return undefined;
  const [, from, to] = match;
  if (from === undefined && to === undefined) return undefined;
  if (from !== undefined && to !== undefined && Number(to) < Number(from)) return undefined;
  return `bytes=${from === undefined ? '' : Number(from)}-${to === undefined ? '' : Number(to)}`;
}

/** Whether a CDN's Content-Range is one we pass on as is: `bytes a-b/n`, with `*` allowed for the range or the size. */
export function isValidContentRange(header: string | null): header is string {
  return header !== null && CONTENT_RANGE.test(header);
}
