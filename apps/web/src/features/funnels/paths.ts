import { FUNNELS, funnelPath, funnelStep, type FunnelAnswers, type FunnelDefinition, type FunnelId } from '@reelcraft/contract';
import { LANGUAGES, type Language } from '@reelcraft/i18n';

/**
 * Funnel URLs, prefixed by language like the downloader's: `/v3/onboarding`, `/ru/v3/onboarding/age`,
 * `/es/onboarding/usage-before`, `/v3/next`. The URL's language is the page's language.
 */
export function languagePrefix(language: Language): string {
  return language === 'en' ? '' : `/${language}`;
}

/** `/ru/v3/onboarding` (no slug) or `/ru/v3/onboarding/age`. */
export function funnelStepPath(funnel: FunnelDefinition, language: Language, slug?: string): string {
  return `${languagePrefix(language)}${funnel.basePath}${slug ? `/${encodeURIComponent(slug)}` : ''}`;
}

export function v3NextPath(language: Language): string {
  return `${languagePrefix(language)}/v3/next`;
}

/** Where the funnel's end leads in this language: the paywall (which takes `?lang=`), or `/v3/next`. */
export function funnelEndPath(funnel: FunnelDefinition, language: Language): string {
  return funnel.end === '/v3/next' ? v3NextPath(language) : language === 'en' ? '/paywall' : `/paywall?lang=${language}`;
}

export interface FunnelLocation {
  funnel: FunnelDefinition;
  language: Language;
  /** The step in the URL, or null for the bare funnel path (first step or resume). */
  slug: string | null;
}

function splitLanguage(pathname: string): { language: Language; rest: string } {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  for (const language of LANGUAGES) {
    if (language === 'en') continue;
    if (trimmed === `/${language}` || trimmed.startsWith(`/${language}/`)) return { language, rest: trimmed.slice(language.length + 1) || '/' };
  }
  return { language: 'en', rest: trimmed };
}

/** Reads a funnel URL; null when the path is not one. Unknown slugs are kept (the page sends them to a real step). */
export function parseFunnelPath(pathname: string): FunnelLocation | null {
  const { language, rest } = splitLanguage(pathname);
  for (const funnel of Object.values(FUNNELS)) {
    if (rest === funnel.basePath) return { funnel, language, slug: null };
    if (rest.startsWith(`${funnel.basePath}/`)) {
      const segment = rest.slice(funnel.basePath.length + 1);
      if (!segment || segment.includes('/')) return null;
      let slug: string;
      try {
        slug = decodeURIComponent(segment);
      } catch {
        return null;
      }
      return { funnel, language, slug };
    }
  }
  return null;
}

/** The language of `/v3/next` and its prefixed variants, or null. */
export function parseV3NextPath(pathname: string): Language | null {
  const { language, rest } = splitLanguage(pathname);
  return rest === '/v3/next' ? language : null;
}

/** The language a funnel page (or /v3/next) speaks, by its URL; null for other paths. */
export function funnelPageLanguage(pathname: string): Language | null {
  return parseFunnelPath(pathname)?.language ?? parseV3NextPath(pathname);
}

/**
 * Where a visitor asking for `slug` may be: the step itself when it is on their path no later than the step they
 * reached (back is always allowed), else the step they reached (a later step, a step off their path after a
 * different branch, or an unknown slug).
 */
export function allowedStep(funnel: FunnelDefinition, slug: string | null, current: string, answers: FunnelAnswers): string {
  if (slug === null || !funnelStep(funnel, slug)) return current;
  const path = funnelPath(funnel, answers);
  const reached = path.indexOf(current);
  const asked = path.indexOf(slug);
  if (asked < 0) return current;
  if (reached < 0) return slug === path[0] ? slug : current;
  return asked <= reached ? slug : current;
}

export const FUNNEL_IDS_IN_ORDER: readonly FunnelId[] = ['legacy', 'v2', 'v3'];
