/**
 * bench:loudness — the product's soundtrack loudness on its own sounds (built-in voice, a user's short track, built-in
 * music, voice over music with ducking): `mixSoundtrackInThread` (FFmpeg loudnorm, re-aimed when a pass lands more
 * than 0.5 LU off) against bare FFmpeg loudnorm in one pass and in two (measure, then apply linearly). Each case runs
 * 3 times; the figure is the median wall time. The referee is FFmpeg's `ebur128` on what was written: integrated
 * loudness against the −14 LUFS target and the true peak. Prints one JSON line.
 * Issue 34 ran this against the JS BS.1770 path it replaced before deleting it; those figures are in decision 0047.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { musicTrackFile, resolveFfmpeg, synthesizeSpeech } from '@reelcraft/media';
import { mixSoundtrackInThread, TARGET_LUFS } from '../packages/media/src/audio/mix/mix-soundtrack.ts';

const RUNS = 3;
const CEILING_DB = -1.8;
const ffmpegBin = resolveFfmpeg().ffmpeg;
const dir = mkdtempSync(path.join(tmpdir(), 'reelcraft-bench-loudness-'));
const cacheDir = path.join(dir, 'music-cache');

function ffmpeg(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(ffmpegBin, ['-hide_banner', '-nostats', '-y', ...args], { maxBuffer: 64 * 1024 * 1024 }, (error, _out, stderr) =>
      error ? reject(new Error(stderr.slice(-2000))) : resolve(stderr),
    );
  });
}

/** The referee: FFmpeg's EBU R128 meter. */
async function ebur128(file: string): Promise<{ lufs: number; truePeak: number }> {
  const log = await ffmpeg(['-i', file, '-map', '0:a:0', '-af', 'ebur128=peak=true', '-f', 'null', '-']);
  const summary = log.slice(log.lastIndexOf('Summary:'));
  return { lufs: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]), truePeak: Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)?.[1]) };
}

interface LoudnormMeasure {
  input_i: string;
  input_tp: string;
  input_lra: string;
  input_thresh: string;
  target_offset: string;
}

async function loudnormMeasure(input: string[], filterPrefix: string): Promise<LoudnormMeasure> {
  const log = await ffmpeg([
    ...input,
    '-filter_complex',
    `${filterPrefix}loudnorm=I=${TARGET_LUFS}:TP=${CEILING_DB}:LRA=20:print_format=json`,
    '-f',
    'null',
    '-',
  ]);
  return JSON.parse(log.slice(log.lastIndexOf('{'), log.lastIndexOf('}') + 1)) as LoudnormMeasure;
}

/** FFmpeg path: `filterPrefix` (ending in a comma, or empty) builds the mix; loudnorm brings it to the target. */
async function ffmpegNormalize(input: string[], filterPrefix: string, seconds: number, output: string, passes: 1 | 2): Promise<void> {
  let loudnorm = `loudnorm=I=${TARGET_LUFS}:TP=${CEILING_DB}:LRA=20`;
  if (passes === 2) {
    const m = await loudnormMeasure(input, filterPrefix);
    loudnorm += `:measured_I=${m.input_i}:measured_TP=${m.input_tp}:measured_LRA=${m.input_lra}:measured_thresh=${m.input_thresh}:offset=${m.target_offset}:linear=true`;
  }
  await ffmpeg([
    ...input,
    '-filter_complex',
    `${filterPrefix}${loudnorm},aresample=48000`,
    '-t',
    String(seconds),
    '-ac',
    '2',
    '-ar',
    '48000',
    '-c:a',
    'pcm_s16le',
    output,
  ]);
}

/** Integrated loudness of one input, from loudnorm's first pass (the FFmpeg path's meter). */
async function inputLoudness(file: string): Promise<number> {
  return Number((await loudnormMeasure(['-i', file], '')).input_i);
}

interface Case {
  name: string;
  seconds: number;
  product: (output: string) => Promise<unknown>;
  ffmpeg: (output: string, passes: 1 | 2) => Promise<unknown>;
}

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return Math.round(times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!);
}

