import path from 'node:path';
import { contractChunkGroups } from './contract-chunks.ts';

/**
 * How the browser build is cut into chunks (decision 0027). Every chunk a pre-rendered page loads costs a starting
 * phone a preload, a request, a compile notification and an evaluation task, so the pieces every page needs are a
 * few named chunks instead of one per importer set:
 * - `react` (React, React DOM and its scheduler) and `router` (React Router): the two largest, and the two whose
 *   functions hydration calls almost all of, so V8 is told to compile them while they download (`compileHint`);
 * - `icons` (Lucide) and `query` (TanStack Query), each one chunk;
 * - `shell`: the small modules of the app's frame that every page imports (API client, session, analytics, logo,
 *   language links, react-i18next, the toast queue, the alert, card and error states most pages show…), 0.2–6 KB
 *   each when they were chunks of their own;
 * - `funnel`: the frame, API client and texts every funnel step and /v3/next share;
 * - the API contract per file, its zod-free files together, and zod apart (vite/contract-chunks.ts).
 */
const WEB_SRC = path.resolve(import.meta.dirname, '../src');

/** The app frame's small modules, one `shell` chunk (absolute paths). */
export const SHELL_FILES: ReadonlySet<string> = new Set(
  [
    'components/language-links.tsx',
    'components/logo.tsx',
    'components/public-shell.tsx',
    'components/states.tsx',
    'components/ui/alert.tsx',
    'components/ui/button.tsx',
    'components/ui/card.tsx',
    'components/ui/cn.ts',
    'components/ui/field.tsx',
    'components/ui/spinner.tsx',
    'components/ui/toast.ts',
    'features/funnels/paths.ts',
    'features/not-found/not-found-page.tsx',
    'lib/analytics.ts',
    'lib/api-paths.ts',
    'lib/api.ts',
    'lib/auth-token.ts',
    'lib/auth.ts',
    'lib/build-watcher.ts',
    'lib/error-reporting.ts',
    'lib/errors.ts',
    'lib/font-preload.ts',
    'lib/landing.ts',
    'lib/near-viewport.ts',
    'lib/public-config.ts',
    'lib/query-client.ts',
    'lib/reload-guard.ts',
    'lib/site-url.ts',
    'lib/storage.ts',
    'lib/support.ts',
  ].map((file) => path.join(WEB_SRC, file)),
);

/** What every funnel step shares with /v3/next (its frame, API client and texts): one `funnel` chunk, not three. */
export const FUNNEL_FILES: ReadonlySet<string> = new Set(
  ['features/funnels/funnel-layout.tsx', 'features/funnels/funnels.api.ts', 'features/funnels/texts.ts'].map((file) => path.join(WEB_SRC, file)),
);

/** react-i18next: the root's provider and every page's `useTranslation`, a chunk of its own (6 KB) otherwise. */
const REACT_I18NEXT = /[\\/]node_modules[\\/]react-i18next[\\/]/;

/** A group test for a set of source files (absolute paths; a module id may carry a `?query`). */
function inFiles(files: ReadonlySet<string>): (id: string) => boolean {
  return (id) => files.has(path.resolve(id.split('?')[0] ?? id));
}

const inShellFiles = inFiles(SHELL_FILES);

/** The names of the chunks V8 should compile eagerly, off the main thread, while they download. */
const COMPILED_ON_LOAD = new Set(['react', 'router']);

export function chunkGroups() {
  return [
    ...contractChunkGroups(),
    // Above the rest: a group takes in what its modules import unless a group of higher priority took it first, and
    // Lucide, React Router and every component import React.
    { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1000 },
    { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 999 },
    { name: 'icons', test: /[\\/]lucide-react[\\/]/ },
    { name: 'query', test: /[\\/]@tanstack[\\/]/ },
    { name: 'shell', test: (id: string) => REACT_I18NEXT.test(id) || inShellFiles(id) },
    { name: 'funnel', test: inFiles(FUNNEL_FILES) },
  ];
}

/**
 * V8's explicit compile hint (Chrome 136+): `//# allFunctionsCalledOnLoad` as a file's first line makes V8 compile
 * every function in it on the background thread that parses the download, instead of each one on the main thread the
 * first time hydration calls it. Other browsers read a comment. Used as rolldown's `postBanner` (after minification,
 * so it stays the first line).
 */
export function compileHint(chunk: { name: string }): string {
  return COMPILED_ON_LOAD.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : '';
}
