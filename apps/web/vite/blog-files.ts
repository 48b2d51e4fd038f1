import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the articles live: `content/blog/<language>/<slug>.md` (build time, Node only). */
export const BLOG_CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content/blog');

/** Every article file as `relative path → text`, for createLibrary (seo/blog.ts and the RSS / Open Graph plugin). */
export function readBlogFiles(dir: string = BLOG_CONTENT_DIR): Record<string, string> {
  const files: Record<string, string> = {};
  for (const language of readdirSync(dir, { withFileTypes: true })) {
    if (!language.isDirectory()) continue;
    for (const entry of readdirSync(path.join(dir, language.name), { withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
      files[`${language.name}/${entry.name}`] = readFileSync(path.join(dir, language.name, entry.name), 'utf8');
    }
  }
  return files;
}

/**
 * The site's public origin for the absolute links feeds and Open Graph tags need: PUBLIC_URL at build time (the same
 * variable the server reads; vite.config.ts passes it), else where `npm start` serves the site.
 */
export function siteOrigin(publicUrl: string | undefined): string {
  const raw = publicUrl?.trim();
  if (!raw) return 'http://localhost:3000';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
