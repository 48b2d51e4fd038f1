import { useEffect, useRef } from 'react';
import { createPath, useLocation, useNavigation } from 'react-router';
import { trackPageView } from '../lib/analytics.ts';
import { useAuth } from '../lib/auth.ts';
import { reloadAfterChunkError, reloadIfNewBuild, startBuildWatcher } from '../lib/build-watcher.ts';
import { hasStoredLocale, setLocale } from '../lib/i18n.ts';

/** Side effects that follow the router: page views, new-build reloads, chunk errors, the signed-in user's language. */
export function AppEffects() {
  const location = useLocation();
  const navigation = useNavigation();
  const { user } = useAuth();
  const first = useRef(true);

  useEffect(() => {
    // Pre-rendered pages are readable before React takes over; this tells tests (and scripts) the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
    startBuildWatcher();
    const onPreloadError = (event: Event) => {
      // A chunk of the old build is gone after a deploy: load the page again instead of breaking.
      if (reloadAfterChunkError()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);

  // After a new build appeared, the next navigation is a full page load. Catch it as soon as it starts…
  useEffect(() => {
    if (navigation.state === 'loading' && navigation.location) {
      reloadIfNewBuild(createPath(navigation.location), navigation.location.pathname);
    }
  }, [navigation.state, navigation.location]);

  // …or when it lands (navigations with nothing to load never pass through "loading").
  useEffect(() => {
    trackPageView(location.pathname);
    if (first.current) {
      first.current = false;
      return;
    }
    reloadIfNewBuild(createPath(location), location.pathname);
  }, [location]);

  // A signed-in user's saved language wins only if this browser has no locale of its own yet.
  useEffect(() => {
    if (user && !hasStoredLocale()) setLocale(user.language);
  }, [user]);

  return null;
}
