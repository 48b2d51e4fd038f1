import { escapeFilterOptionValue, formatSeconds } from '../ffmpeg/filter-escape.ts';

/**
 * Video settings. veryfast is the measured sweet spot on a 2-core machine: a mostly static frame with moving
 * captions encodes ~3× faster than real time at 720×1280, and files stay ~half the size of superfast/ultrafast.
 */
export const DEFAULT_VIDEO_ENCODING = { preset: 'veryfast', crf: 23, audioBitrate: '128k' } as const;

/** The slow centred zoom of still backgrounds: 1.00 at the first frame, this at the last. */
export const MEME_KEN_BURNS_ZOOM = 1.08;

export interface VideoEncoding {
  preset: string;
  crf: number;
  audioBitrate: string;
  /** x264 threads; undefined lets x264 choose (1.5 × cores). */
  threads?: number;
}

export type MemeBackgroundInput =
  /** A prepared still image. 'kenburns' zooms slowly into it (the still should be larger than the output for smoothness). */
  | { kind: 'still'; path: string; motion: 'none' | 'kenburns' }
  /** A video clip, looped when shorter than the meme and cover-cropped to the frame. */
  | { kind: 'video'; path: string };

export interface MemeArgsInput {
  background: MemeBackgroundInput;
  /** ASS subtitles (captions and top text), burned in with libass. */
  assPath: string;
  fontsDir: string;
  /** An audio bed, padded with silence to the video's length; absent means generated silence. */
  audioPath?: string;
  width: number;
  height: number;
  fps: number;
  durationSeconds: number;
  outputPath: string;
  /** A JPEG frame grabbed from the same filter graph, so it costs no second decode. */
  thumbnail?: { path: string; atSeconds: number; width: number };
  encoding?: Partial<VideoEncoding>;
}

/** Pure: the arguments (after the global flags) for the single FFmpeg run that renders a meme and its thumbnail. */
export function buildMemeArgs(input: MemeArgsInput): string[] {
  const { width: w, height: h, fps, durationSeconds } = input;
  if (w % 2 || h % 2) throw new RangeError(`frame size must be even for yuv420p: ${w}x${h}`);
  if (!(durationSeconds > 0)) throw new RangeError(`duration must be positive: ${durationSeconds}`);
  const encoding = { ...DEFAULT_VIDEO_ENCODING, ...input.encoding };
  const frames = Math.max(1, Math.round(durationSeconds * fps));
  const args: string[] = [];

  // Convert colours once per source frame (601 matrix, TV range: what libass blends in and what we tag below).
  const toYuv = 'out_color_matrix=bt601:out_range=tv';
  let video: string;
  if (input.background.kind === 'still') {
    // Decode the still once and repeat it in the graph: `-loop 1` would decode the file again for every frame.
    args.push('-f', 'image2', '-pattern_type', 'none', '-framerate', String(fps), '-i', input.background.path);
    if (input.background.motion === 'kenburns') {
      // Zoom 1.00 → 1.08 over the whole video, centred; zoompan resamples each frame down to the output size.
      const zoom = `z=1+${Math.round((MEME_KEN_BURNS_ZOOM - 1) * 1000) / 1000}*on/${frames}:x=iw/2-iw/zoom/2:y=ih/2-ih/zoom/2:d=1:s=${w}x${h}:fps=${fps}`;
      video = `[0:v]scale=${toYuv},format=yuv420p,loop=loop=-1:size=1:start=0,zoompan=${zoom},setsar=1`;
    } else {
      video = `[0:v]scale=${w}:${h}:${toYuv},format=yuv420p,setsar=1,loop=loop=-1:size=1:start=0`;
    }
  } else {
    args.push('-stream_loop', '-1', '-i', input.background.path);
    video = `[0:v]fps=${fps},scale=${w}:${h}:force_original_aspect_ratio=increase:${toYuv},crop=${w}:${h},setsar=1,format=yuv420p`;
  }

  if (input.audioPath) args.push('-i', input.audioPath);
  else args.push('-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo');

  const subtitles = `ass=filename=${escapeFilterOptionValue(input.assPath)}:fontsdir=${escapeFilterOptionValue(input.fontsDir)}`;
  const graph: string[] = [];
  if (input.thumbnail) {
    const frame = Math.min(frames - 1, Math.max(0, Math.round(input.thumbnail.atSeconds * fps)));
    const tw = Math.max(2, Math.round(input.thumbnail.width / 2) * 2);
    graph.push(`${video},${subtitles},split=2[vout][vthumb]`);
    // The mjpeg encoder of older FFmpeg builds only takes full-range "yuvj" input.
    graph.push(`[vthumb]trim=start_frame=${frame}:end_frame=${frame + 1},scale=${tw}:-2:out_range=full,format=yuvj420p[thumb]`);
  } else {
    graph.push(`${video},${subtitles}[vout]`);
  }
  // apad: a bed shorter than the video continues as silence; -t below cuts everything to the same length.
  graph.push(input.audioPath ? '[1:a]aresample=48000,apad[aout]' : '[1:a]anull[aout]');
  args.push('-filter_complex', graph.join(';'));

  args.push(...encodeOutputArgs({ durationSeconds, fps, encoding, outputPath: input.outputPath, thumbnailPath: input.thumbnail?.path }));
  return args;
}

/**
 * The output half of every render: map the graph's [vout]/[aout] (and [thumb]), cut to the duration, and encode
 * H.264 high / yuv420p with honest colour tags, AAC 48 kHz stereo, faststart MP4 (plus the JPEG thumbnail).
 */
export function encodeOutputArgs(input: {
  durationSeconds: number;
  fps: number;
  encoding: VideoEncoding;
  outputPath: string;
  thumbnailPath?: string | undefined;
}): string[] {
  const { durationSeconds, fps, encoding } = input;
  // prettier-ignore
  const args = [
    '-map', '[vout]',
    '-map', '[aout]',
    '-t', formatSeconds(durationSeconds),
    '-map_metadata', '-1',
    '-map_chapters', '-1',
    '-c:v', 'libx264',
    '-preset', encoding.preset,
    '-crf', String(encoding.crf),
    '-profile:v', 'high',
    '-pix_fmt', 'yuv420p',
    '-r', String(fps),
    '-g', String(Math.round(fps * 4)),
    ...(encoding.threads ? ['-threads', String(encoding.threads)] : []),
    // sRGB sources converted with the BT.601 matrix in TV range; say so, so players do not guess BT.709.
    '-color_primaries', 'bt709',
    '-color_trc', 'bt709',
    '-colorspace', 'smpte170m',
    '-color_range', 'tv',
    '-c:a', 'aac',
    '-b:a', encoding.audioBitrate,
    '-ar', '48000',
    '-ac', '2',
    '-movflags', '+faststart',
    '-f', 'mp4',
    input.outputPath,
  ];
  if (input.thumbnailPath) args.push('-map', '[thumb]', '-frames:v', '1', '-q:v', '3', '-f', 'image2', '-update', '1', input.thumbnailPath);
  return args;
}
