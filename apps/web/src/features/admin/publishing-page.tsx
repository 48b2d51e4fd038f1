import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { PagedTable } from './admin-table.tsx';
import { AdminPage, Badge, Panel, Td } from './admin-ui.tsx';
import { formatDateTime, formatNumber } from './format.ts';
import { useFailedPosts, usePublishingAccounts } from './publishing.api.ts';

/**
 * `/admin/publishing?q=&accounts=&failed=`: Instagram accounts connected for publishing and posts that failed (issue
 * 35). Read-only; the server never sends a token. Each list keeps its own page in the URL.
 */
export function PublishingPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const accountsPage = Math.max(1, Number(params.get('accounts')) || 1);
  const failedPage = Math.max(1, Number(params.get('failed')) || 1);
  const [draft, setDraft] = useState(q);
  const accounts = usePublishingAccounts(q, accountsPage);
  const failed = useFailedPosts(q, failedPage);

  function go(next: { q?: string; accounts?: number; failed?: number }) {
    const values = { q, accounts: accountsPage, failed: failedPage, ...next };
    const search: Record<string, string> = {};
    if (values.q) search.q = values.q;
    if (values.accounts > 1) search.accounts = String(values.accounts);
    if (values.failed > 1) search.failed = String(values.failed);
    setParams(search);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    go({ q: draft.trim(), accounts: 1, failed: 1 });
  }

  const user = (entry: { id: string; email: string | null }) => (
    <Link to={`/admin/users/${entry.id}`} className="text-link hover:underline">
      {entry.email ?? entry.id}
    </Link>
  );

  return (
    <AdminPage title={t('web.admin.sections.publishing')}>
      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor="admin-publishing-search" className="text-sm font-medium">
            {t('web.admin.publishing.search_label')}
          </label>
          <input
            id="admin-publishing-search"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={200}
            className="h-11 w-full rounded-control border border-border bg-surface px-3.5 text-base focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t('web.admin.users.search')}
        </Button>
      </form>
      <Panel id="admin-publishing-accounts" title={t('web.admin.publishing.accounts')}>
        <PagedTable
          query={accounts}
          onPage={(next) => go({ accounts: next })}
          label={t('web.admin.publishing.accounts')}
          headings={[
            t('web.admin.users.email'),
            t('web.admin.publishing.username'),
            t('web.admin.publishing.type'),
            t('web.admin.publishing.status'),
            t('web.admin.publishing.token_expires'),
            t('web.admin.publishing.connected'),
            t('web.admin.publishing.quota'),
          ]}
          empty={t('web.admin.publishing.no_accounts')}
        >
          {(account) => (
            <tr key={account.id}>
              <Td>{user(account.user)}</Td>
              <Td>@{account.username}</Td>
              <Td>{t(`web.admin.publishing.types.${account.account_type}`)}</Td>
              <Td>
                <Badge tone={account.status === 'active' ? 'success' : 'warning'}>{t(`web.admin.publishing.statuses.${account.status}`)}</Badge>
              </Td>
              <Td className="whitespace-nowrap">{formatDateTime(account.token_expires_at, locale)}</Td>
              <Td className="whitespace-nowrap">{formatDateTime(account.connected_at, locale)}</Td>
              <Td className="whitespace-nowrap tabular-nums">
                {account.quota_usage === null
                  ? '—'
                  : t('web.admin.publishing.quota_used', { used: formatNumber(account.quota_usage, locale), total: formatNumber(account.quota_total, locale) })}
              </Td>
            </tr>
          )}
        </PagedTable>
      </Panel>
      <Panel id="admin-publishing-failed" title={t('web.admin.publishing.failed')}>
        <PagedTable
          query={failed}
          onPage={(next) => go({ failed: next })}
          label={t('web.admin.publishing.failed')}
          headings={[
            t('web.admin.publishing.post'),
            t('web.admin.users.email'),
            t('web.admin.publishing.username'),
            t('web.admin.publishing.kind'),
            t('web.admin.publishing.reason'),
            t('web.admin.publishing.attempts'),
            t('web.admin.publishing.updated'),
          ]}
          empty={t('web.admin.publishing.no_failed')}
        >
          {(post) => (
            <tr key={post.id}>
              <Td className="font-mono text-xs">{post.id}</Td>
              <Td>{user(post.user)}</Td>
              <Td>@{post.account.username}</Td>
              <Td>{t(`web.admin.publishing.kinds.${post.kind}`)}</Td>
              <Td>
                {post.failure_reason ?? '—'}
                {post.failure_subcode !== null && (
                  <span className="block text-xs text-muted">{t('web.admin.publishing.subcode', { subcode: post.failure_subcode })}</span>
                )}
              </Td>
              <Td className="tabular-nums">{formatNumber(post.attempts, locale)}</Td>
              <Td className="whitespace-nowrap">{formatDateTime(post.updated_at, locale)}</Td>
            </tr>
          )}
        </PagedTable>
      </Panel>
    </AdminPage>
  );
}
