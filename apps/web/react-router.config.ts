import type { Config } from '@react-router/dev/config';
import { publicPages } from './seo/pages.ts';

/**
 * Framework mode without a rendering server: the public landing and downloader pages are pre-rendered to HTML at build time (seo/pages.ts lists them)
 * (a crawler sees localized text without JavaScript); every other path is served the SPA fallback
 * (`build/client/__spa-fallback.html`) and rendered in the browser.
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: false,
  // Every public page in every language (seo/pages.ts), so crawlers and Lighthouse get real HTML.
  prerender: () => publicPages().map((page) => page.path),
  // Without a server there is no `/__manifest` endpoint, so ship the whole (small) route manifest up front.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
