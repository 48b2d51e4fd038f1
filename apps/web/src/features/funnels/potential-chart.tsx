import { POTENTIAL_DIMENSIONS, POTENTIAL_LEVELS, type Potential, type PotentialLevel } from '@reelcraft/contract';
import { cn } from '../../components/ui/cn.ts';
import type { FunnelT } from './texts.ts';

const LEVEL_COLOR: Record<PotentialLevel, string> = {
  low: 'bg-amber-500',
  normal: 'bg-sky-500',
  moderate: 'bg-violet-500',
  high: 'bg-emerald-500',
};

export function levelLabel(t: FunnelT, level: PotentialLevel): string {
  return t(`web.funnel_ui.level_${level}`);
}

/**
 * The potential score: one horizontal bar per dimension on a low → high scale (the four levels as columns
 * behind the bars), plain HTML/CSS (no chart library for four bars). Screen readers get the list as text.
 */
export function PotentialChart({ t, potential }: { t: FunnelT; potential: Potential }) {
  return (
    <figure aria-label={t('web.funnel_ui.potential_chart_label')} data-testid="potential-chart">
      <p className="text-lg font-semibold" data-testid="potential-overall">
        {t('web.funnel_ui.potential_overall', { level: levelLabel(t, potential.overall.level) })}
      </p>
      <ul className="mt-4 flex flex-col gap-4">
        {POTENTIAL_DIMENSIONS.map((dimension) => {
          const { level, score } = potential[dimension];
          return (
            <li key={dimension} data-dimension={dimension} data-level={level}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium">{t(`web.funnel_ui.dimension_${dimension}`)}</span>
                <span className="font-semibold">{levelLabel(t, level)}</span>
              </div>
              <div aria-hidden="true" className="relative mt-1.5 h-3 overflow-hidden rounded-full bg-surface-2">
                {[25, 50, 75].map((mark) => (
                  <span key={mark} className="absolute inset-y-0 z-10 w-0.5 bg-bg" style={{ left: `${mark}%` }} />
                ))}
                <div
                  className={cn('relative h-full rounded-full transition-[width] duration-700', LEVEL_COLOR[level])}
                  style={{ width: `${Math.max(4, score)}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <div aria-hidden="true" className="mt-2 grid grid-cols-4 text-xs text-muted">
        {POTENTIAL_LEVELS.map((level) => (
          <span key={level} className="text-center first:text-left last:text-right">
            {levelLabel(t, level)}
          </span>
        ))}
      </div>
      <figcaption className="mt-4 text-sm text-muted">{t('web.funnel_ui.potential_note')}</figcaption>
    </figure>
  );
}
