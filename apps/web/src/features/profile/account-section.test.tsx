import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthForTests } from '../../lib/auth.ts';
import { setLocale } from '../../lib/i18n.ts';
import { testUser } from '../../test/fixtures.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { AccountSection } from './account-section.tsx';

beforeEach(() => {
  setLocale('en');
  resetAuthForTests();
});
afterEach(() => vi.unstubAllGlobals());

function openDeleteDialog(user = testUser(), button = 'Delete account') {
  renderRoutes([page(<AccountSection user={user} />, '/app/profile'), page(<p>landing</p>, '/')], '/app/profile');
  fireEvent.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('alertdialog');
}

/** Issue 31, item 17: the deletion dialog says what happens to a live subscription, and that a confirmation is e-mailed. */
describe('the account deletion dialog', () => {
  it('tells a subscriber that the subscription ends now, nothing is charged again, and the time left is not refunded', async () => {
    const dialog = await openDeleteDialog(testUser({ stripe_subscription: 'sub-1', email: 'anna@example.com' }));
    expect(dialog.textContent).toContain(
      'You have an active subscription. Deleting the account ends it now: you will not be charged again, and the time left on it is lost. It is not refunded.',
    );
    expect(dialog.textContent).toContain('We will e-mail anna@example.com to confirm the deletion.');
  });

  it('says nothing about a subscription to an account without one', async () => {
    const dialog = await openDeleteDialog(testUser({ stripe_subscription: null }));
    expect(dialog.textContent).not.toMatch(/subscription/i);
    expect(dialog.textContent).toContain('We will e-mail a@b.co to confirm the deletion.');
  });

  it('in Russian too, and deleting signs out to the landing page', async () => {
    setLocale('ru');
    const stub = stubFetch({ 'DELETE /api/user': () => json({ ok: true }) });
    vi.stubGlobal('fetch', stub.fetch);
    const dialog = await openDeleteDialog(testUser({ stripe_subscription: 'sub-1', has_password: false, language: 'ru' }), 'Удалить аккаунт');
    expect(dialog.textContent).toContain('У вас активная подписка. Удаление аккаунта завершит её сразу');
    expect(dialog.textContent).toContain('Деньги за него не возвращаются.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить навсегда' }));
    expect(await screen.findByText('landing')).toBeTruthy();
    await waitFor(() => expect(stub.calls.map((call) => call.key)).toEqual(['DELETE /api/user']));
  });
});
