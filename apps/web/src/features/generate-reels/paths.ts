import { LANGUAGES, type Language } from '@reelcraft/i18n';
import { nicheOfReelSlug, type PublicScriptNiche, REEL_IDEA_SLUGS } from '@reelcraft/contract';

/**
 * The reel-generation pages: the tool at `/generate-reels`, one page per niche at `/generate-reels/<slug>`,
 * and the same under `/es`, `/pt`, `/ru`. Slugs are English in every language (the prefix tells the language), so a
 * page's hreflang alternates are the same path with another prefix.
 */
export function reelToolPath(language: Language): string {
  return language === 'en' ? '/generate-reels' : `/${language}/generate-reels`;
}

export function reelNichePath(language: Language, niche: PublicScriptNiche): string {
  return `${reelToolPath(language)}/${REEL_IDEA_SLUGS[niche]}`;
}

export type ReelPage = { language: Language; niche: PublicScriptNiche | null };

/** Which reel page a path is (tool: niche null), or null when it is none of them (an unknown slug included). */
export function reelPageOf(pathname: string): ReelPage | null {
  const trimmed = pathname.replace(/\/+$/, '');
  for (const language of LANGUAGES) {
    const base = reelToolPath(language);
    if (trimmed === base) return { language, niche: null };
    if (trimmed.startsWith(`${base}/`)) {
      const niche = nicheOfReelSlug(trimmed.slice(base.length + 1));
      return niche ? { language, niche } : null;
    }
  }
  return null;
}

/** The language of a reel-page URL (known slug or not): its prefix. */
export function reelPathLanguage(pathname: string): Language {
  return LANGUAGES.find((language) => language !== 'en' && (pathname === `/${language}` || pathname.startsWith(`/${language}/`))) ?? 'en';
}

/** Sign-up and the quiz, in the page's language. */
export function signUpPath(language: Language): string {
  return `/registration?lang=${language}`;
}

export function quizPath(language: Language): string {
  return language === 'en' ? '/v3/onboarding' : `/${language}/v3/onboarding`;
}
