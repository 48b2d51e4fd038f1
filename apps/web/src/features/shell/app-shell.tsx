import { BookOpen, CalendarDays, Clapperboard, Download, ShieldCheck, TrendingUp, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useRevalidator } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { NavLinks } from '../../components/nav-links.tsx';
import { ErrorState } from '../../components/states.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useAuth } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { fixedT, useLocale } from '../../lib/i18n.ts';
import { useSignedOutRedirect } from './use-signed-out-redirect.ts';
import { SkipLink } from '../../components/skip-link.tsx';

interface NavItem {
  to: string;
  end: boolean;
  icon: LucideIcon;
  label: 'content' | 'trends' | 'calendar' | 'profile';
  /** Other paths that belong to this section (an item of the content list is still "Content"). */
  alsoActive?: (pathname: string) => boolean;
}

/** Screens of the content section outside `/app/content/`: the talking-video and face-meme flows. */
const CONTENT_FLOWS = ['/app/first-video', '/app/story', '/app/face-meme'];

/** The menu: Content, Trends, Calendar (issue 35), Profile. */
const NAV: NavItem[] = [
  {
    to: '/app',
    end: true,
    icon: Clapperboard,
    label: 'content',
    alsoActive: (pathname) => pathname.startsWith('/app/content/') || CONTENT_FLOWS.includes(pathname.replace(/\/$/, '')),
  },
  { to: '/app/trends', end: false, icon: TrendingUp, label: 'trends' },
  { to: '/app/calendar', end: false, icon: CalendarDays, label: 'calendar' },
  { to: '/app/profile', end: false, icon: UserRound, label: 'profile' },
];

function useSectionActive(): (item: NavItem, isActive: boolean) => boolean {
  const { pathname } = useLocation();
  return (item, isActive) => isActive || Boolean(item.alsoActive?.(pathname));
}

/** Phones and tablets: a top bar with the logo and a bottom tab bar. From 1024 px: a side bar. */
function Frame({ children, nav }: { children: React.ReactNode; nav: React.ReactNode }) {
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_1fr]">
      {nav}
      <main id="main" className="min-w-0 px-4 pb-28 pt-4 sm:px-6 lg:px-10 lg:pb-12 lg:pt-10">
        <div className="mx-auto w-full max-w-3xl">{children}</div>
      </main>
    </div>
  );
}

