import type { AdminFunnelReport, AdminRevenueReport } from '@reelcraft/contract';
import { LANGUAGES } from '@reelcraft/i18n';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { useFunnelReport, useRevenueReport, type FunnelReportQuery } from './admin.api.ts';
import { DataTable } from './admin-table.tsx';
import { AdminPage, Panel, QueryView, Stat, Td } from './admin-ui.tsx';
import { formatDay, formatMoney, formatNumber, formatShare, utcDay } from './format.ts';

const FUNNELS = ['legacy', 'v2', 'v3'] as const;
type Funnel = (typeof FUNNELS)[number];

interface Filters {
  funnel: Funnel;
  from: string;
  to: string;
  language: string;
  paywall: string;
}

function readFilters(params: URLSearchParams): Filters {
  const funnel = params.get('funnel');
  return {
    funnel: (FUNNELS as readonly string[]).includes(funnel ?? '') ? (funnel as Funnel) : 'legacy',
    from: params.get('from') ?? utcDay(29),
    to: params.get('to') ?? utcDay(0),
    language: params.get('language') ?? '',
    paywall: params.get('paywall') ?? '',
  };
}

function FunnelSteps({ report }: { report: AdminFunnelReport }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const max = Math.max(1, ...report.steps.map((step) => step.visitors));
  if (report.steps.length === 0) return <p className="text-muted">{t('web.admin.reports.no_steps')}</p>;
  return (
    <ol aria-label={t('web.admin.reports.steps')} className="flex flex-col gap-2.5">
      {report.steps.map((step, index) => (
        <li key={step.slug} className="grid gap-1 text-sm lg:grid-cols-[minmax(0,12rem)_1fr_minmax(0,18rem)] lg:items-center lg:gap-3">
          <span className="truncate font-medium" title={step.slug}>
            {index + 1}. {step.slug}
          </span>
          <span className="h-4 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
            <span className="block h-full rounded-full bg-primary" style={{ width: `${(step.visitors / max) * 100}%` }} />
          </span>
          <span className="tabular-nums text-muted">
            {t('web.admin.reports.step_numbers', {
              visitors: formatNumber(step.visitors, locale),
              answered: formatNumber(step.answered, locale),
              drop: formatShare(step.drop_off, locale),
            })}
          </span>
        </li>
      ))}
    </ol>
  );
}

function FunnelTables({ report }: { report: AdminFunnelReport }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel id="admin-report-languages" title={t('web.admin.reports.by_language')}>
        <DataTable
          label={t('web.admin.reports.by_language')}
          className="[&_table]:min-w-0"
          headings={[
            t('web.admin.users.language'),
            { label: t('web.admin.reports.started'), className: 'text-right' },
            { label: t('web.admin.reports.finished'), className: 'text-right' },
            { label: t('web.admin.reports.completion'), className: 'text-right' },
          ]}
          items={report.by_language}
          empty={t('web.admin.reports.no_data')}
        >
          {(row) => (
            <tr key={row.language}>
              <Td className="uppercase">{row.language}</Td>
              <Td className="text-right tabular-nums">{n(row.started)}</Td>
              <Td className="text-right tabular-nums">{n(row.finished)}</Td>
              <Td className="text-right tabular-nums">{formatShare(row.started ? row.finished / row.started : 0, locale)}</Td>
            </tr>
          )}
        </DataTable>
      </Panel>
      <Panel id="admin-report-paywalls" title={t('web.admin.reports.by_paywall')}>
        <DataTable
          label={t('web.admin.reports.by_paywall')}
          className="[&_table]:min-w-0"
          headings={[
            t('web.admin.reports.paywall'),
            { label: t('web.admin.reports.signed_up'), className: 'text-right' },
            { label: t('web.admin.reports.paid'), className: 'text-right' },
            { label: t('web.admin.reports.conversion'), className: 'text-right' },
          ]}
          items={report.by_paywall}
          empty={t('web.admin.reports.no_data')}
        >
          {(row) => (
            <tr key={row.paywall}>
              <Td>{row.paywall}</Td>
              <Td className="text-right tabular-nums">{n(row.signed_up)}</Td>
              <Td className="text-right tabular-nums">{n(row.paid)}</Td>
              <Td className="text-right tabular-nums">{formatShare(row.signed_up ? row.paid / row.signed_up : 0, locale)}</Td>
            </tr>
          )}
        </DataTable>
      </Panel>
    </div>
  );
}

