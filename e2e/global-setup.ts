import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { resolveFfmpeg } from '@reelcraft/media';
import { E2E_ADMIN_EMAILS } from './admins.ts';
import { fakeVoicePath } from './fake-voice.ts';
import { PASSWORD } from './support.ts';

/** Runs once per `playwright test`, after the servers answer (Playwright starts its web servers first). */
export default async function globalSetup(config: FullConfig): Promise<void> {
  writeFakeVoice();
  const baseURL = config.projects.find((project) => project.name === 'desktop')?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts: the desktop project has no baseURL');
  await signUpAdmins(baseURL);
}

/**
 * The suite server's admins, signed up once (ADMIN_EMAILS makes them admins at sign-up), so the admin specs only log
 * in. The suite's own server starts on an empty data directory, where each sign-up must answer 201. A server given
 * through E2E_BASE_URL (debugging) may keep them from an earlier run; there an existing admin is accepted once its
 * log-in shows the role.
 */
async function signUpAdmins(baseURL: string): Promise<void> {
  const external = Boolean(process.env.E2E_BASE_URL);
  for (const email of E2E_ADMIN_EMAILS) {
    const signUp = await fetch(new URL('/api/users/web', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, language: 'en' }),
    });
    if (signUp.status === 201) continue;
    if (!(external && signUp.status === 409)) throw new Error(`sign-up of the admin ${email}: ${signUp.status} ${await signUp.text()}`);
    const login = await fetch(new URL('/api/users/web/login', baseURL), {
      method: 'POST',
      headers: { 'X-Refresh-Token-Transport': 'body' },
      body: new URLSearchParams({ username: email, password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`${email} exists on ${baseURL} with another password: ${login.status} ${await login.text()}`);
  }
}

/**
 * Speech-like audio for Chromium's fake microphone (`--use-file-for-fake-audio-capture`): about 6 s of a voiced buzz
 * (150–220 Hz gliding pitch with two harmonics) chopped into syllables at 4 per second, with a pause between
 * "words". 48 kHz mono PCM16 WAV, made by FFmpeg before any browser starts.
 */
function writeFakeVoice(): void {
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