function Navigation() {
  const { t } = useTranslation();
  const active = useSectionActive();
  // Issue 13: admins reach the console from the menu (the server checks the role on every admin call).
  const isAdmin = useAuth().user?.role === 'admin';
  return (
    <>
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-border bg-bg/85 px-4 backdrop-blur-md sm:px-6 lg:hidden">
        <Link to="/app" aria-label={t('web.common.home')} className="rounded-control">
          <Logo />
        </Link>
        {/* The Feed (reels guidelines) sits beside the bottom menu. */}
        {isAdmin && (
          <Link to="/admin" className="ml-auto mr-2 flex min-h-11 items-center gap-1.5 rounded-control px-2 text-sm font-semibold text-muted hover:text-fg">
            <ShieldCheck aria-hidden="true" className="size-5" />
            {t('web.admin.nav')}
          </Link>
        )}
        <NavLink
          to="/app/feed"
          className={({ isActive }) =>
            cn('flex min-h-11 items-center gap-1.5 rounded-control px-2 text-sm font-semibold', isActive ? 'text-link' : 'text-muted hover:text-fg')
          }
        >
          <BookOpen aria-hidden="true" className="size-5" />
          {t('web.feed.nav')}
        </NavLink>
      </header>
      <aside className="hidden lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:gap-8 lg:border-r lg:border-border lg:bg-surface lg:px-4 lg:py-6">
        <Link to="/app" aria-label={t('web.common.home')} className="rounded-control px-2">
          <Logo />
        </Link>
        <nav aria-label={t('web.nav.main')}>
          <ul className="flex flex-col gap-1">
            <NavLinks
              items={NAV}
              linkClass={(item, isActive) =>
                cn(
                  'flex min-h-11 items-center gap-3 rounded-control px-3 font-medium transition-colors',
                  active(item, isActive) ? 'bg-primary-soft text-link' : 'text-muted hover:bg-surface-2 hover:text-fg',
                )
              }
            >
              {(item) => (
                <>
                  <item.icon aria-hidden="true" className="size-5 shrink-0" />
                  {t(`web.nav.${item.label}`)}
                </>
              )}
            </NavLinks>
          </ul>
        </nav>
        <NavLink
          to="/app/feed"
          className={({ isActive }) =>
            cn(
              'mt-auto flex min-h-11 items-center gap-3 rounded-control px-3 text-sm font-medium transition-colors',
              isActive ? 'bg-primary-soft text-link' : 'text-muted hover:bg-surface-2 hover:text-fg',
            )
          }
        >
          <BookOpen aria-hidden="true" className="size-4 shrink-0" />
          {t('web.feed.nav')}
        </NavLink>
        <Link
          to="/instagram-downloader"
          className="-mt-6 flex min-h-11 items-center gap-3 rounded-control px-3 text-sm font-medium text-muted transition-colors hover:bg-surface-2 hover:text-fg"
        >
          <Download aria-hidden="true" className="size-4 shrink-0" />
          {t('web.nav.downloader')}
        </Link>
        {isAdmin && (
          <Link
            to="/admin"
            className="-mt-6 flex min-h-11 items-center gap-3 rounded-control px-3 text-sm font-medium text-muted transition-colors hover:bg-surface-2 hover:text-fg"
          >
            <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
            {t('web.admin.nav')}
          </Link>
        )}
      </aside>
      <nav
        aria-label={t('web.nav.main')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md lg:hidden"
      >
        <ul className="mx-auto grid max-w-md grid-cols-4">
          <NavLinks
            items={NAV}
            linkClass={(item, isActive) =>
              cn(
                'flex min-h-16 flex-col items-center justify-center gap-1 px-1 text-xs font-semibold transition-colors',
                active(item, isActive) ? 'text-link' : 'text-muted hover:text-fg',
              )
            }
          >
            {(item) => (
              <>
                <item.icon aria-hidden="true" className="size-6" />
                <span className="max-w-full truncate">{t(`web.nav.${item.label}`)}</span>
              </>
            )}
          </NavLinks>
        </ul>
      </nav>
    </>
  );
}

export function AppShell() {
  const { t } = useTranslation();
  const { status } = useAuth();
  // Signed out from elsewhere (token expired, another tab logged out): to login, then back here.
  // A deliberate logout navigates by itself.
  useSignedOutRedirect();

  return (
    <>
      <SkipLink label={t('web.common.skip_to_content')} />
      <Frame nav={<Navigation />}>{status === 'authenticated' ? <Outlet /> : <PageSkeleton />}</Frame>
    </>
  );
}

export function PageSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-40 w-full rounded-card" />
      <Skeleton className="h-24 w-full rounded-card" />
    </div>
  );
}

/** Shown while the app's code and the user load for the first time. */
export function AppShellSkeleton() {
  const t = fixedT(useLocale());
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_1fr]" aria-busy="true">
      <header className="flex h-14 items-center border-b border-border px-4 lg:hidden">
        <Logo />
      </header>
      <aside className="hidden lg:flex lg:flex-col lg:gap-8 lg:border-r lg:border-border lg:bg-surface lg:px-6 lg:py-6">
        <Logo />
        <div className="flex flex-col gap-3">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      </aside>
      <main className="px-4 pt-4 sm:px-6 lg:px-10 lg:pt-10">
        <div className="mx-auto w-full max-w-3xl">
          <p className="sr-only" role="status">
            {t('web.shell.loading_app')}
          </p>
          <PageSkeleton />
        </div>
      </main>
    </div>
  );
}

/** The account could not be loaded (offline, server error): say so and offer a retry. */
export function AppShellError({ error }: { error: unknown }) {
  const t = fixedT(useLocale());
  const revalidator = useRevalidator();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-14 items-center border-b border-border px-4 sm:px-6">
        <Link to="/" aria-label={t('web.common.home')}>
          <Logo />
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4">
        <ErrorState
          className="w-full max-w-md"
          message={`${t('web.shell.load_user_failed')} ${errorMessage(error, t)}`}
          onRetry={() => void revalidator.revalidate()}
        />
      </main>
    </div>
  );
}
