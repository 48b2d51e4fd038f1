import { runInNewContext } from 'node:vm';
import { analyticsBatchSchema } from '@reelcraft/contract';
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
    expect(stepwise).toEqual(
      expect.arrayContaining(['/assets/manifest-1.js', '/assets/root-1.js', '/assets/landing-1.js', '/assets/contract-1.js', '/assets/router-1.js']),
    );
    const registered = html.indexOf('window.__reactRouterRouteModules={"root":route0,"landing-en":route1};');
    expect(registered).toBeGreaterThan(
      html.indexOf('const [,route0,route1]=await Promise.all([import("/assets/manifest-1.js"),import("/assets/root-1.js"),import("/assets/landing-1.js")]);'),
    );
    expect(html.indexOf('await import("/assets/entry.client-1.js")')).toBeGreaterThan(registered);
  });

  it('still preloads every chunk once it starts, the ones needed first first', () => {
    const html = deferHydration(page(reactRouterScript), staticImports);
    const batches = JSON.parse(/for\(const links of (\[[^\]]*\])\)/.exec(html)?.[1] ?? '[]') as string[];
    const hrefs = batches.flatMap((links) => [...links.matchAll(/href="([^"]+)"/g)].map((match) => match[1]));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/assets/manifest-1.js', '/assets/entry.client-1.js', '/assets/react-1.js', '/assets/root-1.js', '/assets/contract-1.js']),
    );
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

/** Runs a rewritten page's inline module script against a stub browser: what it sent, stored and started. */
function runPageScript(
  html: string,
  {
    impersonating = false,
    referrer = '',
    nearSections = 0,
    search = '',
  }: { impersonating?: boolean; referrer?: string; nearSections?: number; search?: string } = {},
) {
  const body = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const stored = new Map<string, string>(impersonating ? [['reelcraft.impersonation', '{}']] : []);
  const beacons: { url: string; body: Blob }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const inserted: string[] = [];
  const observers: { callback: (entries: { isIntersecting: boolean }[]) => void; margin: string; watched: number }[] = [];
  const listeners: { type: string; handler: (event: unknown) => void }[] = [];
  const dispatch = (type: string, event: unknown) => {
    for (const listener of listeners) if (listener.type === type) listener.handler(event);
    settle();
  };
  const browser = {
    sessionStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) },
    crypto: { randomUUID: () => '6f1c1b8e-2a8f-4c0e-9a57-1d2b3c4d5e6f' },
    navigator: { sendBeacon: (url: string, data: Blob) => beacons.push({ url, body: data }) > 0 },
    location: { pathname: '/post/how-to-write-hooks', search },
    document: {
      referrer,
      head: { insertAdjacentHTML: (_where: string, markup: string) => void inserted.push(markup) },
      documentElement: { dataset: {} as Record<string, string> },
      querySelectorAll: (selector: string) => (selector === '[data-hydrate="near"]' ? Array.from({ length: nearSections }, () => ({})) : []),
      addEventListener: (type: string, handler: (event: unknown) => void) => void listeners.push({ type, handler }),
      removeEventListener: () => undefined,
    },
    MessageChannel: class {
      port1: { onmessage: (() => void) | null } = { onmessage: null };
      port2 = { postMessage: () => undefined };
    },
    MutationObserver: class {
      observe() {}
      disconnect() {}
    },
    IntersectionObserver: class {
      private readonly entry: (typeof observers)[number];
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options: { rootMargin: string }) {
        this.entry = { callback, margin: options.rootMargin, watched: 0 };
        observers.push(this.entry);
      }
      observe() {
        this.entry.watched += 1;
      }
      disconnect() {}
    },
    Element: class {},
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
    Blob,
    JSON,
    Date,
    Math,
  };
  const settle = () => {
    // The first frame, then every timer that it and the script set.
    for (const frame of frames.splice(0)) frame();
    for (const timer of timers.splice(0)) timer();
  };
  runInNewContext(body, browser);
  settle();
  return {
    beacons,
    stored,
    inserted,
    observers,
    dataset: browser.document.documentElement.dataset,
    /** A section's observer reports it near the screen. */
    scrollNear: () => {
      for (const observer of observers) observer.callback([{ isIntersecting: true }]);
      settle();
    },
    /** A tap on a button, as the capturing click listener sees it. */
    tap: () => {
      const button = Object.assign(new browser.Element(), { type: 'button', form: null, closest: () => button });
      dispatch('click', { target: button, preventDefault: () => undefined, stopPropagation: () => undefined });
    },
    /** Focus moves to an element of this tag (`input`, `a`…), as the capturing focusin listener sees it. */
    focus: (tag: string) => {
      const element = Object.assign(new browser.Element(), { matches: (selector: string) => selector.split(',').includes(tag) });
      dispatch('focusin', { target: element });
    },
  };
}

