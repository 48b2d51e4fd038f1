import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { useAdminUsers } from './admin.api.ts';
import { PagedTable, useListParams } from './admin-table.tsx';
import { AdminPage, Badge, Panel, Td } from './admin-ui.tsx';
import { formatDateTime } from './format.ts';

/** `/admin/users?q=&page=`: search by e-mail, id or Instagram name; the URL keeps the search. */
export function UsersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useListParams('q');
  const [draft, setDraft] = useState(list.value);
  const query = useAdminUsers(list.value, list.page);

  function submit(event: FormEvent) {
    event.preventDefault();
    list.setValue(draft.trim());
  }

  return (
    <AdminPage title={t('web.admin.sections.users')}>
      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor="admin-user-search" className="text-sm font-medium">
            {t('web.admin.users.search_label')}
          </label>
          <input
            id="admin-user-search"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('web.admin.users.search_placeholder')}
            maxLength={200}
            className="h-11 w-full rounded-control border border-border bg-surface px-3.5 text-base focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t('web.admin.users.search')}
        </Button>
      </form>
      <Panel id="admin-users" title={t('web.admin.users.results')}>
        <PagedTable
          query={query}
          onPage={list.setPage}
          label={t('web.admin.users.results')}
          headings={[
            t('web.admin.users.email'),
            t('web.admin.users.instagram'),
            t('web.admin.users.subscription'),
            t('web.admin.users.language'),
            t('web.admin.users.created'),
          ]}
          empty={t('web.admin.users.empty')}
        >
          {(user) => (
            <tr key={user.id}>
              <Td>
                <Link to={`/admin/users/${user.id}`} className="font-medium text-link hover:underline">
                  {user.email}
                </Link>
                {user.role === 'admin' && (
                  <span className="ml-2">
                    <Badge tone="primary">{t('web.admin.users.admin_badge')}</Badge>
                  </span>
                )}
              </Td>
              <Td>{user.instagram_usernames.length > 0 ? user.instagram_usernames.map((name) => `@${name}`).join(', ') : '—'}</Td>
              <Td>{user.subscription_status ? `${user.subscription_status}${user.plan_id ? ` · ${user.plan_id}` : ''}` : '—'}</Td>
              <Td className="uppercase">{user.language}</Td>
              <Td className="whitespace-nowrap">{formatDateTime(user.created_at, locale)}</Td>
            </tr>
          )}
        </PagedTable>
      </Panel>
    </AdminPage>
  );
}
