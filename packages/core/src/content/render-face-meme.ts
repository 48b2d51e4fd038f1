import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@reelcraft/contract';
import { makeWorkDir } from '@reelcraft/media';
import type { Core } from '../context.ts';
import { readStoredBuffer, usableFaceOf } from '../media-library/photo-face.ts';
import { findUserImage } from '../media-library/user-media.repository.ts';
import type { WriterResult } from '../writer/writer.schema.ts';
import { memeRenderParts, type RenderedVideo, storeRenderedVideo } from './render-meme-video.ts';
import type { SuggestionRow } from './suggestions.repository.ts';
import { throttledProgress } from './throttled-progress.ts';

/**
 * A face meme: the user's face cut out with a soft mask, made the star of a meme composition with the writer's
 * caption, rendered like any meme (MP4 + JPG).
 */
export async function renderFaceMemeVideo(
  core: Core,
  row: SuggestionRow,
  result: WriterResult,
  progress: (percent: number, stage: string) => Promise<void>,
  signal?: AbortSignal,
): Promise<RenderedVideo> {
  if (!result.meme) throw new Error('the writer returned no meme text');
  const imageId = typeof row.request.image_id === 'string' ? row.request.image_id : '';
  const image = await findUserImage(core.db, row.userId, imageId);
  if (!image) throw new AppError('NOT_FOUND', { field: 'image_id' });
  const face = await usableFaceOf(core, image);
  const work = await makeWorkDir('face-meme');
  try {
    await progress(15, 'rendering');
    const outputPath = path.join(work, 'meme.mp4');
    const thumbnailPath = path.join(work, 'meme.jpg');
    const throttled = throttledProgress((fraction) => progress(15 + fraction * 80, 'rendering'));
    const { audio, captions, shared } = await memeRenderParts(core, row, { ...result, meme: result.meme }, work, signal);
    const rendered = await core.renderer.faceMeme({
      photo: await readStoredBuffer(core, image.storageKey),
      face,
      seed: createHash('sha256').update(row.id).digest().readUInt32LE(0),
      ...shared,
      outputPath,
      thumbnailPath,
      workDir: path.join(work, 'scratch'),
      onProgress: throttled.report,
      ...(signal ? { signal } : {}),
    });
    await throttled.flush();
    await progress(96, 'storing');
    return {
      ...(await storeRenderedVideo(core, row, 'face-meme', outputPath, thumbnailPath, rendered.durationSeconds, signal)),
      sound: audio.sound,
      captions: captions.stored,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
