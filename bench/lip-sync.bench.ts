/**
 * bench:lips — does the talking avatar's mouth read as speech? Measured the way a reviewer measures it: render a
 * ~12 s talking avatar at 720×1280, 30 fps from the smiling sample photo, take frames at 10 fps, run FaceMesh (Human on
 * WASM, as in production) on each, and read the mouth opening as the inner-lip gap (mesh points 13–14) over the face
 * height (points 10–152). Compared with the loudness of the rendered video's sound (RMS per 100 ms around each frame).
 *
 * Cases: the built-in English voice; a recording stand-in (the English eSpeak voice slowed, pitched down, padded with
 * silence and stored as AAC, then timed through the recording path `alignSpeech`); the built-in Russian voice; and, for
 * comparison, a portrait with closed lips (the bench:avatar one) with the built-in English voice.
 * One JSON line per case. Targets (issue 33): correlation ≥ 0.5 and p90 − p10 of the opening ≥ 0.05 face heights.
 *
 * `LIPS_KEEP=<dir>` keeps the videos and a contact sheet per case there (frames of the widest and the most closed
 * openings while speaking, side by side) for looking at.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  alignSpeech,
  decodePcm,
  detectFace,
  renderTalking,
  runFfmpeg,
  sampleFacePhoto,
  synthesizeSpeech,
  type FaceLandmarks,
  type RgbaImage,
  type SpeechLanguage,
  type SpeechTimeline,
} from '@reelcraft/media';
import { loadSampleFace } from '../packages/media/src/avatar/testing/sample-face.ts';
import { detectFacesRgb } from '../packages/media/src/face/human-runtime.ts';
import { PARAGRAPHS } from './talking-support.ts';
import { encodeAsRecording } from './recording.ts';

const WIDTH = 720;
const HEIGHT = 1280;
const FPS = 30;
const SAMPLE_FPS = 10;
/** Frames are measured at half size: FaceMesh looks at a 192-px crop of the face either way. */
const MEASURE_W = 360;
const MEASURE_H = 640;
const TARGET_CORRELATION = 0.5;
const TARGET_SPREAD = 0.05;
/** The smiling sample: a frontal face showing its upper teeth, lips apart at rest. */
const SMILING = { photo: 3, face: 1 } as const;

const RU_TEXT =
  'Три года назад я почти сдалась. У меня было сорок подписчиков и телефон с разбитым экраном. Тогда я придумала правило: одно короткое видео каждый день, даже если я устала.';

interface CaseResult {
  case: string;
  frames: number;
  faces_found: number;
  correlation: number;
  p10: number;
  p90: number;
  spread: number;
  mean_speaking: number;
  mean_silent: number;
  pass_correlation: boolean;
  pass_spread: boolean;
}

