import type { Health } from '@reelcraft/contract';
import type { Core } from '../context.ts';

/** Database round-trip and queue state for /api/health. */
export async function checkHealth(core: Core, info: { version: string; role: string }): Promise<Health> {
  const started = performance.now();
  let databaseOk = true;
  try {
    await core.database.executeSql('SELECT 1');
  } catch {
    databaseOk = false;
  }
  const latency = Math.round((performance.now() - started) * 100) / 100;
  let queue = { ok: false, queued: 0, active: 0, failed: 0 };
  if (databaseOk) {
    try {
      queue = { ok: true, ...(await core.queue.counts()) };
    } catch {
      queue.ok = false;
    }
  }
  return {
    status: databaseOk && queue.ok ? 'ok' : 'degraded',
    version: info.version,
    role: info.role,
    database: { ok: databaseOk, kind: core.database.kind, latency_ms: latency },
    queue,
  };
}
