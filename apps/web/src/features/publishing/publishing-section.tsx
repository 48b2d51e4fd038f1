import type { PublishingAccount } from '@reelcraft/contract';
import { CircleAlert, LogOut, Plug, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ErrorState } from '../../components/states.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { AlertDialog, AlertDialogActions, AlertDialogContent, AlertDialogTrigger } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { formatDate } from '@reelcraft/i18n';
import { Avatar } from '../instagram/avatar.tsx';
import { Section } from '../profile/section.tsx';
import { browserTimeZone, useConnect, useDisconnect, usePublishingAccounts } from './publishing.api.ts';

/**
 * Settings → "Instagram publishing" (issue 35): connect a professional account through Instagram's consent screen, see
 * each connected account (type, token expiry, posts left today), reconnect one whose access ended, disconnect.
 */
export function PublishingSection() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const accounts = usePublishingAccounts();
  const connect = useConnect();
  const [leftover, setLeftover] = useState<string | null>(null);

  useEffect(() => {
    if (hash === '#publishing') document.getElementById('publishing')?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const startConnect = () => connect.mutate(undefined, { onError: (error) => toast.error(errorMessage(error, t)) });

  return (
    <Section id="publishing" title={t('web.publishing.settings.title')} hint={t('web.publishing.settings.hint')}>
      {accounts.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-16" />
        </div>
      ) : accounts.isError ? (
        <ErrorState message={errorMessage(accounts.error, t)} onRetry={() => void accounts.refetch()} className="border border-border" />
      ) : !accounts.data.configured ? (
        <div className="flex flex-col gap-2 rounded-control bg-surface-2 p-4 text-sm" data-testid="publishing-not-configured">
          <p className="font-semibold">{t('web.publishing.settings.not_configured')}</p>
          <p className="text-muted">{t('web.publishing.settings.not_configured_operator')}</p>
          <code className="block whitespace-pre-wrap rounded-md bg-surface px-2 py-1 font-mono text-xs">
            INSTAGRAM_PUBLISHING_APP_ID{'\n'}INSTAGRAM_PUBLISHING_APP_SECRET
          </code>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {accounts.data.demo && (
            <p className="rounded-control border border-warning/40 bg-warning/10 px-3 py-2 text-sm" data-testid="publishing-demo">
              {t('web.publishing.settings.demo')}
            </p>
          )}
          {leftover && (
            <Alert>
              {t('web.publishing.settings.not_revoked', { username: leftover })}{' '}
              <button type="button" className="font-semibold underline" onClick={() => setLeftover(null)}>
                {t('web.common.close')}
              </button>
            </Alert>
          )}
          {accounts.data.accounts.length === 0 ? (
            <p className="text-muted">{t('web.publishing.settings.empty')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border" data-testid="publishing-accounts">
              {accounts.data.accounts.map((account) => (
                <AccountRow
                  key={account.id}
                  account={account}
                  onReconnect={startConnect}
                  reconnecting={connect.isPending}
                  onDisconnected={(revoked) => {
                    if (!revoked) setLeftover(account.username);
                  }}
                />
              ))}
            </ul>
          )}
          <p className="text-sm text-muted">{t('web.publishing.settings.professional_only')}</p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <Button onClick={startConnect} loading={connect.isPending}>
              {!connect.isPending && <Plug aria-hidden="true" className="size-4" />}
              {t('web.publishing.settings.connect')}
            </Button>
            <Link to="/app/calendar" className={buttonClass({ variant: 'link' })}>
              {t('web.publishing.settings.open_calendar')}
            </Link>
          </div>
        </div>
      )}
    </Section>
  );
}

function AccountRow({
  account,
  onReconnect,
  reconnecting,
  onDisconnected,
}: {
  account: PublishingAccount;
  onReconnect: () => void;
  reconnecting: boolean;
  onDisconnected: (revoked: boolean) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const zone = browserTimeZone();
  const needsReconnect = account.status === 'needs_reconnect';
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0" data-testid="publishing-account">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <Avatar src={account.profile_picture_url} username={account.username} alt="" className="size-12 text-lg" />
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold [overflow-wrap:anywhere]">@{account.username}</span>
              <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold">
                {t(account.account_type === 'BUSINESS' ? 'web.publishing.settings.business' : 'web.publishing.settings.creator')}
              </span>
            </p>
            <p className="text-sm text-muted">
              {t('web.publishing.settings.token_expires', { date: formatDate(account.token_expires_at, locale, zone) })}
              {account.quota_remaining !== null && (
                <>
                  {' · '}
                  <span className="tabular-nums">{t('web.publishing.settings.quota', { remaining: account.quota_remaining, total: account.quota_total })}</span>
                </>
              )}
            </p>
          </div>
        </div>
        <div className="flex gap-2 sm:shrink-0">
          {needsReconnect && (
            <Button
              size="sm"
              onClick={onReconnect}
              loading={reconnecting}
              aria-label={t('web.publishing.settings.reconnect_label', { username: account.username })}
            >
              {!reconnecting && <RefreshCw aria-hidden="true" className="size-4" />}
              {t('web.publishing.settings.reconnect')}
            </Button>
          )}
          <Disconnect account={account} onDisconnected={onDisconnected} />
        </div>
      </div>
      {needsReconnect && (
        <p role="alert" className="flex items-start gap-2 rounded-control bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('web.publishing.settings.needs_reconnect', { username: account.username })}
        </p>
      )}
    </li>
  );
}

function Disconnect({ account, onDisconnected }: { account: PublishingAccount; onDisconnected: (revoked: boolean) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const disconnect = useDisconnect();
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="danger" size="sm" aria-label={t('web.publishing.settings.disconnect_label', { username: account.username })}>
          <LogOut aria-hidden="true" className="size-4" />
          <span aria-hidden="true">{t('web.publishing.settings.disconnect')}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title={t('web.publishing.settings.disconnect_title', { username: account.username })}
        description={t('web.publishing.settings.disconnect_body')}
      >
        <AlertDialogActions>
          <Button
            variant="destructive"
            loading={disconnect.isPending}
            onClick={() =>
              disconnect.mutate(account.id, {
                onSuccess: ({ revoked }) => {
                  setOpen(false);
                  toast.success(t('web.publishing.settings.disconnected', { username: account.username }));
                  onDisconnected(revoked);
                },
                onError: (error) => toast.error(errorMessage(error, t)),
              })
            }
          >
            {t('web.publishing.settings.disconnect_confirm')}
          </Button>
        </AlertDialogActions>
      </AlertDialogContent>
    </AlertDialog>
  );
}
