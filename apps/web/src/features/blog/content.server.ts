import { createLibrary, type BlogLibrary } from './posts.ts';

/**
 * The articles, read by Vite at build time and used only by the blog's route loaders, which run while pre-rendering
 * (`.server` keeps this module, the texts and the Markdown library out of the browser bundle: React Router fails the
 * build if client code imports it). A client-side visit fetches the one page's loader data (`<path>.data`).
 */
const files = import.meta.glob<string>('../../../content/blog/*/*.md', { query: '?raw', import: 'default', eager: true });

export const blog: BlogLibrary = createLibrary(files);

/** The site's origin (PUBLIC_URL at build time), defined by vite/blog-plugin.ts. */
declare const __SITE_ORIGIN__: string;
export const origin: string = __SITE_ORIGIN__;
