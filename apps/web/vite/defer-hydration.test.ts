import { describe, expect, it } from 'vitest';
import { deferHydration, evaluationOrder } from './defer-hydration.ts';

const page = (script: string) =>
  `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/react-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/></head><body><main>Hello</main>${script}</body></html>`;

const reactRouterScript = `<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/landing-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"landing-en":route1};

import("/assets/entry.client-1.js");</script>`;

const graph: Record<string, string[]> = {
  '/assets/entry.client-1.js': ['/assets/react-1.js', '/assets/router-1.js'],
  '/assets/router-1.js': ['/assets/react-1.js'],
  '/assets/root-1.js': ['/assets/router-1.js', '/assets/react-1.js'],
  '/assets/landing-1.js': ['/assets/react-1.js', '/assets/contract-1.js'],
};
const staticImports = (href: string) => graph[href] ?? [];

describe('deferHydration', () => {
  it('takes the module preloads out of the HTML, so nothing but the page competes with its first paint', () => {
    const html = deferHydration(page(reactRouterScript), staticImports);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('rel="stylesheet"');
    expect(html).toContain('<main>Hello</main>');
  });

  it('starts after the first frame, with a fallback timer for pages that never paint', () => {
    const html = deferHydration(page(reactRouterScript), staticImports);
    expect(html).toContain('requestAnimationFrame(()=>setTimeout(start,0));setTimeout(start,1500);');
    expect(html).not.toMatch(/^import "/m);
  });

  it('evaluates every chunk before the entry, one per task, dependencies first, and registers the route modules', () => {
    const html = deferHydration(page(reactRouterScript), staticImports);
    const stepwise = JSON.parse(/for\(const href of (\[[^\]]*\])\)\{await import/.exec(html)?.[1] ?? '[]') as string[];
    expect(stepwise).not.toContain('/assets/entry.client-1.js');
    for (const [chunk, dependencies] of Object.entries(graph)) {
      if (!stepwise.includes(chunk)) continue;
      for (const dependency of dependencies) expect(stepwise.indexOf(dependency)).toBeLessThan(stepwise.indexOf(chunk));
    }
    expect(stepwise).toEqual(expect.arrayContaining(['/assets/manifest-1.js', '/assets/root-1.js', '/assets/landing-1.js', '/assets/contract-1.js', '/assets/router-1.js']));
    const registered = html.indexOf('window.__reactRouterRouteModules={"root":route0,"landing-en":route1};');
    expect(registered).toBeGreaterThan(html.indexOf('const [,route0,route1]=await Promise.all([import("/assets/manifest-1.js"),import("/assets/root-1.js"),import("/assets/landing-1.js")]);'));
    expect(html.indexOf('await import("/assets/entry.client-1.js")')).toBeGreaterThan(registered);
  });

  it('still preloads every chunk once it starts, the ones needed first first', () => {
    const html = deferHydration(page(reactRouterScript), staticImports);
    const batches = JSON.parse(/for\(const links of (\[[^\]]*\])\)/.exec(html)?.[1] ?? '[]') as string[];
    const hrefs = batches.flatMap((links) => [...links.matchAll(/href="([^"]+)"/g)].map((match) => match[1]));
    expect(hrefs).toEqual(expect.arrayContaining(['/assets/manifest-1.js', '/assets/entry.client-1.js', '/assets/react-1.js', '/assets/root-1.js', '/assets/contract-1.js']));
    expect(hrefs.at(-1)).toBe('/assets/entry.client-1.js');
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('holds a tap on a button made before hydration and clicks it once the page is interactive', () => {
    const html = deferHydration(page(reactRouterScript), staticImports);
    expect(html).toContain('document.addEventListener("click",hold,true)');
    expect(html).toContain('if(button?.isConnected)button.click()');
    // Form submissions and links stay the browser's.
    expect(html).toContain('(button.type==="submit"&&button.form)');
  });

  it('leaves a page it does not understand as it is', () => {
    const unknown = page('<script type="module" async="">import "/assets/a.js"; window.__reactRouterRouteModules = {}; somethingNew();</script>');
    expect(deferHydration(unknown, staticImports)).toBe(unknown);
    const plain = '<html><body>No scripts</body></html>';
    expect(deferHydration(plain, staticImports)).toBe(plain);
  });
});

describe('evaluationOrder', () => {
  it('puts each chunk after everything it imports, once, and survives import cycles', () => {
    const cyclic: Record<string, string[]> = { a: ['b'], b: ['c'], c: ['a'], d: ['c'] };
    const order = evaluationOrder(['a', 'd'], (href) => cyclic[href] ?? []);
    expect(order).toEqual(['c', 'b', 'a', 'd']);
  });
});
