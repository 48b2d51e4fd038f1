import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('says which FFmpeg is used, how old it is, and who decodes uploads', async () => {
    const response = await t.call('GET', '/api/health');
    const body = (await response.json()) as { ffmpeg: Record<string, unknown> };
    expect(body.ffmpeg).toMatchObject({
      source: expect.stringMatching(/^(explicit|system|bundled)$/),
      current: expect.any(Boolean),
      upload_decoder: expect.stringMatching(/^(native|sandbox)$/),
    });
    // The endpoint is public: where the binary lives stays in the operator's log.
    expect(body.ffmpeg).not.toHaveProperty('path');
    // An old binary never decodes uploads.
    if (!body.ffmpeg.current) expect(body.ffmpeg.upload_decoder).toBe('sandbox');
  });
});
