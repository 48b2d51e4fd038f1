/**
 * Pre-rendered public pages load their JavaScript after the first paint (decision 0027).
 *
 * React Router writes, into every pre-rendered page, a `<link rel="modulepreload">` for each of the 40-odd chunks
 * hydration needs and an inline module script whose static imports fetch them. On a phone on slow 4G those downloads
 * share the connection with the stylesheet and the font, and their parsing shares the main thread with the first
 * layout, so the HTML that is already there showed up a second later than it could. The page reads and its links work
 * without JavaScript (the language links, the sign-up buttons and the articles are plain `<a href>`), so hydration can
 * start right after the first frame is painted.
 *
 * This rewrites the HTML after the build (`npm run build` runs `vite/defer-hydration-cli.ts`): the preload links leave
 * `<head>`, and the module script becomes one that, after the first paint, adds the same preload links (so the chunks
 * still download in parallel), then evaluates the chunks one per task, dependencies first, and only then imports the
 * route modules and React Router's entry as before. Evaluating a module graph is one uninterruptible task: all of it
 * at once was 150 ms on a desktop core, 600 ms on a mid-range phone, during which a tap did nothing. A fallback timer
 * starts it if no frame is ever painted (a tab opened in the background).
 *
 * Some pages hydrate later or never (decisions 0028 and 0032), so a phone does not run React, the router and the app
 * for a page that reads and works as HTML; their script records the page view itself:
 * - `never`: the blog (text, images and links, nothing to press). Leaving it is a full load of another page.
 * - `near`: the landing, whose only parts that need JavaScript are sections below the fold (`data-hydrate="near"`:
 *   the live trends). It hydrates when one of them comes within {@link HYDRATE_AHEAD_PX} of the screen, or when a
 *   button is tapped; the page view is not sent twice (src/lib/analytics.ts reads `data-page-view`).
 * - `focus`: the downloader, whose form is above the fold: as `near`, and also when one of its fields is focused, or at
 *   once when it is opened with a query string (decision 0032).
 * A tab in which an admin is viewing the product as a user hydrates every page at once, so the banner says so.
 */

import { ANALYTICS_ENDPOINT } from '../src/lib/api-paths.ts';
import { STORAGE_KEYS } from '../src/lib/storage.ts';

const MODULE_SCRIPT = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const STATIC_SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const STATIC_NAMESPACE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^;]*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;
/** Module preload links added per task. */
const PRELOADS_PER_TASK = 1;
/**
 * When pages hydrate: after the first paint (the default), when a section that needs it nears the screen, also when
 * one of its form fields is focused (`focus`), or never.
 */
export type Hydration = 'eager' | 'near' | 'focus' | 'never';
/**
 * How far below the screen a `data-hydrate="near"` section starts the hydration: half a phone screen, so React takes
 * over (a second or two on a mid-range phone) while the visitor scrolls toward it, and the section's skeleton covers a
 * fast scroll. On a phone the landing's trends start 490–780 px below the first screen (320–412 px wide), so a visitor
 * who reads the hero and follows a call to action runs none of it; on a tablet or desktop they are closer and the page
 * hydrates at once.
 */
export const HYDRATE_AHEAD_PX = 400;
/** Milliseconds before hydration starts even though no frame was painted (a page opened in a background tab). */
export const HYDRATION_FALLBACK_MS = 1500;

/**
 * A tap on a button (a quiz answer, "Continue", "Back") before the page is interactive is not lost: the last one is
 * held, starts the hydration if it has not started (a page that hydrates late), and is clicked again once React has hydrated
 * (`<html data-hydrated="true">`, set by app-effects.tsx); React keeps the pre-rendered elements, so it is the same
 * button. Links and form submissions are left to the browser, which handles them without JavaScript. 20 s after the
 * hydration started without finishing (a script failed) the page's own behaviour is restored.
 */
const EARLY_TAPS = [
  `let tapped=null;`,
  `const hold=(event)=>{const button=event.target instanceof Element?event.target.closest("button"):null;`,
  `if(!button||(button.type==="submit"&&button.form)||document.documentElement.dataset.hydrated==="true")return;`,
  `event.preventDefault();event.stopPropagation();tapped=button;start();};`,
  `const release=()=>{document.removeEventListener("click",hold,true);watcher.disconnect();};`,
  `const watcher=new MutationObserver(()=>{if(document.documentElement.dataset.hydrated!=="true")return;release();`,
  `const button=tapped;tapped=null;if(button?.isConnected)button.click();});`,
  `watcher.observe(document.documentElement,{attributes:true,attributeFilter:["data-hydrated"]});`,
  `document.addEventListener("click",hold,true);`,
].join('');

