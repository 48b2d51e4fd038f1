import type { FfmpegInfo } from '@reelcraft/media';
import { describe, expect, it, vi } from 'vitest';
import type { Core } from '../context.ts';
import { ffmpegHealth, logFfmpegAtStartup } from './check-health.ts';

const old: FfmpegInfo = {
  ffmpeg: { path: '/n/ffmpeg', source: 'bundled', version: 'N-47683-g0e8eb07980-static', year: 2018, current: false },
  ffprobe: { path: '/n/ffprobe', source: 'bundled', version: 'N-66595', year: 2023, current: true },
  uploadDecoder: 'sandbox',
};
const current: FfmpegInfo = {
  ffmpeg: { path: 'ffmpeg', source: 'system', version: '5.1.8-0+deb12u1', year: 2025, current: true },
  ffprobe: { path: 'ffprobe', source: 'system', version: '5.1.8-0+deb12u1', year: 2025, current: true },
  uploadDecoder: 'native',
};

function fakeCore(nodeEnv: 'production' | 'development') {
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return { core: { logger, config: { NODE_ENV: nodeEnv } } as unknown as Pick<Core, 'logger' | 'config'>, logger };
}

describe('FFmpeg at start-up and in health', () => {
  it('health names the binary, its age and who decodes uploads, but not where it lives', () => {
    expect(ffmpegHealth(old)).toEqual({
      source: 'bundled',
      version: 'N-47683-g0e8eb07980-static',
      year: 2018,
      current: false,
      upload_decoder: 'sandbox',
    });
    expect(ffmpegHealth(current)).toMatchObject({ current: true, upload_decoder: 'native' });
  });

  it('an old binary in production is an error-level line that says OLD FFMPEG', () => {
    const { core, logger } = fakeCore('production');
    logFfmpegAtStartup(core, old);
    expect(logger.error).toHaveBeenCalledOnce();
    expect(logger.error.mock.calls[0]![1]).toMatch(/OLD FFMPEG IN PRODUCTION.*2018.*\/n\/ffmpeg/);
    expect(logger.error.mock.calls[0]![0]).toMatchObject({ ffmpeg: { verdict: 'old', upload_decoder: 'sandbox' } });
  });

  it('outside production an old binary is a warning; a current one is an info line', () => {
    const dev = fakeCore('development');
    logFfmpegAtStartup(dev.core, old);
    expect(dev.logger.warn).toHaveBeenCalledOnce();
    expect(dev.logger.error).not.toHaveBeenCalled();
    const prod = fakeCore('production');
    logFfmpegAtStartup(prod.core, current);
    expect(prod.logger.info.mock.calls[0]![1]).toMatch(/5\.1\.8.*current/);
    expect(prod.logger.error).not.toHaveBeenCalled();
  });
});
