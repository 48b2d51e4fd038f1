import { useLocation } from 'react-router';
import type { Route } from './+types/downloader';
import { DownloaderPage } from '../features/downloader/downloader-page.tsx';
import { faqEntries } from '../features/downloader/faq.ts';
import { fixedT } from '../lib/i18n.ts';
import { downloaderLanguage, downloaderPath } from '../lib/landing.ts';
import { languageLinks } from '../lib/site-url.ts';

/** Title, description, hreflang alternates and the FAQ as structured data: all in the pre-rendered HTML. */
export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const language = downloaderLanguage(location.pathname) ?? 'en';
  const t = fixedT(language);
  return [
    { title: t('web.downloader.meta_title') },
    { name: 'description', content: t('web.downloader.meta_description') },
    { property: 'og:title', content: t('web.downloader.meta_title') },
    { property: 'og:description', content: t('web.downloader.meta_description') },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: language },
    ...languageLinks(downloaderPath, language),
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
