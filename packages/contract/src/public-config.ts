import { z } from 'zod';

/** What the web app may know of the server's configuration before anyone signs in: switchable features, support contacts, error reporting. */
export const publicConfigSchema = z
  .object({
    features: z.object({
      /** The `/instagram` nickname onboarding (FEATURE_INSTAGRAM_ONBOARDING); off → its pages are 404s and nothing links to them. */
      instagram_onboarding: z.boolean(),
    }),
    /**
     * Which gateway takes payments (BILLING): `test` (the built-in test gateway: the app says no real card is charged),
     * `stripe`, or `off` (no payments: the app asks nothing of the billing API).
     */
    billing: z.enum(['test', 'stripe', 'off']),
    /** Where people write for help (SUPPORT_EMAIL) and, when configured, a messenger/chat link (SUPPORT_CHAT_URL). */
    support: z.object({ email: z.email(), chat_url: z.url().nullable() }),
    /**
     * Browser error reporting (SENTRY_BROWSER_DSN, else SENTRY_DSN; public by design): null → the web app loads no
     * reporting code. `environment` is the server's NODE_ENV.
     */
    error_reporting: z.object({ dsn: z.url(), environment: z.string() }).nullable(),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
