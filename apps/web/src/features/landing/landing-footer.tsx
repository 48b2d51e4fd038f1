import { Gift, Mail, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { LanguageLinks } from '../../components/language-links.tsx';
import { Logo } from '../../components/logo.tsx';
import { landingPath } from '../../lib/landing.ts';
import { SUPPORT_EMAIL } from '../../lib/support.ts';
import type { LandingSectionProps } from './landing-t.ts';
import { landingLinks } from './paths.ts';

const EMAIL_MARK = '@@email@@';

/** The footer: the gift guide (gifts, referrals, promo codes), then links to public pages, the account, languages. */
export function LandingFooter({ language, t }: LandingSectionProps) {
  const links = landingLinks(language);
  const guide = [
    { key: 'gift', icon: Gift, body: t('web.landing.gifts.gift_body') },
    { key: 'referral', icon: UserPlus, body: t('web.landing.gifts.referral_body') },
    { key: 'promo', icon: Mail, body: null },
  ] as const;
  const [promoBefore = '', promoAfter = ''] = t('web.landing.gifts.promo_body', { email: EMAIL_MARK }).split(EMAIL_MARK);

  return (
    <footer className="below-fold border-t border-border bg-surface/60" data-testid="landing-footer">
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
        <section aria-labelledby="gift-guide-title">
          <h2 id="gift-guide-title" className="text-xl font-bold text-balance">
            {t('web.landing.gifts.title')}
          </h2>
          <ul className="mt-5 grid gap-4 lg:grid-cols-3">
            {guide.map(({ key, icon: Icon, body }) => (
              <li key={key} className="rounded-card border border-border bg-surface p-5">
                <h3 className="flex items-start gap-2 font-semibold text-balance">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
                  {t(`web.landing.gifts.${key}_title`)}
                </h3>
                <p className="mt-2 text-sm text-muted text-pretty">
                  {body ?? (
                    <>
                      {promoBefore}
                      <a href={`mailto:${SUPPORT_EMAIL}?subject=PROMO`} className="font-semibold text-link underline">
                        {SUPPORT_EMAIL}
                      </a>
                      {promoAfter}
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-12 grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="col-span-2 lg:col-span-1">
            <Link to={landingPath(language)} aria-label={t('web.common.home')} className="inline-flex rounded-control">
              <Logo />
            </Link>
            <p className="mt-3 text-sm text-muted">© Reelcraft · {t('web.landing.footer.tagline')}</p>
          </div>
          <nav aria-labelledby="footer-product">
            <h2 id="footer-product" className="text-sm font-semibold">
              {t('web.landing.footer.product')}
            </h2>
            <ul className="mt-2 text-sm">
              <FooterLink to={links.quiz}>{t('web.landing.footer.quiz')}</FooterLink>
              <FooterLink to={links.generateReels}>{t('web.landing.footer.generate')}</FooterLink>
              <FooterLink to={links.blog}>{t('web.landing.footer.blog')}</FooterLink>
              <FooterLink to={links.downloader}>{t('web.landing.downloader_link')}</FooterLink>
            </ul>
          </nav>
          <nav aria-labelledby="footer-account">
            <h2 id="footer-account" className="text-sm font-semibold">
              {t('web.landing.footer.account')}
            </h2>
            <ul className="mt-2 text-sm">
              <FooterLink to={links.logIn}>{t('web.landing.log_in')}</FooterLink>
              <FooterLink to={links.signUp}>{t('web.landing.footer.sign_up')}</FooterLink>
            </ul>
          </nav>
          <div className="col-span-2 lg:col-span-1">
            <h2 className="text-sm font-semibold">{t('web.landing.languages')}</h2>
            <LanguageLinks pathFor={landingPath} current={language} label={t('web.landing.languages')} className="mt-2 -ml-2 flex" />
          </div>
        </div>
      </div>
    </footer>
  );
}

function FooterLink({ to, children }: { to: string; children: string }) {
  return (
    <li>
      <Link to={to} className="inline-flex min-h-11 items-center text-muted underline-offset-4 hover:text-fg hover:underline">
        {children}
      </Link>
    </li>
  );
}
