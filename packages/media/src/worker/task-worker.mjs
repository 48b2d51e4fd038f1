// Runs inside a worker thread: one CPU-heavy media task (mixing, speech), so the server's event loop keeps answering
// requests while it computes. The task modules are TypeScript; tsx's scoped loader imports them (a worker's entry
// file cannot be .ts on Node 20, whatever loader the parent runs under). One task per thread; the thread then ends.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';
import { serializeError } from './serialize-error.mjs';

const { task, args } = workerData;

try {
  const { workerTasks } = await tsImport('./worker-tasks.ts', import.meta.url);
  const run = workerTasks[task];
  if (typeof run !== 'function') throw new Error(`unknown worker task: ${task}`);
  parentPort.postMessage({ ok: true, value: await run(args) });
} catch (error) {
  parentPort.postMessage({ ok: false, error: serializeError(error) });
}
