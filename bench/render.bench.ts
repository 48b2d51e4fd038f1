/**
 * bench:render — a 10 s 720×1280 meme (built-in background, top text, word-by-word captions, silent audio track)
 * rendered through renderMeme(), against the bare FFmpeg floor: the same background still and the same subtitles
 * file in one hand-written FFmpeg call with the same encoder settings and no Node-side work. Medians of a few
 * alternating runs (the machine is shared and noisy). Prints one JSON line.
 * Targets on a 2-core machine: render ≤ 1.5 × floor and ≥ 3× real time (render_ms ≤ 3333).
 * BENCH_FFMPEG=bundled measures the FFmpeg shipped in npm instead of the system one. BENCH_MEME=template renders a
 * drawn meme template (issue 33: the reaction layout, which carries the headline in its picture) instead.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DEFAULT_VIDEO_ENCODING,
  buildAssDocument,
  escapeFilterOptionValue,
  fontsDir,
  renderBuiltinBackground,
  renderMeme,
  renderMemeTemplate,
  type MemeBackground,
  resolveFfmpeg,
  wordTimingsFromText,
} from '@reelcraft/media';

const seconds = 10;
const width = 720;
const height = 1280;
const fps = 30;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const topText = 'When the code works on the first try and nobody believes you';
const template = process.env.BENCH_MEME === 'template';
const background: MemeBackground = template
  ? { kind: 'template', template: { layout: 'reaction', text: topText, reaction: 'laughing' }, seed: 42 }
  : { kind: 'builtin', style: 'blobs', seed: 42 };
const lines = [
  'Nobody: absolutely nobody',
  'Me at 3 a.m. rewriting the whole project',
  'because one button was two pixels off',
  'and honestly it looks amazing now',
];

const dir = mkdtempSync(path.join(tmpdir(), 'reelcraft-bench-render-'));
const binaries = resolveFfmpeg({ prefer: process.env.BENCH_FFMPEG === 'bundled' ? 'bundled' : 'system' });

/** The floor's inputs are made up front: it measures FFmpeg alone on exactly what renderMeme feeds it. */
const stillPath = path.join(dir, 'floor-background.jpg');
writeFileSync(
  stillPath,
  background.kind === 'template'
    ? (await renderMemeTemplate(background.template, { width, height, seed: 42 })).jpeg
    : await renderBuiltinBackground({ style: 'blobs', seed: 42, width, height }),
);
const assPath = path.join(dir, 'floor-captions.ass');
writeFileSync(
  assPath,
  buildAssDocument({ width, height, words: wordTimingsFromText(lines, seconds), ...(template ? {} : { topText }), durationSeconds: seconds }).text,
);
const fonts = fontsDir();

function floorArgs(out: string): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-framerate',
    String(fps),
    '-i',
    stillPath,
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=48000:cl=stereo',
    '-filter_complex',
    `[0:v]format=yuv420p,loop=loop=-1:size=1:start=0,ass=filename=${escapeFilterOptionValue(assPath)}:fontsdir=${escapeFilterOptionValue(fonts)}[v]`,
    '-map',
    '[v]',
    '-map',
    '1:a',
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    DEFAULT_VIDEO_ENCODING.preset,
    '-crf',
    String(DEFAULT_VIDEO_ENCODING.crf),
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(fps * 4),
    '-c:a',
    'aac',
    '-b:a',
    DEFAULT_VIDEO_ENCODING.audioBitrate,
    '-movflags',
    '+faststart',
    out,
  ];
}

function runFloor(out: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    // stderr is discarded: the static npm build prints fontconfig warnings on every run.
    const child = spawn(binaries.ffmpeg, floorArgs(out), { stdio: ['ignore', 'ignore', 'ignore'] });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`floor ffmpeg exited ${code}`))));
  });
}

async function runRender(i: number): Promise<number> {
  const started = performance.now();
  await renderMeme({
    background,
    topText,
    subtitleLines: lines,
    durationSeconds: seconds,
    width,
    height,
    fps,
    outputPath: path.join(dir, `meme-${i}.mp4`),
    thumbnailPath: path.join(dir, `meme-${i}.jpg`),
    ffmpegPath: binaries.ffmpeg,
    ffprobePath: binaries.ffprobe,
  });
  return performance.now() - started;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

try {
  // Warm-up: page cache, font registration, first spawn.
  await runRender(-1);
  await runFloor(path.join(dir, 'floor-warm.mp4'));
  const renders: number[] = [];
  const floors: number[] = [];
  for (let i = 0; i < runs; i++) {
    renders.push(await runRender(i));
    floors.push(await runFloor(path.join(dir, `floor-${i}.mp4`)));
  }
  const renderMs = Math.round(median(renders));
  const floorMs = Math.round(median(floors));
  const ratio = Math.round((renderMs / floorMs) * 100) / 100;
  const realtimeFactor = Math.round(((seconds * 1000) / renderMs) * 100) / 100;
  console.log(
    JSON.stringify({
      bench: 'render',
      background: background.kind,
      seconds_of_video: seconds,
      resolution: `${width}x${height}`,
      render_ms: renderMs,
      floor_ms: floorMs,
      ratio,
      realtime_factor: realtimeFactor,
      pass: ratio <= 1.5 && renderMs <= (seconds * 1000) / 3,
      runs,
      ffmpeg: binaries.sources.ffmpeg,
      preset: DEFAULT_VIDEO_ENCODING.preset,
    }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
