import { useQueryClient } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { contentKeys, useGenerationLimit, type GenerationLimit } from './content.api.ts';

/** `hh:mm:ss` for a duration in milliseconds; rounded up so the last second shows as 00:00:01, never below zero. */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/** Milliseconds left until `target` (ISO), ticking every second; calls `onElapsed` once when it reaches zero. */
export function useCountdown(target: string | null | undefined, onElapsed?: () => void): number | null {
  const targetMs = target ? Date.parse(target) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!Number.isFinite(targetMs)) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [targetMs]);

  const left = Number.isFinite(targetMs) ? Math.max(0, targetMs - now) : null;
  const elapsed = left === 0;
  useEffect(() => {
    if (elapsed) onElapsed?.();
    // Only the moment of reaching zero matters, not a changed callback identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [elapsed]);
  return left;
}

/** True when no generation is left: the generate buttons are disabled and the notice shows. */
export function isLimitReached(limit: GenerationLimit | undefined): boolean {
  return Boolean(limit && limit.remaining <= 0);
}

/** The daily-limit notice: all generations used, and a live countdown to the next free one. */
export function LimitNotice({ limit, className }: { limit: GenerationLimit; className?: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const titleId = useId();
  const left = useCountdown(limit.next_slot_at, () => void client.invalidateQueries({ queryKey: contentKeys.limit() }));
  return (
    <section
      aria-labelledby={titleId}
      className={cn('flex items-start gap-4 rounded-card border border-warning/40 bg-surface p-4 shadow-card sm:items-center sm:p-5', className)}
    >
      <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-warning/15 text-warning">
        <Hourglass aria-hidden="true" className="size-6" />
      </div>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold">
          {t('web.limit.reached_title')}
        </h2>
        <p className="mt-0.5 text-sm text-muted">{t('web.limit.reached_body', { limit: limit.limit })}</p>
        {left !== null && left > 0 ? (
          <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-sm text-muted">
            {t('web.limit.next_in')}
            <span role="timer" aria-live="off" className="font-mono text-xl font-bold tabular-nums text-fg" data-testid="limit-countdown">
              {formatCountdown(left)}
            </span>
          </p>
        ) : (
          <p className="mt-2 text-sm text-muted">{t('web.limit.next_soon')}</p>
        )}
      </div>
    </section>
  );
}

/** "8 of 10 left today": subtle, next to the page title. */
export function LimitLeft({ limit, className }: { limit: GenerationLimit; className?: string }) {
  const { t } = useTranslation();
  const low = limit.remaining <= 0;
  // `remaining` counts the extra generations of the retention offer too; show them apart from the daily allowance.
  const bonus = Math.max(0, limit.bonus ?? 0);
  const daily = Math.max(0, limit.remaining - bonus);
  return (
    <p
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-sm font-medium tabular-nums',
        low ? 'bg-danger-soft text-danger' : 'bg-surface-2 text-muted',
        className,
      )}
    >
      {bonus > 0
        ? t('web.limit.left_with_bonus', { remaining: daily, limit: limit.limit, bonus })
        : t('web.limit.left', { remaining: daily, limit: limit.limit })}
    </p>
  );
}

/** The limit as the content screens use it: the data, and whether generating is blocked right now. */
export function useLimitState() {
  const query = useGenerationLimit();
  return { limit: query.data, reached: isLimitReached(query.data) };
}
