import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, page, renderRoutes, stubFetch } from '../test/render.tsx';
import { SupportLinks } from './support-links.tsx';

afterEach(() => vi.unstubAllGlobals());

const config = (support: unknown) => ({ 'GET /api/public/config': () => json({ features: { instagram_onboarding: true }, support, error_reporting: null }) });

describe('SupportLinks', () => {
  it('shows the configured e-mail and the chat link, which opens in a new tab', async () => {
    vi.stubGlobal('fetch', stubFetch(config({ email: 'help@example.org', chat_url: 'https://t.me/reelcraft_help' })).fetch);
    renderRoutes([page(<SupportLinks lead="Still stuck?" subject="Payment" />)], '/');
    const chat = await screen.findByRole('link', { name: /Chat with support/ });
    expect(chat.getAttribute('href')).toBe('https://t.me/reelcraft_help');
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'E-mail help@example.org' }).getAttribute('href')).toBe('mailto:help@example.org?subject=Payment');
    expect(screen.getByText('Still stuck?')).toBeTruthy();
  });

  it('without a chat link (or before the config arrives) offers the e-mail only', async () => {
    vi.stubGlobal('fetch', stubFetch(config({ email: 'support@reelcraft.app', chat_url: null })).fetch);
    renderRoutes([page(<SupportLinks />)], '/');
    expect((await screen.findByRole('link', { name: 'E-mail support@reelcraft.app' })).getAttribute('href')).toBe('mailto:support@reelcraft.app');
    expect(screen.queryByRole('link', { name: /Chat/ })).toBeNull();
  });
});