/** The parts of React Router's hydration script. */
interface HydrationScript {
  sideEffectImports: string[];
  routeImports: { name: string; href: string }[];
  routeModules: string;
  entry: string;
}

function parseHydrationScript(body: string): HydrationScript | null {
  const script: HydrationScript = { sideEffectImports: [], routeImports: [], routeModules: '', entry: '' };
  for (const rawLine of body.split('\n')) {
    const line = rawLine.trim();
    if (!line) continue;
    const sideEffect = STATIC_SIDE_EFFECT_IMPORT.exec(line);
    const namespace = STATIC_NAMESPACE_IMPORT.exec(line);
    const routeModules = ROUTE_MODULES.exec(line);
    const entry = ENTRY_IMPORT.exec(line);
    if (sideEffect?.[1]) script.sideEffectImports.push(sideEffect[1]);
    else if (namespace?.[1] && namespace[2]) script.routeImports.push({ name: namespace[1], href: namespace[2] });
    else if (routeModules?.[1]) script.routeModules = routeModules[1];
    else if (entry?.[1]) script.entry = entry[1];
    // Anything else is a shape this rewrite does not know: leave the page as React Router wrote it.
    else return null;
  }
  return script.routeModules && script.entry ? script : null;
}

/**
 * The chunks in `hrefs` and every chunk they import statically, dependencies before their dependents (a depth-first
 * post-order), so importing them in this order evaluates one chunk per import. `staticImports` names a chunk's static
 * imports as absolute hrefs.
 */
export function evaluationOrder(hrefs: readonly string[], staticImports: (href: string) => readonly string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    for (const dependency of staticImports(href)) visit(dependency);
    order.push(href);
  };
  for (const href of hrefs) visit(href);
  return order;
}

/**
 * The page view of a page that does not hydrate at once, sent the way src/lib/analytics.ts sends a page-hide batch (a
 * beacon; the tab's analytics session id, made here if it is the tab's first page), after the first paint. The event
 * is what `analyticsEventSchema` takes (the unit test checks); `data-page-view` tells a later hydration it was sent.
 */
const PAGE_VIEW = [
  `const viewed=()=>{try{`,
  `let id=sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.analyticsSession)});`,
  `if(!id){id=crypto.randomUUID?crypto.randomUUID():Date.now().toString(36)+"-"+Math.random().toString(36).slice(2,12);`,
  `sessionStorage.setItem(${JSON.stringify(STORAGE_KEYS.analyticsSession)},id);}`,
  `const event={type:"page_view",path:location.pathname,session_id:id,occurred_at:new Date().toISOString()};`,
  `if(document.referrer)event.referrer=document.referrer.slice(0,2048);`,
  `navigator.sendBeacon(${JSON.stringify(ANALYTICS_ENDPOINT)},new Blob([JSON.stringify({events:[event]})],{type:"application/json"}));`,
  `document.documentElement.dataset.pageView=location.pathname;`,
  `}catch{}};`,
].join('');

/** True when this tab is an admin's view of a user's account (src/lib/auth-token.ts keeps it in sessionStorage). */
const IMPERSONATING = `(()=>{try{return sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.impersonation)})!==null}catch{return false}})()`;

/**
 * Starts the hydration when a `data-hydrate="near"` section comes near the screen; without an observer, at once. A page
 * without such a section starts at once too, unless `fieldsAlone` (a `focus` page, which its fields start).
 */
function whenNear(fieldsAlone: boolean): string {
  return [
    `const near=document.querySelectorAll('[data-hydrate="near"]');`,
    `if(${fieldsAlone ? '' : '!near.length||'}typeof IntersectionObserver==="undefined")start();`,
    `else if(near.length){const observer=new IntersectionObserver((entries)=>{if(!entries.some((entry)=>entry.isIntersecting))return;`,
    `observer.disconnect();start();},{rootMargin:"${HYDRATE_AHEAD_PX}px 0px"});near.forEach((section)=>observer.observe(section));}`,
  ].join('');
}

/**
 * A `focus` page (the downloader: a form above the fold, text below it) starts hydrating when a visitor focuses one of
 * its fields, so React is live by the time a link is pasted. It starts at once when it was opened with a query string:
 * that is for the app to act on (`?url=`, the form's GET sent before hydration, or a shared link).
 */
