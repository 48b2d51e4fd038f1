import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { adminApi, useAdminJobs, useAdminMutation } from './admin.api.ts';
import { AdminPage, EmptyRow, Panel, QueryView, Table, Td, Th } from './admin-ui.tsx';
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
              <Table label={t('web.admin.jobs.queues')}>
                <thead>
                  <tr>
                    <Th>{t('web.admin.jobs.queue')}</Th>
                    <Th className="text-right">{t('web.admin.jobs.created')}</Th>
                    <Th className="text-right">{t('web.admin.jobs.retry')}</Th>
                    <Th className="text-right">{t('web.admin.jobs.active')}</Th>
                    <Th className="text-right">{t('web.admin.jobs.completed')}</Th>
                    <Th className="text-right">{t('web.admin.jobs.failed')}</Th>
                    <Th className="text-right">{t('web.admin.jobs.cancelled')}</Th>
                  </tr>
                </thead>
                <tbody>
                  {data.queues.length === 0 && <EmptyRow colSpan={7}>{t('web.admin.jobs.no_queues')}</EmptyRow>}
                  {data.queues.map((queue) => (
                    <tr key={queue.name}>
                      <Td className="font-mono text-xs">{queue.name}</Td>
                      <Td className="text-right tabular-nums">{n(queue.created)}</Td>
                      <Td className="text-right tabular-nums">{n(queue.retry)}</Td>
                      <Td className="text-right tabular-nums">{n(queue.active)}</Td>
                      <Td className="text-right tabular-nums">{n(queue.completed)}</Td>
                      <Td className={queue.failed > 0 ? 'text-right font-semibold tabular-nums text-danger' : 'text-right tabular-nums'}>{n(queue.failed)}</Td>
                      <Td className="text-right tabular-nums">{n(queue.cancelled)}</Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Panel>
            <Panel id="admin-failed-jobs" title={t('web.admin.jobs.failed_jobs')}>
              {retry.error && <Alert className="mb-4">{errorMessage(retry.error, t)}</Alert>}
              <Table label={t('web.admin.jobs.failed_jobs')}>
                <thead>
                  <tr>
                    <Th>{t('web.admin.jobs.queue')}</Th>
                    <Th>{t('web.admin.jobs.error')}</Th>
                    <Th>{t('web.admin.jobs.summary')}</Th>
                    <Th>{t('web.admin.jobs.failed_at')}</Th>
                    <Th />
                  </tr>
                </thead>
                <tbody>
                  {data.failed.length === 0 && <EmptyRow colSpan={5}>{t('web.admin.jobs.no_failed')}</EmptyRow>}
                  {data.failed.map((job) => (
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
                  ))}
                </tbody>
              </Table>
            </Panel>
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
