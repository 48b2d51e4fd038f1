import type { SuggestionRow } from './suggestions.repository.ts';

/** Letters of any script, digits and dashes; nothing a file system or a header could trip on. */
export function slugify(text: string, maxLength = 48): string {
  const slug = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, maxLength).replace(/-+$/, '');
}

/** e.g. `reelcraft-meme-when-the-client-says-2026-11-21.mp4` */
export function downloadFileName(row: Pick<SuggestionRow, 'type' | 'result' | 'createdAt'>, extension: 'mp4' | 'txt'): string {
  const title = typeof row.result?.title === 'string' ? row.result.title : '';
  const kind = row.type.replace(/_/g, '-');
  const date = row.createdAt.toISOString().slice(0, 10);
  const parts = ['reelcraft', kind, slugify(title), date].filter(Boolean);
  return `${parts.join('-')}.${extension}`;
}
