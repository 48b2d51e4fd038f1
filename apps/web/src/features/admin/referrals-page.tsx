import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { adminApi, useAdminMutation, useReferrals } from './admin.api.ts';
import { StatusListPage, useListParams } from './admin-table.tsx';
import { Badge, Td } from './admin-ui.tsx';
import { formatDateTime } from './format.ts';

const STATUSES = ['', 'pending', 'granted', 'void'] as const;

/** `/admin/referrals?status=&page=`: referral rewards; a pending one can be granted now or voided. */
export function ReferralsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useListParams('status', STATUSES);
  const query = useReferrals(list.value, list.page);
  const action = useAdminMutation((vars: { id: string; kind: 'grant' | 'void' }) =>
    vars.kind === 'grant' ? adminApi.grantReferral(vars.id) : adminApi.voidReferral(vars.id),
  );
  const statusLabel = (value: string) =>
    value === 'pending'
      ? t('web.admin.referrals.pending')
      : value === 'granted'
        ? t('web.admin.referrals.granted')
        : value === 'void'
          ? t('web.admin.referrals.void')
          : t('web.admin.referrals.all');

  return (
    <StatusListPage
      title={t('web.admin.sections.referrals')}
      list={list}
      filter={{ label: t('web.admin.referrals.filter'), statuses: STATUSES, statusLabel }}
      notice={action.error && <Alert>{errorMessage(action.error, t)}</Alert>}
      panel={{ id: 'admin-referrals', title: t('web.admin.referrals.rewards') }}
      query={query}
      headings={[
        t('web.admin.referrals.referrer'),
        t('web.admin.referrals.referred'),
        t('web.admin.common.status'),
        t('web.admin.referrals.verify_after'),
        t('web.admin.common.created'),
        null,
      ]}
      empty={t('web.admin.referrals.empty')}
    >
      {(reward) => (
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
      )}
    </StatusListPage>
  );
}
