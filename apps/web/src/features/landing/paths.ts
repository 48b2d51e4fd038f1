import type { Language } from '@reelcraft/i18n';

/**
 * A public page in a language: English at the bare path, the others under their language code (the
 * downloader's pattern): `/v3/onboarding` → `/ru/v3/onboarding`, `/blog` → `/pt/blog`.
 */
export function localizedPath(language: Language, path: string): string {
  if (language === 'en') return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** Where the landing's links go, in the page's language. */
export function landingLinks(language: Language) {
  // App and account pages take the language as ?lang= (they have no language prefix); English leaves the visitor's own locale be.
  const lang = language === 'en' ? '' : `?lang=${language}`;
  return {
    quiz: localizedPath(language, '/v3/onboarding'),
    blog: localizedPath(language, '/blog'),
    generateReels: localizedPath(language, '/generate-reels'),
    downloader: localizedPath(language, '/instagram-downloader'),
    signUp: `/registration?lang=${language}`,
    logIn: `/login${lang}`,
  };
}
