import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { CodesPage } from './codes-page.tsx';

function renderCodes() {
  vi.stubGlobal('fetch', stubFetch({ 'GET /api/admin/promo-codes': () => json({ items: [] }), 'GET /api/admin/gift-codes': () => json({ items: [] }) }).fetch);
  return renderRoutes([page(<CodesPage />)], '/admin/codes');
}

beforeEach(() => setLocale('en'));
afterEach(() => vi.unstubAllGlobals());

/** Issue 31, item 5: the gift products grant 4, 12 and 52 weeks; the admin picks them by those names, not months/years. */
describe('the admin gift-code form', () => {
  it('offers the gifts by the weeks they grant', () => {
    renderCodes();
    const select = screen.getByRole('combobox', { name: 'Gift' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['gift_month', '4 weeks'],
      ['gift_quarter', '12 weeks'],
      ['gift_year', '52 weeks'],
    ]);
  });

  it('in Russian with the plural of weeks', () => {
    setLocale('ru');
    renderCodes();
    const select = screen.getByRole('combobox', { name: 'Подарок' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['4 недели', '12 недель', '52 недели']);
  });
});
