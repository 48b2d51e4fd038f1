import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The one route table (spec §2). Paths that exist so far; later issues add theirs here.
 * The landing pages are pre-rendered (react-router.config.ts); everything else renders in the browser.
 */
export default [
  index('routes/landing.tsx', { id: 'landing-en' }),
  route('es', 'routes/landing.tsx', { id: 'landing-es' }),
  route('pt', 'routes/landing.tsx', { id: 'landing-pt' }),
  route('ru', 'routes/landing.tsx', { id: 'landing-ru' }),

  route('login', 'routes/login.tsx'),
  route('registration', 'routes/registration.tsx'),
  route('password', 'routes/password.tsx'),
  route('email/confirm', 'routes/email-confirm.tsx'),

  route('app', 'routes/app-layout.tsx', [
    index('routes/app-home.tsx'),
    route('content/:id', 'routes/app-content-item.tsx'),
    route('trends', 'routes/app-trends.tsx'),
    route('profile', 'routes/app-profile.tsx'),
  ]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
