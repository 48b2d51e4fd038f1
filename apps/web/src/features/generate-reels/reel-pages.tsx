import { PUBLIC_SCRIPT_NICHES, type PublicScriptNiche, type PublicScriptResponse } from '@reelcraft/contract';
import type { Language } from '@reelcraft/i18n';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicShell } from '../../components/public-shell.tsx';
import { fixedT } from '../../lib/i18n.ts';
import { quizPath, reelNichePath, reelToolPath, signUpPath } from './paths.ts';
import { ReelTool } from './reel-tool.tsx';
import { ScriptCard, type T } from './script-card.tsx';

/** The public frame with this page's language links (the other languages' versions of the same page). */
function Shell({ language, pathFor, children }: { language: Language; pathFor: (language: Language) => string; children: ReactNode }) {
  return (
    <PublicShell language={language} pathFor={pathFor} languagesLabel={fixedT(language)('web.generate_reels.languages')}>
      {children}
    </PublicShell>
  );
}

function Hero({ badge, title, body }: { badge: string; title: string; body: string }) {
  return (
    <>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 left-1/2 -z-10 h-80 w-[40rem] max-w-[150vw] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl"
      />
      <p className="inline-flex max-w-full rounded-xl bg-primary-soft px-3 py-1 text-sm font-medium text-link">{badge}</p>
      <h1 className="mt-4 text-[2rem] font-extrabold leading-[1.1] tracking-tight text-balance [overflow-wrap:anywhere] sm:text-display">{title}</h1>
      <p className="mt-4 text-lg text-muted text-pretty">{body}</p>
    </>
  );
}

/** The call to sign up or take the quiz, after the tool and the samples. */
function SignUpCta({ language, t }: { language: Language; t: T }) {
  return (
    <section aria-labelledby="reel-cta-title" className="mx-auto w-full max-w-3xl px-4 pb-12 sm:px-6">
      <div className="flex flex-col items-start gap-4 rounded-card bg-gradient-to-br from-violet-700 via-fuchsia-700 to-rose-700 p-6 text-white shadow-card sm:p-8">
        <Sparkles aria-hidden="true" className="size-8" />
        <h2 id="reel-cta-title" className="text-2xl font-bold tracking-tight">
          {t('web.generate_reels.cta_title')}
        </h2>
        <p className="text-white/90">{t('web.generate_reels.cta_body')}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link
            to={signUpPath(language)}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-control bg-white px-6 text-center font-semibold leading-tight text-[#16141f] shadow-sm transition-colors hover:bg-white/90"
          >
            {t('web.generate_reels.cta_signup')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link
            to={quizPath(language)}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-control border border-white/70 px-6 text-center font-semibold leading-tight text-white transition-colors hover:bg-white/10"
          >
            {t('web.generate_reels.cta_quiz')}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** Links to every niche page in this language. */
function NicheLinks({ language, t, current }: { language: Language; t: T; current?: PublicScriptNiche }) {
  return (
    <section aria-labelledby="reel-ideas-title" className="below-fold mx-auto w-full max-w-5xl px-4 pb-16 [--below-fold-estimate:40rem] sm:px-6">
      <h2 id="reel-ideas-title" className="text-2xl font-bold tracking-tight">
        {t('web.generate_reels.ideas_title')}
      </h2>
      <p className="mt-2 text-muted">{t('web.generate_reels.ideas_body')}</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {PUBLIC_SCRIPT_NICHES.filter((niche) => niche !== current).map((niche) => (
          <li key={niche}>
            <Link
              to={reelNichePath(language, niche)}
              className="flex min-h-12 items-center justify-between gap-3 rounded-card border border-border bg-surface px-4 py-3 font-medium shadow-card hover:border-primary"
            >
              <span className="min-w-0">{t('web.generate_reels.page_title', { audience: t(`web.generate_reels.audience.${niche}`) })}</span>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/generate-reels` (and /es, /pt, /ru): the free tool, the call to sign up, and the niche pages. */
export function ReelToolPage({ language }: { language: Language }) {
  const t = fixedT(language);
  return (
    <Shell language={language} pathFor={reelToolPath}>
      <section className="relative mx-auto w-full max-w-3xl px-4 pb-10 pt-4 sm:px-6 sm:pt-10">
        <Hero badge={t('web.generate_reels.badge')} title={t('web.generate_reels.title')} body={t('web.generate_reels.subtitle')} />
        <div className="mt-8">
          <ReelTool language={language} t={t} />
        </div>
      </section>
      <SignUpCta language={language} t={t} />
      <NicheLinks language={language} t={t} />
    </Shell>
  );
}

/** `/generate-reels/<slug>`: three sample scripts for the niche, the tool pre-filled with it, the call to sign up. */
export function ReelNichePage({ language, niche, samples }: { language: Language; niche: PublicScriptNiche; samples: PublicScriptResponse[] }) {
  const t = fixedT(language);
  const audience = t(`web.generate_reels.audience.${niche}`);
  return (
    <Shell language={language} pathFor={(other) => reelNichePath(other, niche)}>
      <section className="relative mx-auto w-full max-w-3xl px-4 pb-8 pt-4 sm:px-6 sm:pt-10">
        <Link to={reelToolPath(language)} className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-link underline underline-offset-4">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('web.generate_reels.all_niches')}
        </Link>
        <Hero
          badge={t(`web.generate_reels.niche.${niche}`)}
          title={t('web.generate_reels.page_title', { audience })}
          body={t('web.generate_reels.page_intro')}
        />
      </section>

      <section aria-labelledby="reel-samples-title" className="mx-auto w-full max-w-3xl px-4 pb-10 sm:px-6" data-testid="reel-samples">
        <h2 id="reel-samples-title" className="text-2xl font-bold tracking-tight">
          {t('web.generate_reels.samples_title')}
        </h2>
        <p className="mt-2 text-muted">{t('web.generate_reels.samples_body')}</p>
        <ol className="mt-5 flex flex-col gap-6">
          {samples.map((sample, index) => (
            <li key={index}>
              <ScriptCard script={sample.script} t={t} label={t('web.generate_reels.sample', { n: index + 1 })} testId="reel-sample" />
            </li>
          ))}
        </ol>
      </section>

      <section className="mx-auto w-full max-w-3xl px-4 pb-10 sm:px-6">
        <ReelTool language={language} t={t} initialNiche={niche} title={t('web.generate_reels.own_title')} />
      </section>
      <SignUpCta language={language} t={t} />
      <NicheLinks language={language} t={t} current={niche} />
    </Shell>
  );
}
