import { expect, type Locator } from '@playwright/test';

/**
 * What a render the user gets looks like, read from the served file: the frame size and rate by ffprobe (a downloaded
 * file), or the frame size by the browser's decoder (a <video>). What is expected is the server's render profile
 * (RENDER_PROFILE, decision 0034): `test` on the suite's server, `full` on the Stripe server, which keeps the one
 * full-size render.
 */

export type RenderProfileName = 'full' | 'test';

/** The frame sizes of a profile, from core's own table (loaded lazily: only the render specs need it). */
export async function renderProfile(name: RenderProfileName) {
  const { RENDER_PROFILES } = await import('../packages/core/src/render/renderer.ts');
  return RENDER_PROFILES[name];
}

/** Width, height and frame rate of the video stream of an MP4 on disk, by ffprobe. */
export async function probeVideoStream(file: string): Promise<{ width: number; height: number; fps: number }> {
  const { probe } = await import('@reelcraft/media');
  const video = (await probe(file)).streams.find((stream) => stream.codecType === 'video');
  expect(video, `${file} has a video stream`).toBeDefined();
  return { width: video?.width ?? 0, height: video?.height ?? 0, fps: Math.round(video?.frameRate ?? 0) };
}

/** The downloaded MP4 is a video of the profile's frame size and rate. */
export async function expectRenderedFile(file: string, profile: RenderProfileName): Promise<void> {
  const { video } = await renderProfile(profile);
  expect(await probeVideoStream(file), `frame size and rate of the ${profile}-profile render`).toEqual({
    width: video.width,
    height: video.height,
    fps: video.fps,
  });
}

/** The <video>'s decoded frame size, once its metadata has loaded. */
export async function decodedFrameSize(video: Locator): Promise<{ width: number; height: number }> {
  return video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<{ width: number; height: number }>((resolve, reject) => {
        const size = () => resolve({ width: element.videoWidth, height: element.videoHeight });
        if (element.readyState >= 1) return size();
        element.addEventListener('loadedmetadata', size, { once: true });
        element.addEventListener('error', () => reject(new Error(`video error ${element.error?.code}: ${element.error?.message}`)), { once: true });
        element.load();
      }),
  );
}

/** The <video> plays a render of the profile's frame size. */
export async function expectRenderedVideo(video: Locator, profile: RenderProfileName): Promise<void> {
  const { video: size } = await renderProfile(profile);
  expect(await decodedFrameSize(video), `frame size of the ${profile}-profile render`).toEqual({ width: size.width, height: size.height });
}
