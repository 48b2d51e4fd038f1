import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Where an emoji's picture is: the Twemoji SVGs of @twemoji/svg (the package is MIT; Twemoji's graphics are
 * CC-BY 4.0 by Twitter/X and jdecked — credited in packages/media/NOTICE.md). One file per emoji, named by its code
 * points in lower-case hex joined by '-'; Twemoji drops U+FE0F from the name unless the sequence has a joiner.
 */
const require = createRequire(import.meta.url);
let svgDir: string | undefined;

function twemojiDir(): string {
  svgDir ??= path.dirname(require.resolve('@twemoji/svg/package.json'));
  return svgDir;
}

function codePoints(text: string): string {
  return Array.from(text, (ch) => ch.codePointAt(0)!.toString(16)).join('-');
}

/** File names to try, best first: Twemoji's own rule, then the other FE0F spelling, then the sequence without tones. */
export function twemojiCandidates(emoji: string): string[] {
  const withoutFe0f = emoji.replace(/\ufe0f/g, '');
  const primary = emoji.includes('\u200d') ? emoji : withoutFe0f;
  const names = [primary, emoji, withoutFe0f, withoutFe0f.replace(/\p{Emoji_Modifier}/gu, '')];
  // A ZWJ sequence Twemoji does not draw (newer than its Unicode version): its first emoji still says most of it.
  const first = emoji.split('\u200d')[0];
  if (first && first !== emoji) names.push(first.replace(/\ufe0f/g, ''), first.replace(/\ufe0f/g, '').replace(/\p{Emoji_Modifier}/gu, ''));
  return [...new Set(names.filter(Boolean).map(codePoints))];
}

const pathCache = new Map<string, string | null>();

/** Absolute path of the emoji's SVG, or null when Twemoji has no picture for it. */
export function twemojiSvgPath(emoji: string): string | null {
  const cached = pathCache.get(emoji);
  if (cached !== undefined) return cached;
  let found: string | null = null;
  for (const name of twemojiCandidates(emoji)) {
    const file = path.join(twemojiDir(), `${name}.svg`);
    if (existsSync(file)) {
      found = file;
      break;
    }
  }
  pathCache.set(emoji, found);
  return found;
}
