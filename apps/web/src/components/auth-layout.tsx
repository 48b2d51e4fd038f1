import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageMenu } from './language-menu.tsx';
import { Logo } from './logo.tsx';

/** The frame of the account pages: logo, language, one centered card. */
export function AuthLayout({ title, subtitle, children, footer }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <Link to="/" aria-label={t('web.common.home')} className="rounded-control">
          <Logo />
        </Link>
        <LanguageMenu />
      </header>
      <main id="main" className="flex flex-1 flex-col items-center px-4 pb-10 pt-4 sm:px-6 sm:pt-10">
        <div className="w-full max-w-md">
          <div className="rounded-card border border-border bg-surface p-5 shadow-card sm:p-8">
            <h1 className="text-title font-bold tracking-tight">{title}</h1>
            {subtitle && <p className="mt-2 text-muted">{subtitle}</p>}
            <div className="mt-6">{children}</div>
          </div>
          {footer && <div className="mt-6 text-center text-muted">{footer}</div>}
        </div>
      </main>
    </div>
  );
}
