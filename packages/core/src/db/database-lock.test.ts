import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDatabaseLock, DatabaseLockedError, isProcessAlive } from './database-lock.ts';

let root: string;
let lockPath: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'reelcraft-lock-test-'));
  lockPath = path.join(root, 'db.lock');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has certainly exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  const pid = Number(child.stdout);
  expect(isProcessAlive(pid)).toBe(false);
  return pid;
}

describe('the embedded database lock', () => {
  it('is exclusive while held, names the holder, and is free again once released', () => {
    const lock = acquireDatabaseLock(lockPath, root);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    let refused: unknown;
    try {
      acquireDatabaseLock(lockPath, root);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DatabaseLockedError);
    expect((refused as Error).message).toContain(`another Reelcraft process (pid ${process.pid}) is using`);
    expect((refused as Error).message).toContain('use another DATA_DIR');
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
    acquireDatabaseLock(lockPath, root).release();
  });

  it('refuses a lock held by another live process', () => {
    writeFileSync(lockPath, `${process.ppid}\n`);
    expect(() => acquireDatabaseLock(lockPath, root)).toThrow(new RegExp(`pid ${process.ppid}`));
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a stale lock: a dead pid, or our own pid left by an earlier life (pid 1 in containers)', () => {
    writeFileSync(lockPath, `${deadPid()}\n`);
    const lock = acquireDatabaseLock(lockPath, root);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    writeFileSync(lockPath, `${process.pid}\n`);
    acquireDatabaseLock(lockPath, root).release();
    writeFileSync(lockPath, 'garbage');
    acquireDatabaseLock(lockPath, root).release();
    expect(existsSync(lockPath)).toBe(false);
  });
});
