import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGroups, compileHint, FUNNEL_FILES, SHELL_FILES } from './chunk-groups.ts';
import { zodFreeFiles } from './contract-chunks.ts';

type Group = { name: string; test: RegExp | ((id: string) => boolean) };
const groups = chunkGroups() as Group[];
const matches = (name: string, id: string) => {
  const group = groups.find((candidate) => candidate.name === name);
  if (!group) throw new Error(`no group ${name}`);
  return typeof group.test === 'function' ? group.test(id) : group.test.test(id);
};
const WEB_SRC = path.resolve(import.meta.dirname, '../src');

describe('chunk groups', () => {
  it('puts React, React DOM and the scheduler in `react`, React Router in `router`', () => {
    expect(matches('react', '/app/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(matches('react', '/app/node_modules/scheduler/cjs/scheduler.production.js')).toBe(true);
    expect(matches('react', '/app/node_modules/react/index.js')).toBe(true);
    expect(matches('react', '/app/node_modules/react-router/dist/production/index.mjs')).toBe(false);
    expect(matches('router', '/app/node_modules/react-router/dist/production/index.mjs')).toBe(true);
  });

  it('puts the app frame modules in `shell`, and every file it names exists (a rename would silently drop it)', () => {
    expect(matches('shell', path.join(WEB_SRC, 'lib/api.ts'))).toBe(true);
    expect(matches('shell', `${path.join(WEB_SRC, 'components/logo.tsx')}?v=1`)).toBe(true);
    expect(matches('shell', path.join(WEB_SRC, 'features/landing/partners.tsx'))).toBe(false);
    expect(matches('shell', '/app/node_modules/react-i18next/dist/es/index.js')).toBe(true);
    expect(matches('funnel', `${path.join(WEB_SRC, 'features/funnels/funnels.api.ts')}?v=1`)).toBe(true);
    expect(matches('funnel', path.join(WEB_SRC, 'features/funnels/next-page.tsx'))).toBe(false);
    for (const file of [...SHELL_FILES, ...FUNNEL_FILES]) expect(existsSync(file), file).toBe(true);
  });

  it('gives React the highest priority, so the groups of its importers do not take it', () => {
    const priority = (name: string) => (groups.find((group) => group.name === name) as { priority?: number } | undefined)?.priority ?? 0;
    for (const group of groups) if (group.name !== 'react') expect(priority('react')).toBeGreaterThan(priority(group.name));
  });

  it('marks only React and React Router to be compiled on load', () => {
    expect(compileHint({ name: 'react' })).toBe('//# allFunctionsCalledOnLoad');
    expect(compileHint({ name: 'router' })).toBe('//# allFunctionsCalledOnLoad');
    expect(compileHint({ name: 'icons' })).toBe('');
    expect(compileHint({ name: 'landing' })).toBe('');
  });
});

describe('zodFreeFiles', () => {
  const project = (files: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'contract-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return { paths: Object.keys(files).map((name) => path.join(dir, name)), name: (file: string) => path.basename(file) };
  };

  it('keeps files that reach zod through any import out, and plain data in', () => {
    const { paths, name } = project({
      'schema.ts': "import { z } from 'zod';\nexport const a = z.string();\n",
      'uses-schema.ts': "import { a } from './schema.ts';\nexport const b = a;\n",
      'data.ts': 'export const LIMIT = 3;\n',
      'uses-data.ts': "import { LIMIT } from './data.ts';\nexport const twice = LIMIT * 2;\n",
    });
    expect([...zodFreeFiles(paths)].map(name).sort()).toEqual(['data.ts', 'uses-data.ts']);
  });

  it('taints every file of an import cycle one of whose files imports zod', () => {
    const { paths, name } = project({
      'first.ts': "import { second } from './second.ts';\nimport { z } from 'zod';\nexport const first = z.string();\nexport { second };\n",
      'second.ts': "import { first } from './first.ts';\nexport const second = () => first;\n",
      'apart.ts': 'export const apart = 1;\n',
    });
    expect([...zodFreeFiles(paths)].map(name)).toEqual(['apart.ts']);
  });

  it('keeps out a file that imports a package, which the chunk would otherwise take in with it', () => {
    const { paths, name } = project({
      'uses-package.ts': "import { LANGUAGES } from '@reelcraft/i18n';\nexport const count = LANGUAGES.length;\n",
      'plain.ts': 'export const plain = 1;\n',
    });
    expect([...zodFreeFiles(paths)].map(name)).toEqual(['plain.ts']);
  });

  it('treats an import it cannot see as zod, to be safe', () => {
    const { paths } = project({ 'lonely.ts': "import { x } from './elsewhere.ts';\nexport const y = x;\n" });
    expect(zodFreeFiles(paths).size).toBe(0);
  });
});
