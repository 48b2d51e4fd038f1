import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client.ts';
import { reportError } from '../observability/error-reporting.ts';
import { JOB_NAMES, jobDefinitions, type JobName, type JobPayload, type ParsedJobPayload } from './definitions.ts';

/** What a handler knows about the run it is in. */
export interface JobContext {
  id: string;
  retryCount: number;
  /** True when a throw will not be retried. */
  isLastAttempt: boolean;
  /**
   * Aborts at the job's deadline (JobDeadlineError) or when the process shuts down past its grace period
   * (JobShutdownError). Pass it to every slow call; whatever is still running then must stop.
   */
  signal: AbortSignal;
}

export type JobHandler<N extends JobName> = (payload: ParsedJobPayload<N>, meta: JobContext) => Promise<void>;

export interface WorkOptions {
  /** Overrides the definition's deadlineSeconds (tests that need a deadline of a second or two). */
  deadlineMs?: number;
}

/** The reason of a job's signal when its deadline passed: the attempt fails and the retry policy applies. */
export class JobDeadlineError extends Error {
  override readonly name = 'JobDeadlineError';
  constructor(
    readonly jobName: string,
    readonly deadlineMs: number,
  ) {
    super(`job ${jobName} ran past its deadline of ${Math.round(deadlineMs / 1000)} s and was aborted`);
  }
}

/** The reason of a job's signal when the process stopped before the job finished. */
export class JobShutdownError extends Error {
  override readonly name = 'JobShutdownError';
  constructor() {
    super('the process is shutting down; the job was aborted');
  }
}

/**
 * After its signal aborts, a handler gets this long to unwind (kill FFmpeg, delete files, record the failure) before
 * the attempt is failed without it. Every definition's deadline leaves more than this before its expiry.
 */
export const JOB_ABORT_GRACE_MS = 10_000;

/**
 * How long `stop` waits, after pg-boss has stopped, for the aborted batches (settled within JOB_ABORT_GRACE_MS) and
 * pg-boss's last queries (a fetch, a batch's outcome).
 */
export const STOP_DRAIN_LIMIT_MS = JOB_ABORT_GRACE_MS + 5_000;

export interface QueueCounts {
  queued: number;
  active: number;
  failed: number;
}

export interface QueueStats {
  name: JobName;
  created: number;
  retry: number;
  active: number;
  completed: number;
  failed: number;
  cancelled: number;
}

