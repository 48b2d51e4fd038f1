import path from 'node:path';
import type { Config } from './config/config.ts';
import { resolveJwtSecret } from './config/secrets.ts';
import type { Core } from './context.ts';
import { openDatabase, type DatabaseTarget } from './db/client.ts';
import { startQueue } from './jobs/queue.ts';
import type { Logger } from './logging/logger.ts';
import { createMailTransport } from './mail/transport.ts';
import { createStorage } from './storage/create-storage.ts';
import { createWriter } from './writer/create-writer.ts';
import { createSpeechEngine } from './speech/index.ts';
import { createTalkingHeadProvider } from './talking-head/index.ts';
import { createInstagramClient } from './instagram/instagram-client.ts';
import { publishingFromConfig } from './publishing/publishing-from-config.ts';
import { instagramConfigFrom } from './instagram/instagram-from-config.ts';
import { createPaymentGateway } from './billing/create-gateway.ts';
import { createMediaRenderer, RENDER_PROFILES } from './render/index.ts';

export interface CoreOptions {
  logger: Logger;
  /** True in a process that runs jobs: it also runs the queue's maintenance. */
  supervise: boolean;
  /** Override the database (tests); defaults to DATABASE_URL or PGlite in DATA_DIR/db. */
  database?: DatabaseTarget;
  pollingIntervalSeconds?: number;
  retryDelaySeconds?: number;
}

export function databaseTargetFrom(config: Config): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'db') };
}

/** Opens everything a process needs: database (migrated), job queue, mail transport, signing key. */
export async function createCore(config: Config, options: CoreOptions): Promise<Core> {
  const database = await openDatabase(options.database ?? databaseTargetFrom(config));
  try {
    const queue = await startQueue(database, {
      logger: options.logger.child({ component: 'queue' }),
      supervise: options.supervise,
      concurrency: config.WORKER_CONCURRENCY,
      ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
      ...(options.retryDelaySeconds ? { retryDelaySeconds: options.retryDelaySeconds } : {}),
    });
    const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
    const core: Core = {
      config,
      database,
      db: database.db,
      queue,
      logger: options.logger,
      jwtKey: resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
      mail: createMailTransport(config.SMTP_URL),
      storage: createStorage(config),
      writer: createWriter({
        logger: options.logger.child({ component: 'writer' }),
        ...(config.LLM_BASE_URL
          ? { llm: { baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY ?? '', model: config.LLM_MODEL, timeoutMs: config.LLM_TIMEOUT_SECONDS * 1000 } }
          : {}),
      }),
      speech: createSpeechEngine(config, options.logger.child({ component: 'speech' })),
      talkingHead: createTalkingHeadProvider(config, options.logger.child({ component: 'talking-head' })),
      renderer: createMediaRenderer(RENDER_PROFILES[config.RENDER_PROFILE]),
      publicUrl,
      publishing: publishingFromConfig(config, publicUrl),
      instagram: createInstagramClient(instagramConfigFrom(config)),
      now: () => new Date(),
      payments: null,
    };
    // The gateway reads the clock and database through `core`, so tests that move `core.now` move it too.
    core.payments = createPaymentGateway(core);
    return core;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Stops taking jobs, waits for running ones (bounded), then closes the database. */
export async function closeCore(core: Core, timeoutMs: number): Promise<void> {
  await core.queue.stop(timeoutMs);
  core.mail.close();
  await core.database.close();
}
