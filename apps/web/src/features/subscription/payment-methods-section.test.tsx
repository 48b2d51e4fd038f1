import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { PaymentMethodsSection } from './payment-methods-section.tsx';

beforeEach(() => setLocale('en'));
afterEach(() => vi.unstubAllGlobals());

const card = (id: string, expMonth: number, expYear: number, isDefault: boolean) => ({
  id,
  brand: 'visa',
  last4: '4242',
  exp_month: expMonth,
  exp_year: expYear,
  is_default: isDefault,
});

function stub() {
  return stubFetch({
    'GET /api/v2/payment/payment-methods': () =>
      json({ items: [card('11111111-1111-4111-8111-111111111111', 12, 2029, true), card('22222222-2222-4222-8222-222222222222', 3, 2031, false)] }),
    'GET /api/user/subscription/stripe/pk': () => json({ gateway: 'test', publishable_key: 'pk_test_reelcraft' }),
    'POST /api/v2/payment/payment-methods/setup-intent': () => json({ setup_intent_id: 'seti_abc', client_secret: 'seti_abc_secret_xyz' }),
    'POST /api/billing/test-gateway/confirm': () =>
      json({
        status: 'failed',
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'The card was declined, so it was not saved. Nothing was charged. Try another card.',
        },
      }),
  });
}

describe('PaymentMethodsSection (issue 31, item 14)', () => {
  it('tells two cards of one brand and last 4 apart by their expiry, in the labels people act on', async () => {
    vi.stubGlobal('fetch', stub().fetch);
    renderRoutes([page(<PaymentMethodsSection subscription={null} />)], '/');
    expect(await screen.findByRole('button', { name: 'Remove Visa •••• 4242, expires 12/2029' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Visa •••• 4242, expires 03/2031' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make Visa •••• 4242, expires 03/2031 the default card' })).toBeTruthy();
  });

  it("a reopened add-card dialog does not show the last attempt's error", async () => {
    vi.stubGlobal('fetch', stub().fetch);
    renderRoutes([page(<PaymentMethodsSection subscription={null} />)], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText('Card number'), { target: { value: '4000 0000 0000 0002' } });
    fireEvent.change(within(dialog).getByLabelText(/Expir/), { target: { value: '12/34' } });
    fireEvent.change(within(dialog).getByLabelText(/CVC/), { target: { value: '123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText('The card was declined, so it was not saved. Nothing was charged. Try another card.')).toBeTruthy();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    const reopened = await screen.findByRole('dialog');
    await within(reopened).findByLabelText('Card number');
    expect(within(reopened).queryByText('The card was declined, so it was not saved. Nothing was charged. Try another card.')).toBeNull();
  });
});
