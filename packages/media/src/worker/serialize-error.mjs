// Errors cross a thread boundary as plain data; run-in-worker.ts (deserializeError) turns them back into our classes.
// Shared by the one-shot (task-worker.mjs) and the long-lived (resident-worker.mjs) bootstraps.

/** @param {unknown} error */
export function serializeError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (error));
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    code: typeof fields.code === 'string' ? fields.code : undefined,
    exitCode: fields.exitCode,
    signal: fields.signal,
    stderrTail: fields.stderrTail,
    program: fields.program,
  };
}
