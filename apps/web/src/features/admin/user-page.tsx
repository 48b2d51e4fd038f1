import type { AdminUserDetail } from '@reelcraft/contract';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/card.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { useAdminUser } from './admin.api.ts';
import { AuditTable } from './audit-page.tsx';
import { DataTable } from './admin-table.tsx';
import { AdminPage, Badge, Facts, Panel, QueryView, Td } from './admin-ui.tsx';
import { formatDateTime, formatMoney, formatNumber } from './format.ts';
import { DeleteUserDialog, GrantDialog, RefundDialog, RevokeSessionsDialog, ViewAsUser } from './user-actions.tsx';

function statusTone(status: string): 'success' | 'danger' | 'warning' | 'neutral' {
  if (['active', 'trialing', 'succeeded', 'ready', 'done', 'completed'].includes(status)) return 'success';
  if (['failed', 'past_due', 'unpaid', 'error'].includes(status)) return 'danger';
  if (['refunded', 'canceled', 'cancelled', 'expired', 'revoked'].includes(status)) return 'warning';
  return 'neutral';
}

function SimpleTable({ label, head, empty, rows }: { label: string; head: string[]; empty: string; rows: ReactNode[][] }) {
  return (
    <DataTable label={label} headings={head} items={rows} empty={empty}>
      {(row, index) => (
        <tr key={index}>
          {row.map((cell, cellIndex) => (
            <Td key={cellIndex}>{cell}</Td>
          ))}
        </tr>
      )}
    </DataTable>
  );
}

