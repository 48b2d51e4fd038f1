import type { Route } from './+types/generate-reels';
import { reelPathLanguage, reelToolPath } from '../features/generate-reels/paths.ts';
import { ReelToolPage } from '../features/generate-reels/reel-pages.tsx';
import { fixedT } from '../lib/i18n.ts';
import { languageLinks } from '../lib/site-url.ts';

/** Pre-rendered (seo/generate-reels.ts); the loader only names the page's language (root.tsx sets <html lang>). */
export function loader({ request }: Route.LoaderArgs) {
  return { pageLanguage: reelPathLanguage(new URL(request.url).pathname) };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const language = reelPathLanguage(location.pathname);
  const t = fixedT(language);
  return [
    { title: t('web.generate_reels.meta_title') },
    { name: 'description', content: t('web.generate_reels.meta_description') },
    { property: 'og:title', content: t('web.generate_reels.meta_title') },
    { property: 'og:description', content: t('web.generate_reels.meta_description') },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: language },
    ...languageLinks(reelToolPath, language),
  ];
}

export default function GenerateReels({ loaderData }: Route.ComponentProps) {
  return <ReelToolPage language={loaderData.pageLanguage} />;
}
