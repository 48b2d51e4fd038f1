import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLocale } from '../../lib/i18n.ts';
import { json, stubFetch } from '../../test/render.tsx';
import { CallbackPage, resetCallbackMemoForTests } from './callback-page.tsx';
import { account } from './fixtures.test-util.ts';

beforeEach(() => {
  setLocale('en');
  resetCallbackMemoForTests();
});
afterEach(() => vi.unstubAllGlobals());

/** The page as the app renders it in development: in StrictMode, whose effects run twice. */
function renderStrict(path: string) {
  const router = createMemoryRouter([{ path: '/app/publishing/callback', element: <CallbackPage /> }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

describe('the OAuth return page', () => {
  it('hands state and code to the API exactly once, even with StrictMode effects, and says which account is connected', async () => {
    const stub = stubFetch({ 'POST /api/publishing/accounts/callback': () => json({ outcome: 'connected', account: account() }) });
    vi.stubGlobal('fetch', stub.fetch);
    renderStrict('/app/publishing/callback?state=st-1&code=abc');
    expect(await screen.findByRole('heading', { name: '@anna.bakes is connected' })).toBeTruthy();
    expect(stub.calls.map((call) => call.key)).toEqual(['POST /api/publishing/accounts/callback']);
    expect(JSON.parse(String(stub.calls[0]?.init?.body))).toEqual({ state: 'st-1', code: 'abc' });
    expect(screen.getByRole('link', { name: 'Back to settings' }).getAttribute('href')).toBe('/app/profile#publishing');
  });

  it('passes a refusal on and explains how to switch a personal account to a professional one', async () => {
    const stub = stubFetch({ 'POST /api/publishing/accounts/callback': () => json({ outcome: 'personal_account' }) });
    vi.stubGlobal('fetch', stub.fetch);
    renderStrict('/app/publishing/callback?state=st-2&error=access_denied&error_reason=user_denied');
    expect(await screen.findByRole('heading', { name: 'This is a personal account' })).toBeTruthy();
    expect(screen.getByText(/Switch to professional account/)).toBeTruthy();
    await waitFor(() => expect(stub.calls).toHaveLength(1));
    expect(JSON.parse(String(stub.calls[0]?.init?.body))).toEqual({ state: 'st-2', error: 'access_denied', error_reason: 'user_denied' });
  });

  it('shows the expired outcome in Russian, and sends nothing without a state', async () => {
    setLocale('ru');
    const stub = stubFetch({ 'POST /api/publishing/accounts/callback': () => json({ outcome: 'expired' }) });
    vi.stubGlobal('fetch', stub.fetch);
    renderStrict('/app/publishing/callback?state=st-3&code=x');
    expect(await screen.findByRole('heading', { name: 'Подключение заняло слишком много времени' })).toBeTruthy();
    await waitFor(() => expect(stub.calls).toHaveLength(1));
  });

  it('without a state says it failed and calls nothing', async () => {
    const stub = stubFetch({});
    vi.stubGlobal('fetch', stub.fetch);
    renderStrict('/app/publishing/callback?code=x');
    expect(await screen.findByRole('heading', { name: 'We could not connect the account' })).toBeTruthy();
    expect(stub.calls).toHaveLength(0);
  });
});
