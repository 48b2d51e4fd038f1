import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';

/** The embedded database is already open in another live process. main.ts turns this into exit code 78. */
export class DatabaseLockedError extends Error {
  readonly pid: number;
  readonly lockPath: string;

  constructor(pid: number, dataDir: string, lockPath: string) {
    super(
      `another Reelcraft process (pid ${pid}) is using the embedded database in ${dataDir}; stop it or use another DATA_DIR ` +
        `(if no such process is running, delete ${lockPath})`,
    );
    this.name = 'DatabaseLockedError';
    this.pid = pid;
    this.lockPath = lockPath;
  }
}

export interface DatabaseLock {
  readonly path: string;
  release(): void;
}

/** Locks this process holds, so a lock file naming our own pid is known to be ours or stale (pid 1 in containers). */
const held = new Set<string>();

/** Whether a process with this pid exists (EPERM: it does, as another user). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) ? pid : Number.NaN;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Takes the exclusive lock of an embedded database: a file created only if absent (link(2) of a file already holding
 * our pid, so nobody ever reads a half-written lock). A lock naming a dead process — killed, crashed, or our own
 * pid reused after a container restart — is stale and taken over. PGlite has no lock of its own, and two processes
 * on one data directory corrupt it and recover each other's live jobs.
 */
export function acquireDatabaseLock(lockPath: string, dataDir: string): DatabaseLock {
  const mine = `${lockPath}.${process.pid}.${Date.now().toString(36)}`;
  writeFileSync(mine, `${process.pid}\n`, { mode: 0o644 });
  try {
    // Not a retry with back-off (withRetry): each round either wins, fails for good, or finds that the lock changed
    // hands under it and looks again at once, so it stays a synchronous loop (its callers take the lock synchronously).
    for (let round = 0; round < TAKE_ROUNDS; round++) {
      const lock = tryTakeLock(mine, lockPath, dataDir);
      if (lock) return lock;
    }
    throw new Error(`could not take the database lock ${lockPath}`);
  } finally {
    try {
      unlinkSync(mine);
    } catch {
      // already gone
    }
  }
}

/** Rounds of "take it, or take over a stale one" before giving up on a lock that keeps changing hands. */
const TAKE_ROUNDS = 5;

/**
 * One round: links our pid file into place, or takes over a stale lock. Returns the lock, throws DatabaseLockedError
 * for a live owner, or returns undefined when the lock changed hands meanwhile (released, or moved by another starter).
 */
function tryTakeLock(mine: string, lockPath: string, dataDir: string): DatabaseLock | undefined {
  try {
    linkSync(mine, lockPath);
    held.add(lockPath);
    return {
      path: lockPath,
      release() {
        if (!held.delete(lockPath)) return;
        // Only remove it if it is still ours.
        if (readPid(lockPath) === process.pid) rmSync(lockPath, { force: true });
      },
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const owner = readPid(lockPath);
  if (owner === undefined) return undefined; // released meanwhile
  const ours = owner === process.pid && !held.has(lockPath);
  if (!ours && isProcessAlive(owner)) throw new DatabaseLockedError(owner, dataDir, lockPath);
  // Stale: move it aside (atomic, so only one contender wins), and make sure what we moved was the stale one.
  const aside = `${lockPath}.stale.${process.pid}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const moved = readPid(aside);
  if (moved !== owner && moved !== undefined && isProcessAlive(moved)) {
    // Another starter replaced the stale lock between our read and our rename: give its lock back.
    try {
      linkSync(aside, lockPath);
    } catch {
      // It re-took the lock meanwhile; either way it is not ours.
    }
    rmSync(aside, { force: true });
    throw new DatabaseLockedError(moved, dataDir, lockPath);
  }
  rmSync(aside, { force: true });
  return undefined;
}
