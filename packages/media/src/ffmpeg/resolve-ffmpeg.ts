import { spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, copyFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type BinarySource = 'explicit' | 'system' | 'bundled';

export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe: string;
  sources: { ffmpeg: BinarySource; ffprobe: BinarySource };
}

export interface ResolveFfmpegOptions {
  /** Use this ffmpeg executable (e.g. from configuration) instead of looking for one. */
  ffmpegPath?: string;
  ffprobePath?: string;
  /** 'system' (default): a binary on PATH wins, the npm-shipped one is the fallback. 'bundled': always the npm one. */
  prefer?: 'system' | 'bundled';
}

const require = createRequire(import.meta.url);
const cache = new Map<string, FfmpegBinaries>();

/** Finds ffmpeg and ffprobe: explicit paths, else the system binaries on PATH, else the ones shipped in npm packages. */
export function resolveFfmpeg(options: ResolveFfmpegOptions = {}): FfmpegBinaries {
  const key = JSON.stringify([options.ffmpegPath, options.ffprobePath, options.prefer ?? 'system']);
  const cached = cache.get(key);
  if (cached) return cached;
  const ffmpeg = locate('ffmpeg', options.ffmpegPath, options.prefer);
  const ffprobe = locate('ffprobe', options.ffprobePath, options.prefer);
  const result: FfmpegBinaries = { ffmpeg: ffmpeg.path, ffprobe: ffprobe.path, sources: { ffmpeg: ffmpeg.source, ffprobe: ffprobe.source } };
  cache.set(key, result);
  return result;
}

function locate(name: 'ffmpeg' | 'ffprobe', explicit: string | undefined, prefer: 'system' | 'bundled' = 'system'): { path: string; source: BinarySource } {
  if (explicit) return { path: explicit, source: 'explicit' };
  // Spawning the bare name lets the OS search PATH for us; a zero exit proves the binary actually runs.
  if (prefer === 'system' && runsOk(name)) return { path: name, source: 'system' };
  const bundled = bundledPath(name);
  if (bundled) return { path: ensureExecutable(bundled), source: 'bundled' };
  if (prefer === 'bundled' && runsOk(name)) return { path: name, source: 'system' };
  throw new Error(`${name} not found: install it on PATH or install the @${name}-installer/${name} npm package`);
}

function runsOk(command: string): boolean {
  const result = spawnSync(command, ['-version'], { stdio: 'ignore', timeout: 15_000, windowsHide: true });
  return !result.error && result.status === 0;
}

function bundledPath(name: 'ffmpeg' | 'ffprobe'): string | null {
  try {
    const mod: unknown = require(`@${name}-installer/${name}`);
    if (typeof mod === 'object' && mod !== null && 'path' in mod && typeof mod.path === 'string') return mod.path;
  } catch {
    // The installer package throws a plain string on unsupported platforms; fall through to "not found".
  }
  return null;
}

/**
 * npm may skip the installer's chmod postinstall (--ignore-scripts, some package managers, archives that lose
 * modes), leaving a binary we cannot execute. Fix the mode in place when we own the file, else run a private copy.
 */
export function ensureExecutable(file: string): string {
  if (process.platform === 'win32' || isExecutable(file)) return file;
  try {
    chmodSync(file, 0o755);
    if (isExecutable(file)) return file;
  } catch {
    // not ours (read-only node_modules or another owner): copy below
  }
  const { size, mtimeMs } = statSync(file);
  const dir = path.join(tmpdir(), `reelcraft-bin-${process.getuid?.() ?? 'u'}`);
  const target = path.join(dir, `${path.basename(file)}-${size}-${Math.round(mtimeMs)}`);
  if (isExecutable(target)) return target;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const partial = `${target}.${process.pid}.part`;
  copyFileSync(file, partial);
  chmodSync(partial, 0o755);
  renameSync(partial, target);
  return target;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
