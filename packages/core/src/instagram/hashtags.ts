// instaloader's rule: '#' then 1–150 word characters, Unicode-aware, lower-cased.
const HASHTAG_RE = /(?<![\p{L}\p{N}_&])#([\p{L}\p{M}\p{N}_]{1,150})/gu;

/** Hashtags of a caption, lower-cased, without '#', first-seen order, no duplicates. */
export function parseHashtags(text: string | null | undefined): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  for (const match of text.matchAll(HASHTAG_RE)) {
    const tag = (match[1] as string).toLowerCase();
    if (!/^\d+$/.test(tag)) seen.add(tag);
  }
  return [...seen];
}