const WHEN_FIELD_FOCUSED = [
  `if(location.search)start();`,
  `else document.addEventListener("focusin",(event)=>{if(event.target instanceof Element&&event.target.matches("input,textarea,select"))start();},true);`,
].join('');

/** What the page does once its script runs: hydrate after the first paint, or send its page view and wait. */
function whenToStart(hydration: Hydration): string {
  const afterPaint = `requestAnimationFrame(()=>setTimeout(start,0));setTimeout(start,${HYDRATION_FALLBACK_MS});`;
  if (hydration === 'eager') return afterPaint;
  const later = hydration === 'near' ? whenNear(false) : hydration === 'focus' ? `${WHEN_FIELD_FOCUSED}${whenNear(true)}` : '';
  return `${PAGE_VIEW}if(${IMPERSONATING}){${afterPaint}}else{requestAnimationFrame(()=>setTimeout(viewed,0));${later}}`;
}

function deferredScript(script: HydrationScript, preloads: string[], staticImports: (href: string) => readonly string[], hydration: Hydration): string {
  // Everything the route modules and the entry need, evaluated one chunk per task; not the entry itself, whose
  // evaluation starts hydration and must come after the route modules are registered.
  const entryDependencies = staticImports(script.entry);
  const roots = [...script.sideEffectImports, ...script.routeImports.map((route) => route.href), ...entryDependencies];
  const stepwise = evaluationOrder(roots, staticImports).filter((href) => href !== script.entry);
  // Every chunk evaluated step by step, in that order, then the rest React Router preloaded (the entry, the catalog).
  const ordered = [...stepwise, ...preloads.filter((href) => !stepwise.includes(href))];
  const preloadBatches: string[] = [];
  for (let index = 0; index < ordered.length; index += PRELOADS_PER_TASK) {
    preloadBatches.push(
      ordered
        .slice(index, index + PRELOADS_PER_TASK)
        .map((href) => `<link rel="modulepreload" href="${href}">`)
        .join(''),
    );
  }
  const names = script.routeImports.map((route) => route.name);
  const imports = [
    ...script.sideEffectImports.map((href) => `import(${JSON.stringify(href)})`),
    ...script.routeImports.map((route) => `import(${JSON.stringify(route.href)})`),
  ];
  const destructured = [...script.sideEffectImports.map(() => ''), ...names].join(',');
  return [
    '<script type="module" async="">',
    hydration === 'never' ? '' : EARLY_TAPS,
    `let started=false;`,
    `const start=async()=>{if(started)return;started=true;`,
    hydration === 'never' ? '' : `setTimeout(release,20000);`,
    // A yield to the event loop between steps: a message, not setTimeout, whose 4 ms clamp after five nested timers
    // would add a third of a second over 80 steps.
    `const channel=new MessageChannel();const waiting=[];channel.port1.onmessage=()=>waiting.shift()?.();`,
    `const pause=()=>new Promise((resolve)=>{waiting.push(resolve);channel.port2.postMessage(0);});`,
    // One link per task: each starts a download, which under Lighthouse’s tracing took 4–7 ms (55 ms for all 40).
    `for(const links of ${JSON.stringify(preloadBatches)}){document.head.insertAdjacentHTML("beforeend",links);await pause();}`,
    `for(const href of ${JSON.stringify(stepwise)}){await import(href);await pause();}`,
    `const [${destructured}]=await Promise.all([${imports.join(',')}]);`,
    `window.__reactRouterRouteModules=${script.routeModules};`,
    `await import(${JSON.stringify(script.entry)});};`,
    whenToStart(hydration),
    '</script>',
  ].join('');
}

/**
 * The page with its hydration moved after the first paint (or later, or left out: `hydration`), or the page unchanged
 * when it has no React Router hydration script of the expected shape (then nothing is lost but the speed-up).
 */
export function deferHydration(
  html: string,
  staticImports: (href: string) => readonly string[] = () => [],
  { hydration = 'eager' }: { hydration?: Hydration } = {},
): string {
  const match = MODULE_SCRIPT.exec(html);
  if (!match?.[1] || !match[1].includes('__reactRouterRouteModules')) return html;
  const script = parseHydrationScript(match[1]);
  if (!script) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((preload) => preload[1] ?? '').filter(Boolean);
  const withoutPreloads = html.replace(MODULE_PRELOAD, '');
  return withoutPreloads.replace(MODULE_SCRIPT, () => deferredScript(script, preloads, staticImports, hydration));
}
