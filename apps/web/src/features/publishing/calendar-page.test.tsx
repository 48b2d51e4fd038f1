import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { CalendarPage } from './calendar-page.tsx';
import { POST_ID, accounts, post } from './fixtures.test-util.ts';
import { addDays, dayKey, startOfDay, toOffsetIso } from './time.ts';

beforeEach(() => {
  setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

/** A Wednesday at least a week ahead, 18:30 local time: its week (Monday first) holds Thursday and Friday too. */
function nextWednesday(): Date {
  let day = addDays(startOfDay(new Date()), 7);
  while (day.getDay() !== 3) day = addDays(day, 1);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), 18, 30);
}

function setup(overrides: Parameters<typeof post>[0] = {}) {
  const wednesday = nextWednesday();
  const scheduled = post({ publish_at: toOffsetIso(wednesday), ...overrides });
  const patches: unknown[] = [];
  const stub = stubFetch({
    'GET /api/publishing/accounts': () => json(accounts()),
    'GET /api/publishing/posts': () => json({ posts: [scheduled] }),
    [`GET /api/publishing/posts/${POST_ID}`]: () => json(scheduled),
    [`PATCH /api/publishing/posts/${POST_ID}`]: (init) => {
      const body = JSON.parse(String(init?.body));
      patches.push(body);
      return json({ ...scheduled, ...body });
    },
    [`POST /api/publishing/posts/${POST_ID}/retry`]: () => json({ ...scheduled, status: 'publishing', stage: 'queued', failure: null }),
  });
  vi.stubGlobal('fetch', stub.fetch);
  renderRoutes([page(<CalendarPage />, '/app/calendar')], `/app/calendar?date=${dayKey(wednesday)}`);
  return { wednesday, patches, stub };
}

describe('the calendar', () => {
  it('shows the week with the post on its day, and dragging it to Friday keeps its time of day', async () => {
    const { wednesday, patches } = setup();
    const chip = await within(await screen.findByTestId(`calendar-day-${dayKey(wednesday)}`)).findByRole('button', { name: /Reel to @anna\.bakes, Scheduled/ });
    const friday = screen.getByTestId(`calendar-day-${dayKey(addDays(wednesday, 2))}`);
    fireEvent.dragStart(chip);
    fireEvent.dragOver(friday);
    fireEvent.drop(friday);
    await waitFor(() => expect(patches).toHaveLength(1));
    const sent = patches[0] as { publish_at: string };
    expect(Object.keys(sent)).toEqual(['publish_at']);
    const moved = new Date(sent.publish_at);
    expect(dayKey(moved)).toBe(dayKey(addDays(wednesday, 2)));
    expect([moved.getHours(), moved.getMinutes()]).toEqual([18, 30]);
    expect(sent.publish_at).toMatch(/T18:30:00[+-]\d{2}:\d{2}$/);
  });

  it('"Move to…" does the same without a mouse: a new date, the same time', async () => {
    const { wednesday, patches } = setup();
    fireEvent.click(await screen.findByRole('button', { name: /Reel to @anna\.bakes/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to…' }));
    const thursday = addDays(wednesday, 1);
    fireEvent.change(within(dialog).getByLabelText('New date'), { target: { value: dayKey(thursday) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    const moved = new Date((patches[0] as { publish_at: string }).publish_at);
    expect(dayKey(moved)).toBe(dayKey(thursday));
    expect([moved.getHours(), moved.getMinutes()]).toEqual([18, 30]);
  });

  it('shows a failed post’s reason in the creator’s language and retries it', async () => {
    const { stub } = setup({ status: 'failed', failure: { reason: 'video_format', subcode: 2207026 } });
    fireEvent.click(await screen.findByRole('button', { name: /Reel to @anna\.bakes, Failed/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('post-failure').textContent).toContain('Instagram could not read this video. Reels must be MP4 (H.264 video, AAC sound)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry the post to @anna.bakes' }));
    await waitFor(() => expect(stub.calls.map((call) => call.key)).toContain(`POST /api/publishing/posts/${POST_ID}/retry`));
  });

  it('does not move a post that is already published', async () => {
    const { wednesday, patches } = setup({ status: 'published', permalink: 'https://instagram.example/p/1', published_at: new Date().toISOString() });
    const chip = await screen.findByRole('button', { name: /Reel to @anna\.bakes, Published/ });
    expect(chip.getAttribute('draggable')).toBe('false');
    const friday = screen.getByTestId(`calendar-day-${dayKey(addDays(wednesday, 2))}`);
    fireEvent.dragStart(chip);
    fireEvent.drop(friday);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(patches).toHaveLength(0);
  });

  it('on a phone lists the days instead of the grid, and the month view asks for its whole range', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const urls: URL[] = [];
    const wednesday = nextWednesday();
    const stub = stubFetch({
      'GET /api/publishing/accounts': () => json(accounts()),
      'GET /api/publishing/posts': () => json({ posts: [post({ publish_at: toOffsetIso(wednesday) })] }),
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(new URL(String(input), 'http://localhost'));
      return stub.fetch(input, init);
    });
    renderRoutes([page(<CalendarPage />, '/app/calendar')], `/app/calendar?date=${dayKey(wednesday)}`);
    const agenda = await screen.findByTestId('calendar-agenda');
    expect(screen.queryByTestId('calendar-grid')).toBeNull();
    expect(within(agenda).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(within(agenda).getAllByText('Nothing planned')).toHaveLength(6);

    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('true'));
    // A month lists only its days with posts.
    await waitFor(() => expect(within(screen.getByTestId('calendar-agenda')).getAllByRole('heading', { level: 3 })).toHaveLength(1));
    const month = urls.filter((url) => url.pathname === '/api/publishing/posts').at(-1) as URL;
    const span = Date.parse(month.searchParams.get('to') ?? '') - Date.parse(month.searchParams.get('from') ?? '');
    expect(span).toBeGreaterThanOrEqual(28 * 86_400_000 - 3_600_000);
    expect(span).toBeLessThanOrEqual(42 * 86_400_000 + 3_600_000);
  });
});
