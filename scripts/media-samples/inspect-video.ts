/**
 * What a reviewer looks at in one rendered video: frames every 2 s, contact sheets of them (ffmpeg's tile filter),
 * the scene changes ffmpeg's scene score finds, and the integrated loudness. Used by scripts/media-samples.ts.
 */
import { execFile } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { probe, resolveFfmpeg } from '@reelcraft/media';

/** Seconds between the frames grabbed for review. */
export const FRAME_EVERY_SECONDS = 2;
/** Scene score above which ffmpeg calls a frame a change of scene (the threshold the issue measured with). */
export const SCENE_THRESHOLD = 0.2;
/**
 * The same score between frames this far apart too: a crossfade (0.35 s) changes each of its frames only a little, so
 * at the full rate no frame of it passes 0.2 and a story of cuts between photos reads as "no change"; half a second
 * apart, a crossfade is one big step.
 */
export const COARSE_FPS = 2;
/** Contact sheets: 6 frames across, up to 3 rows (36 s of video at one frame per 2 s). */
const SHEET = { columns: 6, maxRows: 3, tileWidth: 240 } as const;

export interface VideoReport {
  durationSeconds: number;
  width: number | undefined;
  height: number | undefined;
  /** Times (s) where ffmpeg's scene score between consecutive frames exceeds SCENE_THRESHOLD (the measure). */
  sceneChanges: number[];
  /** The longest stretch without a scene change, start and end of the video included. */
  longestGapSeconds: number;
  /** The same on frames 1/COARSE_FPS s apart: also finds crossfades and slower transitions. */
  visualChanges: number[];
  longestVisualGapSeconds: number;
  /** EBU R128 integrated loudness; null when the video has no sound. */
  lufs: number | null;
  framesDir: string;
  contactSheets: string[];
}

function ffmpeg(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(resolveFfmpeg().ffmpeg, ['-hide_banner', '-nostats', ...args], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`ffmpeg ${args.join(' ')} failed: ${stderr.split('\n').slice(-5).join('\n')}`));
      else resolve(stderr);
    });
  });
}

/** pts_time of every frame the scene filter lets through (showinfo prints one line per frame). */
async function sceneChanges(file: string, fps?: number): Promise<number[]> {
  const rate = fps ? `fps=${fps},` : '';
  const log = await ffmpeg(['-i', file, '-map', '0:v:0', '-vf', `${rate}select='gt(scene,${SCENE_THRESHOLD})',showinfo`, '-f', 'null', '-']);
  const times = [...log.matchAll(/pts_time:\s*([\d.]+)/g)].map((match) => Math.round(Number(match[1]) * 100) / 100);
  // One transition is one change, even when it spans two of the coarse steps.
  return times.filter((time, index) => index === 0 || time - times[index - 1]! > 0.75);
}

async function integratedLoudness(file: string): Promise<number | null> {
  const log = await ffmpeg(['-i', file, '-map', '0:a:0', '-af', 'ebur128', '-f', 'null', '-']).catch(() => '');
  const summary = log.slice(log.lastIndexOf('Summary:'));
  const value = /I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1];
  return value === undefined ? null : Number(value);
}

export function longestGap(changes: readonly number[], durationSeconds: number): number {
  const points = [0, ...changes, durationSeconds];
  let longest = 0;
  for (let i = 1; i < points.length; i++) longest = Math.max(longest, points[i]! - points[i - 1]!);
  return Math.round(longest * 100) / 100;
}

/** Grabs the frames and contact sheets of `file` into `<outDir>/<name>/` and measures it. */
export async function inspectVideo(file: string, outDir: string, name: string): Promise<VideoReport> {
  const info = await probe(file);
  const video = info.streams.find((stream) => stream.codecType === 'video');
  const durationSeconds = info.durationSeconds ?? 0;
  const framesDir = path.join(outDir, name);
  await mkdir(framesDir, { recursive: true });
  // Frames at 0 s, 2 s, 4 s …
  // PNG: what the review tools open (the file viewer shows PNG only).
  await ffmpeg(['-y', '-i', file, '-vf', `fps=1/${FRAME_EVERY_SECONDS}`, path.join(framesDir, 'frame-%03d.png')]);
  const { columns, tileWidth } = SHEET;
  // A short video gets a sheet with as many rows as it has frames, not two empty ones.
  const rows = Math.min(SHEET.maxRows, Math.ceil(Math.max(1, Math.ceil(durationSeconds / FRAME_EVERY_SECONDS)) / columns));
  await ffmpeg([
    '-y',
    '-i',
    file,
    '-vf',
    `fps=1/${FRAME_EVERY_SECONDS},scale=${tileWidth}:-2,drawtext=text='%{pts\\:hms}':x=6:y=6:fontcolor=white:box=1:boxcolor=black@0.6:fontsize=18,tile=${columns}x${rows}:padding=4:margin=4`,
    path.join(framesDir, 'sheet-%02d.png'),
  ]).catch(async () =>
    // An FFmpeg without drawtext (no fontconfig) still makes the sheets, without the time stamps.
    ffmpeg([
      '-y',
      '-i',
      file,
      '-vf',
      `fps=1/${FRAME_EVERY_SECONDS},scale=${tileWidth}:-2,tile=${columns}x${rows}:padding=4:margin=4`,
      path.join(framesDir, 'sheet-%02d.png'),
    ]),
  );
  const contactSheets = (await readdir(framesDir))
    .filter((entry) => entry.startsWith('sheet-'))
    .sort()
    .map((entry) => path.join(framesDir, entry));
  const changes = await sceneChanges(file);
  const visual = await sceneChanges(file, COARSE_FPS);
  return {
    durationSeconds: Math.round(durationSeconds * 100) / 100,
    width: video?.width,
    height: video?.height,
    sceneChanges: changes,
    longestGapSeconds: longestGap(changes, durationSeconds),
    visualChanges: visual,
    longestVisualGapSeconds: longestGap(visual, durationSeconds),
    lufs: await integratedLoudness(file),
    framesDir,
    contactSheets,
  };
}
