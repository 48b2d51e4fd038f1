import { MAX_ATTACHED_PROFILES } from '@reelcraft/contract';
import { ChevronRight, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ErrorState } from '../../components/states.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { AlertDialog, AlertDialogActions, AlertDialogContent, AlertDialogTrigger } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useLocale } from '../../lib/i18n.ts';
import { Avatar } from '../instagram/avatar.tsx';
import { formatCompact } from '../instagram/format.ts';
import { useActivateProfile, useInstagramProfiles, useRemoveProfile, type InstagramProfile } from '../instagram/instagram.api.ts';
import { Section } from './section.tsx';

/** "Instagram accounts" of the profile: up to 5 analysed accounts, the active one, open, activate, delete, add. */
export function InstagramAccountsSection() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const profiles = useInstagramProfiles();
  const max = profiles.data?.max ?? MAX_ATTACHED_PROFILES;
  const items = profiles.data?.items ?? [];
  const full = items.length >= max;

  useEffect(() => {
    if (hash === '#instagram-accounts') document.getElementById('instagram-accounts')?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <Section id="instagram-accounts" title={t('web.accounts.title')} hint={t('web.accounts.hint', { max })}>
      {profiles.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : profiles.isError ? (
        <ErrorState message={t('web.accounts.load_failed')} onRetry={() => void profiles.refetch()} className="border border-border" />
      ) : (
        <div className="flex flex-col gap-4">
          {items.length === 0 ? (
            <p className="text-muted">{t('web.accounts.empty')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border" data-testid="instagram-accounts">
              {items.map((item) => (
                <AccountRow key={item.id} item={item} />
              ))}
            </ul>
          )}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted tabular-nums">{t('web.accounts.count', { count: items.length, max })}</p>
            {full ? (
              <p className="text-sm text-muted">{t('web.accounts.limit_reached', { max })}</p>
            ) : (
              <Link to="/instagram" className={buttonClass({ variant: 'secondary' })}>
                <Plus aria-hidden="true" className="size-4" />
                {t('web.accounts.add')}
              </Link>
            )}
          </div>
        </div>
      )}
    </Section>
  );
}

function AccountRow({ item }: { item: InstagramProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const activate = useActivateProfile();
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center" data-testid="instagram-account">
      <Link
        to={`/app/profile/${item.id}`}
        className="group flex min-w-0 flex-1 items-center gap-3 rounded-control"
        aria-label={`@${item.username} — ${t('web.accounts.open')}`}
      >
        <Avatar src={item.profile_pic_url} username={item.username} alt="" className="size-12 text-lg" />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold [overflow-wrap:anywhere] group-hover:underline">@{item.username}</span>
            {item.is_active && <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">{t('web.accounts.active')}</span>}
          </span>
          {item.followers !== null && (
            <span className="block text-sm text-muted">{t('web.accounts.followers', { followers: formatCompact(item.followers, locale) })}</span>
          )}
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
      </Link>
      <div className="flex gap-2 sm:shrink-0">
        {!item.is_active && (
          <Button
            variant="secondary"
            size="sm"
            loading={activate.isPending}
            onClick={() =>
              activate.mutate(item.id, {
                onSuccess: () => toast.success(t('web.accounts.activated', { username: item.username })),
                onError: () => toast.error(t('web.accounts.activate_failed')),
              })
            }
          >
            {t('web.accounts.make_active')}
          </Button>
        )}
        <DeleteAccount item={item} />
      </div>
    </li>
  );
}

function DeleteAccount({ item }: { item: InstagramProfile }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useRemoveProfile();
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="danger" size="sm" aria-label={t('web.accounts.delete_label', { username: item.username })}>
          <Trash2 aria-hidden="true" className="size-4" />
          <span aria-hidden="true">{t('web.accounts.delete')}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent title={t('web.accounts.delete_title', { username: item.username })} description={t('web.accounts.delete_body')}>
        <AlertDialogActions>
          <Button
            variant="destructive"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(item.id, {
                onSuccess: () => {
                  setOpen(false);
                  toast.success(t('web.accounts.deleted'));
                },
                onError: () => toast.error(t('web.accounts.delete_failed')),
              })
            }
          >
            {remove.isPending ? t('web.accounts.deleting') : t('web.accounts.delete')}
          </Button>
        </AlertDialogActions>
      </AlertDialogContent>
    </AlertDialog>
  );
}
