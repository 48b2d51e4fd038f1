import type { Language } from '../../languages.ts';
import type { SameShape } from '../../types.ts';

/** The Feed with the guidelines download. Keys `web.<section>.<key>`. */
const en = {
  // The Feed with the guidelines download (issue 10); the guideline texts are content.guidelines.
  feed: {
    nav: 'Guidelines',
    doc_title: 'Feed',
    title: 'Feed',
    subtitle: 'Short, practical tips to make every reel count.',
    guide_badge: 'PDF · 6 pages',
    guide_title: 'The reels guidelines',
    guide_text: 'The anatomy of a reel, ten hook formulas, safe areas for text, posting rhythm, hashtags and a checklist before posting — in your language.',
    download: 'Download the reels guidelines (PDF)',
    downloading: 'Preparing your PDF…',
    downloaded: 'Your guidelines are downloading.',
    download_failed: 'The PDF could not be downloaded. Please try again.',
    included: 'Included with your subscription.',
    hooks_more: '{{count}} more formulas with examples are in the PDF.',
    tip_label: 'Tip',
  },
} as const;

const ru: SameShape<typeof en> = {
  feed: {
    nav: 'Руководство',
    doc_title: 'Лента',
    title: 'Лента',
    subtitle: 'Короткие практичные советы, чтобы каждый рилс работал.',
    guide_badge: 'PDF · 6 страниц',
    guide_title: 'Руководство по рилсам',
    guide_text: 'Анатомия рилса, десять формул хука, безопасные зоны для текста, ритм публикаций, хэштеги и чек-лист перед публикацией — на вашем языке.',
    download: 'Скачать руководство по рилсам (PDF)',
    downloading: 'Готовим PDF…',
    downloaded: 'Руководство скачивается.',
    download_failed: 'Не удалось скачать PDF. Попробуйте ещё раз.',
    included: 'Входит в вашу подписку.',
    hooks_more: 'Ещё {{count}} формул с примерами — в PDF.',
    tip_label: 'Совет',
  },
};

const pt: SameShape<typeof en> = {
  feed: {
    nav: 'Guia',
    doc_title: 'Feed',
    title: 'Feed',
    subtitle: 'Dicas curtas e práticas para cada reel valer a pena.',
    guide_badge: 'PDF · 6 páginas',
    guide_title: 'O guia de reels',
    guide_text:
      'A anatomia de um reel, dez fórmulas de gancho, áreas seguras para texto, ritmo de publicação, hashtags e um checklist antes de publicar — no seu idioma.',
    download: 'Baixar o guia de reels (PDF)',
    downloading: 'Preparando seu PDF…',
    downloaded: 'Seu guia está sendo baixado.',
    download_failed: 'Não foi possível baixar o PDF. Tente de novo.',
    included: 'Incluído na sua assinatura.',
    hooks_more: 'Mais {{count}} fórmulas com exemplos estão no PDF.',
    tip_label: 'Dica',
  },
};

const es: SameShape<typeof en> = {
  feed: {
    nav: 'Guía',
    doc_title: 'Feed',
    title: 'Feed',
    subtitle: 'Consejos breves y prácticos para que cada reel cuente.',
    guide_badge: 'PDF · 6 páginas',
    guide_title: 'La guía de reels',
    guide_text:
      'La anatomía de un reel, diez fórmulas de gancho, zonas seguras para el texto, ritmo de publicación, hashtags y una lista antes de publicar, en tu idioma.',
    download: 'Descargar la guía de reels (PDF)',
    downloading: 'Preparando tu PDF…',
    downloaded: 'Tu guía se está descargando.',
    download_failed: 'No se pudo descargar el PDF. Inténtalo de nuevo.',
    included: 'Incluida en tu suscripción.',
    hooks_more: 'En el PDF tienes {{count}} fórmulas más con ejemplos.',
    tip_label: 'Consejo',
  },
};

export const feedWeb: Record<Language, SameShape<typeof en>> & { en: typeof en } = { en, ru, pt, es };
