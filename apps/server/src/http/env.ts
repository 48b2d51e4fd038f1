import type { Core, Logger, UserRow } from '@reelcraft/core';
import type { Language } from '@reelcraft/i18n';

/** Per-request values set by middleware. */
export type AppVariables = {
  requestId: string;
  logger: Logger;
  language: Language;
  /** Set by requireUser / optionalUser. */
  user: UserRow | undefined;
  /** Set by requireUser / optionalUser when the session is an admin viewing as the user (issue 13). */
  impersonatorUserId: string | undefined;
};

export type AppEnv = { Variables: AppVariables };

export interface AppOptions {
  core: Core;
  role: string;
  version: string;
  /** Directory of the built web app; omitted in API-only tests. */
  webDistDir?: string | undefined;
}
