// Runs inside a long-lived worker thread (resident-worker.ts): it loads one table of tasks once and then answers
// requests one after another, so what a task loads (the face models: ~0.2 s of compiling WASM and reading weights)
// stays loaded between calls and never runs on the server's event loop. The table is TypeScript, imported with tsx's
// scoped loader (a worker's entry file cannot be .ts on Node 20). Its URL and export name come from our code.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';
import { serializeError } from './serialize-error.mjs';

const { tasksModule, exportName } = workerData;
const loading = tsImport(tasksModule, import.meta.url).then((module) => module[exportName]);
// An import failure is answered to each request (below); this keeps it from also ending the thread as unhandled.
loading.catch(() => undefined);

parentPort.on('message', async ({ id, task, arg }) => {
  try {
    const tasks = await loading;
    const run = tasks?.[task];
    if (typeof run !== 'function') throw new Error(`unknown resident task: ${task}`);
    parentPort.postMessage({ id, ok: true, value: await run(arg) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: serializeError(error) });
  }
});
