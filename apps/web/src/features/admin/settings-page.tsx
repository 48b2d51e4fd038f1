import type { AdminSettings, FeatureFlag } from '@reelcraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { adminApi, useAdminMutation, useAdminSettings } from './admin.api.ts';
import { AdminPage, Badge, Panel, QueryView } from './admin-ui.tsx';
import { formatDateTime, formatNumber, formatShare } from './format.ts';

function Switch({ checked, label, busy, onChange }: { checked: boolean; label: string; busy: boolean; onChange: (next: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60',
        checked ? 'bg-primary' : 'bg-border',
      )}
    >
      <span className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-6' : 'translate-x-1')} />
    </button>
  );
}

function Flags({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mutation = useAdminMutation((vars: { key: FeatureFlag; enabled: boolean }) => adminApi.setFlag(vars.key, vars.enabled));
  return (
    <Panel id="admin-flags" title={t('web.admin.settings.flags')}>
      {mutation.error && <Alert className="mb-4">{errorMessage(mutation.error, t)}</Alert>}
      <ul className="flex flex-col divide-y divide-border">
        {settings.flags.map((flag) => {
          const label = t(`web.admin.settings.flag_${flag.key}`);
          return (
            <li key={flag.key} className="flex items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="font-medium">{label}</p>
                <p className="text-sm text-muted">
                  {flag.source === 'admin'
                    ? t('web.admin.settings.set_by_admin', { date: formatDateTime(flag.updated_at, locale) })
                    : t('web.admin.settings.from_config')}{' '}
                  · {t('web.admin.settings.default', { value: flag.default ? t('web.admin.settings.on') : t('web.admin.settings.off') })}
                </p>
              </div>
              <Switch
                checked={flag.enabled}
                label={label}
                busy={mutation.isPending && mutation.variables.key === flag.key}
                onChange={(enabled) =>
                  mutation.mutate(
                    { key: flag.key, enabled },
                    { onSuccess: () => toast.success(t(enabled ? 'web.admin.settings.flag_on' : 'web.admin.settings.flag_off', { flag: label })) },
                  )
                }
              />
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

function PaywallSplit({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const split = settings.paywall_split;
  const [percent, setPercent] = useState(() => String(Math.round(split.paywall2_share * 100)));
  const mutation = useAdminMutation((share: number) => adminApi.setPaywallSplit(share));
  const value = Number(percent);
  const valid = percent.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 100;
  const changed = valid && Math.abs(value / 100 - split.paywall2_share) > 1e-9;
  return (
    <Panel id="admin-paywall-split" title={t('web.admin.settings.paywall_split')}>
      <p className="mb-4 text-sm text-muted">{t('web.admin.settings.paywall_split_hint')}</p>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          mutation.mutate(value / 100, { onSuccess: () => toast.success(t('web.admin.settings.split_saved', { share: formatShare(value / 100, locale) })) });
        }}
      >
        <div className="flex flex-wrap items-center gap-4">
          <input
            type="range"
            min={0}
            max={100}
            step={1}
            value={valid ? value : 0}
            onChange={(event) => setPercent(event.target.value)}
            aria-label={t('web.admin.settings.paywall2_share')}
            className="w-full max-w-md accent-[var(--primary)]"
          />
          <label className="flex items-center gap-2 text-sm font-medium">
            {t('web.admin.settings.paywall2_share')}
            <input
              type="number"
              min={0}
              max={100}
              step={1}
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
              aria-invalid={!valid || undefined}
              className="h-10 w-20 rounded-control border border-border bg-surface px-2 text-right tabular-nums"
            />
            %
          </label>
        </div>
        <p className="text-sm">
          {t('web.admin.settings.assigned', { paywall: formatNumber(split.assigned.paywall, locale), paywall2: formatNumber(split.assigned.paywall2, locale) })}{' '}
          <Badge>
            {split.source === 'admin'
              ? t('web.admin.settings.source_admin')
              : t('web.admin.settings.source_config', { share: formatShare(split.default, locale) })}
          </Badge>
        </p>
        {mutation.error && <Alert>{errorMessage(mutation.error, t)}</Alert>}
        <div>
          <Button type="submit" disabled={!changed} loading={mutation.isPending}>
            {t('web.admin.settings.save_split')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/** `/admin/settings`: run-time feature flags and the paywall A/B split. */
export function SettingsPage() {
  const { t } = useTranslation();
  const query = useAdminSettings();
  return (
    <AdminPage title={t('web.admin.sections.settings')}>
      <QueryView query={query}>
        {(data) => (
          <>
            <Flags settings={data} />
            <PaywallSplit settings={data} />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
