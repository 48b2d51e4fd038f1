import type { AdminGiftCodeCreate, AdminGiftCodeCreated } from '@reelcraft/contract';
import { LANGUAGES } from '@reelcraft/i18n';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { adminApi, useAdminMutation, useGiftCodes } from './admin.api.ts';
import { QueryTable } from './admin-table.tsx';
import { Badge, Panel, Td } from './admin-ui.tsx';
import { formatDateTime } from './format.ts';

function copy(text: string, done: string, failed: string) {
  void navigator.clipboard.writeText(text).then(
    () => toast.success(done),
    () => toast.error(failed),
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
  const [form, setForm] = useState<{
    product_id: AdminGiftCodeCreate['product_id'];
    recipient_email: string;
    language: AdminGiftCodeCreate['language'];
    send_email: boolean;
  }>({
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

/** The gift codes panel of /admin/codes: the create form (the code is shown once) and the list. */
export function GiftCodes() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useGiftCodes();
  const disable = useAdminMutation((id: string) => adminApi.disableGiftCode(id));
  return (
    <Panel id="admin-gifts" title={t('web.admin.codes.gift_title')}>
      <div className="flex flex-col gap-6">
        <GiftCreateForm />
        {disable.error && <Alert>{errorMessage(disable.error, t)}</Alert>}
        <QueryTable
          query={query}
          label={t('web.admin.codes.gift_title')}
          headings={[
            t('web.admin.codes.product'),
            t('web.admin.codes.recipient'),
            t('web.admin.user.source'),
            t('web.admin.common.status'),
            t('web.admin.common.created'),
            null,
          ]}
          empty={t('web.admin.codes.gift_empty')}
        >
          {(gift) => (
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
          )}
        </QueryTable>
      </div>
    </Panel>
  );
}
