import { LANGUAGES, type Language } from '@reelcraft/i18n';
import { data, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/post';
import { blog, origin } from '../features/blog/content.server.ts';
import { fontPreloads } from '../lib/font-preload.ts';
import { ogImagePath, postPath } from '../features/blog/paths.ts';
import { PostPage } from '../features/blog/post-page.tsx';
import { summaryOf, type BlogPostSummary } from '../features/blog/posts.ts';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';

/**
 * `/post/<slug>`: one article. Every article is pre-rendered with its loader data (`/post/<slug>.data`); any other
 * slug has neither, so the page shows the not-found page (ErrorBoundary below).
 */
export function loader({ params }: Route.LoaderArgs) {
  const post = blog.bySlug(params.slug);
  if (!post) throw data(null, { status: 404 });
  const group = blog.translationsOf(post);
  const translations = Object.fromEntries(LANGUAGES.flatMap((language) => (group[language] ? [[language, summaryOf(group[language])]] : []))) as Partial<
    Record<Language, BlogPostSummary>
  >;
  // `pageLanguage` sets <html lang> (root.tsx); the absolute origin is for og:image and og:url.
  return { pageLanguage: post.language, post: { ...summaryOf(post), html: post.html }, translations, origin };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const { post, translations, origin } = loaderData;
  const url = `${origin}${postPath(post.slug)}`;
  const image = `${origin}${ogImagePath(post.slug)}`;
  const english = translations.en;
  return [
    { title: post.title },
    { name: 'description', content: post.description },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: post.title },
    { property: 'og:description', content: post.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: post.title },
    { property: 'og:locale', content: post.language },
    { property: 'article:published_time', content: post.date },
    { name: 'twitter:card', content: 'summary_large_image' },
    // Absolute, as search engines (and Lighthouse) expect of canonical and hreflang links.
    { tagName: 'link', rel: 'canonical', href: url },
    ...LANGUAGES.flatMap((language) => {
      const translation = translations[language];
      return translation ? [{ tagName: 'link', rel: 'alternate', hrefLang: language, href: `${origin}${postPath(translation.slug)}` }] : [];
    }),
    ...(english ? [{ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${postPath(english.slug)}` }] : []),
    ...fontPreloads(post.language),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title,
        description: post.description,
        datePublished: post.date,
        inLanguage: post.language,
        url,
        mainEntityOfPage: url,
        image,
        author: { '@type': 'Organization', name: 'Reelcraft', url: origin },
        publisher: { '@type': 'Organization', name: 'Reelcraft', url: origin },
      },
    },
  ];
}

export default function Post({ loaderData }: Route.ComponentProps) {
  return <PostPage post={loaderData.post} translations={loaderData.translations} />;
}

/**
 * A slug that was never published has no pre-rendered page and no `.data` file: opened directly, the SPA shell has no
 * loader data for it ("No result found for routeId"); reached by a link, its data request answers 404 (or, from a
 * server that does not know better, HTML that does not decode). Each way the visitor sees the not-found page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missingData = error instanceof Error && /No result found for routeId|Unable to decode turbo-stream/i.test(error.message);
  if (missingData || (isRouteErrorResponse(error) && error.status === 404)) return <NotFoundPage />;
  throw error;
}
