import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { page, renderRoutes } from '../../test/render.tsx';
import { NotFoundPage } from './not-found-page.tsx';

beforeEach(() => {
  setLocale('en');
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('NotFoundPage', () => {
  it('names the path, links home, counts down and goes to / by itself', async () => {
    const { router } = renderRoutes([page(<p>landing</p>, '/'), page(<NotFoundPage />, '*')], '/no/such/page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found: /no/such/page');
    expect(screen.getByRole('link', { name: 'Go to the main page' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Taking you to the main page in 5 s')).toBeTruthy();

    await act(async () => vi.advanceTimersByTime(2_100));
    expect(screen.getByText('Taking you to the main page in 3 s')).toBeTruthy();

    await act(async () => vi.advanceTimersByTime(3_000));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('landing')).toBeTruthy();
  });

  // Issue 31, item 15: the 404 was always English and went to the English main page, even under /ru/….
  it('under /ru/… speaks Russian and goes to the Russian main page', async () => {
    const { router } = renderRoutes([page(<p>landing ru</p>, '/ru'), page(<NotFoundPage />, '*')], '/ru/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Страница не найдена: /ru/no-such-page');
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/ru');
    await act(async () => vi.advanceTimersByTime(5_100));
    expect(router.state.location.pathname).toBe('/ru');
    expect(screen.getByText('landing ru')).toBeTruthy();
  });

  it('without a language in the path, follows the interface language', async () => {
    setLocale('es');
    renderRoutes([page(<NotFoundPage />, '*')], '/no/such/page');
    expect(screen.getByRole('link', { name: 'Ir a la página principal' }).getAttribute('href')).toBe('/es');
  });
});
