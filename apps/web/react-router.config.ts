import type { Config } from '@react-router/dev/config';

/**
 * Framework mode without a rendering server: the public landing and downloader pages are pre-rendered to HTML at build time
 * (a crawler sees localized text without JavaScript); every other path is served the SPA fallback
 * (`build/client/__spa-fallback.html`) and rendered in the browser.
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: false,
  prerender: ['/', '/es', '/pt', '/ru', '/instagram-downloader', '/es/instagram-downloader', '/pt/instagram-downloader', '/ru/instagram-downloader'],
  // Without a server there is no `/__manifest` endpoint, so ship the whole (small) route manifest up front.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
