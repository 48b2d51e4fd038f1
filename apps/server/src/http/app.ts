import { OpenAPIHono } from '@hono/zod-openapi';
import { AppError, AUDIO_MAX_BYTES, IMAGE_MAX_BYTES, MUSIC_MAX_BYTES } from '@reelcraft/contract';
import { browserDsn, dsnOrigin, featureEnabled } from '@reelcraft/core';
import type { AppEnv, AppOptions } from './env.ts';
import { errorResponse } from './middleware/errors.ts';
import { closeWhenBodyUnread, limitBody } from './body-limit.ts';
import { limitFor } from './multipart.ts';
import { rateLimit } from './middleware/rate-limit.ts';
import { requestContext } from './middleware/request-context.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { bestTimesRoutes } from './routes/publishing/best-times.routes.ts';
import { adminRoutes } from './routes/admin/admin.routes.ts';
import { analyticsRoutes } from './routes/analytics/analytics.routes.ts';
import { cancelFlowRoutes } from './routes/billing/cancel-flow.routes.ts';
import { moneyBackRoutes } from './routes/billing/money-back.routes.ts';
import { productsRoutes } from './routes/billing/products.routes.ts';
import { receiptsRoutes } from './routes/billing/receipts.routes.ts';
import { giftsRoutes } from './routes/billing/gifts.routes.ts';
import { referralsRoutes } from './routes/billing/referrals.routes.ts';
import { promoRoutes } from './routes/billing/promo.routes.ts';
import { testGatewayRoutes } from './routes/billing/test-gateway.routes.ts';
import { paymentsV2Routes } from './routes/billing/payments-v2.routes.ts';
import { paywallRoutes } from './routes/billing/paywall.routes.ts';
import { subscriptionRoutes } from './routes/billing/subscription.routes.ts';
import { stripeWebhookRoutes } from './routes/billing/stripe-webhook.routes.ts';
import { outboxRoutes } from './routes/dev/outbox.routes.ts';
import { docsRoutes } from './routes/docs/docs.routes.ts';
import { openApiDocumentHandler } from './routes/docs/openapi-document.ts';
import { downloaderRoutes } from './routes/downloader/downloader.routes.ts';
import { filesRoutes } from './routes/files/files.routes.ts';
import { publishingMediaRoutes, publishingPostsRoutes } from './routes/publishing/posts.routes.ts';
import { funnelsRoutes } from './routes/funnels/funnels.routes.ts';
import { healthRoutes } from './routes/health/health.routes.ts';
import { impersonationRoutes } from './routes/impersonation/impersonation.routes.ts';
import { mediaRoutes } from './routes/media/media.routes.ts';
import { musicRoutes } from './routes/music/music.routes.ts';
import { profilesRoutes } from './routes/profiles/profiles.routes.ts';
import { publishingAccountsRoutes } from './routes/publishing/accounts.routes.ts';
import { publicScriptsRoutes } from './routes/public-scripts/public-scripts.routes.ts';
import { publicConfigRoutes } from './routes/public-config/public-config.routes.ts';
import { trendsRoutes } from './routes/trends/trends.routes.ts';
import { suggestionsRoutes } from './routes/suggestions/suggestions.routes.ts';
import { userRoutes } from './routes/user/user.routes.ts';
import { usersRoutes } from './routes/users/users.routes.ts';
import { mountWebApp } from './web-static.ts';

export type { AppOptions } from './env.ts';

const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * Body limits by route, in one table: every route that takes a photo allows the spec's 10 MB (plus multipart
 * framing) and answers IMAGE_TOO_LARGE; recordings 25 MB. Every other body is JSON and gets JSON_BODY_LIMIT.
 * Handlers check the exact file size again (e.g. the 3 MB first-video photo).
 */
const UPLOAD_LIMITS = new Map([
  ['/api/users/images', limitFor(IMAGE_MAX_BYTES, 'IMAGE_TOO_LARGE')],
  ['/api/suggestions/generate-face-meme', limitFor(IMAGE_MAX_BYTES, 'IMAGE_TOO_LARGE')],
  ['/api/users/audio', limitFor(AUDIO_MAX_BYTES, 'AUDIO_TOO_LARGE')],
  ['/api/users/music', limitFor(MUSIC_MAX_BYTES, 'AUDIO_TOO_LARGE')],
]);

