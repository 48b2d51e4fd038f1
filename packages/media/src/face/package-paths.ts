import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The directory of an installed package, found the way Node itself looks for it: `node_modules/<name>` in this
 * file's directory and every parent. We cannot use require.resolve('<name>/package.json') because
 * @vladmandic/human's `exports` map is broken (its keys lack './', so every subpath throws).
 */
export function findPackageDir(name: string, from: string | URL = import.meta.url): string {
  const start = typeof from === 'string' && !from.startsWith('file:') ? from : fileURLToPath(from);
  let dir = path.dirname(start);
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package ${name} is not installed (searched node_modules above ${start})`);
    dir = parent;
  }
}
