import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { useCancelSurveys } from './admin.api.ts';
import { DataTable } from './admin-table.tsx';
import { AdminPage, Badge, Pager, Panel, QueryView, Td } from './admin-ui.tsx';
import { formatDateTime, formatNumber, formatShare } from './format.ts';

function Totals({ id, title, counts }: { id: string; title: string; counts: Record<string, number> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  return (
    <Panel id={id} title={title}>
      {entries.length === 0 ? (
        <p className="text-muted">{t('web.admin.surveys.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {entries.map(([key, count]) => (
            <li key={key} className="grid grid-cols-[minmax(0,10rem)_1fr_auto] items-center gap-3 text-sm">
              <span className="truncate" title={key}>
                {key === 'null' || key === '' ? t('web.admin.surveys.none') : key}
              </span>
              <span className="h-2.5 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
                <span className="block h-full rounded-full bg-primary" style={{ width: `${total ? (count / total) * 100 : 0}%` }} />
              </span>
              <span className="tabular-nums">
                {formatNumber(count, locale)} <span className="text-muted">({formatShare(total ? count / total : 0, locale, 0)})</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** `/admin/surveys?page=`: why people cancel, how their walks ended, and each answer. */
export function SurveysPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useCancelSurveys(page);
  return (
    <AdminPage title={t('web.admin.sections.surveys')}>
      <QueryView query={query}>
        {(data) => (
          <>
            <div className="grid gap-6 lg:grid-cols-2">
              <Totals id="admin-survey-reasons" title={t('web.admin.surveys.by_reason')} counts={data.by_reason} />
              <Totals id="admin-survey-outcomes" title={t('web.admin.surveys.by_outcome')} counts={data.by_outcome} />
            </div>
            <Panel id="admin-surveys" title={t('web.admin.surveys.answers')}>
              <DataTable
                label={t('web.admin.surveys.answers')}
                headings={[
                  t('web.admin.users.email'),
                  t('web.admin.surveys.reason'),
                  t('web.admin.surveys.comment'),
                  t('web.admin.surveys.outcome'),
                  t('web.admin.common.created'),
                ]}
                items={data.items}
                empty={t('web.admin.surveys.empty')}
              >
                {(survey) => (
                  <tr key={survey.id}>
                    <Td>
                      <Link to={`/admin/users/${survey.user_id}`} className="text-link hover:underline">
                        {survey.email ?? survey.user_id}
                      </Link>
                    </Td>
                    <Td>
                      {survey.reason ?? '—'}
                      {survey.reason_other && <span className="block text-xs text-muted">{survey.reason_other}</span>}
                    </Td>
                    <Td className="max-w-sm break-words">{survey.comment ?? '—'}</Td>
                    <Td>
                      {survey.outcome ? (
                        <Badge>{survey.outcome}</Badge>
                      ) : (
                        <span className="text-muted">{t('web.admin.surveys.unfinished', { step: survey.last_step ?? '—' })}</span>
                      )}
                      {survey.retention_offer_accepted && (
                        <span className="mt-1 block">
                          <Badge tone="success">{t('web.admin.surveys.offer_taken')}</Badge>
                        </span>
                      )}
                    </Td>
                    <Td className="whitespace-nowrap">{formatDateTime(survey.created_at, locale)}</Td>
                  </tr>
                )}
              </DataTable>
              <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={(next) => setParams({ page: String(next) })} />
            </Panel>
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
