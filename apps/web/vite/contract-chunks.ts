import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Code-splitting groups that put each file of the API contract (packages/contract/src) in its own chunk, and zod in
 * one of its own (decision 0027). All the contract's zod schemas were one chunk, built in one 70–150 ms task on every
 * page, the landing included, although a public page uses a handful of them; split, a page evaluates only the files it
 * imports (the package declares `sideEffects: false`), one per task (vite/defer-hydration.ts).
 *
 * A group takes in the modules its modules import unless a group of higher priority took them first, so the files
 * other files import get the higher priorities: a file's priority grows with how far it is from the top of the import
 * graph, and zod comes before them all.
 */
const CONTRACT_SRC = path.resolve(import.meta.dirname, '../../../packages/contract/src');
const RELATIVE_IMPORT = /from '(\.{1,2}\/[^']+\.ts)'/g;

function contractFiles(dir = CONTRACT_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contractFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `contract-billing` for …/src/billing.ts, `contract-funnels-v3` for …/src/funnels/v3.ts. */
export function contractChunkName(file: string): string {
  return `contract-${path.relative(CONTRACT_SRC, file).replace(/\.ts$/, '').replace(/[\\/]/g, '-')}`;
}

/** How many files stand between `file` and a file that imports nothing of the contract (0 for such a file). */
function heights(files: readonly string[]): Map<string, number> {
  const imports = new Map(
    files.map((file) => [file, [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].map((match) => path.resolve(path.dirname(file), match[1] ?? ''))]),
  );
  const height = new Map<string, number>();
  const visit = (file: string, trail: Set<string>): number => {
    const known = height.get(file);
    if (known !== undefined) return known;
    if (trail.has(file)) return 0; // an import cycle: any order is as good
    trail.add(file);
    const value = Math.max(-1, ...(imports.get(file) ?? []).map((dependency) => visit(dependency, trail))) + 1;
    trail.delete(file);
    height.set(file, value);
    return value;
  };
  for (const file of files) visit(file, new Set());
  return height;
}

/** zod, or any other package: a package pulled into the zod-free chunk could bring zod or anything else with it. */
const IMPORTS_PACKAGE = /from '(?!\.{1,2}\/)[^']+'/;

/**
 * The files that import zod neither themselves nor through the files they import, and no other package either (a
 * type-only import counts too, to be safe): constants and plain data such as the funnel definitions and the session
 * header names.
 */
export function zodFreeFiles(files: readonly string[]): Set<string> {
  const imports = new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      return [
        file,
        {
          importsPackage: IMPORTS_PACKAGE.test(text),
          files: [...text.matchAll(RELATIVE_IMPORT)].map((match) => path.resolve(path.dirname(file), match[1] ?? '')),
        },
      ];
    }),
  );
  // Taint spreads from the files that import zod (or any package) to every file that imports a tainted one, until nothing changes.
  const tainted = new Set(files.filter((file) => imports.get(file)?.importsPackage));
  for (let grew = true; grew;) {
    grew = false;
    for (const file of files) {
      if (tainted.has(file) || !imports.get(file)?.files.some((dependency) => tainted.has(dependency) || !imports.has(dependency))) continue;
      tainted.add(file);
      grew = true;
    }
  }
  return new Set(files.filter((file) => !tainted.has(file)));
}

export function contractChunkGroups() {
  const files = contractFiles();
  const height = heights(files);
  const tallest = Math.max(0, ...height.values());
  // The zod-free files are small and import only each other: one chunk for all of them instead of one each (a public
  // page used five of them, 80 B to 1.6 KB, each a request and a task of its own).
  const light = zodFreeFiles(files);
  return [
    { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: tallest + 2 },
    { name: 'contract-light', test: (id: string) => light.has(path.resolve(id)), priority: tallest + 2 },
    ...files
      .filter((file) => !light.has(file))
      .map((file) => ({ name: contractChunkName(file), test: (id: string) => path.resolve(id) === file, priority: tallest + 1 - (height.get(file) ?? 0) })),
  ];
}
