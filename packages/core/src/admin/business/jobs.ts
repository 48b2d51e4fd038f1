import { AppError, type AdminJobs } from '@reelcraft/contract';
import type { Core } from '../../context.ts';
import { redactText } from '../../logging/redact.ts';
import type { AdminActor } from '../actions.ts';
import { recordAdminAction } from '../audit.ts';

/** How many failed jobs the console shows (the newest failures). */
export const ADMIN_FAILED_JOBS_LIMIT = 50;

/** Payload fields shown besides ids: short enums that say what the job was about and are never secret. */
const SAFE_FIELDS = new Set(['template', 'gateway', 'language', 'reason']);
const ID_FIELD = /(^id$|_id$|Id$)/;

/**
 * A one-line description of a job's payload for the console: ids and a few enums only. E-mail addresses, e-mail
 * parameters (links with tokens), texts and file keys never appear; an array shows only how long it is.
 */
export function summarizePayload(data: unknown): string {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return '';
  const parts: string[] = [];
  // Sorted: jsonb keeps its own key order, the console wants the same line every time.
  for (const [key, value] of Object.entries(data as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) {
    if (Array.isArray(value)) {
      parts.push(`${key}: ${value.length} items`);
      continue;
    }
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    if (!ID_FIELD.test(key) && !SAFE_FIELDS.has(key)) continue;
    const text = redactText(String(value));
    parts.push(`${key}=${text.length > 80 ? `${text.slice(0, 79)}…` : text}`);
  }
  return parts.join(', ');
}

/** The message of the error pg-boss stored (never the stack), scrubbed like the logs and cut to 500 characters. */
export function failureMessage(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  let message: unknown = output;
  if (typeof output === 'object' && !Array.isArray(output)) {
    const record = output as Record<string, unknown>;
    message = record.message ?? record.value ?? null;
  }
  if (typeof message !== 'string' || message.length === 0) return null;
  const text = redactText(message);
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}

/** GET /api/admin/jobs: every queue with its counts by state, and the latest failed jobs. */
export async function adminJobs(core: Core): Promise<AdminJobs> {
  const [queues, failed] = await Promise.all([core.queue.queueStats(), core.queue.failedJobs(ADMIN_FAILED_JOBS_LIMIT)]);
  return {
    queues,
    failed: failed.map((job) => ({
      id: job.id,
      queue: job.name,
      error: failureMessage(job.output),
      retry_count: job.retryCount,
      created_at: job.createdOn.toISOString(),
      failed_at: job.completedOn?.toISOString() ?? null,
      summary: summarizePayload(job.data),
    })),
  };
}

/**
 * POST /api/admin/jobs/{queue}/{id}/retry (audited 'job.retry'): a failed job runs again (one more attempt). An unknown
 * queue or id, or a job that is not failed (already retried, archived) → 404.
 */
export async function adminRetryJob(core: Core, actor: AdminActor, queue: string, id: string): Promise<void> {
  const retried = await core.queue.retryFailed(queue, id);
  if (!retried) throw new AppError('NOT_FOUND');
  await recordAdminAction(core, { ...actor, action: 'job.retry', details: { queue, job_id: id } });
}
