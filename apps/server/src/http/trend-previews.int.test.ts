import { probe } from '@reelcraft/media';
import sharp from 'sharp';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../testing/test-app.ts';

let t: TestApp;

/** Hang guards, not speed checks: on a loaded 2-core machine one render (and its sound) can take minutes. */
const WAIT_MS = 15 * 60_000;
const TEST_MS = 20 * 60_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Item {
  id: string;
  preview_url: string | null;
  poster_url: string | null;
}

async function page(language: string, limit = 2): Promise<Item[]> {
  const response = await t.call('GET', `/api/trends?limit=${limit}&language=${language}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Item[] }).items;
}

async function previewRows(language: string) {
  const { rows } = await t.core.database.executeSql(
    `SELECT trend_id, status, video_key, poster_key, updated_at FROM trend_previews WHERE language = '${language}' ORDER BY trend_id`,
  );
  return rows as Array<{ trend_id: string; status: string; video_key: string | null; poster_key: string | null; updated_at: unknown }>;
}

async function renderJobs(): Promise<number> {
  const { rows } = await t.core.database.executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'render-trend-preview'`);
  return Number(rows[0]?.n ?? 0);
}

describe('trend previews', () => {
  it(
    'the list answers at once with null links, a job renders each preview once, later reads reuse it',
    async () => {
      const first = await page('ru');
      expect(first).toHaveLength(2);
      // Not rendered yet: the list does not wait for it.
      expect(first.every((item) => item.preview_url === null && item.poster_url === null)).toBe(true);

      const ready = await eventually(async () => {
        const rows = await previewRows('ru');
        return rows.length === 2 && rows.every((row) => row.status === 'ready') ? rows : undefined;
      }, WAIT_MS);
      expect(await renderJobs()).toBe(2);

      const second = await page('ru');
      for (const item of second) {
        expect(item.preview_url).toMatch(/^\/api\/files\//);
        expect(item.poster_url).toMatch(/^\/api\/files\//);
      }
      // The same links for a while, so the browser's cache keeps the loop.
      expect((await page('ru')).map((item) => item.preview_url)).toEqual(second.map((item) => item.preview_url));

      // The files are what a card needs: a short, small H.264 loop and a JPEG poster (rendered with the test profile:
      // 90×160 at 12 fps, a quarter of the 360×640 at 24 fps users get, which the adapter's tests pin).
      const video = await t.call('GET', second[0]!.preview_url!);
      expect(video.status).toBe(200);
      expect(video.headers.get('content-type')).toContain('video/mp4');
      const bytes = Buffer.from(await video.arrayBuffer());
      expect(bytes.length).toBeLessThan(400_000);
      const file = path.join(tmpdir(), `trend-preview-${process.pid}.mp4`);
      await writeFile(file, bytes);
      const info = await probe(file);
      expect(info.durationSeconds).toBeGreaterThanOrEqual(4);
      expect(info.durationSeconds).toBeLessThanOrEqual(6);
      expect(info.streams.find((s) => s.codecType === 'video')).toMatchObject({ codecName: 'h264', width: 90, height: 160, frameRate: 12 });
      const poster = await t.call('GET', second[0]!.poster_url!);
      expect(poster.status).toBe(200);
      expect(poster.headers.get('content-type')).toContain('image/jpeg');
      expect(await sharp(Buffer.from(await poster.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 90, height: 160 });

      // Reading again renders nothing new: same rows, same files, no new jobs. A read queues its renders before it
      // answers (and claims the row first), so once the answer is here, no job queued by it can still appear.
      await page('ru');
      expect(await renderJobs()).toBe(2);
      expect(await previewRows('ru')).toEqual(ready);
    },
    TEST_MS,
  );

  it('queues only a few missing previews per read of a long page', async () => {
    const items = await page('pt', 10);
    expect(items).toHaveLength(10);
    expect((await previewRows('pt')).length).toBe(4);
  });
});
