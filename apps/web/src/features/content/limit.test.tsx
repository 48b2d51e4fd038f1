import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { setLocale } from '../../lib/i18n.ts';
import { page, renderRoutes } from '../../test/render.tsx';
import { QueryClient } from '@tanstack/react-query';
import { applyLimitError, contentKeys, type GenerationLimit } from './content.api.ts';
import { formatCountdown, isLimitReached, LimitLeft, LimitNotice } from './limit.tsx';

const NOW = Date.parse('2026-03-01T10:00:00.000Z');

function limitOf(overrides: Partial<GenerationLimit> = {}): GenerationLimit {
  return { limit: 10, used: 10, remaining: 0, next_slot_at: new Date(NOW + 24 * 3600 * 1000).toISOString(), window_hours: 24, ...overrides };
}

describe('formatCountdown', () => {
  it.each([
    [0, '00:00:00'],
    [-5_000, '00:00:00'],
    [1, '00:00:01'],
    [999, '00:00:01'],
    [1_000, '00:00:01'],
    [59_001, '00:01:00'],
    [61_000, '00:01:01'],
    [3_600_000, '01:00:00'],
    [24 * 3_600_000 - 1_000, '23:59:59'],
    [24 * 3_600_000, '24:00:00'],
    [Number.NaN, '00:00:00'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('isLimitReached', () => {
  it('is true only when nothing is left', () => {
    expect(isLimitReached(undefined)).toBe(false);
    expect(isLimitReached(limitOf({ remaining: 1, used: 9 }))).toBe(false);
    expect(isLimitReached(limitOf())).toBe(true);
  });
});

describe('LimitNotice', () => {
  beforeEach(() => {
    setLocale('en');
    vi.useFakeTimers({ now: NOW, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('says the limit is reached and counts down to the next slot every second', async () => {
    renderRoutes([page(<LimitNotice limit={limitOf({ next_slot_at: new Date(NOW + 90 * 60_000 + 5_000).toISOString() })} />)], '/');
    expect(screen.getByRole('heading', { name: 'Daily limit reached' })).toBeTruthy();
    expect(screen.getByText('You have used all 10 generations of the last 24 hours.')).toBeTruthy();
    expect(screen.getByText('Next generation in')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('01:30:05');

    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer').textContent).toBe('01:30:04');
    await act(async () => vi.advanceTimersByTime(65_000));
    expect(screen.getByRole('timer').textContent).toBe('01:28:59');
  });

  it('shows a full day as 23:59:5x right after the last generation', async () => {
    renderRoutes([page(<LimitNotice limit={limitOf()} />)], '/');
    expect(screen.getByRole('timer').textContent).toBe('24:00:00');
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('timer').textContent).toBe('23:59:57');
  });

  it('stops at zero and says the next generation is near', async () => {
    renderRoutes([page(<LimitNotice limit={limitOf({ next_slot_at: new Date(NOW + 2_000).toISOString() })} />)], '/');
    await act(async () => vi.advanceTimersByTime(2_500));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('The next generation is available any moment now')).toBeTruthy();
  });

  it('speaks the user language', () => {
    setLocale('ru');
    renderRoutes([page(<LimitNotice limit={limitOf()} />)], '/');
    expect(screen.getByRole('heading', { name: 'Дневной лимит исчерпан' })).toBeTruthy();
    expect(screen.getByText('Следующая генерация через')).toBeTruthy();
  });
});

describe('LimitLeft', () => {
  it('shows how many generations are left today', () => {
    setLocale('en');
    renderRoutes([page(<LimitLeft limit={limitOf({ used: 2, remaining: 8, next_slot_at: null })} />)], '/');
    expect(screen.getByText('8 of 10 left today')).toBeTruthy();
  });

  it('shows extra generations apart from the daily allowance', () => {
    setLocale('en');
    renderRoutes([page(<LimitLeft limit={limitOf({ used: 0, remaining: 30, bonus: 20, next_slot_at: null })} />)], '/');
    expect(screen.getByText('10 of 10 left today + 20 extra')).toBeTruthy();
  });
});

describe('applyLimitError', () => {
  it('turns a 429 DAILY_LIMIT_REACHED into "nothing left" with the next slot', () => {
    const client = new QueryClient();
    client.setQueryData(contentKeys.limit(), limitOf({ used: 1, remaining: 1, limit: 2, next_slot_at: null }));
    const next = '2026-03-02T09:00:00.000Z';
    const handled = applyLimitError(client, new ApiError('DAILY_LIMIT_REACHED', 429, 'Limit', { limit: 2, used: 2, next_slot_at: next }));
    expect(handled).toBe(true);
    expect(client.getQueryData(contentKeys.limit())).toEqual({ limit: 2, used: 2, remaining: 0, next_slot_at: next, window_hours: 24 });
  });

  it('leaves other errors alone', () => {
    const client = new QueryClient();
    expect(applyLimitError(client, new ApiError('INTERNAL', 500, 'x'))).toBe(false);
    expect(client.getQueryData(contentKeys.limit())).toBeUndefined();
  });
});