const keep = process.env.LIPS_KEEP;
const dir = mkdtempSync(path.join(tmpdir(), 'reelcraft-bench-lips-'));
try {
  const jpeg = await sampleFacePhoto(SMILING.photo, SMILING.face);
  const { face } = await detectFace(jpeg);
  if (!face) throw new Error('no face found in the smiling sample photo');
  const { data, info } = await sharp(jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const photo = { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
  // About 12 s of speech: the first paragraph and the first sentences of the second.
  const enText = `${PARAGRAPHS[0]} ${PARAGRAPHS[1]!.split('. ')[0]}.`;

  // (a) built-in English voice.
  const enWav = path.join(dir, 'en.wav');
  const en = await synthesizeSpeech({ text: enText, language: 'en', outputPath: enWav });
  report(await measureCase('builtin-en', enWav, en.timeline, 'en'));

  // (b) a recording stand-in: another rate and pitch, silence around it, AAC like stored recordings, aligned by DTW.
  const slowWav = path.join(dir, 'slow.wav');
  const slow = await synthesizeSpeech({ text: enText, language: 'en', outputPath: slowWav, rate: 0.9 });
  const recording = path.join(dir, 'recording.m4a');
  await encodeAsRecording(slowWav, recording, 'asetrate=24000*0.92,aresample=24000,adelay=600,apad', slow.durationSeconds / 0.92 + 1.4);
  const aligned = await alignSpeech({ audioPath: recording, text: enText, language: 'en' });
  report(await measureCase('recording-en', recording, aligned, 'en'));

  // (c) built-in Russian voice.
  const ruWav = path.join(dir, 'ru.wav');
  const ru = await synthesizeSpeech({ text: RU_TEXT, language: 'ru', outputPath: ruWav });
  report(await measureCase('builtin-ru', ruWav, ru.timeline, 'ru'));

  // (d) for comparison, a photo with closed lips (the bench:avatar portrait) and the built-in English voice.
  const closed = await loadSampleFace();
  report(await measureCase('closed-lips-builtin-en', enWav, en.timeline, 'en', closed));

  async function measureCase(
    name: string,
    audioPath: string,
    timeline: SpeechTimeline,
    language: SpeechLanguage,
    portrait: { rgba: RgbaImage; face: FaceLandmarks } = { rgba: photo, face: face! },
  ): Promise<CaseResult> {
    const video = path.join(dir, `${name}.mp4`);
    await renderTalking({
      photo: portrait.rgba,
      face: portrait.face,
      audioPath,
      timeline,
      language,
      seed: 11,
      outputPath: video,
      width: WIDTH,
      height: HEIGHT,
      fps: FPS,
    });
    const raw = path.join(dir, `${name}.rgb`);
    await runFfmpeg(['-y', '-i', video, '-vf', `fps=${SAMPLE_FPS},scale=${MEASURE_W}:${MEASURE_H}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', raw]);
    const bytes = readFileSync(raw);
    const frameBytes = MEASURE_W * MEASURE_H * 3;
    const count = Math.floor(bytes.length / frameBytes);
    const openings: number[] = [];
    const mouths: Array<{ x: number; y: number; size: number } | undefined> = [];
    for (let i = 0; i < count; i++) {
      const rgb = new Uint8Array(bytes.buffer, bytes.byteOffset + i * frameBytes, frameBytes);
      const [found] = await detectFacesRgb(rgb, MEASURE_W, MEASURE_H);
      openings.push(found ? mouthOpening(found.mesh) : Number.NaN);
      mouths.push(found ? mouthBox(found.mesh) : undefined);
    }
    const loudness = rmsAround(await decodePcm(video, 16_000), 16_000, count);
    if (keep) {
      mkdirSync(keep, { recursive: true });
      copyFileSync(video, path.join(keep, `${name}.mp4`));
      await contactSheet(video, openings, mouths, loudness, path.join(keep, `${name}-sheet.png`));
    }
    rmSync(raw, { force: true });
    return summarise(name, openings, loudness);
  }

  /**
   * Full-size mouth crops of the six sampled frames that open widest and the six that close most while the voice is
   * loud (top row, bottom row), each labelled with its time, as one PNG.
   */
  async function contactSheet(
    video: string,
    openings: number[],
    mouths: Array<{ x: number; y: number; size: number } | undefined>,
    loudness: number[],
    file: string,
  ): Promise<void> {
    const loud = Math.max(...loudness) * 0.25;
    const speaking = openings.map((o, i) => ({ o, i })).filter(({ o, i }) => Number.isFinite(o) && loudness[i]! > loud);
    speaking.sort((a, b) => b.o - a.o);
    const picks = [...speaking.slice(0, 6), ...speaking.slice(-6).reverse()];
    const scale = WIDTH / MEASURE_W;
    const tiles = await Promise.all(
      picks.map(async ({ i }) => {
        const m = mouths[i]!;
        const size = Math.round(m.size * scale);
        const png = path.join(dir, `tile-${i}.png`);
        const x = Math.max(0, Math.round(m.x * scale - size / 2));
        const y = Math.max(0, Math.round(m.y * scale - size / 2));
        await runFfmpeg(['-y', '-ss', (i / SAMPLE_FPS).toFixed(3), '-i', video, '-frames:v', '1', '-vf', `crop=${size}:${size}:${x}:${y},scale=240:240`, png]);
        const label = Buffer.from(
          `<svg width="240" height="24" xmlns="http://www.w3.org/2000/svg"><rect width="240" height="24" fill="black" fill-opacity="0.6"/><text x="4" y="17" font-family="DejaVu Sans" font-size="14" fill="#fff">${(i / SAMPLE_FPS).toFixed(1)} s  open ${openings[i]!.toFixed(3)}</text></svg>`,
        );
        return sharp(png)
          .composite([{ input: label, left: 0, top: 216 }])
          .png()
          .toBuffer();
      }),
    );
    await sharp({ create: { width: 6 * 240, height: 2 * 240, channels: 3, background: '#000' } })
      .composite(tiles.map((input, k) => ({ input, left: (k % 6) * 240, top: Math.floor(k / 6) * 240 })))
      .png()
      .toFile(file);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

function report(result: CaseResult): void {
  console.log(JSON.stringify({ bench: 'lips', ...result }));
}

/** Inner-lip gap (13–14) over face height (10–152), both in the detector's pixels. */
function mouthOpening(mesh: FaceLandmarks['mesh']): number {
  const d = (a: number, b: number): number => Math.hypot(mesh[a]![0] - mesh[b]![0], mesh[a]![1] - mesh[b]![1]);
  return d(13, 14) / Math.max(d(10, 152), 1);
}

/** A square around the mouth (centre between the lip midpoints 0 and 17), half the face height wide. */
function mouthBox(mesh: FaceLandmarks['mesh']): { x: number; y: number; size: number } {
  const height = Math.hypot(mesh[10]![0] - mesh[152]![0], mesh[10]![1] - mesh[152]![1]);
  return { x: (mesh[0]![0] + mesh[17]![0]) / 2, y: (mesh[0]![1] + mesh[17]![1]) / 2, size: 0.5 * height };
}

/** RMS of the sound in the 100 ms centred on each sampled frame's time (frame i shows t = i / SAMPLE_FPS). */
function rmsAround(pcm: Float32Array, rate: number, count: number): number[] {
  const out: number[] = [];
  const half = Math.round((0.5 * rate) / SAMPLE_FPS);
  for (let i = 0; i < count; i++) {
    const centre = Math.round((i / SAMPLE_FPS) * rate);
    let sum = 0;
    let n = 0;
    for (let k = Math.max(0, centre - half); k < Math.min(pcm.length, centre + half); k++) {
      sum += pcm[k]! * pcm[k]!;
      n++;
    }
    out.push(n ? Math.sqrt(sum / n) : 0);
  }
  return out;
}

function summarise(name: string, openings: number[], loudness: number[]): CaseResult {
  const pairs = openings.map((o, i) => [o, loudness[i]!] as const).filter(([o]) => Number.isFinite(o));
  const xs = pairs.map(([o]) => o);
  const sorted = [...xs].sort((a, b) => a - b);
  const pct = (p: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))))] ?? Number.NaN;
  // Speaking: louder than a tenth of the clip's loud sound (95th percentile of the 100 ms RMS).
  const loudRef = [...loudness].sort((a, b) => a - b)[Math.floor(0.95 * (loudness.length - 1))] ?? 0;
  const speaking = pairs.filter(([, l]) => l > 0.1 * loudRef).map(([o]) => o);
  const silent = pairs.filter(([, l]) => l <= 0.1 * loudRef).map(([o]) => o);
  const mean = (v: number[]): number => (v.length ? v.reduce((a, b) => a + b, 0) / v.length : Number.NaN);
  const correlation = pearson(
    xs,
    pairs.map(([, l]) => l),
  );
  const p10 = pct(0.1);
  const p90 = pct(0.9);
  const r = (v: number): number => Number(v.toFixed(4));
  return {
    case: name,
    frames: openings.length,
    faces_found: xs.length,
    correlation: r(correlation),
    p10: r(p10),
    p90: r(p90),
    spread: r(p90 - p10),
    mean_speaking: r(mean(speaking)),
    mean_silent: r(mean(silent)),
    pass_correlation: correlation >= TARGET_CORRELATION,
    pass_spread: p90 - p10 >= TARGET_SPREAD,
  };
}

function pearson(a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length);
  const ma = a.reduce((s, v) => s + v, 0) / n;
  const mb = b.reduce((s, v) => s + v, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += (a[i]! - ma) * (b[i]! - mb);
    saa += (a[i]! - ma) ** 2;
    sbb += (b[i]! - mb) ** 2;
  }
  return sab / Math.sqrt(saa * sbb || 1);
}
