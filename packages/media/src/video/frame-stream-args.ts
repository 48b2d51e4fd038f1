import { escapeFilterOptionValue } from '../ffmpeg/filter-escape.ts';
import { DEFAULT_VIDEO_ENCODING, encodeOutputArgs, type VideoEncoding } from '../meme/meme-args.ts';

/**
 * Pixel format of the frames we pipe in. Measured at 720×1280 with x264 veryfast (notes in ./README.md): rgba and
 * bgra cost the same in swscale (both have SIMD input converters), and converting to yuv420p in JS moved ~6–8 ms
 * per frame onto the drawing thread, which is the bottleneck, to save ~3 ms on FFmpeg's side. So we send RGBA,
 * which is also what the animator draws.
 */
export const FRAME_PIXEL_FORMAT = 'rgba';
export const FRAME_BYTES_PER_PIXEL = 4;

export interface FrameStreamArgsInput {
  width: number;
  height: number;
  fps: number;
  frameCount: number;
  /** Audio to mux, padded with silence or cut to the video's length; absent means generated silence. */
  audioPath?: string;
  /** ASS subtitles burned in with libass, using the fonts in fontsDir. */
  assPath?: string;
  fontsDir?: string;
  outputPath: string;
  /** A JPEG grabbed from the same filter graph (after the subtitles), so it looks like the video. */
  thumbnailPath?: string;
  thumbnailAtSeconds?: number;
  thumbnailWidth?: number;
  encoding?: Partial<VideoEncoding>;
}

/** Length of a stream of `frameCount` frames at `fps`. */
export function streamDurationSeconds(frameCount: number, fps: number): number {
  return frameCount / fps;
}

/**
 * Pure: the arguments (after the global flags) for the FFmpeg run that reads raw frames from stdin and encodes them
 * like the meme renderer (H.264 high/yuv420p, BT.601 TV range, AAC, faststart), with an optional thumbnail.
 */
export function buildFrameStreamArgs(input: FrameStreamArgsInput): string[] {
  const { width: w, height: h, fps, frameCount } = input;
  if (!Number.isInteger(w) || !Number.isInteger(h) || w < 16 || h < 16 || w % 2 || h % 2)
    throw new RangeError(`frame size must be even and at least 16: ${w}x${h}`);
  if (!(fps > 0 && fps <= 120)) throw new RangeError(`fps out of range: ${fps}`);
  if (!Number.isInteger(frameCount) || frameCount < 1) throw new RangeError(`frame count must be a positive integer: ${frameCount}`);
  if (input.assPath && !input.fontsDir) throw new RangeError('assPath needs fontsDir');
  const encoding = { ...DEFAULT_VIDEO_ENCODING, ...input.encoding };
  const durationSeconds = streamDurationSeconds(frameCount, fps);

  const args: string[] = ['-f', 'rawvideo', '-pix_fmt', FRAME_PIXEL_FORMAT, '-s', `${w}x${h}`, '-r', String(fps), '-i', 'pipe:0'];
  if (input.audioPath) args.push('-i', input.audioPath);
  else args.push('-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo');

  // Full-range sRGB in, BT.601 TV range out: the same conversion (and tags below) as the meme renderer.
  let video = '[0:v]scale=out_color_matrix=bt601:out_range=tv,format=yuv420p,setsar=1';
  if (input.assPath && input.fontsDir) {
    video += `,ass=filename=${escapeFilterOptionValue(input.assPath)}:fontsdir=${escapeFilterOptionValue(input.fontsDir)}`;
  }
  const graph: string[] = [];
  if (input.thumbnailPath) {
    const at = input.thumbnailAtSeconds ?? Math.min(1, durationSeconds / 2);
    const frame = Math.min(frameCount - 1, Math.max(0, Math.round(at * fps)));
    const tw = Math.max(2, Math.round((input.thumbnailWidth ?? 360) / 2) * 2);
    graph.push(`${video},split=2[vout][vthumb]`);
    // The mjpeg encoder of older FFmpeg builds only takes full-range "yuvj" input.
    graph.push(`[vthumb]trim=start_frame=${frame}:end_frame=${frame + 1},scale=${tw}:-2:out_range=full,format=yuvj420p[thumb]`);
  } else {
    graph.push(`${video}[vout]`);
  }
  // apad: audio shorter than the video continues as silence; -t below cuts everything to the video's length.
  graph.push(input.audioPath ? '[1:a]aresample=48000,apad[aout]' : '[1:a]anull[aout]');
  args.push('-filter_complex', graph.join(';'));

  args.push(...encodeOutputArgs({ durationSeconds, fps, encoding, outputPath: input.outputPath, thumbnailPath: input.thumbnailPath }));
  return args;
}
