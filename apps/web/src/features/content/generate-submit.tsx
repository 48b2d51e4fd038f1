import { Columns3, Hourglass, Wand2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { batchPath } from './batch-path.ts';
import { applyBatchLimitError, BATCH_COUNT, useGenerate, useGenerateBatch, type GenerateBody, type GenerationLimit } from './content.api.ts';
import { formatCountdown, LimitNotice, useCountdown } from './limit.tsx';

/** Starts a generation and opens the new item, which shows its progress live. */
export function useStartGeneration() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const generate = useGenerate();
  const start = (body: GenerateBody) =>
    generate.mutate(body, {
      onSuccess: (item) => void navigate(`/app/content/${item.id}`),
      onError: (error) => {
        // The daily limit shows as the notice with its countdown, right above the button.
        if (isApiError(error) && error.code === 'DAILY_LIMIT_REACHED') return;
        toast.error(errorMessage(error, t));
      },
    });
  return { start, pending: generate.isPending };
}

export interface BatchStart {
  start: (body: GenerateBody) => void;
  pending: boolean;
  /** When enough generations for three free up, once the server refused a batch for the limit. */
  nextSlotAt: string | null;
}

/** Starts three variants of the request (issue 11 item 10) and opens them side by side. */
export function useStartBatch(): BatchStart {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const generate = useGenerateBatch();
  const [nextSlotAt, setNextSlotAt] = useState<string | null>(null);
  const start = (body: GenerateBody) =>
    generate.mutate(body, {
      onSuccess: (batch) => void navigate(batchPath(batch.id)),
      onError: (error) => {
        const limited = applyBatchLimitError(client, error);
        if (limited) setNextSlotAt(limited.nextSlotAt);
        else toast.error(errorMessage(error, t));
      },
    });
  return { start, pending: generate.isPending, nextSlotAt };
}

/** The generate button, the "three variants" button and the daily limit's notices under a generation form. */
export function SubmitArea({
  limit,
  pending,
  batch,
  onBatch,
  batchBlocked,
}: {
  limit: GenerationLimit | undefined;
  pending: boolean;
  batch: BatchStart;
  onBatch: () => void;
  /** Why three variants cannot be asked for right now (besides the limit), shown under the button. */
  batchBlocked?: string | undefined;
}) {
  const { t } = useTranslation();
  const reached = Boolean(limit && limit.remaining <= 0);
  // Three variants take three generations; with one or two left the single one still works.
  const short = Boolean(limit && limit.remaining > 0 && limit.remaining < BATCH_COUNT);
  const busy = pending || batch.pending;
  return (
    <div className="flex flex-col gap-4">
      {reached && limit && <LimitNotice limit={limit} />}
      <div className="flex flex-col gap-2 sm:flex-row-reverse sm:items-center">
        <Button type="submit" size="lg" block className="sm:w-auto sm:px-8" loading={pending} disabled={reached || batch.pending}>
          {!pending && <Wand2 aria-hidden="true" className="size-5" />}
          {pending ? t('web.generate.submitting') : t('web.generate.submit')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="lg"
          block
          className="sm:w-auto"
          loading={batch.pending}
          disabled={reached || short || Boolean(batchBlocked) || (busy && !batch.pending)}
          aria-describedby="batch-hint"
          onClick={onBatch}
          data-testid="generate-batch"
        >
          {!batch.pending && <Columns3 aria-hidden="true" className="size-5" />}
          {batch.pending ? t('web.batch.submitting') : t('web.batch.submit')}
        </Button>
      </div>
      {short && limit ? (
        <BatchShortNotice remaining={limit.remaining} nextSlotAt={batch.nextSlotAt} />
      ) : (
        <p id="batch-hint" className="text-sm text-muted sm:text-right">
          {batchBlocked ?? t('web.batch.hint')}
        </p>
      )}
    </div>
  );
}

/** One or two generations left: enough for one, not for three (and, once the server said, when three will be). */
function BatchShortNotice({ remaining, nextSlotAt }: { remaining: number; nextSlotAt: string | null }) {
  const { t } = useTranslation();
  const left = useCountdown(nextSlotAt);
  return (
    <div id="batch-hint" className="flex items-start gap-3 rounded-control border border-warning/40 bg-surface p-3 text-sm" data-testid="batch-short">
      <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <div className="min-w-0">
        <p className="font-semibold">{t('web.batch.not_enough_title')}</p>
        <p className="mt-0.5 text-muted">{t('web.batch.not_enough_body', { remaining })}</p>
        {left !== null && left > 0 && (
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-muted">
            {t('web.batch.enough_in')}
            <span role="timer" aria-live="off" className="font-mono font-bold tabular-nums text-fg">
              {formatCountdown(left)}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
