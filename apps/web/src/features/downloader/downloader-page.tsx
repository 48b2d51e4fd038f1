import type { Language } from '@reelcraft/i18n';
import { useMutation } from '@tanstack/react-query';
import { ArrowRight, ClipboardCopy, Download, FileDown, ImageIcon, Link2, Sparkles, Video } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PublicShell } from '../../components/public-shell.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { fixedT } from '../../lib/i18n.ts';
import { downloaderPath } from '../../lib/landing.ts';
import { useNearViewport } from '../../lib/near-viewport.ts';
import { analyseProfilePath, useInstagramOnboarding } from '../../lib/public-config.ts';
import { downloaderApi, type DownloadItem, type DownloadResult } from './downloader.api.ts';
import { faqEntries } from './faq.ts';
import { instagramLinkError, normalizeLink, type LinkError } from './link.ts';

type T = ReturnType<typeof fixedT>;

/**
 * `/instagram-downloader` and its `/es`, `/pt`, `/ru` variants: pre-rendered in the language of the URL, so
 * the title, the steps and the FAQ are in the HTML; pasting a link and downloading works once the page is live.
 */
export function DownloaderPage({ language }: { language: Language }) {
  const t = fixedT(language);
  // The nickname onboarding is behind FEATURE_INSTAGRAM_ONBOARDING; when it is off the v2 funnel does the same job.
  // Its link closes the page, below the fold: the server is asked once that section comes near the screen.
  const ctaSection = useRef<HTMLElement>(null);
  const analysePath = analyseProfilePath(language, useInstagramOnboarding(useNearViewport(ctaSection)));

  return (
    <PublicShell language={language} pathFor={downloaderPath} languagesLabel={t('web.downloader.languages')} footerText={t('web.downloader.disclaimer')}>
      <section className="relative mx-auto w-full max-w-3xl px-4 pb-10 pt-4 sm:px-6 sm:pt-10">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 left-1/2 -z-10 h-80 w-[40rem] max-w-[150vw] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl"
        />
        <p className="inline-flex max-w-full rounded-xl bg-primary-soft px-3 py-1 text-sm font-medium text-link">{t('web.downloader.badge')}</p>
        <h1 className="mt-4 text-[2.25rem] font-extrabold leading-[1.08] tracking-tight text-balance sm:text-display">{t('web.downloader.title')}</h1>
        <p className="mt-4 text-lg text-muted text-pretty">{t('web.downloader.subtitle')}</p>
        <Downloader t={t} />
      </section>

      <section aria-labelledby="how-title" className="below-fold mx-auto w-full max-w-5xl px-4 pb-12 sm:px-6">
        <h2 id="how-title" className="text-2xl font-bold tracking-tight">
          {t('web.downloader.how_title')}
        </h2>
        <ol className="mt-5 grid gap-4 sm:grid-cols-3">
          {([1, 2, 3] as const).map((step) => {
            const Icon = step === 1 ? ClipboardCopy : step === 2 ? Link2 : FileDown;
            return (
              <li key={step} className="rounded-card border border-border bg-surface p-5 shadow-card">
                <div className="flex items-center gap-3">
                  <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-link">
                    <Icon className="size-5" />
                  </span>
                  <h3 className="text-lg font-semibold">
                    <span className="sr-only">{step}. </span>
                    {t(`web.downloader.how_${step}_title`)}
                  </h3>
                </div>
                <p className="mt-3 text-muted">{t(`web.downloader.how_${step}_body`)}</p>
              </li>
            );
          })}
        </ol>
      </section>

      <section
        aria-labelledby="faq-title"
        className="below-fold mx-auto w-full max-w-3xl px-4 pb-12 [--below-fold-estimate:60rem] sm:px-6"
        data-testid="downloader-faq"
      >
        <h2 id="faq-title" className="text-2xl font-bold tracking-tight">
          {t('web.downloader.faq_title')}
        </h2>
        <div className="mt-5 flex flex-col divide-y divide-border rounded-card border border-border bg-surface shadow-card">
          {faqEntries(t).map((entry) => (
            <div key={entry.id} className="p-5">
              <h3 className="font-semibold">{entry.question}</h3>
              <p className="mt-2 text-muted">{entry.answer}</p>
            </div>
          ))}
        </div>
      </section>

      {/* Its link depends on a feature flag the app reads: the page hydrates as this comes near (`data-hydrate`). */}
      <section ref={ctaSection} data-hydrate="near" className="below-fold mx-auto w-full max-w-3xl px-4 pb-16 [--below-fold-estimate:20rem] sm:px-6">
        <div className="flex flex-col items-start gap-4 rounded-card bg-gradient-to-br from-violet-700 via-fuchsia-700 to-rose-700 p-6 text-white shadow-card sm:p-8">
          <Sparkles aria-hidden="true" className="size-8" />
          <h2 className="text-2xl font-bold tracking-tight">{t('web.downloader.cta_title')}</h2>
          <p className="text-white/90">{t('web.downloader.cta_body')}</p>
          <Link
            to={analysePath}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-control bg-white px-6 text-center font-semibold leading-tight text-[#16141f] shadow-sm transition-colors hover:bg-white/90"
          >
            {t('web.downloader.cta_button')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </section>
    </PublicShell>
  );
}

/**
 * The link field, the lookup, and the files with their download buttons. One field needs no form library (react-hook-form
 * was a third of this page's own script): the field is uncontrolled, so what was typed before hydration is kept; it is
 * checked when sent, and again on every change once a send was refused.
 */
function Downloader({ t }: { t: T }) {
  const field = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<LinkError | null>(null);
  const [refused, setRefused] = useState(false);
  const lookup = useMutation({ mutationFn: (url: string) => downloaderApi.lookup(url) });

  const send = (value: string) => {
    const problem = instagramLinkError(value);
    setError(problem);
    if (problem) {
      setRefused(true);
      field.current?.focus();
      return;
    }
    lookup.mutate(normalizeLink(value));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(field.current?.value ?? '');
  };

  // The page is pre-rendered and hydrates after its first paint: a link sent before that is submitted by the browser as
  // `?url=…` (the form's GET), and runs here once the page is interactive, so a quick visitor loses nothing. The same
  // makes `/instagram-downloader?url=…` a link that opens with the lookup done.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const sent = params.get('url');
    if (sent === null) return;
    params.delete('url');
    const rest = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
    if (field.current) field.current.value = sent;
    send(sent);
    // Once, for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="mt-8 flex flex-col gap-6">
      <form noValidate method="get" className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:p-6" onSubmit={submit}>
        <TextField
          ref={field}
          name="url"
          defaultValue=""
          label={t('web.downloader.url_label')}
          placeholder={t('web.downloader.url_placeholder')}
          hint={t('web.downloader.url_hint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          error={error ? t(`web.downloader.${error}`) : undefined}
          onChange={(event) => {
            if (lookup.isError) lookup.reset();
            if (refused) setError(instagramLinkError(event.target.value));
          }}
        />
        <Button type="submit" size="lg" block loading={lookup.isPending} className="sm:w-auto sm:self-end sm:px-8">
          {!lookup.isPending && <Download aria-hidden="true" className="size-5" />}
          {lookup.isPending ? t('web.downloader.submitting') : t('web.downloader.submit')}
        </Button>
        {lookup.isError && <Alert>{errorMessage(lookup.error, t)}</Alert>}
      </form>
      {lookup.isSuccess && <Results result={lookup.data} t={t} />}
    </div>
  );
}

function Results({ result, t }: { result: DownloadResult; t: T }) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  // A new result is announced and brought into view (the form stays above it).
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [result]);

  return (
    <section aria-labelledby="results-title" className="flex scroll-mt-4 flex-col gap-4" data-testid="download-results">
      <div>
        <h2 id="results-title" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {t('web.downloader.results_title')}
        </h2>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted">
          {result.owner && <span>{t('web.downloader.by_owner', { owner: result.owner })}</span>}
          <span>{t('web.downloader.files', { count: result.items.length })}</span>
        </p>
        {result.caption && <p className="mt-2 line-clamp-3 text-sm whitespace-pre-line">{result.caption}</p>}
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {result.items.map((item, index) => (
          <li key={`${item.index}-${item.file_name}`}>
            <ItemCard item={item} position={index + 1} t={t} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The preview keeps the item's shape (between 4:5 and 9:16 so a list stays tidy) and never stretches it. */
function aspect(item: DownloadItem): string {
  const ratio = item.width && item.height ? item.width / item.height : item.type === 'video' ? 9 / 16 : 4 / 5;
  const clamped = Math.min(1, Math.max(9 / 16, ratio));
  return `${clamped}`;
}

function ItemCard({ item, position, t }: { item: DownloadItem; position: number; t: T }) {
  const video = item.type === 'video';
  const name = video ? t('web.downloader.item_video', { n: position }) : t('web.downloader.item_image', { n: position });
  const Icon = video ? Video : ImageIcon;
  const seconds = item.duration_seconds ? Math.round(item.duration_seconds) : null;
  return (
    <article className="flex flex-col gap-3 rounded-card border border-border bg-surface p-3 shadow-card" data-testid="download-item" data-type={item.type}>
      <div className="relative w-full overflow-hidden rounded-control bg-black" style={{ aspectRatio: aspect(item) }}>
        {video ? (
          <video
            src={item.download_url}
            poster={item.thumbnail_url}
            muted
            playsInline
            controls
            preload="metadata"
            aria-label={t('web.downloader.preview_alt', { name })}
            className="absolute inset-0 size-full object-contain"
          />
        ) : (
          <img
            src={item.thumbnail_url}
            alt={t('web.downloader.preview_alt', { name })}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-contain"
          />
        )}
      </div>
      <div className="flex items-center justify-between gap-2 px-1">
        <p className="flex min-w-0 items-center gap-1.5 text-sm font-medium">
          <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <span className="truncate">{name}</span>
          {seconds !== null && <span className="shrink-0 text-muted">· {t('web.downloader.seconds', { seconds })}</span>}
        </p>
        {item.width && item.height && (
          <p className="shrink-0 text-xs tabular-nums text-muted">
            {item.width}×{item.height}
          </p>
        )}
      </div>
      <a href={item.download_url} download={item.file_name} className={buttonClass({ block: true })} data-testid="download-link">
        <Download aria-hidden="true" className="size-5" />
        {video ? t('web.downloader.download_mp4') : t('web.downloader.download_jpg')}
        <span className="sr-only"> — {name}</span>
      </a>
    </article>
  );
}
