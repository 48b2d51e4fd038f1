import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { manifestAsJson } from './manifest-json.ts';

const manifest = {
  entry: { module: '/assets/entry.client-1.js', imports: ['/assets/react-1.js'] },
  routes: {
    root: { id: 'root', path: '', hasLoader: false, module: '/assets/root-1.js', imports: [] },
    'post-en': {
      id: 'post-en',
      parentId: 'root',
      path: 'post/:slug',
      module: '/assets/post-1.js',
      imports: ['/assets/a-1.js'],
      title: 'Quotes " and \\ backslashes </script> and ü',
    },
  },
  url: '/assets/manifest-1.js',
  version: '1',
};
const written = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;

/** What the browser ends up with after running the file. */
function evaluate(source: string): unknown {
  const window: { __reactRouterManifest?: unknown } = {};
  runInNewContext(source, { window, JSON });
  return window.__reactRouterManifest;
}

describe('manifestAsJson', () => {
  it('builds the same manifest through JSON.parse', () => {
    const rewritten = manifestAsJson(written);
    expect(rewritten).toMatch(/^window\.__reactRouterManifest=JSON\.parse\(".*"\);$/s);
    expect(evaluate(rewritten ?? '')).toEqual(manifest);
  });

  it('leaves a file it already rewrote as it is', () => {
    const rewritten = manifestAsJson(written) ?? '';
    expect(manifestAsJson(rewritten)).toBe(rewritten);
  });

  it('refuses a file of another shape, so the build can fail loudly', () => {
    expect(manifestAsJson('console.log(1);')).toBeNull();
    expect(manifestAsJson('window.__reactRouterManifest={routes:{a:1}};')).toBeNull(); // not JSON
    expect(manifestAsJson('window.__reactRouterManifest={"entry":{}};')).toBeNull(); // no routes
  });
});
