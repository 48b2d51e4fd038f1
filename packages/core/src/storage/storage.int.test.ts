import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { startFakeS3, type FakeS3 } from '@reelcraft/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { ObjectNotFoundError, type ObjectStorage } from './storage.ts';

let s3: FakeS3;
const dir = mkdtempSync(path.join(tmpdir(), 'reelcraft-storage-'));
const implementations: Record<string, () => ObjectStorage> = {};

beforeAll(async () => {
  s3 = await startFakeS3();
  implementations.local = () => createLocalStorage(path.join(dir, 'media'));
  implementations.s3 = () =>
    createS3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
      prefix: 'test',
    });
});
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(['local', 's3'])('%s storage', (kind) => {
  const storage = () => implementations[kind]!();

  it('stores buffers and files, reads them whole and by byte range', async () => {
    const store = storage();
    await store.putBuffer('users/u1/notes/a.txt', Buffer.from('hello range world'));
    const file = path.join(dir, `${kind}-upload.mp4`);
    writeFileSync(file, Buffer.alloc(4096, 7));
    await store.putFile('users/u1/videos/v.mp4', file);

    expect(await store.stat('users/u1/videos/v.mp4')).toEqual({ size: 4096, contentType: 'video/mp4' });
    const whole = await store.read('users/u1/notes/a.txt');
    expect(await text(whole.body)).toBe('hello range world');
    const part = await store.read('users/u1/notes/a.txt', { start: 6, end: 10 });
    expect(await text(part.body)).toBe('range');
    expect(part.size).toBe(17);

    const copy = path.join(dir, `${kind}-copy.mp4`);
    await store.downloadTo('users/u1/videos/v.mp4', copy);
    expect(readFileSync(copy).length).toBe(4096);
  });

  it('reports missing objects and deletes by key and by prefix', async () => {
    const store = storage();
    expect(await store.stat('users/u2/none.jpg')).toBeUndefined();
    await expect(store.read('users/u2/none.jpg')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await store.putBuffer('users/u2/images/1.jpg', Buffer.from('x'));
    await store.putBuffer('users/u2/images/2.jpg', Buffer.from('y'));
    await store.putBuffer('users/u20/images/keep.jpg', Buffer.from('z'));
    await store.delete('users/u2/images/1.jpg');
    expect(await store.stat('users/u2/images/1.jpg')).toBeUndefined();
    await store.putBuffer('users/u2/suggestions/s1/meme-1.mp4', Buffer.from('v'));
    expect(await store.listKeys('users/u2/')).toEqual(['users/u2/images/2.jpg', 'users/u2/suggestions/s1/meme-1.mp4']);
    await store.deletePrefix('users/u2/');
    expect(await store.stat('users/u2/images/2.jpg')).toBeUndefined();
    expect(await store.listKeys('users/u2')).toEqual([]);
    expect(await store.stat('users/u20/images/keep.jpg')).toBeDefined();
    expect(await store.listKeys('')).toContain('users/u20/images/keep.jpg');
    // A folder name is not a key prefix: deleting users/u2 never touches users/u20.
    expect(await store.listKeys('users/u20')).toEqual(['users/u20/images/keep.jpg']);
  });

  it('refuses keys that could escape', async () => {
    const store = storage();
    for (const key of ['../etc/passwd', '/abs.txt', 'a/../../b.txt', 'a//b.txt']) {
      await expect(store.putBuffer(key, Buffer.from('x')), key).rejects.toThrow(/unsafe/);
    }
  });
});
