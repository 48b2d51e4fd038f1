import { z } from 'zod';

/** "a, b ,c" → ['a','b','c'] */
const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Every environment variable the product reads. Parsed once at start-up; nothing else touches process.env.
 * Each variable is documented in README.md ("Configuration").
 */
export const configSchema = z.object({
  /** `production` unless set: a server started without configuration must be the safe one (no dev outbox). */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded database, the generated JWT secret and media live. */
  DATA_DIR: z.string().default('./data'),
  /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Signing key for access tokens; generated and kept in DATA_DIR/jwt-secret when unset. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Lifetime of an access token (bearer); browsers and API clients renew it with the session's refresh token. */
  ACCESS_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** A session's absolute lifetime from sign-in: refreshing never extends it; then the user signs in again. */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** The address people reach the product at; used in e-mail links. */
  PUBLIC_URL: z.url().optional(),
  /** smtp://user:pass@host:port or smtps://…; unset → each e-mail is written to the server log for the operator. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Reelcraft <no-reply@reelcraft.app>'),
  SUPPORT_EMAIL: z.email().default('support@reelcraft.app'),
  /** A messenger or chat link for support (Telegram, WhatsApp, a help desk), shown beside the e-mail; https only. */
  SUPPORT_CHAT_URL: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
  /**
   * A Sentry-compatible DSN (https://key@host/project): unexpected server errors (500s, jobs failing their last
   * attempt, unhandled rejections) are sent there, scrubbed like the logs. Unset → they are only logged.
   */
  SENTRY_DSN: z.url({ protocol: /^https?$/, error: 'must be a DSN URL (https://key@host/project)' }).optional(),
  /** The DSN browsers report to (public by design); unset → SENTRY_DSN. Set to `off` to keep browsers quiet. */
  SENTRY_BROWSER_DSN: z.union([z.literal('off'), z.url({ protocol: /^https?$/, error: 'must be a DSN URL or off' })]).optional(),
  /** A PostHog project key: every analytics event (browser batches and server events) is also sent there. Unset → kept in the database only. */
  POSTHOG_KEY: z.string().min(1).max(200).optional(),
  POSTHOG_HOST: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://us.i.posthog.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Comma-separated e-mails that are admins (issue 13): existing accounts are promoted at start, new ones at sign-up.
   * Stored lower-cased, as accounts store addresses.
   */
  ADMIN_EMAILS: list.transform((items) => items.map((item) => item.toLowerCase())).optional(),
  /**
   * Log-in attempts per e-mail address from one client IP before each further attempt must wait 1, 2, 4 … seconds
   * (at most LOGIN_FAILURE_WINDOW_MINUTES). Never a lock: the right password from another IP still works.
   */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  /** Failed log-ins allowed per client IP inside the window, any addresses (loose: offices and carriers share IPs). */
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(100),
  /** How long failures are remembered after the last wait ends; also the longest single wait and the per-IP window. */
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * How many reverse proxies you run in front of the server: the client IP is the N-th X-Forwarded-For entry from the
   * right. 0/false = the socket address (X-Forwarded-For ignored); true = 1 (kept for older settings).
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|yes|no|\d{1,2})$/, 'must be a number of proxies (0-99), true or false')
    .transform((value) => (value === 'true' || value === 'yes' ? 1 : value === 'false' || value === 'no' ? 0 : Number(value)))
    .default(0),
  /** Scales every anonymous-endpoint budget (sign-up, previews, mail-sending, analytics); not log-in or downloads. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(1000).default(1),
  /**
   * Serve every e-mail, with its usable links, at GET /api/dev/outbox (no log-in) and keep raw links in the outbox
   * table: for local development, tests and the demo only. Refused together with NODE_ENV=production.
   */
  DEV_OUTBOX: bool.default(false),
  /**
   * `full` (default): videos at 720×1280, 30 fps. `test`: the same pipeline at 180×320, 15 fps with x264's fastest
   * preset, for test runs only (core/render). Refused together with NODE_ENV=production.
   */
  RENDER_PROFILE: z.enum(['full', 'test']).default('full'),
  /** Where the built web app is; the server serves it. */
  WEB_DIST_DIR: z.string().default('apps/web/build/client'),
  /** Seconds to wait for in-flight requests and jobs on SIGTERM before exiting anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(25),
  /** S3-compatible object storage for media; unset → files in DATA_DIR/media. */
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addressing (MinIO and most S3-compatibles need it); defaults to on when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_PREFIX: z.string().optional(),
  /** Lifetime of the signed links that let a browser stream or download a user's file. */
  MEDIA_LINK_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .max(7 * 86400)
    .default(3600),
  /** Content generations per user in any rolling 24 hours. */
  DAILY_GENERATION_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** OpenAI-compatible chat endpoint for the LLM writer; unset → the built-in offline writer. */
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** Instagram web endpoints; point at the fake for tests and offline demo mode (`npm run demo`). */
  /** OpenAI-compatible text-to-speech (`POST {TTS_BASE_URL}/audio/speech`); unset = the built-in eSpeak voices. */
  TTS_BASE_URL: z.url().optional(),
  TTS_API_KEY: z.string().optional(),
  TTS_MODEL: z.string().default('tts-1'),
  /** The provider's voice name, one for all languages (OpenAI voices are multilingual). */
  TTS_VOICE: z.string().default('alloy'),
  TTS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** A talking-head service with a D-ID-style job API (`POST /talks`, `GET /talks/{id}`); unset = the built-in animator. */
  TALKING_HEAD_BASE_URL: z.url().optional(),
  TALKING_HEAD_API_KEY: z.string().optional(),
  /** How long to wait for the service before falling back to the built-in animator. */
  TALKING_HEAD_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(600),
  INSTAGRAM_BASE_URL: z.url().optional(),
  INSTAGRAM_API_BASE_URL: z.url().optional(),
  /** Media host suffixes the downloader may fetch from (comma-separated); defaults to Instagram's CDNs. */
  INSTAGRAM_CDN_HOST_SUFFIXES: list.optional(),
  /** host:port pairs allowed over plain http (only a loopback fake). */
  INSTAGRAM_ALLOW_HTTP_HOSTS: list.optional(),
  INSTAGRAM_APP_ID: z.string().regex(/^\d+$/).optional(),
  INSTAGRAM_USER_AGENT: z.string().optional(),
  /** JSON object overriding GraphQL doc ids, e.g. {"polarisPost":"…"}; Instagram rotates them. */
  INSTAGRAM_DOC_IDS: z
    .string()
    .transform((value, ctx) => {
      try {
        return z.record(z.string(), z.string()).parse(JSON.parse(value));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON object of strings' });
        return z.NEVER;
      }
    })
    .optional(),
  /** A logged-in `sessionid` cookie for stories in the downloader; without it stories are refused clearly. */
  INSTAGRAM_SESSION_ID: z.string().optional(),
  INSTAGRAM_MIN_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  INSTAGRAM_PROFILE_CACHE_SECONDS: z.coerce.number().int().min(0).default(900),
  /**
   * Issue 35: publishing to Instagram through a Meta app with Instagram Login (README: "Publishing to Instagram").
   * Both unset: the feature says what an operator must set. INSTAGRAM_APP_ID is the scraper's web app id, so these
   * have their own names. The redirect URL is `${PUBLIC_URL}/app/publishing/callback` (a page that hands code and state to the API with the session).
   */
  INSTAGRAM_PUBLISHING_APP_ID: z.string().min(1).max(100).optional(),
  INSTAGRAM_PUBLISHING_APP_SECRET: z.string().min(1).max(200).optional(),
  /** The Graph host (https://graph.instagram.com), its consent screen host and its code-exchange host; the fake in tests and the demo. */
  INSTAGRAM_GRAPH_BASE_URL: z.url().default('https://graph.instagram.com'),
  INSTAGRAM_GRAPH_AUTHORIZE_URL: z.url().default('https://www.instagram.com'),
  INSTAGRAM_GRAPH_OAUTH_URL: z.url().default('https://api.instagram.com'),
  INSTAGRAM_GRAPH_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v23.0'),
  /** True when the Graph host is the loopback fake (set by `npm run demo`): the UI says nothing reaches the real Instagram. */
  INSTAGRAM_GRAPH_DEMO: bool.default(false),
  /**
   * The key that encrypts connected accounts' tokens at rest: 32 bytes as base64 or hex. Unset: one is generated on
   * first start and kept in DATA_DIR (like the JWT secret); set it when the database lives elsewhere.
   */
  PUBLISHING_TOKEN_KEY: z.string().min(32).max(200).optional(),
  /** Trend ingestion: hashtags and accounts to watch (comma-separated), and when (cron, UTC). */
  TRENDS_HASHTAGS: list.optional(),
  TRENDS_ACCOUNTS: list.optional(),
  TRENDS_INGEST_CRON: z.string().default('17 */6 * * *'),
  /** Free downloader link lookups per client IP per minute, across all server processes (media streaming gets 20×). */
  DOWNLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /**
   * Which payment gateway sells subscriptions: `test` (the built-in test gateway: Stripe's test cards, no keys, a
   * "test payments" banner), `stripe` (needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET) or
   * `off` (everyone is entitled and there is no paywall, for people hosting Reelcraft for themselves).
   */
  BILLING: z.enum(['test', 'stripe', 'off']).default('test'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /** Stripe API host override: only for the loopback fake in tests (`http://127.0.0.1:port`). */
  STRIPE_API_BASE_URL: z.url().optional(),
  /**
   * The seller printed on receipts and refund documents (issue 31). The name defaults to the product's; address and
   * tax id are left off the documents until set, rather than invented. SELLER_TAX_NOTE replaces the tax line's
   * "not charged" (e.g. "VAT not applicable, art. 293 B CGI"): no tax is ever added to what the gateway charges.
   */
  SELLER_NAME: z.string().trim().min(1).max(200).default('Reelcraft'),
  SELLER_ADDRESS: z.string().trim().min(1).max(500).optional(),
  SELLER_TAX_ID: z.string().trim().min(1).max(100).optional(),
  SELLER_TAX_NOTE: z.string().trim().min(1).max(200).optional(),
  /** Share of users (0–1) who see the new paywall ('paywall2'); each user keeps the one first assigned. */
  PAYWALL2_SHARE: z.coerce.number().min(0).max(1).default(0.5),
  /** Hours a referred friend's first payment must stay good before the referrer's free weeks are granted. */
  REFERRAL_VERIFY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(2),
  /**
   * The `/instagram` nickname onboarding, behind this flag: off → `/instagram` and its sub-paths answer 404 and
   * the web links to the v2 onboarding instead.
   */
  FEATURE_INSTAGRAM_ONBOARDING: bool.default(true),
  /** Jobs run concurrently per job type by a worker process. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
});

export type RawConfig = z.infer<typeof configSchema>;
export type Config = RawConfig;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; a bad value throws a ConfigError that names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset": docker/env files often write VAR= for optional values.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = result.data;
  // Anyone could read every password-reset and magic-login link from it: no setting makes that acceptable in production.
  if (raw.DEV_OUTBOX && raw.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  DEV_OUTBOX: must not be true with NODE_ENV=production (set NODE_ENV=development or test for a dev outbox)',
    );
  }
  // Users must never get the small test renders, whatever else is set.
  if (raw.RENDER_PROFILE !== 'full' && raw.NODE_ENV === 'production') {
    throw new ConfigError(
      `Invalid configuration:\n  RENDER_PROFILE: must be full with NODE_ENV=production (${raw.RENDER_PROFILE} renders small videos for tests; set NODE_ENV=development or test)`,
    );
  }
  // The demo's fake Graph API posts nothing anywhere; production must talk to Instagram.
  if (raw.INSTAGRAM_GRAPH_DEMO && raw.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  INSTAGRAM_GRAPH_DEMO: must not be true with NODE_ENV=production (it is for `npm run demo` and tests)');
  }
  if (Boolean(raw.INSTAGRAM_PUBLISHING_APP_ID) !== Boolean(raw.INSTAGRAM_PUBLISHING_APP_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  INSTAGRAM_PUBLISHING_APP_ID and INSTAGRAM_PUBLISHING_APP_SECRET: set both or neither');
  }
  if (raw.BILLING === 'stripe') {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !raw[name]);
    if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.map((name) => `  ${name}: required with BILLING=stripe`).join('\n')}`);
  }
  return raw;
}
