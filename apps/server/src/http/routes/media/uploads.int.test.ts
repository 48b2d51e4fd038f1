import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, postForm, signUp, type TestApp } from '../../../testing/index.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, { email: 'uploads@example.com' })).token;
});
afterAll(() => t.close());

/** A multipart POST as the signed-in user; every Buffer is sent as a file named photo.png. */
function post(path: string, fields: Record<string, string | Buffer>): Promise<Response> {
  const form = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? value : { data: value, name: 'photo.png' }]),
  );
  return postForm(t, path, form, token);
}

/** The PNG with the first chunk of its pixel data overwritten: its header still reads, decoding it fails. */
function withGarbledPixels(png: Buffer): Buffer {
  const idat = png.indexOf('IDAT');
  const garbled = Buffer.from(png);
  randomBytes(png.readUInt32BE(idat - 4)).copy(garbled, idat + 4);
  return garbled;
}

/** A PNG of random pixels (incompressible) of about `megabytes` MB. */
async function noisePng(megabytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt((megabytes * 1024 * 1024) / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

// Every route that takes a photo, with the fields it needs besides the photo.
const photoRoutes: [string, Record<string, string>][] = [
  ['/api/users/images', {}],
  ['/api/suggestions/generate-face-meme', { language: 'en' }],
];

describe('photo uploads: the spec allows 10 MB on every route that takes a photo', () => {
  let eightMb: Buffer;
  beforeAll(async () => {
    eightMb = await noisePng(8);
    expect(eightMb.length).toBeGreaterThan(8 * 1024 * 1024);
    expect(eightMb.length).toBeLessThan(9 * 1024 * 1024);
  });

  it.each(photoRoutes)('%s accepts an 8 MB photo (the JSON body limit does not apply)', async (path, fields) => {
    const response = await post(path, { ...fields, image: eightMb });
    // Noise has no face: the face meme refuses it for that reason, after reading and decoding the whole photo.
    if (path.includes('face-meme')) {
      expect(response.status).toBe(422);
      expect(await errorCode(response)).toBe('FACE_NOT_FOUND');
    } else {
      expect(response.status).toBe(201);
    }
  });

  it.each(photoRoutes)('%s refuses 11 MB with IMAGE_TOO_LARGE', async (path, fields) => {
    const response = await post(path, { ...fields, image: randomBytes(11 * 1024 * 1024) });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('IMAGE_TOO_LARGE');
  });

  it('other routes keep the 1 MB JSON limit', async () => {
    const response = await t.call('POST', '/api/suggestions/draft', { padding: 'x'.repeat(1024 * 1024 + 10) }, token);
    expect(response.status).toBe(413);
    expect(await errorCode(response)).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('body limits cost nothing on requests without a body', () => {
  it('no API request reads its body stream just to check the limit (on Node that built a Request per GET: the soak leak)', async () => {
    for (const path of ['/api/health', '/api/user', '/api/suggestions', '/api/no-such-route']) {
      const request = new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } });
      let reads = 0;
      Object.defineProperty(request, 'body', {
        get() {
          reads += 1;
          return null;
        },
      });
      await t.app.fetch(request);
      expect({ path, reads }).toEqual({ path, reads: 0 });
    }
  });
});

describe('decompression bombs', () => {
  it.each(photoRoutes)('%s refuses a 6300×6300 PNG of ~100 KB by its header, before decoding it', async (path, fields) => {
    const bomb = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(200 * 1024);
    const response = await post(path, { ...fields, image: bomb });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('IMAGE_TOO_MANY_PIXELS');
    // Decoding 40 MP would take seconds and ~200 MB. The same bomb with pixel data no decoder can read is refused for
    // its size just the same: the answer comes from the header alone (a decode would fail with a read error first).
    const undecodable = await post(path, { ...fields, image: withGarbledPixels(bomb) });
    expect(undecodable.status).toBe(400);
    expect(await errorCode(undecodable)).toBe('IMAGE_TOO_MANY_PIXELS');
  });
});
