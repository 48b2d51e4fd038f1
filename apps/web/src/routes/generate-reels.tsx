import type { Route } from './+types/generate-reels';
import { reelPathLanguage, reelToolPath } from '../features/generate-reels/paths.ts';
import { ReelToolPage } from '../features/generate-reels/reel-pages.tsx';
import { fixedT } from '../lib/i18n.ts';
import { websiteMeta } from '../lib/site-url.ts';

/** Pre-rendered (seo/generate-reels.ts); the loader only names the page's language (root.tsx sets <html lang>). */
export function loader({ request }: Route.LoaderArgs) {
  return { pageLanguage: reelPathLanguage(new URL(request.url).pathname) };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const language = reelPathLanguage(location.pathname);
  const t = fixedT(language);
  return [...websiteMeta(t('web.generate_reels.meta_title'), t('web.generate_reels.meta_description'), language, reelToolPath)];
}

export default function GenerateReels({ loaderData }: Route.ComponentProps) {
  return <ReelToolPage language={loaderData.pageLanguage} />;
}
