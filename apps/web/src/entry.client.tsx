import { isLanguage } from '@reelcraft/i18n';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { detectInitialLocale, loadLanguage } from './lib/i18n.ts';
import { auth } from './lib/auth.ts';
import { BUILD_ID } from './lib/build-watcher.ts';
import { startEarlyRouteWork } from './lib/early-route-work.ts';
import { startErrorReporting } from './lib/error-reporting.ts';
import { publicConfigQuery } from './lib/public-config.ts';
import { queryClient } from './lib/query-client.ts';

/**
 * The browser entry: React Router's default, except that it first loads the message catalogs hydration needs — the
 * language of the page's HTML (`<html lang>`: a pre-rendered page's, "en" for the SPA fallback) and the visitor's
 * stored or browser language, which the app switches to right after — so the first render matches the HTML.
 * Every other language is downloaded only when shown (src/lib/i18n.ts).
 */
// The page's route chunks and (on a signed-in page) the session start downloading now, not after hydration finds them.
startEarlyRouteWork(window, () => auth.ensureUser());

const pageLanguage = document.documentElement.lang;
const languages = new Set([isLanguage(pageLanguage) ? pageLanguage : 'en', detectInitialLocale()]);

/**
 * Hydration starts in a task of its own: the last catalog's evaluation (a ~90 KB JSON parse) and React's first work
 * were one long task on a slow phone; split, neither blocks input for long.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

void Promise.all([...languages].map((language) => loadLanguage(language)))
  .catch(() => undefined)
  .then(nextTask)
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
    // Error reporting, when the server configures it (decision 0023): asked once the page is idle, so it never
    // competes with the first paint; the SDK itself is downloaded only if there is a DSN.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => {
      void startErrorReporting({
        config: () => queryClient.fetchQuery(publicConfigQuery),
        userId: () => auth.getState().user?.id,
        release: BUILD_ID,
      });
    });
  });