function Revenue({ report }: { report: AdminRevenueReport }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, report.currency, locale);
  const n = (value: number) => formatNumber(value, locale);
  const max = Math.max(1, ...report.weeks.map((week) => week.revenue_cents));
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label={t('web.admin.reports.new_subscriptions')} value={n(report.new_subscriptions)} />
        <Stat
          label={t('web.admin.reports.trials')}
          value={`${n(report.trials_converted)} / ${n(report.trials_started)}`}
          hint={t('web.admin.reports.trials_hint')}
        />
        <Stat
          label={t('web.admin.reports.churn')}
          value={formatShare(report.churn_rate, locale)}
          hint={t('web.admin.reports.churned', { n: n(report.churned) })}
        />
        <Stat label={t('web.admin.overview.mrr')} value={money(report.mrr_cents)} />
        <Stat label={t('web.admin.reports.revenue')} value={money(report.revenue_cents)} />
        <Stat label={t('web.admin.reports.refunds')} value={money(report.refunds_cents)} />
      </div>
      <Panel id="admin-report-weeks" title={t('web.admin.reports.weekly')}>
        {report.weeks.length === 0 ? (
          <p className="text-muted">{t('web.admin.reports.no_data')}</p>
        ) : (
          <ol aria-label={t('web.admin.reports.weekly')} className="flex flex-col gap-2">
            {report.weeks.map((week) => (
              <li key={week.week_start} className="grid gap-1 text-sm lg:grid-cols-[minmax(0,9rem)_1fr_minmax(0,16rem)] lg:items-center lg:gap-3">
                <span className="whitespace-nowrap">{formatDay(week.week_start, locale)}</span>
                <span className="h-3 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
                  <span className="block h-full rounded-full bg-primary" style={{ width: `${(week.revenue_cents / max) * 100}%` }} />
                </span>
                <span className="tabular-nums text-muted">
                  {t('web.admin.reports.week_numbers', { revenue: money(week.revenue_cents), n: n(week.new_subscriptions) })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </div>
  );
}

/** `/admin/reports?funnel=&from=&to=&language=&paywall=`: the onboarding funnel's steps, and revenue in the range. */
export function ReportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const applied = readFilters(params);
  const [draft, setDraft] = useState<Filters>(applied);
  const query: FunnelReportQuery = {
    funnel: applied.funnel,
    from: applied.from,
    to: applied.to,
    language: applied.language || undefined,
    paywall: applied.paywall || undefined,
  };
  const funnel = useFunnelReport(query);
  const revenue = useRevenueReport(applied.from, applied.to);
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => setDraft((prev) => ({ ...prev, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = { funnel: draft.funnel, from: draft.from, to: draft.to };
    if (draft.language) next.language = draft.language;
    if (draft.paywall) next.paywall = draft.paywall;
    setParams(next);
    void funnel.refetch();
  }

  return (
    <AdminPage title={t('web.admin.sections.reports')}>
      <form
        onSubmit={submit}
        className="grid items-end gap-4 sm:grid-cols-3 lg:grid-cols-[1.6fr_1fr_1fr_0.8fr_0.9fr_auto]"
        aria-label={t('web.admin.reports.filters')}
      >
        <SelectField label={t('web.admin.reports.funnel')} value={draft.funnel} onChange={set('funnel')}>
          {FUNNELS.map((name) => (
            <option key={name} value={name}>
              {t(`web.admin.reports.funnel_${name}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('web.admin.reports.from')} type="date" required value={draft.from} max={draft.to} onChange={set('from')} />
        <TextField label={t('web.admin.reports.to')} type="date" required value={draft.to} min={draft.from} onChange={set('to')} />
        <SelectField label={t('web.admin.users.language')} value={draft.language} onChange={set('language')}>
          <option value="">{t('web.admin.reports.any')}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {language.toUpperCase()}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('web.admin.reports.paywall')} value={draft.paywall} onChange={set('paywall')}>
          <option value="">{t('web.admin.reports.any')}</option>
          <option value="paywall">paywall</option>
          <option value="paywall2">paywall2</option>
        </SelectField>
        <Button type="submit" className="h-12">
          {t('web.admin.reports.show')}
        </Button>
      </form>
      <Panel id="admin-report-funnel" title={t('web.admin.reports.funnel_title', { funnel: t(`web.admin.reports.funnel_${applied.funnel}`) })}>
        <QueryView query={funnel}>{(report) => <FunnelSteps report={report} />}</QueryView>
      </Panel>
      {funnel.data && <FunnelTables report={funnel.data} />}
      <h2 className="mt-2 text-xl font-semibold">{t('web.admin.reports.revenue_title')}</h2>
      <QueryView query={revenue}>{(report) => <Revenue report={report} />}</QueryView>
    </AdminPage>
  );
}