export interface FailedJob {
  id: string;
  name: string;
  /** The payload as stored (callers summarise it; it may hold e-mail addresses). */
  data: unknown;
  /** The error pg-boss recorded (serialised: message, name, stack). */
  output: unknown;
  retryCount: number;
  createdOn: Date;
  completedOn: Date | null;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface JobQueue {
  /** Validates the payload and enqueues it; returns the job id. `startAfterSeconds` delays its first run. */
  send<N extends JobName>(name: N, payload: JobPayload<N>, options?: { startAfterSeconds?: number }): Promise<string>;
  /** Starts processing one job type in this process (worker role). The handler's signal aborts at the deadline. */
  work<N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions): Promise<void>;
  /** Runs a job on a cron schedule (at most one instance per tick across all workers). */
  schedule<N extends JobName>(name: N, cron: string, payload: JobPayload<N>): Promise<void>;
  /**
   * Hands jobs left `active` by a process that died back to the retry policy. Only safe when no other process
   * can be working on them: the embedded database belongs to one process, so it is called at start-up there.
   */
  recoverOrphanedJobs(): Promise<number>;
  counts(): Promise<QueueCounts>;
  /** Per job type, how many jobs are in each pg-boss state (the admin console's jobs page). */
  queueStats(): Promise<QueueStats[]>;
  /** The latest failed jobs (not yet archived), newest failure first. */
  failedJobs(limit: number): Promise<FailedJob[]>;
  /** Sends one failed job back to be run again (one more attempt); false when no failed job has that name and id. */
  retryFailed(name: string, id: string): Promise<boolean>;
  /**
   * Stops taking new jobs, waits (up to timeoutMs) for running ones, then aborts what is still running. After that it
   * waits at most drainLimitMs (default STOP_DRAIN_LIMIT_MS; tests pass less) for the last batches and queries.
   */
  stop(timeoutMs: number, drainLimitMs?: number): Promise<void>;
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
  /**
   * pg-boss's queries still on their way. At stop, one of them can be a fetch sent just before: it still hands this
   * process a batch, and pg-boss then records that batch's outcome without awaiting it. `stop` waits for these.
   */
  const inflight = new Set<Promise<unknown>>();
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => {
        const query = database.executeSql(text, values);
        inflight.add(query);
        const forget = () => inflight.delete(query);
        query.then(forget, forget);
        return query;
      },
    },
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
  /** Signals of the handlers running in this process, aborted at shutdown. */
  const running = new Set<AbortController>();
  /**
   * The batches pg-boss handed to this process and has not seen settle. pg-boss records a batch's outcome (complete or
   * fail) after the batch settles without awaiting it, so `stop` waits for them: a batch still running past stop's
   * timeout would otherwise send that query after the caller closed the pool ("Cannot use a pool after calling end",
   * an unhandled rejection).
   */
  const batches = new Set<Promise<void>>();

  return {
    async send(name, payload, sendOptions = {}) {
      const data = jobDefinitions[name].payload.parse(payload);
      const id = await boss.send(name, data as object, sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {});
      if (!id) throw new Error(`job ${name} was not accepted by the queue`);
      return id;
    },
    async work(name, handler, workOptions = {}) {
      const schema = jobDefinitions[name].payload;
      const deadlineMs = workOptions.deadlineMs ?? jobDefinitions[name].deadlineSeconds * 1000;
      for (let i = 0; i < options.concurrency; i++) {
        await boss.work<unknown>(name, { batchSize: 1, pollingIntervalSeconds, includeMetadata: true }, (jobs) => {
          // A fetch sent before stop can still deliver a batch: it is not started, and pg-boss fails it for a retry,
          // as it does with whatever is running when it shuts down.
          const batch = stopping ? Promise.reject(new JobShutdownError()) : runBatch(jobs);
          batches.add(batch);
          const forget = () => batches.delete(batch);
          batch.then(forget, forget);
          return batch;
        });
      }

      async function runBatch(jobs: PgBoss.JobWithMetadata<unknown>[]): Promise<void> {
        for (const job of jobs) {
          const parsed = schema.safeParse(job.data);
          if (!parsed.success) {
            // A payload that can never be valid is not retried into eternity: fail it with the reason.
            options.logger.error({ job: job.id, name, issues: parsed.error.issues }, 'invalid job payload');
            throw new Error(`invalid payload for ${name}: ${parsed.error.message}`);
          }
          const log = options.logger.child({ job: job.id, name, retry: job.retryCount });
          log.debug('job started');
          const controller = new AbortController();
          running.add(controller);
          const timer = setTimeout(() => controller.abort(new JobDeadlineError(name, deadlineMs)), deadlineMs);
          try {
            await settleWithin(
              handler(parsed.data as ParsedJobPayload<typeof name>, {
                id: job.id,
                retryCount: job.retryCount,
                isLastAttempt: job.retryCount >= job.retryLimit,
                signal: controller.signal,
              }),
              controller.signal,
              () => log.error({ graceMs: JOB_ABORT_GRACE_MS }, 'job handler did not stop after its signal aborted; failing the attempt without it'),
            );
          } catch (error) {
            if (controller.signal.aborted) log.warn({ reason: (controller.signal.reason as Error).message }, 'job aborted');
            // The last attempt: nothing will retry it, so it is an error someone must look at (decision 0023).
            if (job.retryCount >= job.retryLimit && !stopping) {
              log.error({ err: error }, 'job failed on its last attempt');
              reportError(error, { tags: { job_id: job.id, job_name: name, attempt: job.retryCount + 1 } });
            }
            throw error;
          } finally {
            clearTimeout(timer);
            running.delete(controller);
          }
          log.debug('job completed');
        }
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
      // A job whose process died waits for nothing outside (its retry delay is for upstream failures to pass): the
      // ones with retries left run again now, not after their backoff. Each handler resumes from its recorded steps.
      if (rows.length > 0) {
        await database.executeSql(`UPDATE pgboss.job SET start_after = now() WHERE state = 'retry' AND id = ANY($1::uuid[])`, [
          rows.map((row) => String(row.id)),
        ]);
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
    async queueStats() {
      const { rows } = await database.executeSql(`SELECT name, state, count(*)::int AS n FROM pgboss.job GROUP BY name, state`, []);
      return JOB_NAMES.map((name) => {
        const of = (state: string) => Number(rows.find((row) => row.name === name && row.state === state)?.n ?? 0);
        return {
          name,
          created: of('created'),
          retry: of('retry'),
          active: of('active'),
          completed: of('completed'),
          failed: of('failed'),
          cancelled: of('cancelled'),
        };
      });
    },
    async failedJobs(limit) {
      const { rows } = await database.executeSql(
        `SELECT id, name, data, output, retry_count, created_on, completed_on FROM pgboss.job WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST, created_on DESC LIMIT $1`,
        [limit],
      );
      return rows.map((row) => ({
        id: String(row.id),
        name: String(row.name),
        data: row.data,
        output: row.output,
        retryCount: Number(row.retry_count ?? 0),
        createdOn: new Date(row.created_on as string | Date),
        completedOn: row.completed_on ? new Date(row.completed_on as string | Date) : null,
      }));
    },
    async retryFailed(name, id) {
      if (!(JOB_NAMES as string[]).includes(name) || !UUID_PATTERN.test(id)) return false;
      const { rows } = await database.executeSql(`SELECT 1 FROM pgboss.job WHERE name = $1 AND id = $2 AND state = 'failed'`, [name, id]);
      if (rows.length === 0) return false;
      // pg-boss's own retry: only a job still failed is moved to 'retry' (with one more attempt allowed).
      await boss.retry(name, id);
      return true;
    },
    async stop(timeoutMs, drainLimitMs = STOP_DRAIN_LIMIT_MS) {
      if (stopping) return;
      stopping = true;
      // Past the grace period, running handlers are aborted and get a moment to record their failure before
      // pg-boss fails whatever is left; nothing of theirs keeps running into the next process's attempt.
      const abortAll = setTimeout(() => {
        for (const controller of running) controller.abort(new JobShutdownError());
      }, timeoutMs);
      try {
        await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs + Math.min(JOB_ABORT_GRACE_MS, 3000) });
      } finally {
        clearTimeout(abortAll);
        for (const controller of running) controller.abort(new JobShutdownError());
        // Aborted batches settle within JOB_ABORT_GRACE_MS (settleWithin); a turn of the event loop after each lets pg-boss
        // send their outcome, and a fetch still on its way may hand over one more batch (refused above). Only when
        // neither is left may the caller close the pool. A query that never answers does not hold stop past the drain
        // limit: its job stays active and the next start recovers it (recoverOrphanedJobs).
        const drainUntil = Date.now() + drainLimitMs;
        // At least one turn: a batch that settled just now has its outcome queued in a microtask, not yet in flight.
        do {
          let timer: NodeJS.Timeout | undefined;
          const limit = new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, drainUntil - Date.now()))));
          await Promise.race([Promise.allSettled([...batches, ...inflight]), limit]);
          clearTimeout(timer);
          await new Promise((resolve) => setImmediate(resolve));
        } while ((batches.size > 0 || inflight.size > 0) && Date.now() < drainUntil);
      }
    },
  };
}

/**
 * The handler's own outcome, unless its signal aborted and it has not settled JOB_ABORT_GRACE_MS later: then the
 * abort reason, so pg-boss records the failure well before the job's expiry even when a handler ignores its signal.
 */
export async function settleWithin(work: Promise<void>, signal: AbortSignal, onIgnored: () => void, graceMs = JOB_ABORT_GRACE_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const abandoned = new Promise<never>((_, reject) => {
    onAbort = () => {
      timer = setTimeout(() => {
        onIgnored();
        reject(signal.reason);
      }, graceMs);
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  // The abandoned handler's eventual rejection must not become an unhandled one.
  work.catch(() => undefined);
  try {
    await Promise.race([work, abandoned]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}