function Detail({ data }: { data: AdminUserDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user } = data;
  const when = (iso: string | null) => <span className="whitespace-nowrap">{formatDateTime(iso, locale)}</span>;
  return (
    <AdminPage
      title={user.email}
      actions={
        <Link to="/admin/users" className="inline-flex items-center gap-1.5 text-sm font-medium text-link hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('web.admin.user.back')}
        </Link>
      }
    >
      <Panel id="admin-user-actions" title={t('web.admin.user.actions')}>
        <div className="flex flex-col gap-4">
          <ViewAsUser user={user} />
          <div className="flex flex-wrap gap-3">
            <GrantDialog user={user} />
            <RevokeSessionsDialog user={user} />
            <DeleteUserDialog user={user} />
          </div>
        </div>
      </Panel>

      <Panel id="admin-user-account" title={t('web.admin.user.account')}>
        <Facts
          items={[
            { label: t('web.admin.user.id'), value: <span className="font-mono text-xs">{user.id}</span> },
            { label: t('web.admin.user.role'), value: user.role },
            { label: t('web.admin.users.language'), value: user.language.toUpperCase() },
            { label: t('web.admin.users.created'), value: formatDateTime(user.created_at, locale) },
            {
              label: t('web.admin.user.premium'),
              value: user.entitled ? (
                <Badge tone="success">
                  {user.entitled_until
                    ? t('web.admin.user.premium_until', { date: formatDateTime(user.entitled_until, locale) })
                    : t('web.admin.user.premium_yes')}
                </Badge>
              ) : (
                <Badge>{t('web.admin.user.premium_no')}</Badge>
              ),
            },
            { label: t('web.admin.user.pending_email'), value: user.pending_email ?? '—' },
            { label: t('web.admin.user.bonus_generations'), value: formatNumber(user.bonus_generations, locale) },
            { label: t('web.admin.user.paywall_variant'), value: user.paywall_variant ?? '—' },
            { label: t('web.admin.user.referral_code'), value: user.referral_code ?? '—' },
            { label: t('web.admin.user.referred_by'), value: user.referred_by_email ?? '—' },
            { label: t('web.admin.user.trial_used'), value: formatDateTime(user.trial_used_at, locale) },
            {
              label: t('web.admin.users.instagram'),
              value: data.instagram_accounts.length > 0 ? data.instagram_accounts.map((name) => `@${name}`).join(', ') : '—',
            },
          ]}
        />
      </Panel>

      <Panel id="admin-user-subscriptions" title={t('web.admin.user.subscriptions')}>
        <SimpleTable
          label={t('web.admin.user.subscriptions')}
          head={[t('web.admin.user.plan'), t('web.admin.common.status'), t('web.admin.user.source'), t('web.admin.user.period'), t('web.admin.common.created')]}
          empty={t('web.admin.user.subscriptions_empty')}
          rows={data.subscriptions.map((sub) => [
            `${sub.plan_id} · ${sub.gateway}`,
            <Badge key="s" tone={statusTone(sub.status)}>
              {sub.status}
              {sub.cancel_at_period_end ? ` · ${t('web.admin.user.ends_at_period_end')}` : ''}
            </Badge>,
            sub.source,
            <span key="p" className="whitespace-nowrap">
              {formatDateTime(sub.current_period_start, locale)} – {formatDateTime(sub.current_period_end, locale)}
            </span>,
            when(sub.created_at),
          ])}
        />
      </Panel>

      <Panel id="admin-user-payments" title={t('web.admin.user.payments')}>
        <SimpleTable
          label={t('web.admin.user.payments')}
          head={[t('web.admin.user.amount'), t('web.admin.common.status'), t('web.admin.user.description'), t('web.admin.common.created'), '']}
          empty={t('web.admin.user.payments_empty')}
          rows={data.payments.map((payment) => [
            <span key="a" className="whitespace-nowrap tabular-nums">
              {formatMoney(payment.amount_cents, payment.currency, locale)}
            </span>,
            <Badge key="s" tone={statusTone(payment.status)}>
              {payment.status}
              {payment.failure_code ? ` · ${payment.failure_code}` : ''}
            </Badge>,
            <span key="d">
              {payment.description}
              {payment.receipt_number && (
                <span className="block text-xs text-muted">
                  {payment.receipt_number}
                  {payment.refund_number && ` · ${payment.refund_number}`}
                </span>
              )}
            </span>,
            when(payment.created_at),
            payment.refundable ? <RefundDialog key="r" payment={payment} /> : null,
          ])}
        />
      </Panel>

      <Panel id="admin-user-generations" title={t('web.admin.user.generations')}>
        <p className="mb-3 text-sm text-muted">
          {t('web.admin.user.generations_summary', {
            total: formatNumber(data.generations.total, locale),
            recent: formatNumber(data.generations.last_30_days, locale),
            failed: formatNumber(data.generations.failed, locale),
          })}
        </p>
        <SimpleTable
          label={t('web.admin.user.generations')}
          head={[t('web.admin.user.type'), t('web.admin.common.status'), t('web.admin.user.title'), t('web.admin.common.created')]}
          empty={t('web.admin.user.generations_empty')}
          rows={data.generations.recent.map((item) => [
            item.type,
            <Badge key="s" tone={statusTone(item.status)}>
              {item.status}
              {item.error_code ? ` · ${item.error_code}` : ''}
            </Badge>,
            item.title ?? '—',
            when(item.created_at),
          ])}
        />
      </Panel>

      <Panel id="admin-user-analyses" title={t('web.admin.user.analyses')}>
        <SimpleTable
          label={t('web.admin.user.analyses')}
          head={[t('web.admin.users.instagram'), t('web.admin.common.status'), t('web.admin.common.created')]}
          empty={t('web.admin.user.analyses_empty')}
          rows={data.analyses.map((item) => [
            `@${item.username}`,
            <Badge key="s" tone={statusTone(item.status)}>
              {item.status}
              {item.error_code ? ` · ${item.error_code}` : ''}
            </Badge>,
            when(item.created_at),
          ])}
        />
      </Panel>

      <Panel id="admin-user-emails" title={t('web.admin.user.emails')}>
        <SimpleTable
          label={t('web.admin.user.emails')}
          head={[t('web.admin.user.template'), t('web.admin.user.subject'), t('web.admin.user.transport'), t('web.admin.common.created')]}
          empty={t('web.admin.user.emails_empty')}
          rows={data.emails.map((mail) => [mail.template, mail.subject, mail.transport, when(mail.created_at)])}
        />
      </Panel>

      <Panel id="admin-user-sessions" title={t('web.admin.user.sessions')}>
        <SimpleTable
          label={t('web.admin.user.sessions')}
          head={[t('web.admin.common.created'), t('web.admin.user.last_used'), t('web.admin.common.status'), t('web.admin.user.client')]}
          empty={t('web.admin.user.sessions_empty')}
          rows={data.sessions.map((item) => [
            when(item.created_at),
            when(item.last_used_at),
            item.revoked_at ? (
              <Badge key="s" tone="warning">
                {t('web.admin.user.session_revoked', { reason: item.revoked_reason ?? '—' })}
              </Badge>
            ) : (
              <Badge key="s" tone="success">
                {t('web.admin.user.session_live', { date: formatDateTime(item.expires_at, locale) })}
              </Badge>
            ),
            <span key="c" className="block max-w-xs break-words text-xs">
              {item.ip ?? '—'}
              {item.user_agent && <span className="block text-muted">{item.user_agent}</span>}
              {item.impersonator_email && (
                <span className="block font-semibold">{t('web.admin.user.session_impersonated', { email: item.impersonator_email })}</span>
              )}
            </span>,
          ])}
        />
      </Panel>

      <Panel
        id="admin-user-audit"
        title={t('web.admin.user.audit')}
        actions={
          <Link to={`/admin/audit?user=${user.id}`} className="text-sm font-medium text-link hover:underline">
            {t('web.admin.user.audit_all')}
          </Link>
        }
      >
        <AuditTable items={data.audit} />
      </Panel>
    </AdminPage>
  );
}

/** `/admin/users/:id`: everything about one account, and what an admin may do to it. */
export function UserPage({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useAdminUser(userId);
  return (
    <QueryView
      query={query}
      skeleton={
        <>
          <title>{`${t('web.admin.sections.users')} · ${t('web.admin.nav')} · Reelcraft`}</title>
          <div className="flex flex-col gap-4" aria-busy="true">
            <Skeleton className="h-9 w-72" />
            <Skeleton className="h-32 w-full rounded-card" />
            <Skeleton className="h-48 w-full rounded-card" />
          </div>
        </>
      }
    >
      {(data) => <Detail data={data} />}
    </QueryView>
  );
}
