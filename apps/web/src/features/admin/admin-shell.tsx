import {
  ArrowLeft,
  BarChart3,
  ClipboardList,
  Cog,
  Gauge,
  Gift,
  HandCoins,
  ListChecks,
  Send,
  MessageSquareWarning,
  ShieldAlert,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { NavLinks } from '../../components/nav-links.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useAuth } from '../../lib/auth.ts';
import { useSignedOutRedirect } from '../shell/use-signed-out-redirect.ts';
import { SkipLink } from '../../components/skip-link.tsx';

type Section = 'overview' | 'users' | 'codes' | 'referrals' | 'jobs' | 'surveys' | 'claims' | 'publishing' | 'settings' | 'audit' | 'reports';

const NAV: { to: string; end: boolean; icon: LucideIcon; label: Section }[] = [
  { to: '/admin', end: true, icon: Gauge, label: 'overview' },
  { to: '/admin/users', end: false, icon: Users, label: 'users' },
  { to: '/admin/codes', end: false, icon: Gift, label: 'codes' },
  { to: '/admin/referrals', end: false, icon: UserPlus, label: 'referrals' },
  { to: '/admin/jobs', end: false, icon: ListChecks, label: 'jobs' },
  { to: '/admin/surveys', end: false, icon: MessageSquareWarning, label: 'surveys' },
  { to: '/admin/claims', end: false, icon: HandCoins, label: 'claims' },
  { to: '/admin/publishing', end: false, icon: Send, label: 'publishing' },
  { to: '/admin/settings', end: false, icon: Cog, label: 'settings' },
  { to: '/admin/audit', end: false, icon: ClipboardList, label: 'audit' },
  { to: '/admin/reports', end: false, icon: BarChart3, label: 'reports' },
];

function Navigation() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('web.admin.nav_label')}>
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        <NavLinks
          items={NAV}
          linkClass={(_item, isActive) =>
            cn(
              'flex min-h-10 items-center gap-2.5 rounded-control px-3 text-sm font-medium transition-colors',
              isActive ? 'bg-primary-soft text-link' : 'text-muted hover:bg-surface-2 hover:text-fg',
            )
          }
        >
          {(item) => (
            <>
              <item.icon aria-hidden="true" className="size-4 shrink-0" />
              {t(`web.admin.sections.${item.label}`)}
            </>
          )}
        </NavLinks>
      </ul>
    </nav>
  );
}

/** Shown to a signed-in person who is not an admin (or a tab viewing the product as a user). */
export function AdminOnly() {
  const { t } = useTranslation();
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4">
      <title>{`${t('web.admin.only.title')} · Reelcraft`}</title>
      <div className="flex max-w-md flex-col items-center rounded-card border border-border bg-surface px-6 py-10 text-center shadow-card">
        <div className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-danger-soft text-danger">
          <ShieldAlert aria-hidden="true" className="size-8" />
        </div>
        <h1 className="text-xl font-semibold">{t('web.admin.only.title')}</h1>
        <p className="mt-2 text-muted">{t('web.admin.only.body')}</p>
        <Link to="/app" className={buttonClass({ variant: 'primary', className: 'mt-6' })}>
          {t('web.admin.only.back')}
        </Link>
      </div>
    </main>
  );
}

export function AdminShellSkeleton() {
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[14rem_1fr]" aria-busy="true">
      <aside className="hidden border-r border-border bg-surface p-4 lg:flex lg:flex-col lg:gap-3">
        <Logo />
        {Array.from({ length: 9 }, (_, index) => (
          <Skeleton key={index} className="h-9 w-full" />
        ))}
      </aside>
      <main className="flex flex-col gap-4 p-6">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-64 w-full rounded-card" />
      </main>
    </div>
  );
}

/**
 * `/admin/**` (issue 13): a left navigation from 1024 px, a wrapping bar above the page below that. The server
 * checks the admin role on every call; this only keeps non-admins from a console that would show them errors.
 */
export function AdminShell() {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  useSignedOutRedirect();

  if (status !== 'authenticated' || !user) return <AdminShellSkeleton />;
  if (user.role !== 'admin' || user.impersonation) return <AdminOnly />;

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[14rem_1fr]">
      <SkipLink label={t('web.common.skip_to_content')} />
      <aside className="border-b border-border bg-surface px-4 py-3 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:gap-6 lg:border-b-0 lg:border-r lg:py-6">
        <div className="mb-3 flex items-center justify-between gap-3 lg:mb-0 lg:flex-col lg:items-start">
          <Link to="/admin" className="flex items-center gap-2 rounded-control" aria-label={t('web.admin.home_label')}>
            <Logo />
            <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-link">{t('web.admin.nav')}</span>
          </Link>
        </div>
        <Navigation />
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm lg:mt-auto lg:flex-col lg:items-start">
          <span className="truncate text-muted" title={user.email}>
            {user.email}
          </span>
          <Link to="/app" className="inline-flex items-center gap-1.5 font-medium text-link hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('web.admin.back_to_app')}
          </Link>
        </div>
      </aside>
      <main id="main" className="min-w-0 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <div className="mx-auto w-full max-w-6xl">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
