import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { adminApi, useAdminMutation, useReferrals } from './admin.api.ts';
import { AdminPage, Badge, EmptyRow, Pager, Panel, QueryView, Table, Td, Th } from './admin-ui.tsx';
import { formatDateTime } from './format.ts';

const STATUSES = ['', 'pending', 'granted', 'void'] as const;

/** `/admin/referrals?status=&page=`: referral rewards; a pending one can be granted now or voided. */
export function ReferralsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status = (STATUSES as readonly string[]).includes(raw) ? raw : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useReferrals(status, page);
  const action = useAdminMutation((vars: { id: string; kind: 'grant' | 'void' }) =>
    vars.kind === 'grant' ? adminApi.grantReferral(vars.id) : adminApi.voidReferral(vars.id),
  );
  const statusLabel = (value: string) =>
    value === 'pending' ? t('web.admin.referrals.pending') : value === 'granted' ? t('web.admin.referrals.granted') : value === 'void' ? t('web.admin.referrals.void') : t('web.admin.referrals.all');

  return (
    <AdminPage title={t('web.admin.sections.referrals')}>
      <div role="group" aria-label={t('web.admin.referrals.filter')} className="flex flex-wrap gap-2">
        {STATUSES.map((value) => (
          <Button key={value || 'all'} size="sm" variant={value === status ? 'primary' : 'secondary'} aria-pressed={value === status} onClick={() => setParams(value ? { status: value } : {})}>
            {statusLabel(value)}
          </Button>
        ))}
      </div>
      {action.error && <Alert>{errorMessage(action.error, t)}</Alert>}
      <Panel id="admin-referrals" title={t('web.admin.referrals.rewards')}>
        <QueryView query={query}>
          {(data) => (
            <>
              <Table label={t('web.admin.referrals.rewards')}>
                <thead>
                  <tr>
                    <Th>{t('web.admin.referrals.referrer')}</Th>
                    <Th>{t('web.admin.referrals.referred')}</Th>
                    <Th>{t('web.admin.common.status')}</Th>
                    <Th>{t('web.admin.referrals.verify_after')}</Th>
                    <Th>{t('web.admin.common.created')}</Th>
                    <Th />
                  </tr>
                </thead>
                <tbody>
                  {data.items.length === 0 && <EmptyRow colSpan={6}>{t('web.admin.referrals.empty')}</EmptyRow>}
                  {data.items.map((reward) => (
                    <tr key={reward.id}>
                      <Td>
                        <Link to={`/admin/users/${reward.referrer_user_id}`} className="text-link hover:underline">
                          {reward.referrer_email ?? reward.referrer_user_id}
                        </Link>
                      </Td>
                      <Td>
                        <Link to={`/admin/users/${reward.referred_user_id}`} className="text-link hover:underline">
                          {reward.referred_email ?? reward.referred_user_id}
                        </Link>
                      </Td>
                      <Td>
                        <Badge tone={reward.status === 'granted' ? 'success' : reward.status === 'void' ? 'warning' : 'primary'}>{statusLabel(reward.status)}</Badge>
                        {reward.granted_at && <span className="block text-xs text-muted">{formatDateTime(reward.granted_at, locale)}</span>}
                      </Td>
                      <Td className="whitespace-nowrap">{formatDateTime(reward.verify_after, locale)}</Td>
                      <Td className="whitespace-nowrap">{formatDateTime(reward.created_at, locale)}</Td>
                      <Td>
                        {reward.status === 'pending' && (
                          <div className="flex gap-2">
                            <Button
                              size="sm"
                              loading={action.isPending && action.variables.id === reward.id && action.variables.kind === 'grant'}
                              onClick={() => action.mutate({ id: reward.id, kind: 'grant' }, { onSuccess: () => toast.success(t('web.admin.referrals.granted_done')) })}
                            >
                              {t('web.admin.referrals.grant_now')}
                            </Button>
                            <Button
                              size="sm"
                              variant="danger"
                              loading={action.isPending && action.variables.id === reward.id && action.variables.kind === 'void'}
                              onClick={() => action.mutate({ id: reward.id, kind: 'void' }, { onSuccess: () => toast.success(t('web.admin.referrals.voided_done')) })}
                            >
                              {t('web.admin.referrals.void_action')}
                            </Button>
                          </div>
                        )}
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <Pager
                page={data.page}
                pageSize={data.page_size}
                total={data.total}
                onPage={(next) => setParams(status ? { status, page: String(next) } : { page: String(next) })}
              />
            </>
          )}
        </QueryView>
      </Panel>
    </AdminPage>
  );
}
