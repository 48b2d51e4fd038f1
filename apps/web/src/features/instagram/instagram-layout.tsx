import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { Logo } from '../../components/logo.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useAuth } from '../../lib/auth.ts';
import { loginPathFor } from '../../lib/navigation.ts';
import { SkipLink } from '../../components/skip-link.tsx';

/** The frame of the Instagram-nickname flows: open to visitors, so it carries its own header (logo, language, account). */
export function InstagramLayout({ children, width = 'wide' }: { children: ReactNode; width?: 'narrow' | 'wide' }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  const location = useLocation();
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <SkipLink label={t('web.common.skip_to_content')} />
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Link to="/" aria-label={t('web.common.home')} className="shrink-0 rounded-control">
          {/* On a phone the mark alone leaves room for the language and account links. */}
          <Logo className="[&>span]:hidden sm:[&>span]:inline" />
        </Link>
        <div className="flex min-w-0 items-center gap-2">
          <LanguageMenu />
          {status === 'authenticated' ? (
            <Link to="/app" className={buttonClass({ variant: 'ghost', size: 'sm', className: 'whitespace-nowrap' })}>
              {t('web.instagram.my_account')}
            </Link>
          ) : (
            <Link
              to={loginPathFor(location.pathname, location.search)}
              className={buttonClass({ variant: 'ghost', size: 'sm', className: 'whitespace-nowrap' })}
            >
              {t('web.instagram.log_in')}
            </Link>
          )}
        </div>
      </header>
      <main id="main" className={cn('mx-auto w-full flex-1 px-4 pb-16 pt-2 sm:px-6 sm:pt-6', width === 'narrow' ? 'max-w-xl' : 'max-w-5xl')}>
        {children}
      </main>
    </div>
  );
}
