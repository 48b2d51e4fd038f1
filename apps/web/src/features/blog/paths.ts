import { LANGUAGES, type Language } from '@reelcraft/i18n';

/**
 * The blog's URLs: the list at `/blog` and `/es|pt|ru/blog`, one article at `/post/<slug>` whatever its
 * language (the slug is unique across languages). Browser-safe: no Markdown or article text in here.
 */
export function blogPath(language: Language): string {
  return language === 'en' ? '/blog' : `/${language}/blog`;
}

/** The language of a blog list URL, or null when the path is not one. */
export function blogLanguage(pathname: string): Language | null {
  const trimmed = pathname.replace(/\/+$/, '');
  return LANGUAGES.find((language) => trimmed === blogPath(language)) ?? null;
}

export function postPath(slug: string): string {
  return `/post/${slug}`;
}

/** The RSS 2.0 feed of one language's articles. */
export function rssPath(language: Language): string {
  return `${blogPath(language)}/rss.xml`;
}

/** The 1200×630 Open Graph picture drawn for each article at build time. */
export function ogImagePath(slug: string): string {
  return `/blog/og/${slug}.png`;
}

/** Where "try Reelcraft" leads: the v3 onboarding quiz in the reader's language. */
export function onboardingPath(language: Language): string {
  return language === 'en' ? '/v3/onboarding' : `/${language}/v3/onboarding`;
}
