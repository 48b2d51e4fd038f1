import type { AdminGiftCodeCreate, AdminGiftCodeCreated, AdminPromoCode, AdminPromoCodeCreate } from '@reelcraft/contract';
import { LANGUAGES } from '@reelcraft/i18n';
import { Copy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { adminApi, useAdminMutation, useGiftCodes, usePromoCode, usePromoCodes } from './admin.api.ts';
import { AdminPage, Badge, EmptyRow, Panel, QueryView, TableSkeleton, Table, Td, Th } from './admin-ui.tsx';
import { formatDateTime, formatMoney, formatNumber } from './format.ts';

function copy(text: string, done: string, failed: string) {
  void navigator.clipboard.writeText(text).then(
    () => toast.success(done),
    () => toast.error(failed),
  );
}

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
            <Table label={t('web.admin.codes.redemptions')}>
              <thead>
                <tr>
                  <Th>{t('web.admin.users.email')}</Th>
                  <Th>{t('web.admin.common.created')}</Th>
                </tr>
              </thead>
              <tbody>
                {data.redemptions.length === 0 && <EmptyRow colSpan={2}>{t('web.admin.codes.redemptions_empty')}</EmptyRow>}
                {data.redemptions.map((row) => (
                  <tr key={`${row.user_id}-${row.created_at}`}>
                    <Td>{row.email ?? row.user_id}</Td>
                    <Td className="whitespace-nowrap">{formatDateTime(row.created_at, locale)}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </QueryView>
      </DialogContent>
    </Dialog>
  );
}

function PromoCodes() {
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
        <QueryView query={query}>
          {(data) => (
            <Table label={t('web.admin.codes.promo_title')}>
              <thead>
                <tr>
                  <Th>{t('web.admin.codes.code')}</Th>
                  <Th>{t('web.admin.codes.discount')}</Th>
                  <Th>{t('web.admin.codes.duration')}</Th>
                  <Th>{t('web.admin.codes.used')}</Th>
                  <Th>{t('web.admin.codes.expires')}</Th>
                  <Th>{t('web.admin.common.status')}</Th>
                  <Th />
                </tr>
              </thead>
              <tbody>
                {data.items.length === 0 && <EmptyRow colSpan={7}>{t('web.admin.codes.promo_empty')}</EmptyRow>}
                {data.items.map((code) => (
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
                            { onSuccess: (result) => toast.success(t(result.active ? 'web.admin.codes.enabled' : 'web.admin.codes.disabled', { code: result.code })) },
                          )
                        }
                      >
                        {code.active ? t('web.admin.codes.disable') : t('web.admin.codes.enable')}
                      </Button>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </QueryView>
      </div>
      <Redemptions codeId={open} onClose={() => setOpen(null)} />
    </Panel>
  );
}

function GiftCreated({ created }: { created: AdminGiftCodeCreated }) {
  const { t } = useTranslation();
  const done = t('web.admin.common.copied');
  const failed = t('web.admin.common.copy_failed');
  return (
    <div role="status" className="flex flex-col gap-3 rounded-control border border-success bg-success-soft p-4 text-sm">
      <p className="font-semibold">{t('web.admin.codes.gift_created_once')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-muted">{t('web.admin.codes.code')}:</span>
        <code className="font-mono text-base font-bold">{created.code}</code>
        <Button variant="secondary" size="sm" onClick={() => copy(created.code, done, failed)}>
          <Copy aria-hidden="true" className="size-4" />
          {t('web.admin.common.copy')}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-muted">{t('web.admin.codes.redeem_link')}:</span>
        <code className="min-w-0 break-all font-mono text-xs">{created.redeem_url}</code>
        <Button variant="secondary" size="sm" onClick={() => copy(created.redeem_url, done, failed)}>
          <Copy aria-hidden="true" className="size-4" />
          {t('web.admin.common.copy')}
        </Button>
      </div>
    </div>
  );
}

function GiftCreateForm() {
  const { t } = useTranslation();
  const [form, setForm] = useState<{ product_id: AdminGiftCodeCreate['product_id']; recipient_email: string; language: AdminGiftCodeCreate['language']; send_email: boolean }>({
    product_id: 'gift_month',
    recipient_email: '',
    language: 'en',
    send_email: true,
  });
  const [created, setCreated] = useState<AdminGiftCodeCreated | null>(null);
  const mutation = useAdminMutation((body: AdminGiftCodeCreate) => adminApi.createGiftCode(body));
  return (
    <div className="flex flex-col gap-4">
      <form
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => {
          event.preventDefault();
          mutation.mutate(
            { ...form, recipient_email: form.recipient_email.trim() },
            {
              onSuccess: (result) => {
                setCreated(result);
                toast.success(t('web.admin.codes.gift_created'));
                setForm((prev) => ({ ...prev, recipient_email: '' }));
              },
            },
          );
        }}
      >
        <SelectField
          label={t('web.admin.codes.product')}
          value={form.product_id}
          onChange={(event) => setForm((prev) => ({ ...prev, product_id: event.target.value as AdminGiftCodeCreate['product_id'] }))}
        >
          <option value="gift_month">{t('web.admin.codes.gift_month')}</option>
          <option value="gift_quarter">{t('web.admin.codes.gift_quarter')}</option>
          <option value="gift_year">{t('web.admin.codes.gift_year')}</option>
        </SelectField>
        <TextField
          label={t('web.admin.codes.recipient')}
          type="email"
          required
          maxLength={320}
          value={form.recipient_email}
          onChange={(event) => setForm((prev) => ({ ...prev, recipient_email: event.target.value }))}
        />
        <SelectField
          label={t('web.admin.users.language')}
          value={form.language}
          onChange={(event) => setForm((prev) => ({ ...prev, language: event.target.value as AdminGiftCodeCreate['language'] }))}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {language.toUpperCase()}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-col justify-end gap-3">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-[var(--primary)]"
              checked={form.send_email}
              onChange={(event) => setForm((prev) => ({ ...prev, send_email: event.target.checked }))}
            />
            {t('web.admin.codes.send_email')}
          </label>
          <Button type="submit" loading={mutation.isPending}>
            {t('web.admin.codes.create_gift')}
          </Button>
        </div>
        {mutation.error && <Alert className="sm:col-span-2 lg:col-span-4">{errorMessage(mutation.error, t)}</Alert>}
      </form>
      {created && <GiftCreated created={created} />}
    </div>
  );
}

function GiftCodes() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useGiftCodes();
  const disable = useAdminMutation((id: string) => adminApi.disableGiftCode(id));
  return (
    <Panel id="admin-gifts" title={t('web.admin.codes.gift_title')}>
      <div className="flex flex-col gap-6">
        <GiftCreateForm />
        {disable.error && <Alert>{errorMessage(disable.error, t)}</Alert>}
        <QueryView query={query}>
          {(data) => (
            <Table label={t('web.admin.codes.gift_title')}>
              <thead>
                <tr>
                  <Th>{t('web.admin.codes.product')}</Th>
                  <Th>{t('web.admin.codes.recipient')}</Th>
                  <Th>{t('web.admin.user.source')}</Th>
                  <Th>{t('web.admin.common.status')}</Th>
                  <Th>{t('web.admin.common.created')}</Th>
                  <Th />
                </tr>
              </thead>
              <tbody>
                {data.items.length === 0 && <EmptyRow colSpan={6}>{t('web.admin.codes.gift_empty')}</EmptyRow>}
                {data.items.map((gift) => (
                  <tr key={gift.id}>
                    <Td>
                      {gift.product_id} · {t('web.admin.codes.weeks', { weeks: gift.weeks })}
                    </Td>
                    <Td>{gift.recipient_email}</Td>
                    <Td>{gift.source === 'admin' ? t('web.admin.codes.source_admin') : (gift.purchaser_email ?? t('web.admin.codes.source_purchase'))}</Td>
                    <Td>
                      {gift.disabled_at ? (
                        <Badge tone="warning">{t('web.admin.codes.inactive')}</Badge>
                      ) : gift.redeemed_at ? (
                        <Badge tone="success">{t('web.admin.codes.redeemed_by', { email: gift.redeemed_by_email ?? '—' })}</Badge>
                      ) : (
                        <Badge tone="primary">{t('web.admin.codes.unredeemed')}</Badge>
                      )}
                    </Td>
                    <Td className="whitespace-nowrap">{formatDateTime(gift.created_at, locale)}</Td>
                    <Td>
                      {!gift.disabled_at && !gift.redeemed_at && (
                        <Button
                          variant="secondary"
                          size="sm"
                          loading={disable.isPending && disable.variables === gift.id}
                          onClick={() => disable.mutate(gift.id, { onSuccess: () => toast.success(t('web.admin.codes.gift_disabled')) })}
                        >
                          {t('web.admin.codes.disable')}
                        </Button>
                      )}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </QueryView>
      </div>
    </Panel>
  );
}

export function CodesPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('web.admin.sections.codes')}>
      <PromoCodes />
      <GiftCodes />
    </AdminPage>
  );
}
