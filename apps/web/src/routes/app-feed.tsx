import { CircleCheck, Download, FileText, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { apiFile, isApiError } from '../lib/api.ts';
import { saveBlob } from '../lib/download.ts';
import { useLocale } from '../lib/i18n.ts';

/**
 * The Feed: a few guideline cards and the reels guidelines PDF in the
 * user's language. GET /api/billing/guidelines answers subscribers and buyers with the PDF; anyone else gets 402
 * PAYMENT_REQUIRED, which the api client turns into the paywall. The card texts are the PDF's own (content.guidelines).
 */
export default function AppFeed() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('web.feed.doc_title')} · Reelcraft`}</title>
      <PageHeader title={t('web.feed.title')} />
      <p className="-mt-3 mb-6 text-muted lg:-mt-5">{t('web.feed.subtitle')}</p>
      <div className="flex flex-col gap-5">
        <GuidelinesDownload />
        <AnatomyCard />
        <HooksCard />
        <ChecklistCard />
      </div>
    </>
  );
}

type DownloadState = 'idle' | 'downloading' | 'done' | 'failed';

function GuidelinesDownload() {
  const { t } = useTranslation();
  const language = useLocale();
  const [state, setState] = useState<DownloadState>('idle');

  const download = async () => {
    setState('downloading');
    try {
      const { blob, fileName } = await apiFile(`/billing/guidelines?language=${language}`);
      saveBlob(blob, fileName ?? `reelcraft-reels-guidelines-${language}.pdf`);
      setState('done');
    } catch (error) {
      // 402: the api client is already taking the user to the paywall; nothing to say here.
      setState(isApiError(error) && error.code === 'PAYMENT_REQUIRED' ? 'idle' : 'failed');
    }
  };

  return (
    // A Card's look without its padding: the coloured band runs to the edges.
    <section className="overflow-hidden rounded-card border border-border bg-surface shadow-card" aria-labelledby="feed-guide-title">
      <div className="flex flex-col gap-4 bg-gradient-to-br from-primary to-[#c2185b] p-5 text-white sm:flex-row sm:items-center sm:p-6">
        <div className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white/15" aria-hidden="true">
          <FileText className="size-7" />
        </div>
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wider text-white">{t('web.feed.guide_badge')}</p>
          <h2 id="feed-guide-title" className="mt-1 text-xl font-bold">
            {t('web.feed.guide_title')}
          </h2>
          <p className="mt-1.5 text-sm text-white">{t('web.feed.guide_text')}</p>
        </div>
      </div>
      <div className="flex flex-col gap-3 p-5 sm:p-6">
        <Button block loading={state === 'downloading'} onClick={() => void download()} data-testid="guidelines-download">
          {state === 'downloading' ? null : <Download aria-hidden="true" className="size-5" />}
          {state === 'downloading' ? t('web.feed.downloading') : t('web.feed.download')}
        </Button>
        <p className="text-center text-sm text-muted">{t('web.feed.included')}</p>
        {state === 'failed' ? <Alert>{t('web.feed.download_failed')}</Alert> : null}
        {state === 'done' ? <Alert tone="success">{t('web.feed.downloaded')}</Alert> : null}
      </div>
    </section>
  );
}

const PARTS = [
  { key: 'hook', color: 'bg-primary' },
  { key: 'value', color: 'bg-[#c2185b]' },
  { key: 'payoff', color: 'bg-[#0b7a76]' },
  { key: 'cta', color: 'bg-[#9a5600]' },
] as const;

function AnatomyCard() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="feed-anatomy" className="p-5 sm:p-6">
      <h2 id="feed-anatomy" className="text-lg font-bold">
        {t('content.guidelines.anatomy.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('content.guidelines.anatomy.intro')}</p>
      <ol className="mt-4 flex flex-col gap-3">
        {PARTS.map((part, index) => (
          <li key={part.key} className="flex gap-3 rounded-control bg-surface-2 p-3.5">
            <span
              className={`mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white ${part.color}`}
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <p className="flex flex-wrap items-baseline gap-x-2 font-semibold">
                {t(`content.guidelines.anatomy.${part.key}_label`)}
                <span className="text-sm font-medium text-muted">{t(`content.guidelines.anatomy.${part.key}_time`)}</span>
              </p>
              <p className="mt-0.5 text-sm">{t(`content.guidelines.anatomy.${part.key}_text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 flex gap-2 text-sm font-medium">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-link" />
        <span>
          <span className="sr-only">{`${t('web.feed.tip_label')}: `}</span>
          {t('content.guidelines.anatomy.tip')}
        </span>
      </p>
    </Card>
  );
}

/** Three of the ten hook formulas; the rest are in the PDF. */
const SAMPLE_HOOKS = [1, 3, 4] as const;

function HooksCard() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="feed-hooks" className="p-5 sm:p-6">
      <h2 id="feed-hooks" className="text-lg font-bold">
        {t('content.guidelines.hooks.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('content.guidelines.hooks.intro')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {SAMPLE_HOOKS.map((n) => (
          <li key={n} className="rounded-control bg-surface-2 p-3.5">
            <p className="font-semibold">{t(`content.guidelines.hooks.h${n}_name`)}</p>
            <p className="mt-1 text-sm text-muted">{t(`content.guidelines.hooks.h${n}_example`)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted">{t('web.feed.hooks_more', { count: 10 - SAMPLE_HOOKS.length })}</p>
    </Card>
  );
}

function ChecklistCard() {
  const { t } = useTranslation();
  const items = [1, 2, 3, 4, 7, 8] as const;
  return (
    <Card aria-labelledby="feed-checklist" className="p-5 sm:p-6">
      <h2 id="feed-checklist" className="text-lg font-bold">
        {t('content.guidelines.checklist.title')}
      </h2>
      <ul className="mt-4 flex flex-col gap-2.5">
        {items.map((n) => (
          <li key={n} className="flex gap-2.5 text-sm">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {t(`content.guidelines.checklist.item${n}`)}
          </li>
        ))}
      </ul>
    </Card>
  );
}
