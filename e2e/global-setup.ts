import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { resolveFfmpeg } from '@reelcraft/media';
import { fakeVoicePath } from './fake-voice.ts';

/**
 * Speech-like audio for Chromium's fake microphone (`--use-file-for-fake-audio-capture`): about 6 s of a voiced buzz
 * (150–220 Hz gliding pitch with two harmonics) chopped into syllables at 4 per second, with a pause between
 * "words". 48 kHz mono PCM16 WAV, made by FFmpeg before any browser starts.
 */
export default function globalSetup(): void {
  const file = fakeVoicePath();
  if (existsSync(file)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  // Phase of a pitch gliding 185 ± 35 Hz at 0.8 Hz (the integral of the frequency, so no chirps).
  const phase = '(2*PI*185*t-43.75*cos(2*PI*0.8*t))';
  const voiced = `(sin(${phase})+0.5*sin(2*${phase})+0.3*sin(3*${phase}))`;
  const syllables = 'pow(max(0,sin(2*PI*4*t)),0.6)';
  const words = 'gt(sin(2*PI*0.5*t+1),-0.7)';
  const { ffmpeg } = resolveFfmpeg();
  execFileSync(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      // Quoted: the expression's commas would otherwise split the filter's options.
      `aevalsrc=exprs='0.45*${voiced}*${syllables}*${words}':s=48000:d=6`,
      '-ac',
      '1',
      '-ar',
      '48000',
      '-c:a',
      'pcm_s16le',
      file,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
}