describe('deferHydration of a static page (the blog)', () => {
  it('sends one page view after the first paint, in the shape the analytics API takes, and loads no JavaScript', async () => {
    const html = deferHydration(page(reactRouterScript), staticImports, { hydration: 'never' });
    const { beacons, stored, inserted } = runPageScript(html, { referrer: 'https://www.google.com/' });
    expect(inserted).toEqual([]);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe('/api/analytics/events');
    const batch = analyticsBatchSchema.parse(JSON.parse(await beacons[0]!.body.text()));
    expect(batch.events).toEqual([
      expect.objectContaining({
        type: 'page_view',
        path: '/post/how-to-write-hooks',
        session_id: '6f1c1b8e-2a8f-4c0e-9a57-1d2b3c4d5e6f',
        referrer: 'https://www.google.com/',
      }),
    ]);
    // The tab's analytics session starts here and carries on when the visitor goes on into the app.
    expect(stored.get('reelcraft.analytics_session')).toBe('6f1c1b8e-2a8f-4c0e-9a57-1d2b3c4d5e6f');
  });

  it('hydrates as any page in a tab where an admin views a user, so the banner shows', () => {
    const html = deferHydration(page(reactRouterScript), staticImports, { hydration: 'never' });
    const { beacons, inserted } = runPageScript(html, { impersonating: true });
    expect(beacons).toEqual([]);
    expect(inserted.join('')).toContain('<link rel="modulepreload" href="/assets/manifest-1.js">');
  });

  it('hydrates a page that is not static, and sends no page view of its own (the app does)', () => {
    const { beacons, inserted } = runPageScript(deferHydration(page(reactRouterScript), staticImports));
    expect(beacons).toEqual([]);
    expect(inserted.length).toBeGreaterThan(0);
  });
});

describe('deferHydration of a page that hydrates when a section nears the screen (the landing)', () => {
  const landing = () => deferHydration(page(reactRouterScript), staticImports, { hydration: 'near' });

  it('sends its page view at once, marks it sent for the app, and loads nothing while the sections are far', async () => {
    const { beacons, inserted, observers, dataset } = runPageScript(landing(), { nearSections: 2 });
    expect(beacons).toHaveLength(1);
    expect(analyticsBatchSchema.parse(JSON.parse(await beacons[0]!.body.text())).events[0]).toMatchObject({
      type: 'page_view',
      path: '/post/how-to-write-hooks',
    });
    expect(dataset.pageView).toBe('/post/how-to-write-hooks');
    expect(inserted).toEqual([]);
    expect(observers).toEqual([expect.objectContaining({ margin: '400px 0px', watched: 2 })]);
  });

  it('hydrates when a marked section comes near the screen', () => {
    const script = runPageScript(landing(), { nearSections: 1 });
    script.scrollNear();
    expect(script.inserted.join('')).toContain('<link rel="modulepreload" href="/assets/manifest-1.js">');
    expect(script.beacons).toHaveLength(1);
  });

  it('hydrates when a button is tapped first, holding the tap for React', () => {
    const script = runPageScript(landing(), { nearSections: 1 });
    script.tap();
    expect(script.inserted.length).toBeGreaterThan(0);
  });

  it('hydrates at once when nothing on it is marked, or in an impersonating tab', () => {
    expect(runPageScript(landing()).inserted.length).toBeGreaterThan(0);
    const impersonating = runPageScript(landing(), { nearSections: 1, impersonating: true });
    expect(impersonating.inserted.length).toBeGreaterThan(0);
    expect(impersonating.beacons).toEqual([]);
  });
});

describe('deferHydration of a page with a form above the fold (the downloader)', () => {
  const downloader = () => deferHydration(page(reactRouterScript), staticImports, { hydration: 'focus' });

  it('sends its page view and loads nothing until a field is focused, even with no marked section', () => {
    const script = runPageScript(downloader());
    expect(script.beacons).toHaveLength(1);
    expect(script.dataset.pageView).toBe('/post/how-to-write-hooks');
    expect(script.inserted).toEqual([]);
    script.focus('a');
    expect(script.inserted).toEqual([]);
    script.focus('input');
    expect(script.inserted.join('')).toContain('<link rel="modulepreload" href="/assets/manifest-1.js">');
    expect(script.beacons).toHaveLength(1);
  });

  it('hydrates when its marked section comes near the screen, or a button is tapped', () => {
    const near = runPageScript(downloader(), { nearSections: 1 });
    expect(near.observers).toEqual([expect.objectContaining({ margin: '400px 0px', watched: 1 })]);
    expect(near.inserted).toEqual([]);
    near.scrollNear();
    expect(near.inserted.length).toBeGreaterThan(0);
    const tapped = runPageScript(downloader());
    tapped.tap();
    expect(tapped.inserted.length).toBeGreaterThan(0);
  });

  it('hydrates at once when opened with a query string (a link sent before hydration, or shared), or in an impersonating tab', () => {
    expect(runPageScript(downloader(), { search: '?url=https%3A%2F%2Fwww.instagram.com%2Freel%2FC0ffee%2F' }).inserted.length).toBeGreaterThan(0);
    const impersonating = runPageScript(downloader(), { impersonating: true });
    expect(impersonating.inserted.length).toBeGreaterThan(0);
    expect(impersonating.beacons).toEqual([]);
  });
});

describe('evaluationOrder', () => {
  it('puts each chunk after everything it imports, once, and survives import cycles', () => {
    const cyclic: Record<string, string[]> = { a: ['b'], b: ['c'], c: ['a'], d: ['c'] };
    const order = evaluationOrder(['a', 'd'], (href) => cyclic[href] ?? []);
    expect(order).toEqual(['c', 'b', 'a', 'd']);
  });
});
