import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { i18n, setLocale } from '../../lib/i18n.ts';
import { FIRST_VIDEO_IMAGE_MAX_BYTES, IMAGE_MAX_BYTES, isFaceError, precheckImage } from './photo-checks.ts';

const MB = 1024 * 1024;

/** A file of `bytes` bytes without allocating them. */
function photo(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

beforeEach(() => setLocale('en'));

describe('precheckImage', () => {
  it('lets JPEG, PNG and WebP within the limit through', () => {
    expect(precheckImage(photo('me.jpg', 'image/jpeg', 2 * MB), FIRST_VIDEO_IMAGE_MAX_BYTES)).toBeNull();
    expect(precheckImage(photo('me.png', 'image/png', FIRST_VIDEO_IMAGE_MAX_BYTES), FIRST_VIDEO_IMAGE_MAX_BYTES)).toBeNull();
    expect(precheckImage(photo('me.webp', 'image/webp', 9 * MB))).toBeNull();
  });

  it('refuses a first-video photo over 3 MB with the translated size error, naming 3 MB', () => {
    const error = precheckImage(photo('me.jpg', 'image/jpeg', FIRST_VIDEO_IMAGE_MAX_BYTES + 1), FIRST_VIDEO_IMAGE_MAX_BYTES);
    expect(error?.code).toBe('IMAGE_TOO_LARGE');
    expect(errorMessage(error, i18n.t)).toBe('The photo is too large. Use a photo up to 3 MB');
    setLocale('ru');
    expect(errorMessage(error, i18n.t)).toBe('Фото слишком большое. Загрузите фото до 3 МБ');
  });

  it('uses the general 10 MB limit by default', () => {
    expect(precheckImage(photo('big.jpg', 'image/jpeg', 4 * MB))).toBeNull();
    const error = precheckImage(photo('huge.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1));
    expect(errorMessage(error, i18n.t)).toBe('The photo is too large. Use a photo up to 10 MB');
  });

  it('refuses other formats before their size, with the translated format error', () => {
    for (const [name, type] of [
      ['anim.gif', 'image/gif'],
      ['iphone.heic', 'image/heic'],
      ['doc.pdf', 'application/pdf'],
    ]) {
      const error = precheckImage(photo(name as string, type as string, 50 * MB), FIRST_VIDEO_IMAGE_MAX_BYTES);
      expect(error?.code, name).toBe('IMAGE_UNSUPPORTED_TYPE');
      expect(errorMessage(error, i18n.t)).toBe('This format is not supported. Use a JPEG, PNG or WebP photo');
    }
  });

  it('judges a file without a declared type by its name', () => {
    expect(precheckImage(photo('portrait.JPEG', '', MB), FIRST_VIDEO_IMAGE_MAX_BYTES)).toBeNull();
    expect(precheckImage(photo('portrait.bmp', '', MB), FIRST_VIDEO_IMAGE_MAX_BYTES)?.code).toBe('IMAGE_UNSUPPORTED_TYPE');
  });
});

describe('isFaceError', () => {
  it('recognises the four face refusals and nothing else', () => {
    for (const code of ['FACE_NOT_FOUND', 'FACE_SEVERAL', 'FACE_TOO_SMALL', 'FACE_BLURRED']) {
      expect(isFaceError(new ApiError(code, 422, code))).toBe(true);
    }
    expect(isFaceError(new ApiError('IMAGE_TOO_LARGE', 400, 'x'))).toBe(false);
    expect(isFaceError(new Error('FACE_NOT_FOUND'))).toBe(false);
    expect(isFaceError(null)).toBe(false);
  });
});
