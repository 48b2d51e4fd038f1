import { spawnSync } from 'node:child_process';
import { resolveFfmpeg, type BinarySource, type ResolveFfmpegOptions } from './resolve-ffmpeg.ts';

/**
 * "Current" FFmpeg, the one we let decode untrusted uploads directly: release major ≥ 5 (5.1 is the oldest line
 * still receiving security fixes from FFmpeg and Debian) and built from sources dated 2022 or later (the year in
 * its "Copyright (c) 2000-YYYY" banner). Git snapshots ("N-12345-g…") have no major, so only the year counts.
 * The npm static build (`@ffmpeg-installer`, "N-47683…", 2018) fails this and never sees an upload.
 */
export const CURRENT_FFMPEG = { minMajor: 5, minYear: 2022 } as const;

export interface FfmpegVersion {
  /** What follows "ffmpeg version" / "ffprobe version", e.g. "5.1.8-0+deb12u1" or "N-47683-g0e8eb07980-static". */
  version: string;
  /** Release major, or null for git snapshots. */
  major: number | null;
  /** Last year of the copyright banner: the age of the sources. */
  year: number | null;
}

/** Pure: reads the first line of `ffmpeg -version` (or ffprobe). Null when it is not FFmpeg's banner. */
export function parseFfmpegVersion(output: string): FfmpegVersion | null {
  const firstLine = output.split(/\r?\n/, 1)[0] ?? '';
  const banner = /^ff(?:mpeg|probe) version (\S+)/.exec(firstLine);
  if (!banner) return null;
  const version = banner[1]!;
  // Release tags look like "5.1.4", "n6.0", "7.1-static", "4.4.2-0ubuntu0.22.04.1".
  const release = /^n?(\d+)\.\d+/.exec(version);
  const years = /Copyright \(c\) (?:\d{4}-)?(\d{4})/.exec(firstLine);
  return { version, major: release ? Number(release[1]) : null, year: years ? Number(years[1]) : null };
}

/** Pure: whether this version may decode untrusted input (see CURRENT_FFMPEG). Unknown ages are not current. */
export function isCurrentFfmpeg(version: FfmpegVersion | null): boolean {
  if (!version || version.year === null || version.year < CURRENT_FFMPEG.minYear) return false;
  return version.major === null || version.major >= CURRENT_FFMPEG.minMajor;
}

export interface FfmpegBinaryInfo {
  path: string;
  source: BinarySource;
  version: string | null;
  year: number | null;
  current: boolean;
}

export interface FfmpegInfo {
  ffmpeg: FfmpegBinaryInfo;
  ffprobe: FfmpegBinaryInfo;
  /**
   * How uploads are decoded: 'native' when both binaries are current; else 'sandbox' (FFmpeg compiled to WASM in a
   * worker thread turns the upload into plain PCM WAV, which only then reaches the native binary).
   */
  uploadDecoder: 'native' | 'sandbox';
}

const infoCache = new Map<string, FfmpegInfo>();

/** Which FFmpeg this process uses and whether it is current; runs `-version` once per binary and caches the answer. */
export function describeFfmpeg(options: ResolveFfmpegOptions = {}): FfmpegInfo {
  const key = JSON.stringify([options.ffmpegPath, options.ffprobePath, options.prefer ?? 'system']);
  const cached = infoCache.get(key);
  if (cached) return cached;
  const binaries = resolveFfmpeg(options);
  const ffmpeg = inspect(binaries.ffmpeg, binaries.sources.ffmpeg);
  const ffprobe = inspect(binaries.ffprobe, binaries.sources.ffprobe);
  const info: FfmpegInfo = { ffmpeg, ffprobe, uploadDecoder: ffmpeg.current && ffprobe.current ? 'native' : 'sandbox' };
  infoCache.set(key, info);
  return info;
}

function inspect(program: string, source: BinarySource): FfmpegBinaryInfo {
  const result = spawnSync(program, ['-version'], { encoding: 'utf8', timeout: 15_000, windowsHide: true });
  const parsed = result.error ? null : parseFfmpegVersion(result.stdout ?? '');
  return { path: program, source, version: parsed?.version ?? null, year: parsed?.year ?? null, current: isCurrentFfmpeg(parsed) };
}
