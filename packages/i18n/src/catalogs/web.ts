import type { Language } from '../languages.ts';
import type { SameShape } from '../types.ts';
import { shellWeb } from './web/shell.ts';
import { accountWeb } from './web/account.ts';
import { contentWeb } from './web/content.ts';
import { profileWeb } from './web/profile.ts';
import { instagramWeb } from './web/instagram.ts';
import { trendsWeb } from './web/trends.ts';
import { downloaderWeb } from './web/downloader.ts';
import { avatarWeb } from './web/avatar.ts';
import { landingWeb } from './web/landing.ts';
import { feedWeb } from './web/feed.ts';
import { generateReelsWeb } from './web/generate-reels.ts';
import { blogWeb } from './web/blog.ts';
import { funnelsUiWeb } from './web/funnels-ui.ts';
import { funnelsWeb } from './web/funnels.ts';
import { adminWeb } from './web/admin.ts';
import { impersonationWeb } from './web/impersonation.ts';
import { supportWeb } from './web/support.ts';
import { cancelAndClaimsWeb } from './web/cancel-and-claims.ts';
import { reviseWeb } from './web/revise.ts';
import { captionsWeb } from './web/captions.ts';
import { publishingWeb } from './web/publishing.ts';

/**
 * Every text of the web app, used as `web.<section>.<key>`, one file per feature under `web/` (each with its four
 * languages side by side). Plural forms are avoided on purpose (ru has more forms than en), so every language has
 * exactly en's keys: each feature file checks ru/pt/es against en at compile time, and catalogs.test.ts at run time.
 */
export const WEB_FEATURES = [
  shellWeb,
  accountWeb,
  contentWeb,
  profileWeb,
  instagramWeb,
  trendsWeb,
  downloaderWeb,
  avatarWeb,
  landingWeb,
  feedWeb,
  generateReelsWeb,
  funnelsUiWeb,
  blogWeb,
  funnelsWeb,
  adminWeb,
  impersonationWeb,
  supportWeb,
  cancelAndClaimsWeb,
  reviseWeb,
  captionsWeb,
  publishingWeb,
] as const;

const en = {
  ...shellWeb.en,
  ...accountWeb.en,
  ...contentWeb.en,
  ...profileWeb.en,
  ...instagramWeb.en,
  ...trendsWeb.en,
  ...downloaderWeb.en,
  ...avatarWeb.en,
  ...landingWeb.en,
  ...feedWeb.en,
  ...generateReelsWeb.en,
  ...funnelsUiWeb.en,
  ...blogWeb.en,
  ...funnelsWeb.en,
  ...adminWeb.en,
  ...impersonationWeb.en,
  ...supportWeb.en,
  ...cancelAndClaimsWeb.en,
  ...reviseWeb.en,
  ...captionsWeb.en,
  ...publishingWeb.en,
};
export type WebCatalog = SameShape<typeof en>;

function merged(language: Language): WebCatalog {
  return Object.assign({}, ...WEB_FEATURES.map((feature) => feature[language])) as WebCatalog;
}

export const webCatalogs: Record<Language, WebCatalog> = { en, ru: merged('ru'), pt: merged('pt'), es: merged('es') };
