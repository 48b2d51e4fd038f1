import type { AdminPromoCode, AdminPromoCodeCreate } from '@reelcraft/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { adminApi, useAdminMutation, usePromoCode, usePromoCodes } from './admin.api.ts';
import { DataTable, QueryTable } from './admin-table.tsx';
import { Badge, Panel, QueryView, TableSkeleton, Td } from './admin-ui.tsx';
import { formatDateTime, formatMoney, formatNumber } from './format.ts';

function discountText(code: AdminPromoCode, locale: string): string {
  if (code.percent_off !== null) return `${code.percent_off} %`;
  if (code.amount_off_cents !== null) return formatMoney(code.amount_off_cents, code.currency, locale);
  return '—';
}

/** The create form's text fields, turned into the API's request (undefined where a field is empty). */
export function promoRequest(form: {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  duration: 'once' | 'repeating' | 'forever';
  periods: string;
  expires: string;
  cap: string;
}): AdminPromoCodeCreate {
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
  const value = number(form.value);
  return {
    code: form.code.trim(),
    ...(form.kind === 'percent' ? { percent_off: value } : { amount_off_cents: value === undefined ? undefined : Math.round(value * 100) }),
    duration: form.duration,
    ...(form.duration === 'repeating' ? { duration_periods: number(form.periods) } : {}),
    ...(form.expires ? { expires_at: new Date(`${form.expires}T23:59:59Z`).toISOString() } : {}),
    ...(number(form.cap) !== undefined ? { max_redemptions: number(form.cap) } : {}),
  };
}

