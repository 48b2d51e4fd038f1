import { mkdtempSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** `reelcraft-w<pid>-<label>-<random>`: the pid says whether the process that made it is still alive. */
const WORK_DIR = /^reelcraft-w(\d{1,10})-/;

function prefix(label: string): string {
  return path.join(tmpdir(), `reelcraft-w${process.pid}-${label.replace(/[^a-z0-9-]/gi, '')}-`);
}

/**
 * A private scratch directory for one render or upload. Named after this process, so the next start can remove the
 * folders a killed render left behind (removeDeadWorkDirs) without touching those of another live instance.
 */
export function makeWorkDir(label: string): Promise<string> {
  return mkdtemp(prefix(label));
}

export function makeWorkDirSync(label: string): string {
  return mkdtempSync(prefix(label));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes scratch directories of processes that no longer exist; returns how many. Never throws. */
export async function removeDeadWorkDirs(directory = tmpdir()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const pid = Number(WORK_DIR.exec(name)?.[1]);
    if (!pid || pid === process.pid || alive(pid)) continue;
    try {
      await rm(path.join(directory, name), { recursive: true, force: true });
      removed++;
    } catch {
      // Another user's folder, or already gone: not ours to worry about.
    }
  }
  return removed;
}
