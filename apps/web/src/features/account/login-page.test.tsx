import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth, resetAuthForTests } from '../../lib/auth.ts';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { testUser } from '../../test/fixtures.ts';
import { LoginPage } from './login-page.tsx';

const user = testUser();

beforeEach(() => {
  setLocale('en');
  resetAuthForTests();
});
afterEach(() => vi.unstubAllGlobals());

function renderLogin(path = '/login') {
  return renderRoutes([page(<LoginPage />, '/login'), page(<p>signed in area</p>, '/app/*')], path);
}

describe('LoginPage', () => {
  it('shows the spec validation texts and links them to the fields', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const email = await screen.findByLabelText('E-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Fill in the field')).toHaveLength(2);
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Fill in the field');
    expect(document.activeElement).toBe(email);

    fireEvent.input(email, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText("Doesn't look like mail")).toBeTruthy();
  });

  it('shows the spec message on a wrong password', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /api/users/web/login': () => json({ error: { code: 'LOGIN_FAILED', message: 'Failed to log in, Please try again' } }, 401),
      }).fetch,
    );
    renderLogin();
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'a@b.co' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to log in, Please try again');
  });

  it('translates the 429 with the wait time', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /api/users/web/login': () => json({ error: { code: 'TOO_MANY_LOGIN_ATTEMPTS', message: '…', details: { retry_after_seconds: 120 } } }, 429),
      }).fetch,
    );
    renderLogin();
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'a@b.co' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please wait 2 min and try again');
  });

  it('logs in with the form-encoded e-mail and goes to next', async () => {
    const stub = stubFetch({
      'POST /api/users/web/login': () => json({ access_token: 'tok', token_type: 'bearer' }),
      'GET /api/user': () => json(user),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderLogin('/login?next=%2Fapp%2Fprofile');
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: ' A@B.co ' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/profile'));
    expect(stub.calls[0]?.init?.body).toBe('username=a%40b.co&password=secret-password');
    expect(auth.getState().token).toBe('tok');
    expect(window.localStorage.getItem('reelcraft.auth_jwt')).toBeNull();
  });

  it('signs in with a one-time link (?magic=)', async () => {
    const stub = stubFetch({
      'POST /api/users/web/magic-login': () => json({ access_token: 'magic-tok' }),
      'GET /api/user': () => json(user),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderLogin('/login?magic=abcdefghijkl');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(JSON.parse(String(stub.calls[0]?.init?.body))).toEqual({ token: 'abcdefghijkl' });
    await act(async () => {});
  });

  it('after a one-time link, attaches the quiz answers this browser kept (the e-mail step sent the link)', async () => {
    const sessionId = '11111111-2222-4333-8444-555555555555';
    window.localStorage.setItem('reelcraft.funnel.v3', sessionId);
    const stub = stubFetch({
      'POST /api/users/web/magic-login': () => json({ access_token: 'magic-tok' }),
      'GET /api/user': () => json(user),
      [`POST /api/funnels/sessions/${sessionId}/attach`]: () => json({ id: sessionId }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderLogin('/login?magic=abcdefghijkl');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(stub.calls.map((call) => call.key)).toContain(`POST /api/funnels/sessions/${sessionId}/attach`);
    window.localStorage.removeItem('reelcraft.funnel.v3');
    await act(async () => {});
  });

  it('speaks the active language', async () => {
    setLocale('ru');
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect((await screen.findAllByText('Заполните поле')).length).toBe(2);
  });

  it('e-mails a sign-in link on request (issue 31) and confirms it without saying whether the account exists', async () => {
    const stub = stubFetch({ 'POST /api/users/web/magic-link': () => json({ ok: true }) });
    vi.stubGlobal('fetch', stub.fetch);
    renderLogin();
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'funnel@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByRole('heading', { name: 'Sign in with a link' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('funnel@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'If an account exists for funnel@example.com, we have sent it a sign-in link. It works once and for 1 hour.',
    );
    expect(JSON.parse(String(stub.calls[0]?.init?.body))).toEqual({ email: 'funnel@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in with a password' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });

  it('shows the rate limit when too many links were asked for', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'POST /api/users/web/magic-link': () => json({ error: { code: 'RATE_LIMITED', message: '…', details: { retry_after_seconds: 600 } } }, 429) })
        .fetch,
    );
    setLocale('ru');
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Прислать ссылку для входа на e-mail' }));
    fireEvent.input(await screen.findByLabelText('E-mail'), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
