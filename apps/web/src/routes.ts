import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The one route table. Paths that exist so far; later issues add theirs here.
 * The landing and downloader pages are pre-rendered (react-router.config.ts); everything else renders in the browser.
 */
export default [
  index('routes/landing.tsx', { id: 'landing-en' }),
  route('es', 'routes/landing.tsx', { id: 'landing-es' }),
  route('pt', 'routes/landing.tsx', { id: 'landing-pt' }),
  route('ru', 'routes/landing.tsx', { id: 'landing-ru' }),

  route('instagram-downloader', 'routes/downloader.tsx', { id: 'downloader-en' }),
  route('es/instagram-downloader', 'routes/downloader.tsx', { id: 'downloader-es' }),
  route('pt/instagram-downloader', 'routes/downloader.tsx', { id: 'downloader-pt' }),
  route('ru/instagram-downloader', 'routes/downloader.tsx', { id: 'downloader-ru' }),

  // The free reel-script tool and one page per niche (issue 12 item 8), pre-rendered: seo/generate-reels.ts.
  ...(['en', 'es', 'pt', 'ru'] as const).flatMap((lang) => {
    const prefix = lang === 'en' ? '' : `${lang}/`;
    return [
      route(`${prefix}generate-reels`, 'routes/generate-reels.tsx', { id: `generate-reels-${lang}` }),
      route(`${prefix}generate-reels/:slug`, 'routes/generate-reels-niche.tsx', { id: `generate-reels-niche-${lang}` }),
    ];
  }),

  // The blog (issue 12): the article list per language, one article per slug (unique across languages).
  route('blog', 'routes/blog.tsx', { id: 'blog-en' }),
  route('es/blog', 'routes/blog.tsx', { id: 'blog-es' }),
  route('pt/blog', 'routes/blog.tsx', { id: 'blog-pt' }),
  route('ru/blog', 'routes/blog.tsx', { id: 'blog-ru' }),
  route('post/:slug', 'routes/post.tsx'),

  // Onboarding funnels (issue 12): one step engine for legacy, v2 and v3, each step its own URL, in four languages
  // (the entry pages are pre-rendered: seo/funnels.ts); /v3/next shows the potential score before the paywall.
  ...(['en', 'es', 'pt', 'ru'] as const).flatMap((lang) => {
    const prefix = lang === 'en' ? '' : `${lang}/`;
    return [
      route(`${prefix}onboarding`, 'routes/onboarding.tsx', { id: `onboarding-${lang}` }),
      route(`${prefix}onboarding/:slug`, 'routes/onboarding.tsx', { id: `onboarding-step-${lang}` }),
      route(`${prefix}v2/onboarding`, 'routes/onboarding.tsx', { id: `v2-onboarding-${lang}` }),
      route(`${prefix}v2/onboarding/:slug`, 'routes/onboarding.tsx', { id: `v2-onboarding-step-${lang}` }),
      route(`${prefix}v3/onboarding`, 'routes/onboarding.tsx', { id: `v3-onboarding-${lang}` }),
      route(`${prefix}v3/onboarding/:slug`, 'routes/onboarding.tsx', { id: `v3-onboarding-step-${lang}` }),
      route(`${prefix}v3/next`, 'routes/v3-next.tsx', { id: `v3-next-${lang}` }),
    ];
  }),

  route('login', 'routes/login.tsx'),
  route('registration', 'routes/registration.tsx'),
  route('password', 'routes/password.tsx'),
  route('paywall', 'routes/paywall.tsx'),
  route('email/confirm', 'routes/email-confirm.tsx'),
  // Gifts and referrals (issue 10): the gift e-mail's redeem link, and a friend's referral link.
  route('gift/:code', 'routes/gift-redeem.tsx'),
  route('r/:code', 'routes/referral.tsx'),

  // Instagram-nickname flows: analysis before sign-up, then sign-up keeps it.
  route('instagram', 'routes/instagram.tsx'),
  route('instagram/:slug', 'routes/instagram-analysis.tsx'),
  route('instagram/:slug/category', 'routes/instagram-category.tsx'),
  route('instagram/:slug/signup', 'routes/instagram-signup.tsx'),

  // Issue 31: a receipt or refund document alone on the page (outside the app's layout, so it prints as a document).
  route('app/profile/subscription/receipts/:id', 'routes/app-receipt.tsx'),
  route('app', 'routes/app-layout.tsx', [
    index('routes/app-home.tsx'),
    route('content/:id', 'routes/app-content-item.tsx'),
    // Three variants of one request, side by side to pick from (issue 11).
    route('batch/:id', 'routes/app-batch.tsx'),
    // Talking videos (the first video, a story): photo → voice → progress → video; the face meme: photo → video.
    route('first-video', 'routes/app-first-video.tsx'),
    route('story', 'routes/app-story.tsx'),
    route('face-meme', 'routes/app-face-meme.tsx'),
    route('trends', 'routes/app-trends.tsx'),
    // Issue 35: the publishing calendar, and the page Instagram's consent screen sends the creator back to.
    route('calendar', 'routes/app-calendar.tsx'),
    route('publishing/callback', 'routes/app-publishing-callback.tsx'),
    // The Feed, with the guidelines download (issue 10).
    route('feed', 'routes/app-feed.tsx'),
    route('profile', 'routes/app-profile.tsx'),
    // Before profile/:id, which would otherwise take 'subscription' for an analysis id.
    route('profile/subscription', 'routes/app-subscription.tsx'),
    route('profile/subscription/cancel/:step', 'routes/app-subscription-cancel.tsx'),
    route('profile/:id', 'routes/app-profile-analysis.tsx'),
    route('profile/:id/category', 'routes/app-profile-category.tsx'),
  ]),

  // Issue 13: an admin's single-use link to view the product as a user (no layout, open to visitors).
  route('impersonate', 'routes/impersonate.tsx'),
  // Issue 13: the admin console (desktop-first; every API call is checked for the admin role on the server).
  route('admin', 'routes/admin-layout.tsx', [
    index('routes/admin-home.tsx'),
    route('users', 'routes/admin-users.tsx'),
    route('users/:id', 'routes/admin-user.tsx'),
    route('codes', 'routes/admin-codes.tsx'),
    route('referrals', 'routes/admin-referrals.tsx'),
    route('jobs', 'routes/admin-jobs.tsx'),
    route('surveys', 'routes/admin-surveys.tsx'),
    route('claims', 'routes/admin-claims.tsx'),
    route('publishing', 'routes/admin-publishing.tsx'),
    route('settings', 'routes/admin-settings.tsx'),
    route('audit', 'routes/admin-audit.tsx'),
    route('reports', 'routes/admin-reports.tsx'),
  ]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
