import { renderTalking, type RenderTalkingOptions } from '../talking/render-talking.ts';
import { runInWorker } from './run-in-worker.ts';

/** What a task thread gives a task besides its arguments (task-worker.mjs). */
export interface TaskContext {
  /** Aborts when the parent asks the thread to stop, so the task can kill its FFmpeg and remove partial files. */
  signal: AbortSignal;
  report: (fraction: number) => void;
}

/** renderTalking's options less the two that cannot cross threads (the thread brings its own). */
export type TalkingTaskOptions = Omit<RenderTalkingOptions, 'onProgress' | 'signal'>;

/** The worker task: renderTalking in the task's thread, its progress and abort wired to the thread's. */
export function renderTalkingTask(options: TalkingTaskOptions, context: TaskContext): Promise<{ durationSeconds: number }> {
  return renderTalking({ ...options, signal: context.signal, onProgress: context.report });
}

/** As long as the render-video job may run (its queue's expiry). */
const TALKING_TIMEOUT_MS = 15 * 60_000;
/** Time for a cancelled render to stop its FFmpeg and remove its partial files before its thread is ended. */
const ABORT_GRACE_MS = 10_000;

/**
 * renderTalking in a worker thread: what the server uses (decision 0041). Preparing the photo's motion fields
 * (~0.2 s) and drawing every frame (35–75 ms each at 720×1280) are synchronous JavaScript; on the event loop they
 * delayed every request by that much. Same options and result; progress and abort cross the thread boundary.
 */
export function renderTalkingInWorker(options: RenderTalkingOptions): Promise<{ durationSeconds: number }> {
  const { onProgress, signal, ...rest } = options;
  return runInWorker('renderTalking', rest, { signal, onProgress, timeoutMs: TALKING_TIMEOUT_MS, abortGraceMs: ABORT_GRACE_MS });
}
