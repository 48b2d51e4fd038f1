import { firstStep } from '@reelcraft/contract';
import { useLocation } from 'react-router';
import type { Route } from './+types/onboarding';
import { FunnelPage } from '../features/funnels/funnel-page.tsx';
import { funnelStepPath, parseFunnelPath } from '../features/funnels/paths.ts';
import { stepDocTitle } from '../features/funnels/texts.ts';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { fixedT } from '../lib/i18n.ts';
import { websiteMeta } from '../lib/site-url.ts';

/**
 * Every onboarding funnel (`/onboarding`, `/v2/onboarding`, `/v3/onboarding`, each with `/:slug` and the `/es`, `/pt`,
 * `/ru` variants). The entry page of each funnel and language is pre-rendered (seo/funnels.ts) with its title,
 * description, canonical and hreflang links; the step pages render in the browser and are not for search engines.
 */
export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const where = parseFunnelPath(location.pathname);
  if (!where) return [{ title: 'Reelcraft' }];
  const { funnel, language } = where;
  const t = fixedT(language);
  const slug = where.slug ?? firstStep(funnel).slug;
  const title = stepDocTitle(t, funnel.id, slug);
  const description = t('web.funnel_ui.meta_description');
  // The first question is the funnel's entry page (the bare path swaps its URL for the first step's own URL once the
  // quiz starts): indexable, with its canonical on the entry path. Later steps are not for search engines.
  if (where.slug !== null && where.slug !== firstStep(funnel).slug) {
    return [{ title }, { name: 'description', content: description }, { name: 'robots', content: 'noindex' }];
  }
  return websiteMeta(title, description, language, (alternate) => funnelStepPath(funnel, alternate));
}

export default function Onboarding() {
  const { pathname } = useLocation();
  const where = parseFunnelPath(pathname);
  if (!where) return <NotFoundPage />;
  // One engine per funnel and language: a new funnel or language starts a fresh one.
  return <FunnelPage key={`${where.funnel.id}-${where.language}`} location={where} />;
}
