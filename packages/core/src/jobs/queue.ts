import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client.ts';
import { JOB_NAMES, jobDefinitions, type JobName, type JobPayload, type ParsedJobPayload } from './definitions.ts';

export type JobHandler<N extends JobName> = (
  payload: ParsedJobPayload<N>,
  meta: { id: string; retryCount: number; /** True when a throw will not be retried. */ isLastAttempt: boolean },
) => Promise<void>;

export interface QueueCounts {
  queued: number;
  active: number;
  failed: number;
}

export interface JobQueue {
  /** Validates the payload and enqueues it; returns the job id. */
  send<N extends JobName>(name: N, payload: JobPayload<N>): Promise<string>;
  /** Starts processing one job type in this process (worker role). */
  work<N extends JobName>(name: N, handler: JobHandler<N>): Promise<void>;
  /** Runs a job on a cron schedule (at most one instance per tick across all workers). */
  schedule<N extends JobName>(name: N, cron: string, payload: JobPayload<N>): Promise<void>;
  /**
   * Hands jobs left `active` by a process that died back to the retry policy. Only safe when no other process
   * can be working on them: the embedded database belongs to one process, so it is called at start-up there.
   */
  recoverOrphanedJobs(): Promise<number>;
  counts(): Promise<QueueCounts>;
  /** Stops taking new jobs and waits (up to timeoutMs) for running ones to finish. */
  stop(timeoutMs: number): Promise<void>;
}

export interface QueueOptions {
  logger: Logger;
  /** Worker processes run maintenance (expiry, retries, archiving); a web-only process does not. */
  supervise: boolean;
  concurrency: number;
  pollingIntervalSeconds?: number;
  /** Replaces every job type's first retry delay (tests use 1 s; production keeps the definitions'). */
  retryDelaySeconds?: number;
}

/** pg-boss on the product's own database (PGlite or PostgreSQL) through one SQL adapter. */
export async function startQueue(database: DatabaseHandle, options: QueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    supervise: options.supervise,
    schedule: options.supervise,
    migrate: true,
    // A crashed worker's job becomes available again after its expiry; retries follow the job's policy.
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const name of JOB_NAMES) {
    const definition = jobDefinitions[name];
    await boss.createQueue(name, {
      name,
      retryLimit: definition.retryLimit,
      retryDelay: options.retryDelaySeconds ?? definition.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds,
    });
  }

  let stopping = false;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;

  return {
    async send(name, payload) {
      const data = jobDefinitions[name].payload.parse(payload);
      const id = await boss.send(name, data as object);
      if (!id) throw new Error(`job ${name} was not accepted by the queue`);
      return id;
    },
    async work(name, handler) {
      const schema = jobDefinitions[name].payload;
      for (let i = 0; i < options.concurrency; i++) {
        await boss.work<unknown>(name, { batchSize: 1, pollingIntervalSeconds, includeMetadata: true }, async (jobs) => {
          for (const job of jobs) {
            const parsed = schema.safeParse(job.data);
            if (!parsed.success) {
              // A payload that can never be valid is not retried into eternity: fail it with the reason.
              options.logger.error({ job: job.id, name, issues: parsed.error.issues }, 'invalid job payload');
              throw new Error(`invalid payload for ${name}: ${parsed.error.message}`);
            }
            const log = options.logger.child({ job: job.id, name, retry: job.retryCount });
            log.debug('job started');
            await handler(parsed.data as ParsedJobPayload<typeof name>, {
              id: job.id,
              retryCount: job.retryCount,
              isLastAttempt: job.retryCount >= job.retryLimit,
            });
            log.debug('job completed');
          }
        });
      }
    },
    async schedule(name, cron, payload) {
      const data = jobDefinitions[name].payload.parse(payload);
      await boss.schedule(name, cron, data as object, { tz: 'UTC' });
    },
    async recoverOrphanedJobs() {
      const { rows } = await database.executeSql(`SELECT id, name FROM pgboss.job WHERE state = 'active'`, []);
      for (const row of rows) {
        await boss.fail(String(row.name), String(row.id), { message: 'the process running this job stopped' });
      }
      if (rows.length > 0) options.logger.warn({ jobs: rows.length }, 'recovered jobs left active by a stopped process');
      return rows.length;
    },
    async counts() {
      const totals: QueueCounts = { queued: 0, active: 0, failed: 0 };
      for (const name of JOB_NAMES) {
        const rows = await database.executeSql(
          `SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('created','retry','active','failed') GROUP BY state`,
          [name],
        );
        for (const row of rows.rows) {
          const n = Number(row.n);
          if (row.state === 'active') totals.active += n;
          else if (row.state === 'failed') totals.failed += n;
          else totals.queued += n;
        }
      }
      return totals;
    },
    async stop(timeoutMs) {
      if (stopping) return;
      stopping = true;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
  };
}
