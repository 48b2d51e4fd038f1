import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetAuthForTests } from '../../lib/auth.ts';
import { currentLocale, i18n, isLanguageLoaded, setLocale } from '../../lib/i18n.ts';
import { testUser } from '../../test/fixtures.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { LanguageSection } from './language-section.tsx';

beforeEach(() => {
  void setLocale('en');
  resetAuthForTests();
});
afterEach(() => vi.unstubAllGlobals());

/** CI bug: the click landed while Russian was still downloading, the radio stayed unchecked, and the click was lost. */
it('checks the chosen language at once, before its texts have downloaded, then switches the UI and saves it', async () => {
  const stub = stubFetch({ 'PATCH /api/user': () => json(testUser({ language: 'ru' })) });
  vi.stubGlobal('fetch', stub.fetch);
  // Tests bundle every language up front; the browser downloads all but one on demand.
  i18n.removeResourceBundle('ru', 'translation');
  renderRoutes([page(<LanguageSection user={testUser()} />, '/app/profile')], '/app/profile');
  expect(isLanguageLoaded('ru')).toBe(false);

  const russian = screen.getByRole<HTMLInputElement>('radio', { name: 'Русский' });
  fireEvent.click(russian);
  expect(russian.checked).toBe(true);
  expect(screen.getByRole<HTMLInputElement>('radio', { name: 'English' }).checked).toBe(false);

  expect(await screen.findByRole('group', { name: 'Язык' })).toBeTruthy();
  expect(currentLocale()).toBe('ru');
  expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Русский' }).checked).toBe(true);
  await waitFor(() => expect(stub.calls.map((call) => call.key)).toEqual(['PATCH /api/user']));
});
