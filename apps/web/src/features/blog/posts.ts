import { isLanguage, LANGUAGES, type Language } from '@reelcraft/i18n';
import { Marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/**
 * The blog's articles: Markdown files `content/blog/<language>/<slug>.md` with YAML front matter, parsed, checked and
 * rendered to HTML at build time (route loaders, seo/blog.ts, the RSS and Open Graph plugin). Never imported by
 * browser code: the Markdown library and the article texts stay out of the bundle.
 */

export const WORDS_PER_MINUTE = 200;

/** What the list, the feed and the alternates need of an article. */
export interface BlogPostSummary {
  slug: string;
  language: Language;
  title: string;
  description: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** The shared id of this article across languages. */
  translations: string;
  readingMinutes: number;
  /**
   * The date as the page prints it ("20 November 2026" in the article's language), formatted when the page is built:
   * a phone's first `Intl.DateTimeFormat` in a language loads that language's locale data, 30–40 ms on a slow phone
   * while the page hydrates, and the server's and the browser's ICU could word it differently.
   */
  dateLabel: string;
}

export interface BlogPost extends BlogPostSummary {
  /** The article body rendered to HTML (its `##` headings and below; the page prints the title as `#`). */
  html: string;
  words: number;
}

export class BlogContentError extends Error {
  override name = 'BlogContentError';
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const frontMatterSchema = z.object({
  title: z.string().trim().min(1).max(65),
  description: z.string().trim().min(1).max(160),
  date: z.iso.date(),
  language: z.enum(LANGUAGES),
  translations: z.string().regex(SLUG, 'lower-case words joined by hyphens'),
});

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Words of an article's Markdown (markup and link targets left out), for the reading time. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ');
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Minutes to read `words` at 200 words a minute, rounded up (at least 1). */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

const markdown = new Marked({ gfm: true, async: false });

/**
 * One article from its file: `file` is its path ending in `<language>/<slug>.md`. Throws BlogContentError naming
 * the file and every problem (missing or invalid field, language folder ≠ front matter) so the build stops with it.
 */
export function parsePost(file: string, raw: string): BlogPost {
  const match = /(?:^|\/)([a-z]{2})\/([^/]+)\.md$/.exec(file.replace(/\\/g, '/'));
  if (!match) throw new BlogContentError(`Blog post ${file}: expected a path like content/blog/<language>/<slug>.md`);
  const [, folder = '', slug = ''] = match;
  const fail = (problem: string) => new BlogContentError(`Blog post ${file}: ${problem}`);
  if (!isLanguage(folder)) throw fail(`"${folder}" is not one of the languages ${LANGUAGES.join(', ')}`);
  if (!SLUG.test(slug)) throw fail(`the file name "${slug}" is not a URL slug (lower-case Latin letters, digits and hyphens)`);

  const parts = FRONT_MATTER.exec(raw.replace(/^\uFEFF/, ''));
  if (!parts) throw fail('no front matter (the file must start with a "---" line, the fields, and another "---" line)');
  const [, yamlText = '', body = ''] = parts;
  let data: unknown;
  try {
    // Dates stay strings: "2026-11-20" is checked as text, not turned into a Date at midnight UTC.
    data = parseYaml(yamlText, { schema: 'core' });
  } catch (error) {
    throw fail(`the front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  const parsed = frontMatterSchema.safeParse(data ?? {});
  if (!parsed.success) {
    const given = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    const problems = parsed.error.issues.map((issue) => {
      const field = issue.path.join('.') || 'front matter';
      const missing = issue.path.length === 1 && given[String(issue.path[0])] == null;
      return missing ? `"${field}" is missing` : `"${field}": ${issue.message}`;
    });
    throw fail(`front matter: ${problems.join('; ')}`);
  }
  const meta = parsed.data;
  if (meta.language !== folder) throw fail(`"language" is ${meta.language} but the file is in the ${folder}/ folder`);
  if (!body.trim()) throw fail('the article has no text after the front matter');
  if (/^#\s/m.test(body)) throw fail('use ## and lower headings in the text: the page prints the title as the one # heading');

  const words = countWords(body);
  return {
    slug,
    language: meta.language,
    title: meta.title,
    description: meta.description,
    date: meta.date,
    translations: meta.translations,
    readingMinutes: readingMinutes(words),
    dateLabel: formatPostDate(meta.date, meta.language),
    words,
    html: markdown.parse(body) as string,
  };
}

/** A checked set of articles: slugs unique across languages, at most one article per language in a translation group. */
export interface BlogLibrary {
  posts: BlogPost[];
  /** Newest first (then by title), one language. */
  list(language: Language): BlogPost[];
  bySlug(slug: string): BlogPost | undefined;
  /** The same article in every language it exists in (itself included), by language. */
  translationsOf(post: BlogPostSummary): Partial<Record<Language, BlogPost>>;
}

/** Parses every file (`path → raw text`) and checks the set as a whole. */
export function createLibrary(files: Record<string, string>): BlogLibrary {
  const posts = Object.entries(files)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, raw]) => parsePost(file, raw));
  const bySlug = new Map<string, BlogPost>();
  const groups = new Map<string, Partial<Record<Language, BlogPost>>>();
  for (const post of posts) {
    const other = bySlug.get(post.slug);
    if (other)
      throw new BlogContentError(
        `Blog post slug "${post.slug}" is used twice (${other.language} and ${post.language}): slugs are URLs and must be unique across languages`,
      );
    bySlug.set(post.slug, post);
    const group = groups.get(post.translations) ?? {};
    const taken = group[post.language];
    if (taken) throw new BlogContentError(`Blog posts "${taken.slug}" and "${post.slug}" are both the ${post.language} version of "${post.translations}"`);
    group[post.language] = post;
    groups.set(post.translations, group);
  }
  return {
    posts,
    list: (language) => posts.filter((post) => post.language === language).sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title)),
    bySlug: (slug) => bySlug.get(slug),
    translationsOf: (post) => groups.get(post.translations) ?? { [post.language]: bySlug.get(post.slug) },
  };
}

/** The summary of an article (what list pages and feeds carry, without the HTML). */
export function summaryOf(post: BlogPost): BlogPostSummary {
  const { slug, language, title, description, date, translations, readingMinutes: minutes, dateLabel } = post;
  return { slug, language, title, description, date, translations, readingMinutes: minutes, dateLabel };
}

/** "20 November 2026" in `language` (the date is a calendar day: formatted in UTC, the same everywhere). */
export function formatPostDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