function PromoCreateForm() {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    code: '',
    kind: 'percent' as 'percent' | 'amount',
    value: '',
    duration: 'once' as 'once' | 'repeating' | 'forever',
    periods: '',
    expires: '',
    cap: '',
  });
  const mutation = useAdminMutation((body: AdminPromoCodeCreate) => adminApi.createPromoCode(body));
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((prev) => ({ ...prev, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate(promoRequest(form), {
      onSuccess: (created) => {
        toast.success(t('web.admin.codes.promo_created', { code: created.code }));
        setForm((prev) => ({ ...prev, code: '', value: '', periods: '', expires: '', cap: '' }));
      },
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <TextField label={t('web.admin.codes.code')} required minLength={3} maxLength={40} pattern="[A-Za-z0-9_\-]+" value={form.code} onChange={set('code')} />
      <SelectField label={t('web.admin.codes.discount_kind')} value={form.kind} onChange={set('kind')}>
        <option value="percent">{t('web.admin.codes.percent')}</option>
        <option value="amount">{t('web.admin.codes.amount')}</option>
      </SelectField>
      <TextField
        label={form.kind === 'percent' ? t('web.admin.codes.percent_value') : t('web.admin.codes.amount_value')}
        type="number"
        required
        min={form.kind === 'percent' ? 1 : 0.01}
        max={form.kind === 'percent' ? 100 : 10000}
        step={form.kind === 'percent' ? 1 : 0.01}
        value={form.value}
        onChange={set('value')}
      />
      <SelectField label={t('web.admin.codes.duration')} value={form.duration} onChange={set('duration')}>
        <option value="once">{t('web.admin.codes.duration_once')}</option>
        <option value="repeating">{t('web.admin.codes.duration_repeating')}</option>
        <option value="forever">{t('web.admin.codes.duration_forever')}</option>
      </SelectField>
      {form.duration === 'repeating' && (
        <TextField label={t('web.admin.codes.periods')} type="number" required min={1} max={52} value={form.periods} onChange={set('periods')} />
      )}
      <TextField label={t('web.admin.codes.expires')} type="date" value={form.expires} onChange={set('expires')} />
      <TextField label={t('web.admin.codes.cap')} type="number" min={1} value={form.cap} onChange={set('cap')} hint={t('web.admin.codes.cap_hint')} />
      <div className="flex items-end">
        <Button type="submit" loading={mutation.isPending}>
          {t('web.admin.codes.create_promo')}
        </Button>
      </div>
      {mutation.error && <Alert className="sm:col-span-2 lg:col-span-4">{errorMessage(mutation.error, t)}</Alert>}
    </form>
  );
}

function Redemptions({ codeId, onClose }: { codeId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = usePromoCode(codeId);
  return (
    <Dialog open={codeId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('web.admin.codes.redemptions_title', { code: query.data?.code.code ?? '' })} className="sm:w-[min(40rem,calc(100vw-2rem))]">
        <QueryView query={query} skeleton={<TableSkeleton rows={3} />}>
          {(data) => (
            <DataTable
              label={t('web.admin.codes.redemptions')}
              headings={[t('web.admin.users.email'), t('web.admin.common.created')]}
              items={data.redemptions}
              empty={t('web.admin.codes.redemptions_empty')}
            >
              {(row) => (
                <tr key={`${row.user_id}-${row.created_at}`}>
                  <Td>{row.email ?? row.user_id}</Td>
                  <Td className="whitespace-nowrap">{formatDateTime(row.created_at, locale)}</Td>
                </tr>
              )}
            </DataTable>
          )}
        </QueryView>
      </DialogContent>
    </Dialog>
  );
}

/** The promo codes panel of /admin/codes: the create form, the list and each code's redemptions. */
export function PromoCodes() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = usePromoCodes();
  const [open, setOpen] = useState<string | null>(null);
  const toggle = useAdminMutation((vars: { id: string; active: boolean }) => adminApi.setPromoActive(vars.id, vars.active));
  return (
    <Panel id="admin-promo" title={t('web.admin.codes.promo_title')}>
      <div className="flex flex-col gap-6">
        <PromoCreateForm />
        {toggle.error && <Alert>{errorMessage(toggle.error, t)}</Alert>}
        <QueryTable
          query={query}
          label={t('web.admin.codes.promo_title')}
          headings={[
            t('web.admin.codes.code'),
            t('web.admin.codes.discount'),
            t('web.admin.codes.duration'),
            t('web.admin.codes.used'),
            t('web.admin.codes.expires'),
            t('web.admin.common.status'),
            null,
          ]}
          empty={t('web.admin.codes.promo_empty')}
        >
          {(code) => (
            <tr key={code.id}>
              <Td>
                <button type="button" className="font-mono font-semibold text-link hover:underline" onClick={() => setOpen(code.id)}>
                  {code.code}
                </button>
              </Td>
              <Td>{discountText(code, locale)}</Td>
              <Td>
                {t(`web.admin.codes.duration_${code.duration}`)}
                {code.duration_periods ? ` × ${code.duration_periods}` : ''}
              </Td>
              <Td className="tabular-nums">
                {formatNumber(code.redemption_count, locale)}
                {code.max_redemptions !== null ? ` / ${formatNumber(code.max_redemptions, locale)}` : ''}
              </Td>
              <Td className="whitespace-nowrap">{formatDateTime(code.expires_at, locale)}</Td>
              <Td>
                {/* Whether checkout takes it now: an expired or used-up code is not "Active", even switched on. */}
                {code.status === 'active' ? (
                  <Badge tone="success">{t('web.admin.codes.active')}</Badge>
                ) : (
                  <Badge>{t(code.status === 'disabled' ? 'web.admin.codes.inactive' : `web.admin.codes.${code.status}`)}</Badge>
                )}
              </Td>
              <Td>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={toggle.isPending && toggle.variables.id === code.id}
                  onClick={() =>
                    toggle.mutate(
                      { id: code.id, active: !code.active },
                      {
                        onSuccess: (result) => toast.success(t(result.active ? 'web.admin.codes.enabled' : 'web.admin.codes.disabled', { code: result.code })),
                      },
                    )
                  }
                >
                  {code.active ? t('web.admin.codes.disable') : t('web.admin.codes.enable')}
                </Button>
              </Td>
            </tr>
          )}
        </QueryTable>
      </div>
      <Redemptions codeId={open} onClose={() => setOpen(null)} />
    </Panel>
  );
}
