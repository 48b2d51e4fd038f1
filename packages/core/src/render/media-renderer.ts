import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { reframeTalkingHead, renderBuiltinBackground, renderFaceMeme, renderMeme, renderTalkingInWorker } from '@reelcraft/media';
import type { RenderOutput, RenderProfile, Renderer } from './renderer.ts';

/** The Renderer over @reelcraft/media: each call gets the profile's frame size, rate and encoding, nothing else changes. */
export function createMediaRenderer(profile: RenderProfile): Renderer {
  const { video, trendPreview } = profile;
  const frame = { width: video.width, height: video.height, fps: video.fps, encoding: video.encoding };
  return {
    profile,

    async meme(input) {
      const { durationSeconds } = await renderMeme({ ...input, ...frame, thumbnailWidth: video.thumbnailWidth, ...output(input) });
      return { durationSeconds };
    },

    async faceMeme(input) {
      const { durationSeconds } = await renderFaceMeme({ ...input, ...frame, thumbnailWidth: video.thumbnailWidth, ...output(input) });
      return { durationSeconds };
    },

    async talking(input) {
      // In a worker thread: drawing the frames is synchronous work that would stall the server's event loop.
      const { durationSeconds } = await renderTalkingInWorker({ ...input, ...frame, thumbnailWidth: video.thumbnailWidth, ...output(input) });
      return { durationSeconds };
    },

    async reframeTalkingHead(input) {
      const { durationSeconds } = await reframeTalkingHead({ ...input, ...frame, thumbnailWidth: video.thumbnailWidth, ...output(input) });
      return { durationSeconds };
    },

    async trendPreview(input) {
      const { width, height, fps } = trendPreview;
      const scratch = input.workDir ?? path.dirname(input.outputPath);
      await mkdir(scratch, { recursive: true });
      const backgroundPath = path.join(scratch, 'trend-background.jpg');
      // 1.5× the frame: room for the slow zoom without visible steps (as renderMeme does for photos).
      await writeFile(backgroundPath, await renderBuiltinBackground({ style: input.background, seed: input.seed, width: width * 1.5, height: height * 1.5 }));
      const { durationSeconds } = await renderMeme({
        background: { kind: 'image', path: backgroundPath, motion: 'kenburns' },
        topText: input.title,
        subtitleLines: input.hook ? [input.hook] : [],
        durationSeconds: input.durationSeconds,
        width,
        height,
        fps,
        encoding: trendPreview.encoding,
        thumbnailWidth: trendPreview.thumbnailWidth,
        ...output(input),
      });
      return { durationSeconds };
    },
  };
}

/** The output fields, with the optional ones left out rather than set to undefined (exactOptionalPropertyTypes). */
function output(input: RenderOutput) {
  return {
    outputPath: input.outputPath,
    thumbnailPath: input.thumbnailPath,
    ...(input.workDir ? { workDir: input.workDir } : {}),
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  };
}
