import { randomUUID } from 'node:crypto';
import { type FSWatcher, watch } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Core } from '../context.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logging/logger.ts';
import { type AdminChangeOutcome, isPlausibleEmail, makeAdmin, removeAdmin } from './admins.ts';

/**
 * `npm run admin:create` while a server holds the embedded database (PGlite belongs to one process): the CLI leaves a
 * request file in DATA_DIR/admin-requests/<uuid>.json (mode 0600, in a 0700 folder) and the running server — which
 * watches the folder — applies it with the same rules and answers in <uuid>.done.json. Whoever may write to DATA_DIR
 * owns the database file anyway, so the folder grants nothing new.
 */
export const ADMIN_REQUESTS_DIR = 'admin-requests';
export const ADMIN_REQUEST_POLL_MS = 2000;
export const ADMIN_REQUEST_WAIT_MS = 15_000;

const REQUEST_FILE = /^([0-9a-f-]{36})\.json$/;

export const adminRequestSchema = z.object({
  version: z.literal(1),
  action: z.enum(['create', 'remove']),
  email: z.string().trim().toLowerCase().max(254).refine(isPlausibleEmail, 'not an e-mail address'),
  requested_at: z.string(),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;

const outcomeSchema = z.union([
  z.object({ ok: z.literal(true), result: z.object({ outcome: z.string(), email: z.string(), user_id: z.string().optional() }) }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type AdminRequestAnswer = { ok: true; result: AdminChangeOutcome } | { ok: false; error: string };

export function adminRequestsDir(dataDir: string): string {
  return path.join(dataDir, ADMIN_REQUESTS_DIR);
}

/** Applies one request file and writes its answer; a file that is not a valid request is answered with an error. */
export async function processAdminRequestFile(db: Database, dir: string, id: string, logger?: Logger): Promise<AdminRequestAnswer | undefined> {
  const file = path.join(dir, `${id}.json`);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined; // already handled, or withdrawn
    throw error;
  }
  // Claim it first (rename is atomic), so a watcher event and the poll never apply one request twice.
  const claimed = path.join(dir, `${id}.working`);
  try {
    await rename(file, claimed);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let answer: AdminRequestAnswer;
  let parsed: AdminRequest | undefined;
  try {
    parsed = adminRequestSchema.parse(JSON.parse(text));
  } catch {
    answer = { ok: false, error: 'the request file is not a valid admin request' };
  }
  if (parsed) {
    try {
      const result = parsed.action === 'create' ? await makeAdmin(db, parsed.email) : await removeAdmin(db, parsed.email);
      answer = { ok: true, result };
      logger?.info({ outcome: result.outcome }, 'admin request from the command line applied');
    } catch (error) {
      logger?.error({ err: error }, 'admin request from the command line failed');
      answer = { ok: false, error: (error as Error).message };
    }
  }
  const done = path.join(dir, `${id}.done.json`);
  await writeFile(`${done}.tmp`, JSON.stringify(answer!), { mode: 0o600 });
  await rename(`${done}.tmp`, done);
  await rm(claimed, { force: true });
  return answer!;
}

/** Every pending request in the folder, oldest name first. */
export async function processPendingAdminRequests(db: Database, dir: string, logger?: Logger): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let handled = 0;
  for (const name of names.sort()) {
    const id = REQUEST_FILE.exec(name)?.[1];
    if (!id) continue;
    if (await processAdminRequestFile(db, dir, id, logger)) handled++;
  }
  return handled;
}

/**
 * Started by the server that holds the embedded database (web role): fs.watch for promptness, a 2 s poll in case the
 * platform drops events. Requests are handled one at a time. Returns stop().
 */
export async function startAdminRequestWatcher(db: Database, dataDir: string, logger: Logger): Promise<() => void> {
  const dir = adminRequestsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700).catch(() => undefined);
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const sweep = () => {
    if (stopped) return;
    running = running
      .then(() => processPendingAdminRequests(db, dir, logger))
      .catch((error: unknown) => logger.warn({ err: error }, 'reading admin requests failed'));
  };
  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(dir, { persistent: false }, sweep);
    watcher.on('error', () => undefined);
  } catch {
    // The poll below is enough.
  }
  const timer = setInterval(sweep, ADMIN_REQUEST_POLL_MS);
  timer.unref();
  sweep();
  return () => {
    stopped = true;
    clearInterval(timer);
    watcher?.close();
  };
}

export class AdminRequestTimeoutError extends Error {
  constructor(seconds: number) {
    super(`the running server did not answer within ${seconds} s (is it running, and on this DATA_DIR?)`);
    this.name = 'AdminRequestTimeoutError';
  }
}

/** The CLI's side: leaves the request and waits for the server's answer (the request is withdrawn on timeout). */
export async function requestAdminChange(
  dataDir: string,
  request: { action: 'create' | 'remove'; email: string },
  options: { timeoutMs?: number; pollMs?: number } = {},
): Promise<AdminRequestAnswer> {
  const dir = adminRequestsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  const body: AdminRequest = { version: 1, action: request.action, email: request.email.trim().toLowerCase(), requested_at: new Date().toISOString() };
  const file = path.join(dir, `${id}.json`);
  // Written aside and renamed in, so the server never reads half a file.
  await writeFile(path.join(dir, `.${id}.tmp`), JSON.stringify(body), { mode: 0o600 });
  await rename(path.join(dir, `.${id}.tmp`), file);
  const done = path.join(dir, `${id}.done.json`);
  const timeoutMs = options.timeoutMs ?? ADMIN_REQUEST_WAIT_MS;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const answer = outcomeSchema.parse(JSON.parse(await readFile(done, 'utf8'))) as AdminRequestAnswer;
      await rm(done, { force: true });
      return answer;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (Date.now() > deadline) {
      await rm(file, { force: true });
      throw new AdminRequestTimeoutError(Math.round(timeoutMs / 1000));
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 100));
  }
}

/**
 * The server's side of `npm run admin:create` while it holds the embedded database (PGlite admits one process): the
 * request watcher on DATA_DIR/admin-requests. With PostgreSQL the CLI writes the database itself: nothing to watch.
 * Returns what to stop at shutdown.
 */
export async function watchAdminRequests(core: Core): Promise<() => void> {
  if (core.database.kind !== 'pglite') return () => undefined;
  return startAdminRequestWatcher(core.db, core.config.DATA_DIR, core.logger.child({ component: 'admin-requests' }));
}
