import type { Route } from './+types/blog';
import { BlogListPage } from '../features/blog/blog-list-page.tsx';
import { blog } from '../features/blog/content.server.ts';
import { fontPreloads } from '../lib/font-preload.ts';
import { blogLanguage, blogPath, rssPath } from '../features/blog/paths.ts';
import { summaryOf } from '../features/blog/posts.ts';
import { fixedT } from '../lib/i18n.ts';
import { websiteMeta } from '../lib/site-url.ts';

/**
 * `/blog`, `/es/blog`, `/pt/blog`, `/ru/blog`. The loader runs only while pre-rendering (ssr:false): the list is in
 * the HTML, and a client-side visit fetches this page's `.data` file, never the articles themselves.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = blogLanguage(new URL(request.url).pathname) ?? 'en';
  // `pageLanguage` sets <html lang> (root.tsx).
  return { pageLanguage: language, posts: blog.list(language).map(summaryOf) };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const language = loaderData?.pageLanguage ?? 'en';
  const t = fixedT(language);
  return [
    ...websiteMeta(t('web.blog.meta_title'), t('web.blog.meta_description'), language, blogPath),
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: t('web.blog.rss_title'), href: rssPath(language) },
    ...fontPreloads(language),
  ];
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogListPage language={loaderData.pageLanguage} posts={loaderData.posts} />;
}
