import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { installFileFetch } from './file-fetch.ts';

describe('installFileFetch', () => {
  const realFetch = globalThis.fetch;
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  it('serves file: URLs from disk and hands every other URL to the previous fetch', async () => {
    // Runs in its own forked process (vitest pool 'forks'), so replacing the global cannot leak into other files.
    const previous = vi.fn(async () => new Response('from network'));
    globalThis.fetch = previous;
    installFileFetch();
    installFileFetch(); // twice: must not wrap itself

    const dir = await mkdtemp(path.join(tmpdir(), 'file-fetch-'));
    try {
      const file = path.join(dir, 'model.json');
      await writeFile(file, '{"ok":true}');
      const response = await fetch(pathToFileURL(file).href);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      expect((await fetch(pathToFileURL(path.join(dir, 'missing.bin')))).status).toBe(404);
      expect(previous).not.toHaveBeenCalled();

      expect(await (await fetch('http://127.0.0.1:9/x')).text()).toBe('from network');
      expect(previous).toHaveBeenCalledTimes(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
