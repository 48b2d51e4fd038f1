import type { TFunction } from 'i18next';

/** The FAQ of the downloader page, in order; each id has `faq_<id>_q` and `faq_<id>_a` in `web.downloader`. */
export const FAQ_IDS = ['free', 'login', 'stories', 'private', 'formats', 'legal'] as const;

export function faqEntries(t: TFunction): { id: string; question: string; answer: string }[] {
  return FAQ_IDS.map((id) => ({ id, question: t(`web.downloader.faq_${id}_q`), answer: t(`web.downloader.faq_${id}_a`) }));
}
