import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { LANGUAGES, webCatalogs } from '@reelcraft/i18n';
import { rssPath } from '../src/features/blog/paths.ts';
import { createLibrary, summaryOf, type BlogLibrary, type BlogPost } from '../src/features/blog/posts.ts';
import { buildRss } from '../src/features/blog/rss.ts';
import { readBlogFiles } from './blog-files.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/**
 * Every blog file the build writes beside the pages: one RSS feed per language and one Open Graph picture per article
 * (loaded by blog-plugin.ts through Vite's module runner: this module imports workspace TypeScript).
 */
export function blogAssets(origin: string, library: BlogLibrary = createLibrary(readBlogFiles())): Array<{ fileName: string; source: string | Uint8Array }> {
  const feeds = LANGUAGES.map((language) => ({
    fileName: rssPath(language).slice(1),
    source: buildRss({
      language,
      origin,
      title: webCatalogs[language].blog.rss_title,
      description: webCatalogs[language].blog.meta_description,
      posts: library.list(language).map(summaryOf),
    }),
  }));
  const images = library.posts.map((post) => ({ fileName: `blog/og/${post.slug}.png`, source: drawOgImage(post) }));
  return [...feeds, ...images];
}

const require = createRequire(import.meta.url);
const FONT_FAMILY = 'Reelcraft OG Montserrat';
let fontsRegistered = false;

function registerFonts(): void {
  if (fontsRegistered) return;
  const dir = path.dirname(require.resolve('@expo-google-fonts/montserrat/package.json'));
  GlobalFonts.registerFromPath(path.join(dir, '800ExtraBold', 'Montserrat_800ExtraBold.ttf'), FONT_FAMILY);
  GlobalFonts.registerFromPath(path.join(dir, '600SemiBold', 'Montserrat_600SemiBold.ttf'), `${FONT_FAMILY} SemiBold`);
  fontsRegistered = true;
}

/** Words into lines no wider than `width` (a word longer than a line gets a line of its own). */
function wrap(context: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && context.measureText(candidate).width > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** A 1200×630 PNG: the brand gradient, the article's title in Montserrat ExtraBold, the blog's name and the reading time. */
export function drawOgImage(post: Pick<BlogPost, 'title' | 'language' | 'readingMinutes'>): Uint8Array {
  registerFonts();
  const canvas = createCanvas(OG_WIDTH, OG_HEIGHT);
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, OG_WIDTH, OG_HEIGHT);
  gradient.addColorStop(0, '#5b21b6');
  gradient.addColorStop(0.55, '#a21caf');
  gradient.addColorStop(1, '#db2777');
  context.fillStyle = gradient;
  context.fillRect(0, 0, OG_WIDTH, OG_HEIGHT);
  // A soft 9:16 "reel" frame on the right, the product's shape.
  context.strokeStyle = 'rgba(255,255,255,0.18)';
  context.lineWidth = 10;
  context.beginPath();
  context.roundRect(OG_WIDTH - 190, 66, 280, 498, 36);
  context.stroke();

  const margin = 80;
  const textWidth = OG_WIDTH - 190 - 50 - margin;
  context.fillStyle = '#ffffff';
  context.textBaseline = 'alphabetic';
  context.font = `34px "${FONT_FAMILY} SemiBold"`;
  context.fillText(`Reelcraft · ${webCatalogs[post.language].blog.nav}`, margin, 120);

  // The largest size at which the title fits: three lines, or four at a smaller size.
  let size = 76;
  let lines: string[] = [];
  for (; size >= 40; size -= 4) {
    context.font = `${size}px "${FONT_FAMILY}"`;
    lines = wrap(context, post.title, textWidth);
    if (lines.length <= (size > 64 ? 3 : 4) && lines.every((line) => context.measureText(line).width <= textWidth)) break;
  }
  // Centred between the blog's name (y 120) and the reading time (y 560).
  const lineHeight = Math.round(size * 1.16);
  const blockHeight = (lines.length - 1) * lineHeight + size;
  const firstBaseline = 160 + Math.max(0, (360 - blockHeight) / 2) + size;
  lines.forEach((line, index) => context.fillText(line, margin, firstBaseline + index * lineHeight));

  context.font = `30px "${FONT_FAMILY} SemiBold"`;
  context.fillStyle = 'rgba(255,255,255,0.85)';
  const minutes = webCatalogs[post.language].blog.reading_time.replace('{{count}}', String(post.readingMinutes));
  context.fillText(minutes, margin, OG_HEIGHT - 70);
  return canvas.encodeSync('png');
}
