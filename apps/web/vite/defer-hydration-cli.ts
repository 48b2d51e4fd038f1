/**
 * Runs after `react-router build` (package.json `build`): moves the hydration of every pre-rendered page in
 * `build/client` after its first paint (defer-hydration.ts, decision 0027). The SPA fallback is left alone: it has no
 * content to paint before its JavaScript runs. Pages that seo/pages.ts marks hydrate later (the landing, the downloader) or never (the blog).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publicPages } from '../seo/pages.ts';
import { deferHydration } from './defer-hydration.ts';

const clientDir = path.resolve(import.meta.dirname, '../build/client');
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g;

/** A chunk's static imports (`import … from"./x.js"`, `import"./x.js"`; not `import("./x.js")`), as absolute hrefs. */
const importsByHref = new Map<string, string[]>();
function staticImports(href: string): string[] {
  const known = importsByHref.get(href);
  if (known) return known;
  let source = '';
  try {
    source = readFileSync(path.join(clientDir, href), 'utf8');
  } catch {
    // Not a file of this build (an absolute URL): it has no imports we can follow.
  }
  const imports = [...source.matchAll(STATIC_IMPORT)].map((match) => path.posix.join(path.posix.dirname(href), match[1] ?? ''));
  importsByHref.set(href, imports);
  return imports;
}

function* pages(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') yield* pages(full);
    else if (entry.isFile() && entry.name === 'index.html') yield full;
  }
}

/** The URL path of a pre-rendered page's file: `build/client/ru/blog/index.html` → `/ru/blog`. */
function urlPath(file: string): string {
  const dir = path.posix.dirname(path.relative(clientDir, file).split(path.sep).join('/'));
  return dir === '.' ? '/' : `/${dir}`;
}

const hydrationByPath = new Map(publicPages().flatMap((page) => (page.hydration ? [[page.path, page.hydration] as const] : [])));
let changed = 0;
let total = 0;
const counts = { eager: 0, near: 0, focus: 0, never: 0 };
for (const file of pages(clientDir)) {
  total += 1;
  const html = readFileSync(file, 'utf8');
  const hydration = hydrationByPath.get(urlPath(file)) ?? 'eager';
  const deferred = deferHydration(html, staticImports, { hydration });
  if (deferred === html) continue;
  writeFileSync(file, deferred);
  changed += 1;
  counts[hydration] += 1;
}
console.log(
  `defer-hydration: ${changed} of ${total} pre-rendered pages rewritten: ${counts.eager} hydrate after their first paint, ${counts.near} when a section nears the screen, ${counts.focus} when a field is focused, ${counts.never} never`,
);
if (total > 0 && changed === 0) {
  // React Router changed the shape of its hydration script: fail the build rather than silently lose the speed-up.
  console.error('defer-hydration: no page had the expected hydration script; see vite/defer-hydration.ts');
  process.exit(1);
}
const late = counts.near + counts.focus + counts.never;
if (late < hydrationByPath.size) {
  // A page's file no longer sits where its path says: fail rather than silently hydrate it at once again.
  console.error(`defer-hydration: ${hydrationByPath.size - late} pages that hydrate late or never were not found in build/client`);
  process.exit(1);
}
