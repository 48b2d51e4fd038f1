import { mixSoundtrackInThread } from '../audio/mix/mix-soundtrack.ts';
import { alignSpeechInThread } from '../speech/align-speech.ts';
import { synthesizeSpeechInThread } from '../speech/synthesize-speech.ts';
import { renderTalkingTask } from './talking-task.ts';

/**
 * The tasks a worker thread may run (task-worker.mjs), by name. Each takes plain, cloneable options (no AbortSignal:
 * aborting terminates the thread, or for a task that takes the thread's context, asks it to stop first) and returns
 * plain data. Only these run: the name comes from our code, never a request.
 */
export const workerTasks = {
  mixSoundtrack: mixSoundtrackInThread,
  synthesizeSpeech: synthesizeSpeechInThread,
  alignSpeech: alignSpeechInThread,
  renderTalking: renderTalkingTask,
} as const;

export type WorkerTaskName = keyof typeof workerTasks;
export type WorkerTaskArgs<N extends WorkerTaskName> = Parameters<(typeof workerTasks)[N]>[0];
export type WorkerTaskResult<N extends WorkerTaskName> = Awaited<ReturnType<(typeof workerTasks)[N]>>;
