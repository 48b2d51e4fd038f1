import type { AdminAuditEntry } from '@reelcraft/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { useAdminAudit } from './admin.api.ts';
import { AdminPage, EmptyRow, Pager, Panel, QueryView, Table, Td, Th } from './admin-ui.tsx';
import { formatDateTime } from './format.ts';

function details(entry: AdminAuditEntry): string {
  const pairs = Object.entries(entry.details).map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return pairs.length > 0 ? pairs.join(' · ') : '—';
}

/** Audit rows: who did what to whom, when and from where. */
export function AuditTable({ items }: { items: AdminAuditEntry[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table label={t('web.admin.sections.audit')}>
      <thead>
        <tr>
          <Th>{t('web.admin.audit.when')}</Th>
          <Th>{t('web.admin.audit.admin')}</Th>
          <Th>{t('web.admin.audit.action')}</Th>
          <Th>{t('web.admin.audit.target')}</Th>
          <Th>{t('web.admin.audit.details')}</Th>
          <Th>{t('web.admin.audit.from')}</Th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 && <EmptyRow colSpan={6}>{t('web.admin.audit.empty')}</EmptyRow>}
        {items.map((entry) => (
          <tr key={entry.id}>
            <Td className="whitespace-nowrap">{formatDateTime(entry.created_at, locale)}</Td>
            <Td>{entry.admin_email}</Td>
            <Td className="font-mono text-xs">{entry.action}</Td>
            <Td>
              {entry.target_user_id ? (
                <Link to={`/admin/users/${entry.target_user_id}`} className="text-link hover:underline">
                  {entry.target_email ?? entry.target_user_id}
                </Link>
              ) : (
                (entry.target_email ?? '—')
              )}
            </Td>
            <Td className="max-w-xs break-words text-xs">{details(entry)}</Td>
            <Td className="max-w-[12rem] break-words text-xs text-muted">{entry.ip ?? '—'}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** `/admin/audit?page=&user=`: every admin action, newest first; `user` narrows to one account. */
export function AuditPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const user = params.get('user') ?? undefined;
  const query = useAdminAudit(page, user);
  return (
    <AdminPage title={t('web.admin.sections.audit')}>
      {user && (
        <p className="text-sm">
          {t('web.admin.audit.filtered')}{' '}
          <Link to="/admin/audit" className="font-medium text-link hover:underline">
            {t('web.admin.audit.clear_filter')}
          </Link>
        </p>
      )}
      <Panel id="admin-audit" title={t('web.admin.audit.entries')}>
        <QueryView query={query}>
          {(data) => (
            <>
              <AuditTable items={data.items} />
              <Pager
                page={data.page}
                pageSize={data.page_size}
                total={data.total}
                onPage={(next) => setParams(user ? { user, page: String(next) } : { page: String(next) })}
              />
            </>
          )}
        </QueryView>
      </Panel>
    </AdminPage>
  );
}
