import type { AdminAuditEntry } from '@reelcraft/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { useAdminAudit } from './admin.api.ts';
import { DataTable, PagedTable, useListParams, type Heading } from './admin-table.tsx';
import { AdminPage, Panel, Td } from './admin-ui.tsx';
import { formatDateTime } from './format.ts';

function details(entry: AdminAuditEntry): string {
  const pairs = Object.entries(entry.details).map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return pairs.length > 0 ? pairs.join(' · ') : '—';
}

function useAuditHeadings(): Heading[] {
  const { t } = useTranslation();
  return [
    t('web.admin.audit.when'),
    t('web.admin.audit.admin'),
    t('web.admin.audit.action'),
    t('web.admin.audit.target'),
    t('web.admin.audit.details'),
    t('web.admin.audit.from'),
  ];
}

/** One audit row: who did what to whom, when and from where. */
function AuditRow({ entry }: { entry: AdminAuditEntry }) {
  const locale = useLocale();
  return (
    <tr>
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
  );
}

/** Audit rows: who did what to whom, when and from where. */
export function AuditTable({ items }: { items: AdminAuditEntry[] }) {
  const { t } = useTranslation();
  const headings = useAuditHeadings();
  return (
    <DataTable label={t('web.admin.sections.audit')} headings={headings} items={items} empty={t('web.admin.audit.empty')}>
      {(entry) => <AuditRow key={entry.id} entry={entry} />}
    </DataTable>
  );
}

/** `/admin/audit?page=&user=`: every admin action, newest first; `user` narrows to one account. */
export function AuditPage() {
  const { t } = useTranslation();
  const list = useListParams('user');
  const user = list.value || undefined;
  const query = useAdminAudit(list.page, user);
  const headings = useAuditHeadings();
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
        <PagedTable query={query} onPage={list.setPage} label={t('web.admin.sections.audit')} headings={headings} empty={t('web.admin.audit.empty')}>
          {(entry) => <AuditRow key={entry.id} entry={entry} />}
        </PagedTable>
      </Panel>
    </AdminPage>
  );
}