try {
  // Fixtures: the built-in voice (eSpeak), a user's short track (a tone, as the tests make it), built-in music.
  const voice = path.join(dir, 'voice.wav');
  const spoken = await synthesizeSpeech({
    text: 'Three things I wish I knew before I started posting every day. First, nobody is watching yet, so be brave.',
    language: 'en',
    outputPath: voice,
  });
  const own = path.join(dir, 'own.m4a');
  await ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=3', '-c:a', 'aac', '-b:a', '96k', own]);
  const mixSeconds = Math.max(8, spoken.durationSeconds + 2);
  const tracks = { 'storm-front': 14, 'rubber-duck': 8, 'sunny-steps': mixSeconds } as const;
  const trackFiles: Record<string, string> = {};
  for (const [id, seconds] of Object.entries(tracks)) trackFiles[id] = await musicTrackFile(id, seconds, { cacheDir });

  const cases: Case[] = [
    {
      name: 'voice-only (built-in voice)',
      seconds: spoken.durationSeconds,
      product: (output) => mixSoundtrackInThread({ durationSeconds: spoken.durationSeconds, voicePath: voice, outputPath: output }),
      ffmpeg: (output, passes) => ffmpegNormalize(['-i', voice], '[0:a]aformat=channel_layouts=stereo,', spoken.durationSeconds, output, passes),
    },
    ...Object.entries(tracks)
      .filter(([id]) => id !== 'sunny-steps')
      .map(([id, seconds]) => ({
        name: `music-only (${id}, ${seconds} s)`,
        seconds,
        product: (output: string) =>
          mixSoundtrackInThread({ durationSeconds: seconds, music: { kind: 'builtin', trackId: id }, outputPath: output, musicCacheDir: cacheDir }),
        ffmpeg: (output: string, passes: 1 | 2) => ffmpegNormalize(['-i', trackFiles[id]!], '', seconds, output, passes),
      })),
    {
      name: "user's track looped (3 s AAC tone to 9 s)",
      seconds: 9,
      product: (output) => mixSoundtrackInThread({ durationSeconds: 9, music: { kind: 'file', path: own }, outputPath: output }),
      ffmpeg: (output, passes) =>
        ffmpegNormalize(['-stream_loop', '-1', '-i', own], '[0:a]atrim=0:9,afade=t=in:d=0.05,afade=t=out:st=7.65:d=1.35,', 9, output, passes),
    },
    {
      name: `voice over music with ducking (sunny-steps, ${mixSeconds.toFixed(1)} s)`,
      seconds: mixSeconds,
      product: (output) =>
        mixSoundtrackInThread({
          durationSeconds: mixSeconds,
          music: { kind: 'builtin', trackId: 'sunny-steps' },
          voicePath: voice,
          voiceOffsetSeconds: 0.3,
          outputPath: output,
          musicCacheDir: cacheDir,
        }),
      ffmpeg: async (output, passes) => {
        // Same recipe as the JS mix: the bed 9 LU under the voice, ducked ~7 dB while it speaks.
        const [voiceLufs, musicLufs] = await Promise.all([inputLoudness(voice), inputLoudness(trackFiles['sunny-steps']!)]);
        const bedDb = voiceLufs - 3.01 - 9 - musicLufs;
        const graph =
          `[0:a]volume=${bedDb.toFixed(2)}dB,aformat=channel_layouts=stereo[bed];` +
          '[1:a]adelay=300:all=1,apad,aformat=sample_rates=48000:channel_layouts=stereo,asplit[v1][v2];' +
          '[bed][v1]sidechaincompress=threshold=0.01:ratio=20:attack=30:release=400:mix=0.55[ducked];' +
          '[ducked][v2]amix=inputs=2:duration=first,volume=2,';
        await ffmpegNormalize(['-i', trackFiles['sunny-steps']!, '-i', voice], graph, mixSeconds, output, passes);
      },
    },
  ];

  const results = [];
  for (const c of cases) {
    const slug = c.name.replace(/[^a-z0-9]+/gi, '-');
    const out = (path_: string) => path.join(dir, `${slug}-${path_}.wav`);
    const productMs = await median(() => c.product(out('product')));
    const ff1Ms = await median(() => c.ffmpeg(out('ff1'), 1));
    const ff2Ms = await median(() => c.ffmpeg(out('ff2'), 2));
    results.push({
      case: c.name,
      audio_seconds: Number(c.seconds.toFixed(2)),
      product_mix: { median_ms: productMs, ...(await ebur128(out('product'))) },
      ffmpeg_loudnorm_1pass: { median_ms: ff1Ms, ...(await ebur128(out('ff1'))) },
      ffmpeg_loudnorm_2pass: { median_ms: ff2Ms, ...(await ebur128(out('ff2'))) },
    });
  }
  console.log(JSON.stringify({ bench: 'loudness', target_lufs: TARGET_LUFS, ceiling_dbtp: CEILING_DB, runs: RUNS, ffmpeg: ffmpegBin, results }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
