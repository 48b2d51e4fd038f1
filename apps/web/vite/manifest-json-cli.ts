/**
 * Runs after `react-router build` (package.json `build`): rewrites React Router's browser route manifest in
 * `build/client/assets` to be parsed as JSON (manifest-json.ts, decision 0027). The server compresses the rewritten
 * file on first request, as it does the pre-rendered pages (apps/server/src/http/web-static.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { manifestAsJson } from './manifest-json.ts';

const assetsDir = path.resolve(import.meta.dirname, '../build/client/assets');
const files = readdirSync(assetsDir).filter((name) => /^manifest-[\w-]+\.js$/.test(name));

for (const name of files) {
  const file = path.join(assetsDir, name);
  const source = readFileSync(file, 'utf8');
  const rewritten = manifestAsJson(source);
  if (rewritten === null) {
    // React Router changed how it writes the manifest: fail the build rather than silently lose the speed-up.
    console.error(`manifest-json: ${name} is not \`window.__reactRouterManifest={…JSON…};\`; see vite/manifest-json.ts`);
    process.exit(1);
  }
  if (rewritten !== source) writeFileSync(file, rewritten);
}
if (files.length === 0) {
  console.error(`manifest-json: no React Router manifest in ${assetsDir}`);
  process.exit(1);
}
console.log(`manifest-json: ${files.length} route manifest(s) now parsed as JSON`);
