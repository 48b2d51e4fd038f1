// Runs inside a worker thread: one CPU-heavy media task (mixing, speech, drawing a talking video's frames), so the
// server's event loop keeps answering requests while it computes. The task modules are TypeScript; tsx's scoped loader
// imports them (a worker's entry file cannot be .ts on Node 20, whatever loader the parent runs under). One task per
// thread; the thread then ends. A task gets, besides its arguments, a signal that aborts when the parent asks the
// thread to stop (`{ abort: true }`, run-in-worker's abortGraceMs) and a `report(fraction)` for progress.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';
import { serializeError } from './serialize-error.mjs';

const { task, args } = workerData;
const stop = new AbortController();
parentPort.on('message', (message) => {
  if (message?.abort) stop.abort(new DOMException('The operation was aborted', 'AbortError'));
});
// The listener above must not keep the thread alive once the task has answered (the parent terminates it anyway).
parentPort.unref();

const report = (fraction) => parentPort.postMessage({ progress: fraction });

try {
  const { workerTasks } = await tsImport('./worker-tasks.ts', import.meta.url);
  const run = workerTasks[task];
  if (typeof run !== 'function') throw new Error(`unknown worker task: ${task}`);
  parentPort.postMessage({ ok: true, value: await run(args, { signal: stop.signal, report }) });
} catch (error) {
  parentPort.postMessage({ ok: false, error: serializeError(error) });
}
