import type { Health } from '@reelcraft/contract';
import { describeFfmpeg, type FfmpegInfo } from '@reelcraft/media';
import type { Core } from '../context.ts';

/** Database round-trip, queue state and the FFmpeg in use for /api/health. */
export async function checkHealth(core: Core, info: { version: string; role: string }): Promise<Health> {
  const started = performance.now();
  let databaseOk = true;
  try {
    await core.database.executeSql('SELECT 1');
  } catch {
    databaseOk = false;
  }
  const latency = Math.round((performance.now() - started) * 100) / 100;
  let queue = { ok: false, queued: 0, active: 0, failed: 0 };
  if (databaseOk) {
    try {
      queue = { ok: true, ...(await core.queue.counts()) };
    } catch {
      queue.ok = false;
    }
  }
  return {
    status: databaseOk && queue.ok ? 'ok' : 'degraded',
    version: info.version,
    role: info.role,
    database: { ok: databaseOk, kind: core.database.kind, latency_ms: latency },
    queue,
    ffmpeg: ffmpegHealth(describeFfmpeg()),
  };
}

/** The health/start-up view of the FFmpeg binary: an old one is fine for rendering our own files, not for uploads. */
export function ffmpegHealth(info: FfmpegInfo): Health['ffmpeg'] {
  // No filesystem path here: /api/health is public, and where the binary lives is the operator's business.
  const { source, version, year, current } = info.ffmpeg;
  return { source, version, year, current, upload_decoder: info.uploadDecoder };
}

/**
 * One start-up line naming the FFmpeg in use. An old binary is tolerated (it only ever reads files we made: uploads
 * go through the WASM sandbox first), but in production it is a loud warning: it still renders every video and a
 * current build is one package install away.
 */
export function logFfmpegAtStartup(core: Pick<Core, 'logger' | 'config'>, info: FfmpegInfo = describeFfmpeg()): void {
  const ffmpeg = { ...ffmpegHealth(info), path: info.ffmpeg.path };
  const fields = { ffmpeg: { ...ffmpeg, verdict: ffmpeg.current ? 'current' : 'old' } };
  if (ffmpeg.current) core.logger.info(fields, `FFmpeg ${ffmpeg.version} (${ffmpeg.year}) at ${ffmpeg.path}: current; uploads decoded natively`);
  else if (core.config.NODE_ENV === 'production') {
    core.logger.error(
      fields,
      `OLD FFMPEG IN PRODUCTION: ${ffmpeg.version ?? 'unknown version'} (${ffmpeg.year ?? 'unknown year'}) at ${ffmpeg.path}. ` +
        'Uploads are decoded in the slower WASM sandbox instead; install a current FFmpeg (e.g. apt-get install ffmpeg, ≥ 5.1) on PATH.',
    );
  } else {
    core.logger.warn(
      fields,
      `FFmpeg ${ffmpeg.version ?? 'unknown'} (${ffmpeg.year ?? '?'}) at ${ffmpeg.path} is old: uploads are decoded in the WASM sandbox. ` +
        'No current FFmpeg on PATH: install one (≥ 5, e.g. apt-get install ffmpeg), as production and CI have.',
    );
  }
}
