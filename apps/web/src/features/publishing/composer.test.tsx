import type { UserImage } from '@reelcraft/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { captionCounts, captionFromScript, validateComposer, type ComposerValues } from './caption.ts';
import { Composer } from './composer.tsx';
import { ACCOUNT_ID, accounts, item, ITEM_ID, post } from './fixtures.test-util.ts';
import { nextSlot, toLocalInput } from './time.ts';

beforeEach(() => {
  setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

const photoIds = Array.from({ length: 12 }, (_, index) => `6f1d2c3b-4a59-4e7d-8c6b-5a4f3e2d1c${String(index).padStart(2, '0')}`);
function photo(index: number): UserImage {
  return {
    id: photoIds[index] as string,
    width: 1080,
    height: 1350,
    bytes: 100_000,
    url: `/files/p${index}.jpg`,
    thumbnail_url: `/files/p${index}-t.jpg`,
    face_status: null,
    created_at: '2026-11-01T10:00:00.000Z',
  };
}
const library = { items: Array.from({ length: 12 }, (_, index) => photo(index)), offset: 0, limit: 20, total: 12 };
const bestTimes = { basis: 'general', sample_size: 0, slots: [{ weekday: 2, hour: 18, score: 1 }] };

const base: ComposerValues = { accountId: ACCOUNT_ID, kind: 'carousel', caption: '', imageIds: [], collaborators: '', when: 'now', publishAt: null };
const keys = (values: Partial<ComposerValues>, now = new Date('2026-12-03T12:00:00Z'), fromPhotos = true) =>
  validateComposer({ ...base, ...values }, now, fromPhotos).map((problem) => problem.key);

describe('composer validation', () => {
  it('counts characters as people see them, hashtags and mentions as Instagram does', () => {
    expect(captionCounts('Hi 👋 #one #two @anna a#not e@mail.com')).toEqual({ characters: 37, hashtags: 2, mentions: 1 });
    expect(captionFromScript({ caption: 'Calm dinner.', hashtags: ['dinner', '#quick recipes'] })).toBe('Calm dinner.\n\n#dinner #quickrecipes');
  });

  it('allows 2,200 characters, 30 hashtags and 20 mentions, not one more', () => {
    expect(keys({ caption: 'a'.repeat(2200), imageIds: photoIds.slice(0, 2) })).toEqual([]);
    expect(keys({ caption: 'a'.repeat(2201), imageIds: photoIds.slice(0, 2) })).toEqual(['caption_length']);
    const tags = (n: number) => Array.from({ length: n }, (_, index) => `#t${index}`).join(' ');
    expect(keys({ caption: tags(30), imageIds: photoIds.slice(0, 2) })).toEqual([]);
    expect(keys({ caption: tags(31), imageIds: photoIds.slice(0, 2) })).toEqual(['hashtags']);
    const mentions = (n: number) => Array.from({ length: n }, (_, index) => `@user${index}`).join(' ');
    expect(keys({ caption: mentions(20), imageIds: photoIds.slice(0, 2) })).toEqual([]);
    expect(keys({ caption: mentions(21), imageIds: photoIds.slice(0, 2) })).toEqual(['mentions']);
  });

  it('takes a carousel of 2 to 10 photos, and exactly one for a photo or a story', () => {
    expect(keys({ imageIds: photoIds.slice(0, 1) })).toEqual(['carousel_size']);
    expect(keys({ imageIds: photoIds.slice(0, 2) })).toEqual([]);
    expect(keys({ imageIds: photoIds.slice(0, 10) })).toEqual([]);
    expect(keys({ imageIds: photoIds.slice(0, 11) })).toEqual(['carousel_size']);
    expect(keys({ kind: 'image', imageIds: [] })).toEqual(['one_photo']);
    expect(keys({ kind: 'story', imageIds: photoIds.slice(0, 1) })).toEqual([]);
    // A video's reel needs no photos.
    expect(keys({ kind: 'reel', imageIds: [] }, undefined, false)).toEqual([]);
  });

  it('refuses a time in the past, one too far ahead, and more than three collaborators', () => {
    const now = new Date('2026-12-03T12:00:00Z');
    const ok = { kind: 'reel' as const, when: 'schedule' as const };
    expect(keys({ ...ok, publishAt: new Date('2026-12-03T11:59:00Z') }, now, false)).toEqual(['time_past']);
    expect(keys({ ...ok, publishAt: new Date('2026-12-04T09:00:00Z') }, now, false)).toEqual([]);
    expect(keys({ ...ok, publishAt: new Date('2027-03-01T09:00:00Z') }, now, false)).toEqual(['time_far']);
    expect(keys({ ...ok, publishAt: null }, now, false)).toEqual(['time_missing']);
    expect(keys({ kind: 'reel', collaborators: '@a1, b2 c3' }, now, false)).toEqual([]);
    expect(keys({ kind: 'reel', collaborators: '@a1, b2 c3 d4' }, now, false)).toEqual(['collaborators_max']);
  });
});

function renderComposer(suggestion = item(), onDone = vi.fn()) {
  renderRoutes(
    [page(<Composer item={suggestion} onDone={onDone} />, '/app/content/:id'), page(<p>calendar page</p>, '/app/calendar')],
    `/app/content/${suggestion.id}`,
  );
  return onDone;
}

describe('the composer', () => {
  it('prefills the caption from the script and counts live; a carousel of one photo is refused before anything is sent', async () => {
    const stub = stubFetch({
      'GET /api/publishing/accounts': () => json(accounts()),
      'GET /api/users/images': () => json(library),
      'POST /api/publishing/posts': () => json(post({ kind: 'carousel', status: 'publishing', stage: 'queued' }), 201),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderComposer();

    const caption = (await screen.findByLabelText('Caption')) as HTMLTextAreaElement;
    expect(caption.value).toBe('Three steps to a calm dinner.\n\n#dinner #quickrecipes');
    expect(screen.getByTestId('caption-counts').textContent).toContain('Hashtags 2/30');
    fireEvent.change(caption, { target: { value: Array.from({ length: 31 }, (_, index) => `#t${index}`).join(' ') } });
    expect(screen.getByText('Too many hashtags: at most 30.')).toBeTruthy();
    fireEvent.change(caption, { target: { value: 'Calm dinner @chef' } });
    expect(screen.getByTestId('caption-counts').textContent).toContain('Mentions 1/20');

    expect((screen.getByRole('radio', { name: 'Carousel' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Photo 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post now' }));
    expect(await screen.findByText('A carousel needs 2 to 10 photos.')).toBeTruthy();
    expect(stub.calls.some((call) => call.key === 'POST /api/publishing/posts')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Photo 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post now' }));
    await waitFor(() => expect(stub.calls.some((call) => call.key === 'POST /api/publishing/posts')).toBe(true));
    const sent = JSON.parse(String(stub.calls.find((call) => call.key === 'POST /api/publishing/posts')?.init?.body));
    expect(sent).toMatchObject({
      account_id: ACCOUNT_ID,
      kind: 'carousel',
      image_ids: [photoIds[0], photoIds[2]],
      caption: 'Calm dinner @chef',
      publish_at: null,
    });
    expect(sent.suggestion_id).toBe(ITEM_ID);
    expect(await screen.findByText('calendar page')).toBeTruthy();
  });

  it('refuses a scheduled time in the past, then sends a reel with cover, feed, collaborators and the time with its offset and zone', async () => {
    const stub = stubFetch({
      'GET /api/publishing/accounts': () => json(accounts()),
      'GET /api/publishing/best-times': () => json(bestTimes),
      'POST /api/publishing/posts': () => json(post(), 201),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderComposer(item({ type: 'meme', video_url: '/files/v.mp4', thumbnail_url: '/files/v.jpg', duration_seconds: 12 }));

    expect(((await screen.findByRole('radio', { name: 'Reel' })) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Carousel' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Cover frame'), { target: { value: '2500' } });
    fireEvent.click(screen.getByLabelText(/Also show in the feed/));
    fireEvent.change(screen.getByLabelText('Collaborators'), { target: { value: '@Studio.Name, bob_2' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Schedule' }));
    expect(await screen.findByText('From general short-video habits: once you have more posts, they come from yours.')).toBeTruthy();

    const when = screen.getByLabelText('Date and time');
    fireEvent.change(when, { target: { value: toLocalInput(new Date(Date.now() - 3_600_000)) } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule post' }));
    expect(await screen.findByText('That time has already passed: choose a later one.')).toBeTruthy();
    expect(stub.calls.some((call) => call.key === 'POST /api/publishing/posts')).toBe(false);

    const later = new Date(Date.now() + 2 * 86_400_000);
    later.setSeconds(0, 0);
    fireEvent.change(when, { target: { value: toLocalInput(later) } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule post' }));
    await waitFor(() => expect(stub.calls.some((call) => call.key === 'POST /api/publishing/posts')).toBe(true));
    const sent = JSON.parse(String(stub.calls.find((call) => call.key === 'POST /api/publishing/posts')?.init?.body));
    expect(sent).toMatchObject({
      kind: 'reel',
      suggestion_id: item().id,
      cover_offset_ms: 2500,
      share_to_feed: false,
      collaborators: ['studio.name', 'bob_2'],
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(sent.publish_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(sent.publish_at)).toBe(later.getTime());
  });

  it('fills the time from a best-time chip, and says where the suggestion comes from', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/publishing/accounts': () => json(accounts()),
        'GET /api/publishing/best-times': () => json({ basis: 'own_posts', sample_size: 14, slots: [{ weekday: 2, hour: 18, score: 1 }] }),
      }).fetch,
    );
    renderComposer(item({ type: 'meme', video_url: '/files/v.mp4' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Schedule' }));
    expect(await screen.findByText('From how your last 14 posts did.')).toBeTruthy();
    const chips = screen.getByRole('list', { name: 'Best times' });
    fireEvent.click(within(chips).getByRole('button'));
    expect((screen.getByLabelText('Date and time') as HTMLInputElement).value).toBe(toLocalInput(nextSlot(2, 18, new Date())));
  });

  it('shows the server’s error by its code', async () => {
    const stub = stubFetch({
      'GET /api/publishing/accounts': () => json(accounts()),
      'POST /api/publishing/posts': () => json({ error: { code: 'PUBLISHING_QUOTA_REACHED', message: 'quota' } }, 429),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderComposer(item({ type: 'meme', video_url: '/files/v.mp4' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Post now' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Instagram allows 50 posts a day per account, and this account has used them. Schedule it for later');
  });

  it('without a connected account links to settings; without configuration says so', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/publishing/accounts': () => json(accounts({ accounts: [] })) }).fetch);
    renderComposer();
    expect((await screen.findByRole('link', { name: 'Connect in settings' })).getAttribute('href')).toBe('/app/profile#publishing');
  });

  it('says plainly when the server is not set up', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/publishing/accounts': () => json(accounts({ configured: false, accounts: [] })) }).fetch);
    renderComposer();
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Publishing to Instagram is not set up on this server yet.')).toBeTruthy();
  });
});
