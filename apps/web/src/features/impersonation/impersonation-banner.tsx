import { Eye } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { auth, useAuth } from '../../lib/auth.ts';
import { currentLocale } from '../../lib/i18n.ts';

const noSubscription = () => () => undefined;

/**
 * Issue 13: while an admin views the product as a user, every page of that tab says so — whose account, until when —
 * and offers to stop (mounted once in root.tsx; /impersonate itself has no layout). Stopping ends the impersonating
 * session and goes back to that user's page in the console with a full page load (this tab's memory holds the user's
 * data; the admin's own session was never replaced).
 */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [stopping, setStopping] = useState(false);
  const { pathname } = useLocation();
  // The tab's impersonation lives in sessionStorage: false while pre-rendering and hydrating, so the markup matches.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const viewing = inBrowser ? auth.impersonation() : null;
  if (!viewing || pathname === '/impersonate') return null;
  const endsAt = user?.impersonation?.ends_at ? Date.parse(user.impersonation.ends_at) : viewing.endsAt;
  const time = new Intl.DateTimeFormat(currentLocale(), { hour: '2-digit', minute: '2-digit' }).format(endsAt);

  async function stop() {
    setStopping(true);
    const userId = await auth.stopImpersonating();
    window.location.assign(userId ? `/admin/users/${userId}` : '/admin');
  }

  return (
    <section
      aria-label={t('web.impersonation.banner_label')}
      data-testid="impersonation-banner"
      className="z-40 flex flex-wrap lg:sticky lg:top-0 items-center justify-center gap-x-3 gap-y-1 bg-warning px-4 py-2 text-sm font-semibold text-bg"
    >
      <Eye aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 break-all">{t('web.impersonation.banner', { email: user?.email ?? viewing.userEmail })}</span>
      <span className="font-normal">{t('web.impersonation.until', { time })}</span>
      <Button size="sm" variant="secondary" loading={stopping} onClick={() => void stop()} className="min-h-8 text-fg">
        {t('web.impersonation.stop')}
      </Button>
    </section>
  );
}
