import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mixSoundtrack } from '../audio/mix/mix-soundtrack.ts';
import { escapeFilterOptionValue, formatSeconds } from '../ffmpeg/filter-escape.ts';
import { probe } from '../ffmpeg/probe.ts';
import { globalFfmpegArgs, runFfmpeg } from '../ffmpeg/run-ffmpeg.ts';
import { fontsDir } from '../fonts/fonts.ts';
import { DEFAULT_VIDEO_ENCODING, type VideoEncoding } from '../meme/meme-args.ts';
import { makeWorkDir } from '../temp/work-dir.ts';
import type { SpeechTimeline } from '../speech/timeline.ts';
import type { CaptionWord } from '../captions/ass.ts';
import type { CaptionLook } from '../captions/caption-look.ts';
import { buildTalkingCaptions, captionWordsFromTimeline } from '../video/talking-captions.ts';

export interface ReframeTalkingHeadOptions {
  /** What the talking-head service returned (any size and aspect). */
  videoPath: string;
  /** Our voice track and its timings: the captions follow it, whatever audio the service muxed. */
  audioPath: string;
  timeline: SpeechTimeline;
  language: string;
  /** The creator's caption preset, position and highlight colour (default DEFAULT_CAPTION_LOOK). */
  captionLook?: CaptionLook;
  outputPath: string;
  thumbnailPath: string;
  width?: number;
  height?: number;
  fps?: number;
  /** Thumbnail width in pixels (the frame's aspect kept), default 360 like the meme's. */
  thumbnailWidth?: number;
  encoding?: Partial<VideoEncoding>;
  /** The caption words, when the creator edited them (fixes, emphasis); default: the timeline's words. */
  captionWords?: readonly CaptionWord[];
  onProgress?: (fraction: number) => void;
  /** Aborting stops FFmpeg, leaves no output and rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Top of the service's picture in our frame, as a share of the height: the face sits in the upper third. */
const TOP_SHARE = 0.1;
/** Box-blur radius of the background copy, as a share of the frame's width (20 px at 720). */
const BLUR_SHARE = 20 / 720;

/**
 * Puts a talking-head service's result into our 9:16 frame with our captions: the clip full-width near the top over a
 * blurred, darkened copy of itself, word captions below it, our voice as the sound, H.264/AAC like every video.
 */
export async function reframeTalkingHead(options: ReframeTalkingHeadOptions): Promise<{ durationSeconds: number }> {
  const width = options.width ?? 720;
  const height = options.height ?? 1280;
  const fps = options.fps ?? 30;
  options.signal?.throwIfAborted();
  const source = await probe(options.videoPath, options.signal ? { signal: options.signal } : {});
  const video = source.streams.find((stream) => stream.codecType === 'video');
  if (!video?.width || !video.height) throw new Error('the talking-head result has no video stream');
  const durationSeconds = Math.max(options.timeline.durationSeconds, source.durationSeconds ?? 0, 1);
  const shownHeight = Math.min(Math.round((width * video.height) / video.width / 2) * 2, Math.round(height * 0.7));
  const top = Math.round(height * TOP_SHARE);
  const encoding = { ...DEFAULT_VIDEO_ENCODING, ...options.encoding };
  const thumbnailWidth = Math.max(2, Math.round((options.thumbnailWidth ?? 360) / 2) * 2);
  // The background's blur and everything else scale with the frame, so a small render is a small copy of a big one.
  const blur = Math.max(1, Math.round(width * BLUR_SHARE));

  const work = await makeWorkDir('reframe');
  try {
    // Our voice, normalised like every video's sound (-14 LUFS, true peak under -1 dBTP).
    const voicePath = path.join(work, 'voice.wav');
    await mixSoundtrack({ durationSeconds, voicePath: options.audioPath, outputPath: voicePath, ...(options.signal ? { signal: options.signal } : {}) });
    const assPath = path.join(work, 'captions.ass');
    await writeFile(
      assPath,
      buildTalkingCaptions({
        width,
        height,
        words: options.captionWords ?? captionWordsFromTimeline(options.timeline),
        faceBottomY: top + shownHeight * 0.92,
        language: options.language,
        ...(options.captionLook ? { look: options.captionLook } : {}),
      }),
    );
    const partial = path.join(path.dirname(options.outputPath), `.${path.basename(options.outputPath)}.partial.mp4`);
    await mkdir(path.dirname(options.outputPath), { recursive: true });
    const subtitles = `ass=filename=${escapeFilterOptionValue(assPath)}:fontsdir=${escapeFilterOptionValue(fontsDir())}`;
    const frame = Math.min(Math.round(durationSeconds * fps) - 1, Math.round(1.5 * fps));
    const graph = [
      `[0:v]fps=${fps},split=2[bgsrc][fgsrc]`,
      `[bgsrc]scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},boxblur=${blur}:2,eq=brightness=-0.18[bg]`,
      `[fgsrc]scale=${width}:${shownHeight}:force_original_aspect_ratio=increase,crop=${width}:${shownHeight}[fg]`,
      `[bg][fg]overlay=0:${top},setsar=1,${subtitles},format=yuv420p,split=2[vout][vthumb]`,
      `[vthumb]trim=start_frame=${frame}:end_frame=${frame + 1},scale=${thumbnailWidth}:-2:out_range=full,format=yuvj420p[thumb]`,
      '[1:a]aresample=48000,apad[aout]',
    ].join(';');
    // prettier-ignore
    const args = [
      ...globalFfmpegArgs(),
      '-stream_loop', '-1', '-i', options.videoPath,
      '-i', voicePath,
      '-filter_complex', graph,
      '-map', '[vout]', '-map', '[aout]',
      '-t', formatSeconds(durationSeconds),
      '-map_metadata', '-1',
      '-c:v', 'libx264', '-profile:v', 'high', '-preset', encoding.preset, '-crf', String(encoding.crf), '-pix_fmt', 'yuv420p',
      ...(encoding.threads ? ['-threads', String(encoding.threads)] : []),
      '-c:a', 'aac', '-b:a', encoding.audioBitrate,
      '-movflags', '+faststart',
      '-f', 'mp4', partial,
      '-map', '[thumb]', '-frames:v', '1', '-q:v', '3', '-f', 'image2', '-update', '1', options.thumbnailPath,
    ];
    try {
      await runFfmpeg(args, {
        durationSeconds,
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      await rename(partial, options.outputPath);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { durationSeconds };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
