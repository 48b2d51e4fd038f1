import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FakeS3, startFakeS3 } from '@reelcraft/fakes';
import { resolveFfmpeg } from '@reelcraft/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, postForm, signUp, TEST_PASSWORD, uploadRecording, waitForSuggestion, type TestApp } from '../testing/index.ts';

/**
 * Finding 11: deleting an account deletes every stored object of the user — photos and thumbnails, recordings,
 * rendered videos and their thumbnails — on the local disk and in S3, and the signed links handed out before stop
 * working. Checked by listing the storage itself afterwards, not by asking the app.
 */
let s3: FakeS3;
const work = mkdtempSync(path.join(tmpdir(), 'reelcraft-delete-files-'));

/** Hang guards, not speed checks: on a loaded 2-core machine one render (and its sound) can take minutes. */
const WAIT_MS = 15 * 60_000;
const TEST_MS = 20 * 60_000;

beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3.close();
  rmSync(work, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('deleting an account with %s storage', (kind) => {
  let t: TestApp;
  /** Every stored key: the media folder walked on disk, or the bucket listed. */
  let listStorage: () => Promise<string[]>;

  beforeAll(async () => {
    const env: Record<string, string> =
      kind === 's3'
        ? {
            S3_BUCKET: s3.bucket,
            S3_ENDPOINT: s3.endpoint,
            S3_ACCESS_KEY_ID: s3.accessKeyId,
            S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
            S3_PREFIX: 'delete-test',
          }
        : {};
    t = await createTestApp(env);
    const media = path.join(t.dataDir, 'media');
    listStorage =
      kind === 's3'
        ? () => t.core.storage.listKeys('')
        : () =>
            Promise.resolve(
              existsSync(media)
                ? (readdirSync(media, { recursive: true }) as string[])
                    .filter((name) => statSync(path.join(media, name)).isFile())
                    .map((name) => name.split(path.sep).join('/'))
                : [],
            );
  });
  afterAll(async () => {
    await t.close();
  });

  it(
    'removes every stored object of the user, keeps everyone else’s, and old signed links answer 404',
    async () => {
      const { token, id: leaving } = await signUp(t, { email: `leaving-${kind}@example.com` });
      const { token: bystander, id: staying } = await signUp(t, { email: `staying-${kind}@example.com` });

      const photo = await sharp({ create: { width: 720, height: 900, channels: 3, background: '#d08040' } })
        .png()
        .toBuffer();
      const uploaded = await postForm(t, '/api/users/images', { image: { data: photo, name: 'me.png' } }, token);
      const image = await json<{ id: string; url: string; thumbnail_url: string }>(uploaded);
      expect((await postForm(t, '/api/users/images', { image: { data: photo, name: 'other.png' } }, bystander)).status).toBe(201);
      const { ffmpeg } = resolveFfmpeg();
      const webm = path.join(work, `${kind}-voice.webm`);
      execFileSync(ffmpeg, ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=1', '-c:a', 'libopus', '-y', webm]);
      const audio = await uploadRecording(t, token, { data: readFileSync(webm), name: 'voice.webm' });

      const created = await t.call('POST', '/api/suggestions/generate', { type: 'meme', image_id: image.id, meme_text: 'Leaving for good' }, token);
      expect(created.status).toBe(202);
      const { id } = await json<{ id: string }>(created);
      type Meme = { status: string; video_url: string; download_url: string; thumbnail_url: string };
      const meme = await waitForSuggestion<Meme>(t, token, id, WAIT_MS);
      expect(meme.status).toBe('ready');

      const links = [image.url, image.thumbnail_url, audio.url, meme.video_url, meme.thumbnail_url, meme.download_url];
      for (const link of links) expect((await t.app.request(link)).status, link).toBe(200);
      const before = await listStorage();
      expect(before.filter((key) => key.startsWith(`users/${leaving}/`)).length).toBeGreaterThanOrEqual(5);

      expect((await t.call('DELETE', '/api/user', { password: TEST_PASSWORD }, token)).status).toBe(200);

      const after = await listStorage();
      expect(after.filter((key) => key.includes(leaving))).toEqual([]);
      expect(after.filter((key) => key.startsWith(`users/${staying}/images/`)).length).toBe(2);
      for (const link of links) {
        const response = await t.app.request(link);
        expect([404, 410], link).toContain(response.status);
      }

      // The durable record that finishes the job after a crash, or after a render still running stored a late file.
      const { rows } = await t.core.database.executeSql("SELECT data FROM pgboss.job WHERE name = 'purge-user-files'");
      const payloads = rows.map((row) => row.data as { user_id: string; keys: string[] });
      const purge = payloads.find((payload) => payload.user_id === leaving);
      expect(purge?.keys.length).toBeGreaterThanOrEqual(5);

      // A file that reappears before that job runs (a render finishing late, a purge that failed) is still not served:
      // the link's owner is gone.
      const photoKey = purge?.keys.find((key) => key.includes('/images/') && !key.includes('-thumb')) ?? '';
      await t.core.storage.putBuffer(photoKey, photo);
      expect((await t.app.request(image.url)).status).toBe(404);
    },
    TEST_MS,
  );
});