/** Builds the whole HTTP application. Tests import this and call `app.request(...)`. */
export function buildApp(options: AppOptions) {
  const { core } = options;
  const app = new OpenAPIHono<AppEnv>();

  // Outermost, so it sees the final response, errors included.
  app.use('*', closeWhenBodyUnread());
  app.use('*', requestContext(core.logger));
  app.use(
    '*',
    securityHeaders({
      publicUrl: core.config.PUBLIC_URL,
      trustProxy: core.config.TRUST_PROXY > 0,
      stripe: core.config.BILLING === 'stripe',
      errorReportingOrigin: dsnOrigin(browserDsn(core.config)),
    }),
  );
  app.onError((error, c) => errorResponse(c, error));

  const api = new OpenAPIHono<AppEnv>();
  const jsonLimit = limitBody(JSON_BODY_LIMIT, () => {
    throw new AppError('PAYLOAD_TOO_LARGE', { max_bytes: JSON_BODY_LIMIT });
  });
  api.use('*', (c, next) => (UPLOAD_LIMITS.get(c.req.path) ?? jsonLimit)(c, next));
  // After the body limit: it may read a JSON body's e-mail. The limited routes are listed in rate-limit.ts.
  api.use('*', rateLimit(core));
  api.route('/', healthRoutes(core, { version: options.version, role: options.role }));
  api.route('/', publicConfigRoutes(core));
  api.route('/', usersRoutes(core));
  api.route('/', userRoutes(core));
  api.route('/', subscriptionRoutes(core));
  api.route('/', paymentsV2Routes(core));
  api.route('/', paywallRoutes(core));
  api.route('/', analyticsRoutes(core));
  api.route('/', suggestionsRoutes(core));
  api.route('/', mediaRoutes(core));
  api.route('/', musicRoutes(core));
  api.route('/', profilesRoutes(core));
  api.route('/', publishingAccountsRoutes(core));
  api.route('/', funnelsRoutes(core));
  api.route('/', trendsRoutes(core));
  api.route('/', downloaderRoutes(core));
  api.route('/', publicScriptsRoutes(core));
  api.route('/', filesRoutes(core));
  api.route('/', publishingPostsRoutes(core));
  api.route('/', publishingMediaRoutes(core));
  api.route('/', cancelFlowRoutes(core));
  api.route('/', moneyBackRoutes(core));
  api.route('/', productsRoutes(core));
  api.route('/', receiptsRoutes(core));
  api.route('/', giftsRoutes(core));
  api.route('/', referralsRoutes(core));
  api.route('/', promoRoutes(core));
  api.route('/', bestTimesRoutes(core));
  api.route('/', adminRoutes(core));
  api.route('/', impersonationRoutes(core));
  if (core.config.BILLING === 'test') api.route('/', testGatewayRoutes(core));
  if (core.config.BILLING === 'stripe') api.route('/', stripeWebhookRoutes(core));
  if (core.config.DEV_OUTBOX) api.route('/', outboxRoutes(core));
  api.route('/', docsRoutes());

  api.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  // Built once, on the first request, after every route above is registered (routes/docs/openapi-document.ts).
  api.get(
    '/openapi.json',
    openApiDocumentHandler(() =>
      api.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Reelcraft API',
          version: options.version,
          description: 'Every error is `{ "error": { "code", "message", "details"? } }`; `message` follows Accept-Language (en, ru, pt, es).',
        },
        servers: [{ url: '/api' }],
      }),
    ),
  );
  api.notFound(() => {
    throw new AppError('NOT_FOUND');
  });
  api.onError((error, c) => errorResponse(c, error));

  app.route('/api', api);
  // Unknown API paths are JSON 404s, never the web app's HTML.
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND');
  });
  // The /instagram nickname flow: FEATURE_INSTAGRAM_ONBOARDING, unless an admin switched the flag (runtime settings, cached a few seconds).
  if (options.webDistDir)
    mountWebApp(app, options.webDistDir, { disabledPrefixes: async () => ((await featureEnabled(core, 'instagram_onboarding')) ? [] : ['/instagram']) });
  return app;
}

export type App = ReturnType<typeof buildApp>;
