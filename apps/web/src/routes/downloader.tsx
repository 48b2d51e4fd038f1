import { useLocation } from 'react-router';
import type { Route } from './+types/downloader';
import { DownloaderPage } from '../features/downloader/downloader-page.tsx';
import { faqEntries } from '../features/downloader/faq.ts';
import { fixedT } from '../lib/i18n.ts';
import { downloaderLanguage, downloaderPath } from '../lib/landing.ts';
import { websiteMeta } from '../lib/site-url.ts';

/** Title, description, hreflang alternates and the FAQ as structured data: all in the pre-rendered HTML. */
export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const language = downloaderLanguage(location.pathname) ?? 'en';
  const t = fixedT(language);
  return [
    ...websiteMeta(t('web.downloader.meta_title'), t('web.downloader.meta_description'), language, downloaderPath),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        inLanguage: language,
        mainEntity: faqEntries(t).map((entry) => ({
          '@type': 'Question',
          name: entry.question,
          acceptedAnswer: { '@type': 'Answer', text: entry.answer },
        })),
      },
    },
  ];
}

export default function Downloader() {
  const language = downloaderLanguage(useLocation().pathname) ?? 'en';
  return <DownloaderPage language={language} />;
}
