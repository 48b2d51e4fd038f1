import { nicheOfReelSlug } from '@reelcraft/contract';
import { data, isRouteErrorResponse, useParams } from 'react-router';
import type { Route } from './+types/generate-reels-niche';
import { reelNichePath, reelPathLanguage } from '../features/generate-reels/paths.ts';
import { ReelNichePage } from '../features/generate-reels/reel-pages.tsx';
import { reelSamples } from '../features/generate-reels/samples.server.ts';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { fixedT } from '../lib/i18n.ts';
import { websiteMeta } from '../lib/site-url.ts';

/**
 * `/generate-reels/<slug>` (+ /es, /pt, /ru): one page per niche, pre-rendered with its three sample scripts as loader
 * data (`<path>.data`). A slug we have no page for has neither, so it shows the not-found page (ErrorBoundary).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const niche = nicheOfReelSlug(params.slug);
  if (!niche) throw data(null, { status: 404 });
  const language = reelPathLanguage(new URL(request.url).pathname);
  return { pageLanguage: language, niche, samples: reelSamples(niche, language) };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const { pageLanguage: language, niche } = loaderData;
  const t = fixedT(language);
  const audience = t(`web.generate_reels.audience.${niche}`);
  const title = t('web.generate_reels.page_meta_title', { audience });
  const description = t('web.generate_reels.page_meta_description', { audience });
  return websiteMeta(title, description, language, (alternate) => reelNichePath(alternate, niche));
}

export default function GenerateReelsNiche({ loaderData }: Route.ComponentProps) {
  return <ReelNichePage language={loaderData.pageLanguage} niche={loaderData.niche} samples={loaderData.samples} />;
}

/**
 * An unknown slug: no pre-rendered page and no `.data` file, so the data request fails (a 404, the server's HTML, or an
 * answer without this route's data, depending on what served it). Whatever the failure, a slug we have no page for is
 * the not-found page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { slug } = useParams();
  if (!nicheOfReelSlug(slug ?? '') || (isRouteErrorResponse(error) && error.status === 404)) return <NotFoundPage />;
  throw error;
}
