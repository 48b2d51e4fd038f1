import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import {
  closeCore,
  closeErrorReporting,
  ConfigError,
  createCore,
  createLogger,
  DatabaseLockedError,
  flushErrorReports,
  initErrorReporting,
  installProcessErrorHandlers,
  loadConfig,
  logFfmpegAtStartup,
  removeDeadWorkDirs,
  reportError,
  shutdownPostHog,
} from '@reelcraft/core';
import { startAdmins } from './admin-startup.ts';
import { buildApp } from './http/app.ts';
import { applyServerTimeouts } from './http/server-timeouts.ts';
import { registerJobs } from './jobs/index.ts';
import { parseRole, runsJobs, servesHttp } from './roles.ts';

const version = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

async function main(): Promise<void> {
  let config;
  let role;
  try {
    config = loadConfig();
    role = parseRole(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(78); // EX_CONFIG
  }
  const logger = createLogger(config.LOG_LEVEL, { role });
  if (role !== 'all' && !config.DATABASE_URL) {
    logger.fatal('separate web and worker processes need a shared PostgreSQL: set DATABASE_URL (the embedded database belongs to one process)');
    process.exit(78);
  }
  // Unexpected errors also go to a Sentry-compatible service when SENTRY_DSN is set (decision 0023).
  const reporter = await initErrorReporting({ dsn: config.SENTRY_DSN, release: version, environment: config.NODE_ENV, tags: { role } });
  if (reporter.kind === 'sentry') logger.info('error reporting to SENTRY_DSN is on');
  installProcessErrorHandlers(logger);

  let core;
  try {
    core = await createCore(config, { logger, supervise: runsJobs(role) });
  } catch (error) {
    // A second `npm start` on the same DATA_DIR stops here, before it could recover the first one's live jobs.
    if (!(error instanceof DatabaseLockedError)) throw error;
    logger.fatal({ pid: error.pid }, error.message);
    process.exit(78); // EX_CONFIG
  }
  // Scratch folders of renders a killed process never finished; named by pid, so a live instance's stay.
  const swept = await removeDeadWorkDirs();
  if (swept > 0) logger.info({ removed: swept }, 'removed temporary folders of stopped processes');
  logFfmpegAtStartup(core);
  if (runsJobs(role)) {
    // The embedded database belongs to this process alone, so any job still marked active was cut off by a
    // previous run of it (killed, crashed): hand those back to their retry policy now instead of waiting for expiry.
    if (core.database.kind === 'pglite') await core.queue.recoverOrphanedJobs();
    await registerJobs(core);
  }

  // ADMIN_EMAILS promoted, and `npm run admin:create` answered while this process holds the embedded database.
  const stopAdmins = servesHttp(role) ? await startAdmins(core) : () => undefined;

  let server: Server | undefined;
  if (servesHttp(role)) {
    const app = buildApp({ core, role, version, webDistDir: config.WEB_DIST_DIR });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
        logger.info({ port: info.port, database: core.database.kind, mail: core.mail.kind, version }, `Reelcraft listening on http://localhost:${info.port}`);
        resolve();
      }) as Server;
      applyServerTimeouts(server);
    });
  } else {
    logger.info({ database: core.database.kind, version }, 'Reelcraft worker started');
  }

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    const timeoutMs = config.SHUTDOWN_TIMEOUT_SECONDS * 1000;
    logger.info({ signal }, 'shutting down: finishing in-flight requests and jobs');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, timeoutMs + 5000);
    force.unref();
    try {
      stopAdmins();
      if (server) {
        const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
        server.closeIdleConnections();
        await closed;
      }
      await closeCore(core, timeoutMs);
      // Analytics events still queued for PostHog (POSTHOG_KEY) go out before the process ends.
      await shutdownPostHog(core, 3000);
      await closeErrorReporting(2000);
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch(async (error: unknown) => {
  console.error('Reelcraft failed to start:', error);
  reportError(error, { level: 'fatal', tags: { mechanism: 'startup' } });
  await flushErrorReports(2000);
  process.exit(1);
});
