import { describe, expect, it } from 'vitest';
import { isCurrentFfmpeg, parseFfmpegVersion } from './ffmpeg-version.ts';

const banners = {
  npmStatic2018: 'ffmpeg version N-47683-g0e8eb07980-static https://johnvansickle.com/ffmpeg/  Copyright (c) 2000-2018 the FFmpeg developers',
  debian12: 'ffmpeg version 5.1.8-0+deb12u1 Copyright (c) 2000-2025 the FFmpeg developers',
  ubuntu2204: 'ffmpeg version 4.4.2-0ubuntu0.22.04.1 Copyright (c) 2000-2021 the FFmpeg developers',
  wasm: 'ffmpeg version 5.1.4 Copyright (c) 2000-2023 the FFmpeg developers',
  tagged: 'ffmpeg version n7.1 Copyright (c) 2000-2024 the FFmpeg developers',
  snapshot2023: 'ffprobe version N-66595-gc2b38619c0-static https://johnvansickle.com/ffmpeg/  Copyright (c) 2007-2023 the FFmpeg developers',
  oldMajorNewYear: 'ffmpeg version 4.4.5 Copyright (c) 2000-2024 the FFmpeg developers',
};

describe('parseFfmpegVersion', () => {
  it('reads release, major and source year from the banner', () => {
    expect(parseFfmpegVersion(`${banners.debian12}\nbuilt with gcc 12`)).toEqual({ version: '5.1.8-0+deb12u1', major: 5, year: 2025 });
    expect(parseFfmpegVersion(banners.tagged)).toEqual({ version: 'n7.1', major: 7, year: 2024 });
    expect(parseFfmpegVersion(banners.npmStatic2018)).toEqual({ version: 'N-47683-g0e8eb07980-static', major: null, year: 2018 });
    expect(parseFfmpegVersion(banners.snapshot2023)).toMatchObject({ major: null, year: 2023 });
  });

  it('refuses output that is not an FFmpeg banner', () => {
    expect(parseFfmpegVersion('')).toBeNull();
    expect(parseFfmpegVersion('bash: ffmpeg: command not found')).toBeNull();
    expect(parseFfmpegVersion('avconv version 12')).toBeNull();
  });
});

describe('isCurrentFfmpeg', () => {
  it('the 2018 npm build is old; Debian 12 and recent releases are current', () => {
    expect(isCurrentFfmpeg(parseFfmpegVersion(banners.npmStatic2018))).toBe(false);
    expect(isCurrentFfmpeg(parseFfmpegVersion(banners.debian12))).toBe(true);
    expect(isCurrentFfmpeg(parseFfmpegVersion(banners.tagged))).toBe(true);
    expect(isCurrentFfmpeg(parseFfmpegVersion(banners.wasm))).toBe(true);
  });

  it('an old major is old even when rebuilt recently; a 2021 source is old', () => {
    expect(isCurrentFfmpeg(parseFfmpegVersion(banners.oldMajorNewYear))).toBe(false);
    expect(isCurrentFfmpeg(parseFfmpegVersion(banners.ubuntu2204))).toBe(false);
  });

  it('a snapshot counts by its year; an unknown age is never current', () => {
    expect(isCurrentFfmpeg(parseFfmpegVersion(banners.snapshot2023))).toBe(true);
    expect(isCurrentFfmpeg({ version: 'x', major: 6, year: null })).toBe(false);
    expect(isCurrentFfmpeg(null)).toBe(false);
  });
});
