/**
 * Runs after `react-router build` (package.json `build`): moves the hydration of every pre-rendered page in
 * `build/client` after its first paint (defer-hydration.ts, decision 0027). The SPA fallback is left alone: it has no
 * content to paint before its JavaScript runs.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

let changed = 0;
let total = 0;
for (const file of pages(clientDir)) {
  total += 1;
  const html = readFileSync(file, 'utf8');
  const deferred = deferHydration(html, staticImports);
  if (deferred === html) continue;
  writeFileSync(file, deferred);
  changed += 1;
}
console.log(`defer-hydration: ${changed} of ${total} pre-rendered pages now hydrate after their first paint`);
if (total > 0 && changed === 0) {
  // React Router changed the shape of its hydration script: fail the build rather than silently lose the speed-up.
  console.error('defer-hydration: no page had the expected hydration script; see vite/defer-hydration.ts');
  process.exit(1);
}
