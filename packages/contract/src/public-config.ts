import { z } from 'zod';

/** What the web app may know of the server's configuration before anyone signs in: switchable features (spec §2). */
export const publicConfigSchema = z
  .object({
    features: z.object({
      /** The `/instagram` nickname onboarding (FEATURE_INSTAGRAM_ONBOARDING); off → its pages are 404s and nothing links to them. */
      instagram_onboarding: z.boolean(),
    }),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
