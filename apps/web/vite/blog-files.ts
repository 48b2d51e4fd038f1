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
