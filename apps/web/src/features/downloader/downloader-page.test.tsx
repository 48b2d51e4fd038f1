import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { DownloaderPage } from './downloader-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const carousel = {
  shortcode: 'C0ffeeCaro1',
  owner: 'anna.fitcoach',
  caption: 'Week 1 → Week 12',
  items: [
    {
      index: 1,
      type: 'image',
      width: 1080,
      height: 1350,
      duration_seconds: null,
      thumbnail_url: '/api/t/1',
      download_url: '/api/d/1',
      file_name: 'anna_1.jpg',
    },
    {
      index: 2,
      type: 'image',
      width: 1080,
      height: 1350,
      duration_seconds: null,
      thumbnail_url: '/api/t/2',
      download_url: '/api/d/2',
      file_name: 'anna_2.jpg',
    },
    { index: 3, type: 'video', width: 720, height: 1280, duration_seconds: 5, thumbnail_url: '/api/t/3', download_url: '/api/d/3', file_name: 'anna_3.mp4' },
  ],
};

// The page asks which onboarding its "analyse my profile" link leads to (FEATURE_INSTAGRAM_ONBOARDING).
const publicConfig = { 'GET /api/public/config': () => json({ features: { instagram_onboarding: true } }) };
const downloads = (calls: { key: string; init: RequestInit | undefined }[]) => calls.filter((call) => call.key === 'POST /api/public/instagram/download');

async function paste(link: string, button = 'Download') {
  fireEvent.change(screen.getByRole('textbox'), { target: { value: link } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: button })));
}

describe('DownloaderPage', () => {
  it('checks the link before asking the server', async () => {
    const stub = stubFetch({ ...publicConfig });
    vi.stubGlobal('fetch', stub.fetch);
    renderRoutes([page(<DownloaderPage language="en" />)], '/instagram-downloader');
    await paste('');
    expect(await screen.findByText('Fill in the field')).toBeTruthy();
    await paste('https://example.com/p/abc/');
    expect(await screen.findByText('Paste a link from instagram.com')).toBeTruthy();
    await paste('https://www.instagram.com/anna.fitcoach/');
    expect(await screen.findByText('This does not look like a link to an Instagram post, reel or story')).toBeTruthy();
    expect(downloads(stub.calls)).toEqual([]);
  });

  it('focuses a refused link, rechecks it as it is corrected, then sends it from the field named for the no-JavaScript GET', async () => {
    const stub = stubFetch({ ...publicConfig, 'POST /api/public/instagram/download': () => json(carousel) });
    vi.stubGlobal('fetch', stub.fetch);
    renderRoutes([page(<DownloaderPage language="en" />)], '/instagram-downloader');
    const field = screen.getByRole('textbox', { name: 'Instagram link' });
    await paste('instagram.com/anna.fitcoach/');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This does not look like a link to an Instagram post, reel or story')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'instagram.com/p/C0ffeeCaro1/' } });
    expect(screen.queryByText('This does not look like a link to an Instagram post, reel or story')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(downloads(stub.calls)).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download' })));
    expect(await screen.findByRole('heading', { name: 'Ready to download' })).toBeTruthy();
    expect(field.getAttribute('name')).toBe('url');
    expect((field as HTMLInputElement).value).toBe('instagram.com/p/C0ffeeCaro1/');
  });

  it('previews every item of a carousel with its own MP4 or JPG download', async () => {
    const stub = stubFetch({ ...publicConfig, 'POST /api/public/instagram/download': () => json(carousel) });
    vi.stubGlobal('fetch', stub.fetch);
    renderRoutes([page(<DownloaderPage language="en" />)], '/instagram-downloader');
    await paste('instagram.com/p/C0ffeeCaro1/');
    expect(await screen.findByRole('heading', { name: 'Ready to download' })).toBeTruthy();
    expect(JSON.parse(String(downloads(stub.calls)[0]?.init?.body))).toEqual({ url: 'https://instagram.com/p/C0ffeeCaro1/' });
    const links = screen.getAllByRole('link', { name: /^Download (JPG|MP4)/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('download')])).toEqual([
      ['Download JPG — Photo 1', '/api/d/1', 'anna_1.jpg'],
      ['Download JPG — Photo 2', '/api/d/2', 'anna_2.jpg'],
      ['Download MP4 — Video 3', '/api/d/3', 'anna_3.mp4'],
    ]);
    const video = document.querySelector('video');
    expect(video?.getAttribute('poster')).toBe('/api/t/3');
    expect(video?.getAttribute('preload')).toBe('metadata');
    expect(video?.muted).toBe(true);
  });

  it('shows the reason in the language of the page', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/public/instagram/download': () => json({ error: { code: 'DOWNLOAD_FAILED', message: 'x' } }, 502) }).fetch);
    renderRoutes([page(<DownloaderPage language="ru" />)], '/ru/instagram-downloader');
    await paste('https://www.instagram.com/reel/C0ffeeReel1/', 'Скачать');
    expect((await screen.findByRole('alert')).textContent).toBe('Не удалось скачать. Попробуйте позже');
  });
});
