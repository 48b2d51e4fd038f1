import type { ChildProcess } from 'node:child_process';

/** How long FFmpeg gets to exit after SIGTERM (it flushes and closes its outputs) before SIGKILL. */
export const CHILD_KILL_GRACE_MS = 2000;

/**
 * Stops a child process: SIGTERM, then SIGKILL if it is still there after `graceMs`. Resolves once it has exited,
 * so the caller can delete the files it was writing without racing it.
 */
export function stopChild(child: ChildProcess, graceMs = CHILD_KILL_GRACE_MS): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const hard = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('close', () => {
      clearTimeout(hard);
      resolve();
    });
    // Spawning may have failed: 'close' still follows 'error', but a process that never existed has no pid to signal.
    if (child.pid === undefined) {
      clearTimeout(hard);
      resolve();
      return;
    }
    child.kill('SIGTERM');
  });
}

/** The error of a run that took longer than its time limit (the child was stopped). */
export class FfmpegTimeoutError extends Error {
  override readonly name = 'FfmpegTimeoutError';
  constructor(
    readonly program: string,
    readonly timeoutMs: number,
  ) {
    super(`${program} ran longer than ${Math.round(timeoutMs / 1000)} s and was stopped`);
  }
}

/**
 * One signal for a run: the caller's (if any) or the run's own time limit, whichever comes first. `dispose` clears
 * the timer when the run ends early.
 */
export function runSignal(program: string, timeoutMs: number, callerSignal: AbortSignal | undefined): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new FfmpegTimeoutError(program, timeoutMs)), timeoutMs);
  timer.unref?.();
  const signal = callerSignal ? AbortSignal.any([callerSignal, controller.signal]) : controller.signal;
  return { signal, dispose: () => clearTimeout(timer) };
}
