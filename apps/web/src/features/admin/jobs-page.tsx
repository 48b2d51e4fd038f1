import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { adminApi, useAdminJobs, useAdminMutation } from './admin.api.ts';
import { DataTable } from './admin-table.tsx';
import { AdminPage, Panel, QueryView, Td } from './admin-ui.tsx';
import { formatDateTime, formatNumber } from './format.ts';

/** `/admin/jobs`: each queue's counts, and the failed jobs with their last error and a Retry. */
export function JobsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useAdminJobs();
  const retry = useAdminMutation((vars: { queue: string; id: string }) => adminApi.retryJob(vars.queue, vars.id));
  const n = (value: number) => formatNumber(value, locale);
  return (
    <AdminPage title={t('web.admin.sections.jobs')}>
      <QueryView query={query}>
        {(data) => (
          <>
            <Panel id="admin-queues" title={t('web.admin.jobs.queues')}>
              <DataTable
                label={t('web.admin.jobs.queues')}
                headings={[
                  t('web.admin.jobs.queue'),
                  ...(['created', 'retry', 'active', 'completed', 'failed', 'cancelled'] as const).map((count) => ({
                    label: t(`web.admin.jobs.${count}`),
                    className: 'text-right',
                  })),
                ]}
                items={data.queues}
                empty={t('web.admin.jobs.no_queues')}
              >
                {(queue) => (
                  <tr key={queue.name}>
                    <Td className="font-mono text-xs">{queue.name}</Td>
                    <Td className="text-right tabular-nums">{n(queue.created)}</Td>
                    <Td className="text-right tabular-nums">{n(queue.retry)}</Td>
                    <Td className="text-right tabular-nums">{n(queue.active)}</Td>
                    <Td className="text-right tabular-nums">{n(queue.completed)}</Td>
                    <Td className={queue.failed > 0 ? 'text-right font-semibold tabular-nums text-danger' : 'text-right tabular-nums'}>{n(queue.failed)}</Td>
                    <Td className="text-right tabular-nums">{n(queue.cancelled)}</Td>
                  </tr>
                )}
              </DataTable>
            </Panel>
            <Panel id="admin-failed-jobs" title={t('web.admin.jobs.failed_jobs')}>
              {retry.error && <Alert className="mb-4">{errorMessage(retry.error, t)}</Alert>}
              <DataTable
                label={t('web.admin.jobs.failed_jobs')}
                headings={[t('web.admin.jobs.queue'), t('web.admin.jobs.error'), t('web.admin.jobs.summary'), t('web.admin.jobs.failed_at'), null]}
                items={data.failed}
                empty={t('web.admin.jobs.no_failed')}
              >
                {(job) => (
                  <tr key={`${job.queue}-${job.id}`}>
                    <Td className="font-mono text-xs">
                      {job.queue}
                      <span className="block text-muted">{job.id}</span>
                    </Td>
                    <Td className="max-w-sm break-words text-danger">{job.error ?? '—'}</Td>
                    <Td className="max-w-xs break-words text-xs">
                      {job.summary}
                      <span className="block text-muted">{t('web.admin.jobs.attempts', { n: job.retry_count })}</span>
                    </Td>
                    <Td className="whitespace-nowrap">{formatDateTime(job.failed_at ?? job.created_at, locale)}</Td>
                    <Td>
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={retry.isPending && retry.variables.id === job.id}
                        onClick={() => retry.mutate({ queue: job.queue, id: job.id }, { onSuccess: () => toast.success(t('web.admin.jobs.retried')) })}
                      >
                        {t('web.admin.jobs.retry_action')}
                      </Button>
                    </Td>
                  </tr>
                )}
              </DataTable>
            </Panel>
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
